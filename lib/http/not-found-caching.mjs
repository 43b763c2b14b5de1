// 404s from cached pages, as server.mjs sends them. A product page for an
// unknown or withdrawn slug is a cached page (ISR, revalidate 300) that calls
// notFound(), so Next sends its 404 as it sends the page: `Cache-Control:
// s-maxage=300, stale-while-revalidate=3300`. A CDN in front of a Node host
// would then keep "Product not found" for up to 5 minutes (and serve it stale
// for an hour) after the product is published or re-activated, where
// invalidateCatalog() cannot reach. Such a 404 is sent as Next sends a page
// rendered per request, kept by no cache. Repeated requests for an unknown
// slug still cost little: Next keeps the rendered 404 in its own cache, under
// the product's tag (catalog:product:<slug>, lib/catalog/product-detail.ts),
// which the product's publication names; server.mjs's response cache keeps
// only 200s. On Vercel, whose CDN keeps pages under the tags
// revalidateTag() purges, this file is not used.

import { sharedCacheSeconds } from "./response-cache.mjs";

/** Next's Cache-Control for a response no cache may keep. */
export const UNCACHED = "private, no-cache, no-store, max-age=0, must-revalidate";

/**
 * The Cache-Control to send a 404 with instead of the one it has, or null to
 * keep that: UNCACHED when it has a shared lifetime.
 * @param {number} status
 * @param {unknown} cacheControl the response's Cache-Control header, if any
 * @returns {string | null}
 */
export function notFoundCacheControl(status, cacheControl) {
  return status === 404 && sharedCacheSeconds(cacheControl) > 0 ? UNCACHED : null;
}

/**
 * Applies notFoundCacheControl when the response's status line goes out
 * (Node sends it through writeHead, also when a handler only sets statusCode
 * and writes). For responses Next renders.
 * @param {import("node:http").ServerResponse} response
 */
export function sendNotFoundUnshared(response) {
  const writeHead = response.writeHead;
  response.writeHead = /** @type {typeof response.writeHead} */ (
    function (/** @type {number} */ statusCode, /** @type {any[]} */ ...rest) {
      response.writeHead = writeHead;
      // Headers passed to writeHead itself are not looked at: Next sets its own with setHeader.
      const cacheControl = notFoundCacheControl(statusCode, response.getHeader("cache-control"));
      if (cacheControl) response.setHeader("Cache-Control", cacheControl);
      return writeHead.call(response, statusCode, ...rest);
    }
  );
}
