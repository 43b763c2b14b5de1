// When this process last saw the database unavailable. lib/db.ts notes every
// such failure; server.mjs reads it to answer a page that failed because of
// it with 503 instead of Next's 500 (Next has no way to set a page's status).
// Kept on globalThis because Next bundles its own copy of this module, apart
// from the one server.mjs imports.

const KEY = Symbol.for("kosh.databaseUnavailableAt");

/** Seconds clients are asked to wait (Retry-After) while the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Records that a database call just failed because the database is unavailable. */
export function noteDatabaseUnavailable(at = Date.now()) {
  /** @type {Record<symbol, unknown>} */ (globalThis)[KEY] = at;
}

/**
 * True when a database call failed as unavailable at or after `startedAt`
 * (ms since the epoch): a 500 for a request that started then was caused by
 * the outage, even when the failing call ran for another request (Next
 * renders an uncached page once for all the requests waiting for it).
 * @param {number} startedAt
 */
export function databaseUnavailableSince(startedAt) {
  const at = /** @type {Record<symbol, unknown>} */ (globalThis)[KEY];
  return typeof at === "number" && at >= startedAt;
}
