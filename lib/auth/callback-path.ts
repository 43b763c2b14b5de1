/**
 * A same-site path to return to after logging in (from ?callbackUrl=); anything
 * else, such as another site's address, becomes "/". Shared by pages and forms.
 */
export function safeCallbackPath(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  if (Array.from(value).some((character) => character.charCodeAt(0) < 0x20)) return "/";
  return value;
}
