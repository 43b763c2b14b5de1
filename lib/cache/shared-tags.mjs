// Cache tag invalidations shared by every instance, for both of Next's cache
// handlers (lib/cache/use-cache-handler.mjs, incremental-cache-handler.mjs).
//
// The manifest says, for each tag ever invalidated, since when entries
// carrying it are stale (served once more while a fresh one is made) and
// since when they are expired (never served). It lives in Redis, in two
// hashes (`<prefix>:tags:stale`, `<prefix>:tags:expired`: tag → epoch ms),
// and in a copy in each process, which the hot path reads. An invalidation
// writes both hashes and publishes the same change on `<prefix>:tags` in one
// MULTI; every instance applies what it receives to its copy at once.
//
// The copy is trusted only while Redis is available (lib/cache/redis.mjs):
// after a disconnection each instance first sends the invalidations it made
// while away, then re-reads both hashes; until then its handlers answer every
// read with a miss. Timestamps are the invalidating host's clock, compared
// with the entry's creation time from another host's clock: keep the hosts on
// NTP (a skew of d ms lets an entry made up to d ms before an invalidation
// pass as made after it).
import { noteCacheInvalidation } from "./invalidation-clock.mjs";
import { keyPrefix } from "./redis.mjs";

/**
 * @typedef {{ stale?: number, expired?: number }} TagState
 * @typedef {ReturnType<typeof createSharedTags>} SharedTags
 */

/**
 * @param {import("./redis.mjs").SharedRedis} redis
 * @param {{ prefix?: string, now?: () => number }} [options]
 */
export function createSharedTags(redis, { prefix = keyPrefix(), now = Date.now } = {}) {
  const staleKey = `${prefix}:tags:stale`;
  const expiredKey = `${prefix}:tags:expired`;
  const channel = `${prefix}:tags`;
  /** @type {Map<string, TagState>} */
  const manifest = new Map();
  /** Invalidations made here while Redis could not take them, sent before anything is trusted again. */
  /** @type {Map<string, TagState>} */
  const unsent = new Map();
  /** Messages received while the manifest is being re-read, applied after it. */
  /** @type {Array<Record<string, TagState>> | null} */
  let heldBack = null;

  /** @param {Record<string, TagState>} updates */
  function apply(updates) {
    for (const [tag, fields] of Object.entries(updates)) manifest.set(tag, { ...manifest.get(tag), ...fields });
    noteCacheInvalidation();
  }

  redis.subscribe(channel, (message) => {
    let updates;
    try {
      updates = JSON.parse(message);
    } catch {
      return;
    }
    if (!updates || typeof updates !== "object") return;
    if (heldBack) heldBack.push(updates);
    apply(updates);
  });

  /** @param {Record<string, TagState>} updates */
  async function send(updates) {
    const stale = {};
    const expired = {};
    for (const [tag, fields] of Object.entries(updates)) {
      if (fields.stale !== undefined) stale[tag] = String(fields.stale);
      if (fields.expired !== undefined) expired[tag] = String(fields.expired);
    }
    const result = await redis.command((client) => {
      const multi = client.multi();
      if (Object.keys(stale).length) multi.hSet(staleKey, stale);
      if (Object.keys(expired).length) multi.hSet(expiredKey, expired);
      multi.publish(channel, JSON.stringify(updates));
      return multi.exec();
    });
    return result.ok;
  }

  /** @param {Map<string, Buffer | string> | Record<string, Buffer | string>} hash */
  const entriesOf = (hash) => (hash instanceof Map ? [...hash.entries()] : Object.entries(hash ?? {}));

  redis.onResync(async () => {
    if (unsent.size) {
      const pending = Object.fromEntries(unsent);
      if (!(await send(pending))) throw new Error("could not send the invalidations made while Redis was away");
      for (const tag of Object.keys(pending)) unsent.delete(tag);
    }
    heldBack = [];
    try {
      const read = await redis.command((client) => client.multi().hGetAll(staleKey).hGetAll(expiredKey).exec());
      if (!read.ok) throw new Error("could not read the cache tags manifest");
      const [stale, expired] = read.value;
      manifest.clear();
      for (const [tag, value] of entriesOf(stale)) apply({ [String(tag)]: { stale: Number(String(value)) } });
      for (const [tag, value] of entriesOf(expired)) apply({ [String(tag)]: { expired: Number(String(value)) } });
      for (const updates of heldBack) apply(updates);
      // Invalidations made here after the flush above (Redis went away again) stay marked.
      for (const [tag, fields] of unsent) apply({ [tag]: fields });
    } finally {
      heldBack = null;
    }
  });

  return {
    /** True when this process's copy of the manifest may be trusted (Redis available and re-read). */
    get trusted() {
      return redis.available;
    },

    /**
     * Records an invalidation, Next's way: without durations the tags expire
     * now; with them they are stale now and expire after `expire` seconds.
     * @param {string[]} tags
     * @param {{ expire?: number }} [durations]
     */
    async update(tags, durations) {
      if (!tags.length) return;
      const at = Math.round(now());
      /** @type {Record<string, TagState>} */
      const updates = {};
      for (const tag of tags) {
        if (!durations) updates[tag] = { expired: at };
        else if (durations.expire === undefined) updates[tag] = { stale: at };
        else updates[tag] = { stale: at, expired: at + durations.expire * 1000 };
      }
      apply(updates);
      if (!(await send(updates))) {
        for (const [tag, fields] of Object.entries(updates)) unsent.set(tag, { ...unsent.get(tag), ...fields });
        // Refused while connected: no reconnection would come to send it.
        redis.invalidationRefused();
      }
    },

    /**
     * True when one of `tags` expired after `timestamp` (an entry made then must
     * not be served). The same millisecond counts: the entry may hold data read
     * just before the invalidation.
     * @param {Iterable<string>} tags
     * @param {number} timestamp
     */
    expiredSince(tags, timestamp) {
      const at = now();
      for (const tag of tags) {
        const expired = manifest.get(tag)?.expired;
        if (expired !== undefined && expired <= at && expired >= timestamp) return true;
      }
      return false;
    },

    /**
     * True when one of `tags` was marked stale after `timestamp`.
     * @param {Iterable<string>} tags
     * @param {number} timestamp
     */
    staleSince(tags, timestamp) {
      for (const tag of tags) {
        const stale = manifest.get(tag)?.stale;
        if (stale !== undefined && stale >= timestamp) return true;
      }
      return false;
    },

    /**
     * The latest time one of `tags` expired (0: never).
     * @param {Iterable<string>} tags
     */
    latestExpiry(tags) {
      let latest = 0;
      const at = now();
      for (const tag of tags) {
        const expired = manifest.get(tag)?.expired;
        if (expired !== undefined && expired <= at && expired > latest) latest = expired;
      }
      return latest;
    },
  };
}

const PROCESS_KEY = Symbol.for("kosh.sharedTags");

/**
 * This process's shared tags on `redis` (one per process, shared by both handlers).
 * @param {import("./redis.mjs").SharedRedis} redis
 * @returns {SharedTags}
 */
export function sharedTags(redis) {
  const store = /** @type {Record<symbol, WeakMap<object, SharedTags>>} */ (/** @type {unknown} */ (globalThis));
  store[PROCESS_KEY] ??= new WeakMap();
  let tags = store[PROCESS_KEY].get(redis);
  if (!tags) {
    tags = createSharedTags(redis);
    store[PROCESS_KEY].set(redis, tags);
  }
  return tags;
}
