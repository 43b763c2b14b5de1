import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { setImmediate as nextTurn } from "node:timers/promises";
import { rateLimited } from "@/lib/errors";
import { consumeRateLimit, type RateLimit } from "@/lib/rate-limit";
import { callersOwn } from "@/lib/single-flight";

// Searches that reach PostgreSQL, per client address (docs/adr/0045-search-throttle-counts-misses.md).
// A search whose page is in the catalogue cache costs the database nothing and is never counted: the
// budget is charged inside the cached read's body (findProducts in ./products.ts), which runs only on
// a miss. That body is cached across shoppers, so the address cannot be one of its arguments (it would
// be part of the cache key) and it cannot read the request's headers: the caller names the address and
// it travels to the body in an AsyncLocalStorage, the asynchronous context the cache runs the body in.
// Next also refreshes a stale entry (past its revalidate time) in that context, in the background of the
// request that found it, which has its answer (the stale page) already: such a refresh is charged to
// nobody. The searcher's store says when its read has answered, and the body looks only after one turn
// of the event loop, by which the stale answer has reached the caller (see chargeSearch).
// Concurrent identical misses run the body once (a single flight, ./cache.ts): it runs in the context of
// the request that started it, so only that searcher is charged; the others wait for its answer and, like
// a hit, are neither counted nor refused.

/**
 * Searches missing the cache from one address in a minute: a shopper typing ahead (the bulk-quote form
 * asks after each 250 ms pause), paging and ticking filters stays far below; a script asking once a
 * second meets it. The ADR explains the numbers.
 */
export const SEARCHES_PER_MINUTE: RateLimit = { limit: 60, windowMs: 60 * 1000 };
/** The same, in an hour: what a script may keep up, ~10 a minute, against ~60 a shopper's hour at most. */
export const SEARCHES_PER_HOUR: RateLimit = { limit: 600, windowMs: 60 * 60 * 1000 };

export const SEARCH_LIMITED_MESSAGE = "Too many searches from your network. Please try again in a little while.";

/** A shopper's search in flight: `answered` once their read has returned, the body that served it or not. */
type Searcher = { address: string; answered: boolean };

const searcher = new AsyncLocalStorage<Searcher>();

/**
 * Runs `read` with the searches it sends to the database counted against `address`: those it waits for.
 * A search still running once `read` has answered (Next's background refresh of a stale entry) is not.
 */
export async function searchingFrom<T>(address: string, read: () => Promise<T>): Promise<T> {
  const store: Searcher = { address, answered: false };
  try {
    return await searcher.run(store, read);
  } finally {
    store.answered = true;
  }
}

/**
 * Counts one search about to run in the database against the searcher's address (searchingFrom); past
 * either budget a rate-limited DomainError (429, Retry-After), and the search does not run. Outside
 * searchingFrom (scripts, tests, reads without a shopper) nothing is counted, nor in a refresh the shopper
 * does not wait for. Next starts that refresh and returns the stale entry in the same synchronous step,
 * so the caller's read has answered, in microtasks only, before the next turn of the event loop; a miss's
 * caller is still waiting for this body then. The turn costs microseconds against a search's ~140 ms.
 */
export async function chargeSearch(): Promise<void> {
  const store = searcher.getStore();
  if (!store) return;
  await nextTurn();
  if (store.answered) return;
  const { address } = store;
  const now = new Date();
  const budgets = await Promise.all([
    consumeRateLimit(`search:minute:${address}`, SEARCHES_PER_MINUTE, now),
    consumeRateLimit(`search:hour:${address}`, SEARCHES_PER_HOUR, now),
  ]);
  const spent = budgets.filter((budget) => !budget.allowed);
  // The refusal is this searcher's alone: shoppers whose identical search waited on this body (a single
  // flight, ./cache.ts) are not refused with it; one of them runs the search, charged to its own address.
  if (spent.length) {
    throw callersOwn(rateLimited(Math.max(...spent.map((b) => b.retryAfterSeconds)), SEARCH_LIMITED_MESSAGE));
  }
}
