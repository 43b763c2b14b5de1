// server.mjs's response cache (lib/http/response-cache.mjs) on several
// instances. Without REDIS_URL it is returned as it is. With REDIS_URL:
//   - clear() (clearPublicApiResponses(), on every catalogue write) empties
//     this instance's cache and publishes on `<prefix>:response-cache:clear`;
//     every instance empties its own on receipt (within milliseconds);
//   - while Redis is unreachable nothing is served from it or stored in it (a
//     clear made elsewhere could be missed), and it is emptied when Redis goes
//     away and again when it is back; a clear made here meanwhile is
//     published on reconnection, before anything is served again.
import { keyPrefix, sharedRedis } from "../cache/redis.mjs";

/**
 * @template {{ serve: Function, record: Function, clear: () => void, readonly size: number, readonly bytes: number }} Cache
 * @param {Cache} cache
 * @param {{ redis?: import("../cache/redis.mjs").SharedRedis | null, prefix?: string }} [options]
 * @returns {Cache}
 */
export function shareResponseCache(cache, { redis = sharedRedis(), prefix = keyPrefix() } = {}) {
  if (!redis) return cache;
  const channel = `${prefix}:response-cache:clear`;
  let unsentClear = false;

  redis.subscribe(channel, () => cache.clear());
  redis.onDown(() => cache.clear());
  redis.onResync(async () => {
    if (unsentClear) {
      if (!(await redis.publish(channel, "clear"))) throw new Error("could not publish a response cache clear");
      unsentClear = false;
    }
    cache.clear();
  });

  return /** @type {Cache} */ ({
    serve(request, response) {
      return redis.available ? cache.serve(request, response) : false;
    },
    record(request, response) {
      if (redis.available) cache.record(request, response);
    },
    clear() {
      cache.clear();
      void redis.publish(channel, "clear").then((sent) => {
        if (!sent) unsentClear = true;
      });
    },
    get size() {
      return cache.size;
    },
    get bytes() {
      return cache.bytes;
    },
  });
}
