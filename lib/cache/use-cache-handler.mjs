// Next's cache handler for 'use cache' (next.config.ts `cacheHandlers`),
// loaded by Node at runtime, one object per process. Interface:
// node_modules/next/dist/server/lib/cache-handlers/types.d.ts.
//
// Without REDIS_URL: Next's own in-memory handler (an LRU bounded by bytes,
// USE_CACHE_MEMORY_BYTES, default 64 MB), exactly as if none were configured.
//
// With REDIS_URL: entries in Redis, shared by every instance of this build —
// one string per entry at `<prefix>:build:<build id>:use-cache:<key>`: a
// 4-byte length, the entry's metadata as JSON, then the value's bytes,
// expiring with the entry (`expire`). Tags are checked against the shared
// manifest (lib/cache/shared-tags.mjs), so an invalidation on any instance
// reaches this one as soon as its message arrives. While Redis is
// unreachable (or not yet re-read after a disconnection) every read is a miss
// and every write is dropped: the page renders uncached, never stale.
import defaultHandlers from "next/dist/server/lib/cache-handlers/default.js";
import { cacheMemoryBytes } from "../config/numeric-settings.mjs";
import { cacheNamespace, sharedRedis } from "./redis.mjs";
import { sharedTags } from "./shared-tags.mjs";

/** The longest any entry stays in Redis, whatever its `expire` (a week). */
const MAX_TTL_SECONDS = 7 * 24 * 60 * 60;

/** @param {Uint8Array} bytes */
function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/** @param {ReadableStream<Uint8Array>} stream */
async function bytesOf(stream) {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

/** @param {Record<string, unknown>} metadata @param {Buffer} value */
function encode(metadata, value) {
  const head = Buffer.from(JSON.stringify(metadata));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(head.length);
  return Buffer.concat([length, head, value]);
}

/** @param {Buffer} stored */
function decode(stored) {
  const length = stored.readUInt32BE(0);
  const metadata = JSON.parse(stored.subarray(4, 4 + length).toString("utf8"));
  return { metadata, value: stored.subarray(4 + length) };
}

/**
 * A 'use cache' handler on `redis` (see the file's comment).
 * @param {import("./redis.mjs").SharedRedis} redis
 * @param {{ namespace?: string, tags?: import("./shared-tags.mjs").SharedTags, now?: () => number }} [options]
 */
export function createRedisUseCacheHandler(
  redis,
  { namespace = cacheNamespace(), tags = sharedTags(redis), now = Date.now } = {},
) {
  /** Sets still being written by this process: a get of the same key waits for them. */
  /** @type {Map<string, Promise<void>>} */
  const pendingSets = new Map();
  const keyOf = (/** @type {string} */ cacheKey) => `${namespace}:use-cache:${cacheKey}`;

  return {
    /** @param {string} cacheKey @param {string[]} softTags */
    async get(cacheKey, softTags) {
      await pendingSets.get(cacheKey);
      if (!tags.trusted) return undefined;
      const read = await redis.command((client) => client.get(keyOf(cacheKey)));
      if (!read.ok || !read.value) return undefined;
      let entry;
      try {
        entry = decode(read.value);
      } catch {
        return undefined;
      }
      const { metadata, value } = entry;
      // Redis may have gone away, and an invalidation been missed, while we read.
      if (!tags.trusted) return undefined;
      if (metadata.timestamp + metadata.expire * 1000 <= now()) return undefined;
      const entryTags = [...metadata.tags, ...(softTags ?? [])];
      if (tags.expiredSince(entryTags, metadata.timestamp)) return undefined;
      // Stale by tag: served once more while Next makes a fresh one (as Next's own handler does).
      const revalidate = tags.staleSince(entryTags, metadata.timestamp) ? -1 : metadata.revalidate;
      return { ...metadata, revalidate, value: streamOf(value) };
    },

    /** @param {string} cacheKey @param {Promise<any>} pendingEntry */
    async set(cacheKey, pendingEntry) {
      /** @type {() => void} */
      let done = () => {};
      const pending = new Promise((resolve) => {
        done = () => resolve(undefined);
      });
      pendingSets.set(cacheKey, pending);
      try {
        const entry = await pendingEntry;
        const value = await bytesOf(entry.value);
        // expire 0: a dynamic entry Next never reads back in production.
        const ttlSeconds = Math.min(entry.expire, MAX_TTL_SECONDS);
        if (!(ttlSeconds > 0) || !tags.trusted) return;
        const metadata = { ...entry, value: undefined };
        // Made before an invalidation that has arrived since: a get would refuse it anyway.
        if (tags.expiredSince(metadata.tags, metadata.timestamp)) return;
        await redis.command((client) =>
          client.set(keyOf(cacheKey), encode(metadata, value), {
            expiration: { type: "PX", value: Math.ceil(ttlSeconds * 1000) },
          }),
        );
      } catch {
        // A failed render or stream: nothing is stored.
      } finally {
        done();
        if (pendingSets.get(cacheKey) === pending) pendingSets.delete(cacheKey);
      }
    },

    async refreshTags() {
      // The manifest copy is kept current by Redis pub/sub (lib/cache/shared-tags.mjs).
    },

    /** @param {string[]} softTags */
    async getExpiration(softTags) {
      // Untrusted: let `get` decide (it answers a miss).
      return tags.trusted ? tags.latestExpiry(softTags) : Infinity;
    },

    /** @param {string[]} tagsToUpdate @param {{ expire?: number }} [durations] */
    async updateTags(tagsToUpdate, durations) {
      await tags.update(tagsToUpdate, durations);
    },
  };
}

/**
 * The handler for this process: on Redis when REDIS_URL is set, else Next's in-memory one.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function createUseCacheHandler(env = process.env) {
  const redis = sharedRedis(env);
  return redis ? createRedisUseCacheHandler(redis) : defaultHandlers.createDefaultCacheHandler(cacheMemoryBytes(env));
}

const handler = createUseCacheHandler();
export default handler;
