// Pages only a signed-in shopper (or an admin) sees. proxy.ts sends a guest
// without a session cookie to /login before one renders; server.mjs's
// response cache never keeps or answers them, since that redirect depends on
// the cookie. Each page checks the session itself as well: a cookie's presence
// proves nothing. Plain JavaScript, as server.mjs imports it without a build.

export const GUARDED_PREFIXES = ["/profile", "/orders", "/address", "/my", "/checkout", "/dashboard", "/admin"];

/** @param {string} pathname */
export function isGuardedPath(pathname) {
  return GUARDED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
