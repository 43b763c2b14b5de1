/**
 * Concurrent identical calls share one run ("single flight"), within this process: the first call for a
 * key runs `run`; every call for that key until it settles awaits the same promise instead of running its
 * own. The key is forgotten once the run settles, succeeded or failed, so a later call runs again: this
 * merges calls in flight, it keeps no results (a cache does). A failure reaches every waiter, except one
 * marked callersOwn(): that failure is the runner's alone (a refusal of its own request, before any shared
 * work), so the waiters do not get it and call again, one of them running next.
 *
 * `forWaiter` gives a waiter its own copy of the runner's value, so no caller sees another's changes.
 * `joinable(startedAt)` says whether a call may still share a run that started then (epoch ms): when
 * not (the data changed since, say), the call runs its own, which later calls share instead.
 */
export function singleFlight<T>(
  options: { forWaiter?: (value: T) => T; joinable?: (startedAt: number) => boolean; now?: () => number } = {},
) {
  const flights = new Map<string, { startedAt: number; settled: Promise<Settled<T>> }>();
  const forWaiter = options.forWaiter ?? ((value: T) => value);
  const joinable = options.joinable ?? (() => true);
  const now = options.now ?? (() => Date.now());
  return async function shared(key: string, run: () => Promise<T>): Promise<T> {
    for (;;) {
      const running = flights.get(key);
      if (running && joinable(running.startedAt)) {
        const settled = await running.settled;
        if (settled.ok) return forWaiter(settled.value);
        if (!ownErrors.has(settled.error as object)) throw settled.error;
        // The runner alone was refused: call again.
        continue;
      }
      const startedAt = now();
      const flight = (async () => run())().then(
        (value): Settled<T> => ({ ok: true, value }),
        (error: unknown): Settled<T> => ({ ok: false, error }),
      );
      const entry = { startedAt, settled: flight };
      flights.set(key, entry);
      // Registered before any waiter's await, so it runs first: a waiter calling again finds the key free.
      void flight.then(() => {
        if (flights.get(key) === entry) flights.delete(key);
      });
      const settled = await flight;
      if (settled.ok) return settled.value;
      throw settled.error;
    }
  };
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

const ownErrors = new WeakSet<object>();

/**
 * Marks an error thrown by a single flight's run as its caller's alone (a rate limit refusing that
 * caller, say): the calls waiting for that run are not given it and run again themselves.
 */
export function callersOwn<E extends object>(error: E): E {
  ownErrors.add(error);
  return error;
}
