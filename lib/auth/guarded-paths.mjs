// Pages only a signed-in shopper (or an admin) sees. proxy.ts sends a guest
// without a session cookie to /login before one renders; server.mjs's
// response cache never keeps or answers them, since that redirect depends on
// the cookie. Each page checks the session itself as well: a cookie's presence
// proves nothing. Plain JavaScript, as server.mjs imports it without a build.

import { splitLocale } from "../i18n/locale-path.mjs";

export const GUARDED_PREFIXES = ["/profile", "/orders", "/address", "/my", "/checkout", "/dashboard", "/admin"];

/** @param {string} pathname a public path, in either language ("/orders", "/hi/orders") */
export function isGuardedPath(pathname) {
  const { path } = splitLocale(pathname);
  return GUARDED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
