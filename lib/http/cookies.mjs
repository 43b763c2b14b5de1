// Reading one cookie from a Cookie request header. Plain JavaScript: server.mjs
// and proxy.ts (lib/i18n/locale-path.mjs) use it as well as the handlers.

/**
 * The value of cookie `name` in a Cookie header, or null when it is absent or empty.
 * @param {string | null | undefined} header @param {string} name
 */
export function cookieValue(header, name) {
  if (!header) return null;
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    return part.slice(separator + 1).trim() || null;
  }
  return null;
}
