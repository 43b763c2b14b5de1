import { useCallback, useEffect, useEffectEvent, useSyncExternalStore } from "react";
import { ApiRequestError, requestJson } from "@/components/api/client";

// What the browser keeps of /api answers (the session, the cart, the wishlist,
// orders, the profile, addresses, delivery estimates): one copy per key
// (components/api/resource-keys.ts), shared by every component that shows it,
// read once however many ask at the same time. Changes show at once and are
// replaced by the server's answer (changeResource). It replaced SWR, whose
// 5.5 KiB (gzip) were on every page (docs/adr/0028-resource-cache-instead-of-swr.md).

export type ResourceKey = string | readonly (string | number | undefined)[];

export type ResourceState<T> = {
  data: T | undefined;
  /** The last read's failure, while no answer replaced it. */
  error: unknown;
  /** A read is in flight. */
  isValidating: boolean;
};

type Entry = {
  key: ResourceKey;
  state: ResourceState<unknown>;
  /** The server's last answer: what a failed change rolls back to. */
  committed: unknown;
  /** The read in flight, shared by everyone who asks meanwhile. */
  reading: Promise<unknown> | null;
  /** Bumped by every write: a read that started before one is out of date and dropped. */
  version: number;
  /**
   * The optimistic changes still waiting for their answers, oldest first. What is shown is the server's
   * last answer with these applied on top, so an earlier change's answer does not undo a later click.
   */
  pending: Array<{ apply: (shown: unknown) => unknown }>;
  /** A change failed: read the server's truth once no change is in flight. */
  rereadAfterChanges: boolean;
  listeners: Set<() => void>;
  read: (key: never) => Promise<unknown>;
  retries: number;
};

const IDLE: ResourceState<never> = { data: undefined, error: undefined, isValidating: false };
/** A failed read is tried again this many times while shown, 5 s, 10 s, 20 s… apart (±50 %). */
const MAX_RETRIES = 4;
const RETRY_BASE_MS = 5000;

const entries = new Map<string, Entry>();

const idOf = (key: ResourceKey) => (typeof key === "string" ? key : JSON.stringify(key));

/** GET /api/… as JSON: the read of a key that is a path. */
export const fetchJson = <T>(path: string) => requestJson<T>(path);

/** A refused 4xx answer (signed out, not found) will not change by asking again; a network failure or a 5xx may. */
const worthRetrying = (error: unknown) => !(error instanceof ApiRequestError && error.status < 500);

function entryOf(key: ResourceKey): Entry {
  const id = idOf(key);
  let entry = entries.get(id);
  if (!entry) {
    entry = {
      key,
      state: IDLE,
      committed: undefined,
      reading: null,
      version: 0,
      pending: [],
      rereadAfterChanges: false,
      listeners: new Set(),
      read: fetchJson as Entry["read"],
      retries: 0,
    };
    entries.set(id, entry);
  }
  return entry;
}

function show(entry: Entry, change: Partial<ResourceState<unknown>>) {
  entry.state = { ...entry.state, ...change };
  for (const listener of entry.listeners) listener();
}

/** The server's last answer with the changes still in flight applied on top, in the order they were made. */
const withPending = (entry: Entry, committed: unknown) =>
  entry.pending.reduce((shown, change) => change.apply(shown), committed);

/** The server's answer for the key from now on (a change's result, a profile just saved). */
function commit(entry: Entry, data: unknown) {
  entry.version++;
  entry.committed = data;
  entry.retries = 0;
  show(entry, { data: withPending(entry, data), error: undefined });
}

/** Drops what is kept for the key and any read in flight (its answer will be ignored). */
function forget(entry: Entry) {
  entry.version++;
  entry.committed = undefined;
  entry.reading = null;
  show(entry, { data: undefined, error: undefined, isValidating: false });
}

function startRead(entry: Entry): Promise<unknown> {
  const version = entry.version;
  const reading: Promise<unknown> = entry.read(entry.key as never).then(
    (data) => {
      // A change made meanwhile (or still in flight) is newer than this answer.
      if (entry.version === version && entry.pending.length === 0) commit(entry, data);
    },
    (error: unknown) => {
      if (entry.version !== version) return;
      show(entry, { error });
      retryLater(entry, error);
    },
  );
  const settled = reading.then(() => {
    if (entry.reading !== settled) return entry.state.data;
    entry.reading = null;
    show(entry, { isValidating: false });
    return entry.state.data;
  });
  entry.reading = settled;
  show(entry, { isValidating: true });
  return settled;
}

function retryLater(entry: Entry, error: unknown) {
  if (!worthRetrying(error) || entry.retries >= MAX_RETRIES || entry.listeners.size === 0) return;
  const delay = RETRY_BASE_MS * 2 ** entry.retries * (0.5 + Math.random());
  entry.retries++;
  setTimeout(() => {
    if (entry.listeners.size > 0 && !entry.reading) void startRead(entry);
  }, delay);
}

/**
 * The key's answer: the one kept, else the read in flight, else a new read
 * (with `read`, else the key's last one, else a GET of the key as a path). Resolves to the data, or
 * undefined when the read failed (the error is in the key's state); never throws.
 */
