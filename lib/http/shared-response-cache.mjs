// server.mjs's response cache (lib/http/response-cache.mjs) on several
// instances. Without REDIS_URL it is returned as it is. With REDIS_URL:
//   - clear() (clearResponseCache(), on catalogue writes) empties this
//     instance's cache and publishes "clear" on `<prefix>:response-cache:clear`,
//     and forgetPaths() (a product's page after its stock moved) publishes the
//     paths as JSON there, forgetTagged() (a product's edit, a brand's or category's rename) what it forgets;
//     every instance does the same to its own on receipt (within milliseconds);
//   - while Redis is unreachable nothing is served from it or stored in it (a
//     clear made elsewhere could be missed), and it is emptied when Redis goes
//     away and again when it is back; a clear made here meanwhile is
//     published on reconnection (as a whole clear), before anything is served
//     again.
import { keyPrefix, sharedRedis } from "../cache/redis.mjs";

const CLEAR = "clear";

const isStrings = (list) => Array.isArray(list) && list.every((item) => typeof item === "string");

/**
 * What a message asks to forget: `{ paths }`, `{ tagged }` (forgetTagged's
 * argument), or null for a whole clear (also for anything unreadable).
 */
function forgettingIn(message) {
  if (message === CLEAR) return null;
  try {
    const { forget, tagged } = JSON.parse(message);
    if (isStrings(forget)) return { paths: forget };
    // An older build's message (`related`, category ids) is not read: a whole clear, as for anything unreadable.
    if (tagged && isStrings(tagged.slugs) && isStrings(tagged.shown) && typeof tagged.lists === "boolean")
      return { tagged: { slugs: tagged.slugs, lists: tagged.lists, shown: tagged.shown } };
    return null;
  } catch {
    return null;
  }
}

/**
 * @template {{ serve: Function, record: Function, clear: () => void, forgetPaths: (paths: string[]) => void, forgetTagged: (tagged: { slugs: string[], lists: boolean, shown: string[] }) => void, readonly size: number, readonly bytes: number }} Cache
 * @param {Cache} cache
 * @param {{ redis?: import("../cache/redis.mjs").SharedRedis | null, prefix?: string }} [options]
 * @returns {Cache}
 */
export function shareResponseCache(cache, { redis = sharedRedis(), prefix = keyPrefix() } = {}) {
  if (!redis) return cache;
  const channel = `${prefix}:response-cache:clear`;
  let unsentClear = false;
  const publish = (message) =>
    void redis.publish(channel, message).then((sent) => {
      if (!sent) unsentClear = true;
    });

  redis.subscribe(channel, (message) => {
    const forgetting = forgettingIn(message);
    if (forgetting?.paths) cache.forgetPaths(forgetting.paths);
    else if (forgetting?.tagged) cache.forgetTagged(forgetting.tagged);
    else cache.clear();
  });
  redis.onDown(() => cache.clear());
  redis.onResync(async () => {
    if (unsentClear) {
      if (!(await redis.publish(channel, CLEAR))) throw new Error("could not publish a response cache clear");
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
      publish(CLEAR);
    },
    forgetPaths(paths) {
      cache.forgetPaths(paths);
      publish(JSON.stringify({ forget: paths }));
    },
    forgetTagged(tagged) {
      // Each instance by what it knows its own product pages show (noteProductPageShows).
      cache.forgetTagged(tagged);
      publish(JSON.stringify({ tagged }));
    },
    get size() {
      return cache.size;
    },
    get bytes() {
      return cache.bytes;
    },
  });
}
