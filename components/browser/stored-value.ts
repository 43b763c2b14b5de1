import { useSyncExternalStore } from "react";

/**
 * A value the browser keeps for the shopper (a cookie, sessionStorage), read
 * once per page and then held in memory for every component that shows it.
 *
 * Why not read it in render: the first read of either makes Chromium's
 * renderer wait for another process (the network process for cookies, the
 * storage service for sessionStorage), which is busy loading the page at that
 * moment. Read in render, that wait (4–9 ms per page load, measured) landed
 * inside hydration's long task. Here the read starts when the first component
 * subscribes, i.e. after hydration, and `read` keeps it off the rendering task
 * (an asynchronous API, or `inOwnTask`). Until it ends, components show
 * `initial`, as the server rendered them.
 */
export function storedValue<T>(read: () => Promise<T>, initial: T) {
  let value = initial;
  let written = false;
  let reading: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  const subscribe = (onChange: () => void) => {
    listeners.add(onChange);
    reading ??= read().then(
      (stored) => {
        // A value the page wrote meanwhile is newer than what was read.
        if (written) return;
        value = stored;
        notify();
      },
      () => {
        // Unreadable (storage refused, a blocked store): `initial` stands.
      },
    );
    return () => {
      listeners.delete(onChange);
    };
  };
  const get = () => value;

  return {
    subscribe,
    get,
    /** After the page stored a new value itself: shown at once, no read needed. */
    set(next: T) {
      written = true;
      value = next;
      notify();
    },
    useValue: (): T => useSyncExternalStore(subscribe, get, () => initial),
  };
}

/** Runs a synchronous browser read in a task of its own, outside whatever task is running. */
export function inOwnTask<T>(read: () => T): Promise<T> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      try {
        resolve(read());
      } catch (error) {
        reject(error);
      }
    }, 0);
  });
}