export function loadResource<T, K extends ResourceKey = string>(
  key: K,
  read?: (key: K) => Promise<T>,
): Promise<T | undefined> {
  const entry = entryOf(key);
  if (read) entry.read = read as Entry["read"];
  if (entry.state.data !== undefined) return Promise.resolve(entry.state.data as T);
  return (entry.reading ?? startRead(entry)) as Promise<T | undefined>;
}

/**
 * Reads the key again after a change the server made (an order placed, an
 * address deleted): a read already in flight may predate it and is dropped.
 * A key nobody shows is forgotten instead, and read when next shown.
 */
export function reloadResource<T>(key: ResourceKey): Promise<T | undefined> {
  const entry = entryOf(key);
  if (entry.listeners.size === 0) {
    forget(entry);
    return Promise.resolve(undefined);
  }
  entry.version++;
  return startRead(entry) as Promise<T | undefined>;
}

/** Replaces what is kept for the key with data the server just answered (no read). */
export function setResource<T>(key: ResourceKey, data: T): void {
  commit(entryOf(key), data);
}

/** Forgets every kept key that `matches` (a shopper logging out); reads in flight for them are dropped. */
export function forgetResources(matches: (key: ResourceKey) => boolean): void {
  for (const entry of entries.values()) if (matches(entry.key)) forget(entry);
}

/**
 * Shows `optimistic(shown)` at once, then the part of the server's answer
 * that `pick` takes. `shown` includes other changes still in flight, so quick
 * clicks add up; and as changes reach the server one at a time (apiFetch), an
 * answer includes the earlier changes but not the later ones, which stay shown
 * on top of it until their own answers come (a heart clicked on and off again
 * must not show "on" when the first answer lands). A failure drops its change
 * from what is shown and rethrows; the key is then read again once no other
 * change to it is in flight (reading earlier could show a quantity the server
 * no longer has).
 */
export async function changeResource<Data, Result>(
  key: ResourceKey,
  request: Promise<Result>,
  optimistic: (shown: Data | undefined) => Data | undefined,
  pick: (result: Result) => Data,
): Promise<void> {
  const entry = entryOf(key);
  const change = { apply: optimistic as (shown: unknown) => unknown };
  entry.pending.push(change);
  entry.version++;
  show(entry, { data: optimistic(entry.state.data as Data | undefined) });
  const settle = () => entry.pending.splice(entry.pending.indexOf(change), 1);
  try {
    const answer = pick(await request);
    settle();
    commit(entry, answer);
  } catch (error) {
    if (entry.pending.includes(change)) settle();
    entry.version++;
    entry.rereadAfterChanges = true;
    show(entry, { data: withPending(entry, entry.committed) });
    throw error;
  } finally {
    if (entry.pending.length === 0 && entry.rereadAfterChanges) {
      entry.rereadAfterChanges = false;
      void reloadResource(key);
    }
  }
}

/**
 * Calls `onChange` whenever the key's state changes, until the returned
 * function is called: how the hook subscribes. A key someone watches is read
 * again after a failure worth retrying, and read rather than forgotten by
 * reloadResource.
 */
export function watchResource(key: ResourceKey, onChange: () => void): () => void {
  const { listeners } = entryOf(key);
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export type ResourceOptions<T> = {
  /** Read the server again each time a component showing it mounts, even when an answer is kept (a page that shows the whole list). */
  reloadOnMount?: boolean;
  /** What the server rendered, shown until an answer is kept. */
  fallbackData?: T;
};

const noSubscription = () => () => {};

/**
 * The kept answer for `key` (null: nothing to read, e.g. a guest's cart),
 * read with `read` when none is kept yet (or on every mount with
 * reloadOnMount). Renders `fallbackData` (or nothing) on the server and while
 * hydrating, like the server did.
 */
export function useResource<T, K extends ResourceKey = string>(
  key: K | null,
  read: (key: K) => Promise<T>,
  { reloadOnMount = false, fallbackData }: ResourceOptions<T> = {},
) {
  const id = key === null ? null : idOf(key);
  const subscribe = useCallback(
    (onChange: () => void) => (key === null ? noSubscription() : watchResource(key, onChange)),
    // The key's identity changes with every render when it is an array; its id does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => (id === null ? IDLE : (entries.get(id)?.state ?? IDLE)),
    () => IDLE,
  ) as ResourceState<T>;

  const loadOnMount = useEffectEvent(() => {
    if (key === null) return;
    const entry = entryOf(key);
    entry.read = read as Entry["read"];
    // A read already in flight is recent enough for a page that wants a fresh list.
    if (reloadOnMount && !entry.reading && entry.pending.length === 0) void reloadResource(key);
    else void loadResource(key);
  });
  useEffect(() => {
    if (id !== null) loadOnMount();
  }, [id]);

  return {
    data: state.data ?? fallbackData,
    error: state.error,
    isValidating: state.isValidating,
    /** No answer yet, and one is being read. */
    isLoading: state.isValidating && state.data === undefined,
    /** Reads the server again (the "Try again" of a failed list, or after a change). */
    reload: () => (key === null ? Promise.resolve(undefined) : reloadResource<T>(key)),
    /** Keeps what the server just answered, without reading again. */
    set: (data: T) => {
      if (key !== null) setResource(key, data);
    },
  };
}
