import { localizedPath, splitLocale } from "@/lib/i18n/locale-path.mjs";

/**
 * A same-site path to return to after logging in (from ?callbackUrl=); anything
 * else, such as another site's address, becomes "/". Shared by pages and forms.
 * What a Location header cannot carry (a space, DEL, any non-ASCII letter such as
 * a Hindi search's) is percent-encoded: the login page redirects a signed-in
 * shopper there, and Node refused the raw text with a 500.
 */
export function safeCallbackPath(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  if (Array.from(value).some((character) => character.charCodeAt(0) < 0x20)) return "/";
  if (!value.isWellFormed()) return "/";
  return value.replace(/[^\x21-\x7e]/gu, (character) => encodeURIComponent(character));
}

/**
 * The callback path in the login page's language: on a Hindi login page an
 * English path ("/profile", as account pages and links pass it) becomes its
 * Hindi one ("/hi/profile"), so the shopper comes back to the language they
 * left; a path already in Hindi, the English-only admin, and any path on an
 * English login page stay as they are.
 */
export function callbackPathIn(locale: "en" | "hi", path: string): string {
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  const rest = end === -1 ? "" : path.slice(end);
  const englishOnly = /^\/(admin|api)(\/|$)/.test(pathname);
  if (locale === "en" || englishOnly || splitLocale(pathname).locale !== "en") return path;
  return localizedPath(locale, pathname) + rest;
}
