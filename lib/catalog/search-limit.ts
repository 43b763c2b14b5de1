import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { rateLimited } from "@/lib/errors";
import { consumeRateLimit, type RateLimit } from "@/lib/rate-limit";

// Searches that reach PostgreSQL, per client address (docs/adr/0045-search-throttle-counts-misses.md).
// A search whose page is in the catalogue cache costs the database nothing and is never counted: the
// budget is charged inside the cached read's body (findProducts in ./products.ts), which runs only on
// a miss. That body is cached across shoppers, so the address cannot be one of its arguments (it would
// be part of the cache key) and it cannot read the request's headers: the caller names the address and
// it travels to the body in an AsyncLocalStorage, the asynchronous context the cache runs the body in.

/**
 * Searches missing the cache from one address in a minute: a shopper typing ahead (the bulk-quote form
 * asks after each 250 ms pause), paging and ticking filters stays far below; a script asking once a
 * second meets it. The ADR explains the numbers.
 */
export const SEARCHES_PER_MINUTE: RateLimit = { limit: 60, windowMs: 60 * 1000 };
/** The same, in an hour: what a script may keep up, ~10 a minute, against ~60 a shopper's hour at most. */
export const SEARCHES_PER_HOUR: RateLimit = { limit: 600, windowMs: 60 * 60 * 1000 };

export const SEARCH_LIMITED_MESSAGE = "Too many searches from your network. Please try again in a little while.";

const searcher = new AsyncLocalStorage<{ address: string }>();

/** Runs `read` with the searches it sends to the database counted against `address`. */
export function searchingFrom<T>(address: string, read: () => Promise<T>): Promise<T> {
  return searcher.run({ address }, read);
}

/**
 * Counts one search about to run in the database against the searcher's address (searchingFrom); past
 * either budget a rate-limited DomainError (429, Retry-After), and the search does not run. Outside
 * searchingFrom (scripts, tests, reads without a shopper) nothing is counted.
 */
export async function chargeSearch(): Promise<void> {
  const address = searcher.getStore()?.address;
  if (!address) return;
  const now = new Date();
  const budgets = await Promise.all([
    consumeRateLimit(`search:minute:${address}`, SEARCHES_PER_MINUTE, now),
    consumeRateLimit(`search:hour:${address}`, SEARCHES_PER_HOUR, now),
  ]);
  const spent = budgets.filter((budget) => !budget.allowed);
  if (spent.length) throw rateLimited(Math.max(...spent.map((b) => b.retryAfterSeconds)), SEARCH_LIMITED_MESSAGE);
}
