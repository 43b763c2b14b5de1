// The request-target's path, checked before anything reads it. Plain
// JavaScript: server.mjs imports it before Next is loaded.

/** What server.mjs answers (400) to an address whose path cannot be decoded. */
export const MALFORMED_ADDRESS =
  "Bad request: the address is not valid percent-encoding (a % must start %XX, and the bytes must be UTF-8).";

/**
 * Whether the path of a request-target ("/shop?x=1") cannot be percent-decoded:
 * a "%" not followed by two hex digits, or bytes that are not UTF-8 ("%E0%A4").
 * Next answers such a path with a 500 (and logs nothing), so any client could
 * make server errors at will. The query string is not checked: the handlers
 * read it with URLSearchParams, which takes a stray "%" as it is.
 * @param {string | undefined} target
 */
export function malformedPath(target) {
  const path = String(target ?? "").split("?", 1)[0] ?? "";
  if (!path.includes("%")) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}
