import { mutate } from "swr";

// How every cart, saved-for-later and wishlist change reaches the screen: shown
// at once (optimistic), then replaced by what the server answers; a failure
// rolls back and re-reads the server's truth.

/** Changes in flight per cache key, and the keys a failed change left to re-read. */
const changesInFlight = new Map<string, number>();
const keysToReload = new Set<string>();

/**
 * Shows `optimistic` at once for one cache key, then the part of the server's
 * answer that `pick` takes. A failure rolls back and rethrows; the key is then
 * re-read from the server once no other change to it is in flight. (Rolling
 * back restores the last answer SWR kept, which misses quick clicks still in
 * flight, and SWR drops a re-read that overlaps a change: reading earlier
 * could leave the cart showing a quantity the server does not have.)
 */
export async function updateOptimistically<Data, Result>(
  key: string,
  request: Promise<Result>,
  optimistic: (shown: Data | undefined) => Data | undefined,
  pick: (result: Result) => Data,
): Promise<void> {
  changesInFlight.set(key, (changesInFlight.get(key) ?? 0) + 1);
  try {
    await mutate<Data | undefined, Result>(key, request, {
      // `shown` includes other changes still in flight, so quick clicks add up.
      optimisticData: (_committed, shown) => optimistic(shown),
      rollbackOnError: true,
      populateCache: (result) => pick(result),
      revalidate: false,
    });
  } catch (error) {
    keysToReload.add(key);
    throw error;
  } finally {
    const left = (changesInFlight.get(key) ?? 1) - 1;
    if (left > 0) changesInFlight.set(key, left);
    else {
      changesInFlight.delete(key);
      if (keysToReload.delete(key)) void mutate(key);
    }
  }
}
