// The shop's one connection to Redis (or Valkey), for what every instance must
// share: Next's caches (lib/cache/use-cache-handler.mjs,
// lib/cache/incremental-cache-handler.mjs), their tag invalidations
// (lib/cache/shared-tags.mjs) and server.mjs's response cache
// (lib/http/shared-response-cache.mjs). Plain JavaScript: server.mjs and the
// cache handlers are loaded by Node, outside the Next bundle.
//
// Without REDIS_URL there is none (sharedRedis() is null) and every cache
// stays in the process, as before. With it:
//   - it connects on first use, two connections: one for commands, one
//     subscribed to invalidations (a subscribed connection can do nothing else);
//   - a connect attempt or a command gives up after 500 ms; a lost connection
//     is retried every 50 ms… 1 s for as long as it takes;
//   - it never throws to callers: command() answers { ok: false } and the
//     caller acts as if there were no cache (serves uncached, never stale);
//   - `available` is true only while both connections are up, the second is
//     subscribed afresh to every channel, AND every "resync" hook has run
//     since they came up (the tags manifest re-read, invalidations made while
//     away sent): while Redis is away an invalidation can be missed, so
//     nothing cached may be trusted until then;
//   - an invalidation Redis refuses while connected (READONLY during a failover)
//     counts as Redis away (invalidationRefused): it is sent again by the resync;
//   - it logs one line when Redis becomes unreachable and one when it is back;
//   - once connected, it warns (once) when Redis's memory settings would hurt
//     the cache: no limit, or an eviction policy that may drop the tags.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createClient, RESP_TYPES } from "redis";
import { log as processLog } from "../observability/log.mjs";

/**
 * What is wrong for the shared cache with Redis's `maxmemory` and
 * `maxmemory-policy`, in words for the log; null when nothing is. Entries
 * expire (after an hour at most, whatever a visitor asked for); the tags
 * manifest never does and must never be evicted (docs/deploy.md).
 * @param {string | undefined} maxmemory @param {string | undefined} policy
 */
export function memorySettingsProblem(maxmemory, policy) {
  if (maxmemory === undefined || policy === undefined) return null;
  if (maxmemory === "0")
    return "Redis has no memory limit (maxmemory 0): cached pages, listings and searches for any URL a visitor or crawler asks for are all kept until they expire (an hour), and Redis can grow until the machine runs out of memory. Set maxmemory and maxmemory-policy volatile-lru (docs/deploy.md).";
  if (policy.startsWith("allkeys-"))
    return `Redis's maxmemory-policy ${policy} may evict the cache's invalidation tags, and then invalidated pages pass as fresh. Use volatile-lru (docs/deploy.md).`;
  if (policy === "noeviction")
    return "Redis's maxmemory-policy noeviction refuses writes once full: the shared cache then stops taking new entries. Use volatile-lru (docs/deploy.md).";
  return null;
}

/** A connect attempt or a command waits at most this long. */
export const REDIS_TIMEOUT_MS = 500;
const RETRY_MIN_MS = 50;
const RETRY_MAX_MS = 1000;

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The Redis URL from the environment, or undefined (caches stay in the process). */
export function redisUrl(env = process.env) {
  const url = env.REDIS_URL?.trim();
  return url ? url : undefined;
}

/**
 * What every key starts with. Tags and the response cache's channel use the
 * prefix alone (an invalidation concerns every build that reads the same
 * database); cached entries add the build id (see cacheNamespace()).
 */
export function keyPrefix(env = process.env) {
  return env.REDIS_KEY_PREFIX?.trim() || "kosh";
}

/**
 * The build whose entries this process reads and writes. A cached page or
 * RSC payload names the build's JavaScript chunks, so a new deployment must
 * not read an old build's entries (nor an old one still running during a
 * rolling restart read the new one's): entries live under the build id Next
 * wrote to .next/BUILD_ID. Outside production (next dev) entries are never
 * shared with a build. KOSH_CACHE_BUILD_ID overrides it (tests).
 */
export function buildId(env = process.env) {
  const given = env.KOSH_CACHE_BUILD_ID?.trim();
  if (given) return given;
  if (env.NODE_ENV !== "production") return "development";
  if (builtId === undefined) {
    try {
      builtId = readFileSync(path.join(projectRoot, ".next", "BUILD_ID"), "utf8").trim() || "unknown";
    } catch {
      builtId = "unknown";
    }
  }
  return builtId;
}
/** @type {string | undefined} read once: a running server's build does not change */
let builtId;

/** Prefix of the cached entries of this build. */
export function cacheNamespace(env = process.env) {
  return `${keyPrefix(env)}:build:${buildId(env)}`;
}

