// When this process last learnt of a cache invalidation: one of its own writes
// (invalidateCatalog, and the cache handlers once Next applies the tags) or
// another instance's, received through Redis (lib/cache/shared-tags.mjs).
//
// Read by the catalogue's single flight (lib/catalog/cache.ts): a request may
// share a database read only if that read started after the last invalidation
// it could know of. A read started before an edit holds the old rows, and the
// cache would store them for a request made after the edit, dated from that
// request's start, i.e. as fresh (docs/adr/0045-search-throttle-counts-misses.md).
// Kept on globalThis: server.mjs, Next's handlers and the app bundle each load
// their own copy of this module in one process.

const KEY = Symbol.for("kosh.cacheInvalidatedAt");
const store = /** @type {Record<symbol, number | undefined>} */ (/** @type {unknown} */ (globalThis));

/** Notes that some cache tags were just invalidated (this process's clock). */
export function noteCacheInvalidation(now = Date.now()) {
  store[KEY] = Math.max(store[KEY] ?? 0, now);
}

/** Epoch ms of the last invalidation this process learnt of; 0 when none. */
export function lastCacheInvalidation() {
  return store[KEY] ?? 0;
}
