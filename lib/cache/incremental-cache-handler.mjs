// Next's incremental cache handler (next.config.ts `cacheHandler`): rendered
// pages and their RSC payloads, route handlers' responses and the fetch
// cache. Next makes one instance per request; the state is per process.
// Interface: `class CacheHandler` in
// node_modules/next/dist/server/lib/incremental-cache/index.d.ts.
//
// Without REDIS_URL: Next's own file-system cache, with the options Next
// passes (cacheMaxMemorySize, experimental.isrFlushToDisk), exactly as if no
// handler were configured.
//
// With REDIS_URL: one JSON string per entry at
// `<prefix>:build:<build id>:incremental:<key>` (Buffers as base64, Maps as
// pairs), expiring with the entry's `expire` (at most an hour). A read checks
// the entry's tags (the x-next-cache-tags header of a page or route response,
// a fetch's tags) against the shared manifest (lib/cache/shared-tags.mjs) and
// answers a miss when one was invalidated after the entry was made, stale or
// expired alike: Next then renders afresh. While Redis is unreachable (or not
// yet re-read after a disconnection) every read is a miss and every write is
// dropped. The build's prerendered pages are not read from .next/: the first
// request for each renders it (then it is shared).
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { noteCacheInvalidation } from "./invalidation-clock.mjs";
import { forgetResponsesTagged, noteProductPageShows, PRODUCT_TAG_PREFIX } from "../http/response-cache.mjs";
import { cacheNamespace, sharedRedis } from "./redis.mjs";
import { sharedTags } from "./shared-tags.mjs";

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

/**
 * The longest any entry stays in Redis: an hour, as pages may be served stale
 * (next.config.ts `expireTime`). Catalogue reads carry no `expire` of their
 * own; a week let every made-up URL or search text anyone sent stay that long.
 */
const MAX_TTL_SECONDS = 60 * 60;
const TAGS_HEADER = "x-next-cache-tags";
const BYTES = "\u0000bytes";
const MAP = "\u0000map";

/** JSON.stringify replacer: Buffers and Maps survive the trip. */
function replacer(key, value) {
  const original = this[key];
  if (original instanceof Uint8Array) return { [BYTES]: Buffer.from(original).toString("base64") };
  if (original instanceof Map) return { [MAP]: [...original.entries()] };
  return value;
}

/** JSON.parse reviver, the inverse of replacer. */
function reviver(_key, value) {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    if (typeof value[BYTES] === "string") return Buffer.from(value[BYTES], "base64");
    if (Array.isArray(value[MAP])) return new Map(value[MAP]);
  }
  return value;
}

/** The tags an entry carries. */
function tagsOf(value, ctx) {
  if (!value) return [];
  if (value.kind === "FETCH") return [...(value.tags ?? []), ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
  const header = value.headers?.[TAGS_HEADER];
  return typeof header === "string" && header ? header.split(",") : [];
}

/**
 * Notes, from the tags of a product's cached page, what it shows besides its product (noteProductPageShows):
 * its brand, its category, the categories its related products came from. server.mjs's response cache then
 * keeps the copy it stores of this entry when another category's product is edited, or another brand or
 * category renamed. The render notes it too, but Next may serve an entry another instance rendered, or one
 * rendered before the categories it reads changed.
 * @param {any} value
 */
function noteProductPage(value) {
  if (value?.kind !== "APP_PAGE") return;
  const tags = tagsOf(value);
  const products = tags.filter((tag) => tag.startsWith(PRODUCT_TAG_PREFIX));
  if (products.length !== 1) return;
  noteProductPageShows(products[0].slice(PRODUCT_TAG_PREFIX.length), tags);
}

/** Seconds an entry stays in Redis. */
function ttlSeconds(cacheControl) {
  const expire = cacheControl?.expire;
  return typeof expire === "number" && Number.isFinite(expire) && expire > 0
    ? Math.min(expire, MAX_TTL_SECONDS)
    : MAX_TTL_SECONDS;
}

export default class KoshCacheHandler {
  /** @param {any} ctx  Next's CacheHandlerContext */
  constructor(ctx) {
    this.redis = sharedRedis();
    if (!this.redis) {
      this.local = new FileSystemCache(ctx);
      return;
    }
    this.tags = sharedTags(this.redis);
    // Next makes a handler per request, before it renders anything: an entry
    // stored by this request is dated from here, so an invalidation that lands
    // while it renders still counts against it.
    this.startedAt = Date.now();
    this.namespace = cacheNamespace();
    /** Tags revalidated earlier in this request (minimal mode). */
    this.revalidatedTags = ctx?.revalidatedTags ?? [];
  }

  /** @param {string} key */
  keyOf(key) {
    return `${this.namespace}:incremental:${key}`;
  }

  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    if (this.local) {
      const entry = await this.local.get(key, ctx);
      noteProductPage(entry?.value);
      return entry;
    }
    const { redis, tags } = this;
    if (!tags.trusted) return null;
    const read = await redis.command((client) => client.get(this.keyOf(key)));
    if (!read.ok || !read.value) return null;
    let stored;
    try {
      stored = JSON.parse(read.value.toString("utf8"), reviver);
    } catch {
      return null;
    }
    if (!tags.trusted) return null;
    const entryTags = tagsOf(stored.value, ctx);
    if (stored.value?.kind === "FETCH" && entryTags.some((tag) => this.revalidatedTags.includes(tag))) return null;
    if (tags.expiredSince(entryTags, stored.lastModified) || tags.staleSince(entryTags, stored.lastModified)) {
      return null;
    }
    noteProductPage(stored.value);
    return stored;
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    if (this.local) return this.local.set(key, data, ctx);
    const { redis, tags } = this;
    if (!tags.trusted) return;
    const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl;
    const value = data?.kind === "FETCH" ? { ...data, tags: ctx?.fetchCache ? (ctx.tags ?? []) : [] } : data;
    const stored = { lastModified: this.startedAt, value, cacheControl };
    let text;
    try {
      text = JSON.stringify(stored, replacer);
    } catch {
      return;
    }
    await redis.command((client) =>
      client.set(this.keyOf(key), text, { expiration: { type: "EX", value: ttlSeconds(cacheControl) } }),
    );
  }

  /** @param {string | string[]} tagOrTags @param {{ expire?: number }} [durations] */
  async revalidateTag(tagOrTags, durations) {
    const tags = typeof tagOrTags === "string" ? [tagOrTags] : tagOrTags;
    if (this.local) await this.local.revalidateTag(tagOrTags, durations);
    else await this.tags.update(tags, durations);
    noteCacheInvalidation();
    // server.mjs's response cache follows, now that Next's copies are stale: here, and on the other
    // instances once the tags have reached them (both messages go out on one connection, in order).
    // Forgotten only sooner, a request in between stored the page Next still served (the old stock,
    // for its s-maxage of 300 s): invalidateCatalog() forgets at once, inside the write's transaction,
    // and Next applies the tags only when the handler, or the after() task, has ended.
    forgetResponsesTagged(tags);
  }

  resetRequestCache() {
    this.local?.resetRequestCache();
  }
}
