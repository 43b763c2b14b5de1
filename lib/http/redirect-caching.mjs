// Permanent redirects from cached pages, as server.mjs sends them. A /shop
// address that names a category or brand by a former name answers 308 to its
// current name (docs/adr/0035-former-names-redirect.md). The browse views are
// cached pages (ISR), so Next sends that 308 as it sends the page:
// `Cache-Control: s-maxage=300, stale-while-revalidate=3300`, a lifetime for
// shared caches only. Browsers keep a 301 or 308 that gives them no max-age
// for good (Chromium and Firefox treat one as fresh forever), but this one
// holds only until the catalogue changes: renamed back, the old name is the
// view again and the new one redirects to it, and a browser that kept the
// first redirect would go round in circles. So such a redirect tells browsers
// `max-age=0`; shared caches keep their s-maxage (server.mjs's own cache never
// keeps a redirect, Next's is emptied by invalidateCatalog). On Vercel, whose
// CDN does not send s-maxage on to browsers, this file is not used.
//
// Next 16.4 also sends such a redirect's Location header twice when it renders
// the page (a cache miss: once as it renders, once from the entry it stored):
// it is sent once.

const PERMANENT_REDIRECTS = new Set([301, 308]);

/**
 * The Cache-Control to send a permanent redirect with instead of the one it
 * has, or null to keep that: `max-age=0` and the shared lifetime when it has
 * a shared lifetime (s-maxage) and no max-age. stale-while-revalidate is
 * dropped, or a browser could follow the redirect once more after it changed.
 * @param {number} status
 * @param {unknown} cacheControl the response's Cache-Control header, if any
 * @returns {string | null}
 */
export function redirectCacheControl(status, cacheControl) {
  if (!PERMANENT_REDIRECTS.has(status) || typeof cacheControl !== "string") return null;
  const directives = cacheControl
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const named = (name) => directives.find((part) => part.split("=")[0].trim().toLowerCase() === name);
  const shared = named("s-maxage");
  if (!shared || named("max-age")) return null;
  return `max-age=0, ${shared}`;
}

/**
 * Applies redirectCacheControl, and sends a Location header once, when the
 * response's status line goes out (Node sends it through writeHead, also when
 * a handler only sets statusCode and writes). For responses Next renders.
 * @param {import("node:http").ServerResponse} response
 */
export function sendPermanentRedirectsUncachedByBrowsers(response) {
  const writeHead = response.writeHead;
  response.writeHead = /** @type {typeof response.writeHead} */ (
    function (/** @type {number} */ statusCode, /** @type {any[]} */ ...rest) {
      response.writeHead = writeHead;
      // Headers passed to writeHead itself are not looked at: Next sets its own with setHeader.
      const cacheControl = redirectCacheControl(statusCode, response.getHeader("cache-control"));
      if (cacheControl) response.setHeader("Cache-Control", cacheControl);
      const location = response.getHeader("location");
      if (Array.isArray(location) && new Set(location).size === 1) response.setHeader("Location", location[0]);
      return writeHead.call(response, statusCode, ...rest);
    }
  );
}