/**
 * @typedef {{ ok: true, value: any } | { ok: false }} CommandResult
 * @typedef {{
 *   readonly available: boolean,
 *   readonly connected: boolean,
 *   command: (run: (client: any, options: { timeout: number }) => Promise<any>) => Promise<CommandResult>,
 *   publish: (channel: string, message: string) => Promise<boolean>,
 *   subscribe: (channel: string, listener: (message: string) => void) => void,
 *   onResync: (hook: () => Promise<void>) => void,
 *   onDown: (listener: () => void) => void,
 *   invalidationRefused: () => void,
 *   close: () => Promise<void>,
 * }} SharedRedis
 */

/**
 * @param {{ url: string, log?: { info: Function, warn: Function }, timeoutMs?: number }} options
 * @returns {SharedRedis}
 */
export function createSharedRedis({ url, log = processLog, timeoutMs = REDIS_TIMEOUT_MS }) {
  const socket = {
    connectTimeout: timeoutMs,
    /** @param {number} retries */
    reconnectStrategy: (retries) => Math.min(RETRY_MIN_MS * 2 ** retries, RETRY_MAX_MS),
  };
  const options = {
    url,
    socket,
    // A command sent while disconnected fails at once instead of waiting in a queue.
    disableOfflineQueue: true,
    commandOptions: { timeout: timeoutMs },
  };
  const client = createClient(options).withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
  const subscriber = createClient(options);

  /** @type {Array<() => Promise<void>>} */
  const resyncHooks = [];
  /** @type {Array<() => void>} */
  const downListeners = [];
  /** @type {Map<string, Array<(message: string) => void>>} */
  const channels = new Map();

  let available = false;
  let everAvailable = false;
  let reportedDown = false;
  let closed = false;
  /** Bumped whenever a connection drops: a resync that started before is void. */
  let epoch = 0;
  let resyncing = false;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let retryTimer;

  const bothReady = () => client.isReady && subscriber.isReady;

  function reportDown(error) {
    if (reportedDown || closed) return;
    reportedDown = true;
    log.warn("shared cache unavailable: Redis unreachable, serving uncached until it is back", {
      error: error instanceof Error ? { name: error.name, message: error.message } : undefined,
    });
  }

  function goDown(error) {
    epoch += 1;
    const was = available;
    available = false;
    if (was) for (const listener of downListeners) listener();
    reportDown(error);
  }

  let memoryChecked = false;
  /** Once per process, after the first connection: CONFIG may be disabled (managed Redis), then nothing is said. */
  async function checkMemorySettings() {
    if (memoryChecked) return;
    memoryChecked = true;
    try {
      const config = await client.configGet("maxmemory*");
      const read = (/** @type {string} */ name) => (config[name] === undefined ? undefined : String(config[name]));
      const problem = memorySettingsProblem(read("maxmemory"), read("maxmemory-policy"));
      if (problem) log.warn(`shared cache: ${problem}`);
    } catch {
      // CONFIG renamed or refused: the operator's settings cannot be read from here.
    }
  }

  async function resync() {
    if (resyncing || closed || available || !bothReady()) return;
    resyncing = true;
    const started = epoch;
    try {
      await subscribeAll();
      for (const hook of resyncHooks) await hook();
      if (started !== epoch || !bothReady()) return;
      available = true;
      if (reportedDown && everAvailable) log.info("shared cache available again: Redis reachable");
      else if (reportedDown) log.info("shared cache available: Redis reachable");
      reportedDown = false;
      everAvailable = true;
      void checkMemorySettings();
    } catch (error) {
      // A hook could not reach Redis: stay unavailable and try again shortly.
      reportDown(error);
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => void resync(), RETRY_MAX_MS);
      retryTimer.unref?.();
    } finally {
      resyncing = false;
      // Came up again while a void resync was running: run it once more.
      if (!available && !closed && bothReady() && started !== epoch) void resync();
    }
  }

  for (const connection of [client, subscriber]) {
    connection.on("error", (error) => goDown(error));
    connection.on("end", () => goDown(undefined));
    connection.on("ready", () => void resync());
  }

  let connecting = false;
  function connect() {
    if (connecting || closed) return;
    connecting = true;
    // connect() retries by itself until it succeeds; errors are reported through the events above.
    client.connect().catch(() => {});
    subscriber.connect().catch(() => {});
  }

  /** @param {string} message @param {string} channel */
  function dispatch(message, channel) {
    for (const listener of channels.get(channel) ?? []) {
      try {
        listener(message);
      } catch {
        // one listener's bug must not stop the others
      }
    }
  }

  /**
   * Subscribes the subscribed connection to every channel afresh, once per connection and before the
   * resync hooks re-read what was missed. node-redis drops for good a SUBSCRIBE sent before a first
   * connection that then failed (Redis down or slow when the instance starts): the connection came up
   * ready but subscribed to nothing, and this instance never heard another's invalidation.
   */
  async function subscribeAll() {
    const subscribing = (async () => {
      await subscriber.unsubscribe();
      if (channels.size) await subscriber.subscribe([...channels.keys()], dispatch);
    })();
    let timer;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error("Redis did not confirm the subscriptions")), timeoutMs);
    });
    try {
      await Promise.race([subscribing, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    get available() {
      connect();
      return available;
    },
    get connected() {
      return bothReady();
    },
    async command(run) {
      connect();
      if (!client.isReady) return { ok: false };
      // Our own timer: node-redis drops a command's `timeout` once the command is written to the socket, so
      // a Redis that stops answering (a hung host, a frozen process; the connection stays up) held every
      // cache read, and so every page render, until it answered again. The timeout is declared after the
      // event loop's next I/O: when the loop was blocked (a busy machine), a reply that came meanwhile wins.
      let timer;
      let immediate;
      const timedOut = new Promise((_, reject) => {
        timer = setTimeout(() => {
          immediate = setImmediate(() => {
            const error = new Error(`Redis did not answer within ${timeoutMs} ms`);
            error.name = "TimeoutError";
            reject(error);
          });
        }, timeoutMs);
      });
      try {
        const running = run(client, { timeout: timeoutMs });
        running.catch(() => {}); // its late failure, once given up on, is nobody's
        return { ok: true, value: await Promise.race([running, timedOut]) };
      } catch (error) {
        // A timeout on a connection node-redis still thinks is up: treat as down until it answers again.
        if (error instanceof Error && /timeout/i.test(error.name + error.message)) {
          goDown(error);
          void client
            .ping()
            .then(() => resync())
            .catch(() => {});
        }
        return { ok: false };
      } finally {
        clearTimeout(timer);
        clearImmediate(immediate);
      }
    },
    /**
     * An invalidation could not be written although the connection is up (READONLY from a failover's
     * old primary, OOM, LOADING), so no reconnection will come to send it: Redis counts as away now,
     * and the resync sends what was held back, retrying every second until Redis takes it. Nothing
     * cached is trusted meanwhile, here.
     */
    invalidationRefused() {
      if (!available) return;
      goDown(undefined);
      void client
        .ping()
        .then(() => resync())
        .catch(() => {});
    },
    async publish(channel, message) {
      return (await this.command((connection) => connection.publish(channel, message))).ok;
    },
    subscribe(channel, listener) {
      const listeners = channels.get(channel);
      if (listeners) listeners.push(listener);
      else {
        channels.set(channel, [listener]);
        if (available) {
          // A new channel while up: nothing is trusted until it is subscribed too (resync does it).
          available = false;
          epoch += 1;
          void resync();
        }
      }
      connect();
    },
    onResync(hook) {
      resyncHooks.push(hook);
      if (available) {
        // Registered late: make the new hook run before the next hit is trusted.
        available = false;
        epoch += 1;
        void resync();
      }
    },
    onDown(listener) {
      downListeners.push(listener);
    },
    async close() {
      closed = true;
      available = false;
      clearTimeout(retryTimer);
      await Promise.all(
        [client, subscriber].map(async (connection) => {
          try {
            await connection.close();
          } catch {
            try {
              connection.destroy();
            } catch {
              // never connected
            }
          }
        }),
      );
    },
  };
}

const PROCESS_KEY = Symbol.for("kosh.sharedRedis");

/**
 * This process's shared Redis, or null without REDIS_URL (and during `next build`). One per process
 * even if this module is loaded twice (Node loads each handler on its own).
 * @returns {SharedRedis | null}
 */
export function sharedRedis(env = process.env) {
  const url = redisUrl(env);
  // `next build` prerenders into .next/ as always: its entries belong to a
  // build that is not serving yet (and whose id is not written yet).
  if (!url || env.NEXT_PHASE === "phase-production-build") return null;
  const store = /** @type {Record<symbol, Map<string, SharedRedis>>} */ (/** @type {unknown} */ (globalThis));
  store[PROCESS_KEY] ??= new Map();
  let redis = store[PROCESS_KEY].get(url);
  if (!redis) {
    redis = createSharedRedis({ url });
    store[PROCESS_KEY].set(url, redis);
  }
  return redis;
}
