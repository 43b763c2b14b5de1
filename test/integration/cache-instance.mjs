// One server instance's shared caches, for lib/cache/shared-cache.int.test.ts
// (test/integration/cache-instances.ts starts it):
//   node test/integration/cache-instance.mjs
// Loads the two Next cache handlers and server.mjs's response cache as the
// server loads them (own module state, own Redis connections), serves the
// response cache on a local HTTP port, then answers one JSON command per
// stdin line with one `{"reply": …}` line on stdout; log lines go there too.
import http from "node:http";
import readline from "node:readline";
import useCacheHandler from "../../lib/cache/use-cache-handler.mjs";
import IncrementalCacheHandler from "../../lib/cache/incremental-cache-handler.mjs";
import { sharedRedis } from "../../lib/cache/redis.mjs";
import { lastCacheInvalidation } from "../../lib/cache/invalidation-clock.mjs";
import { createResponseCache, noteProductPageShows, registerResponseCache } from "../../lib/http/response-cache.mjs";
import { shareResponseCache } from "../../lib/http/shared-response-cache.mjs";

const responses = shareResponseCache(createResponseCache());
registerResponseCache(responses); // as server.mjs does: the handlers reach it through the registry
let rendered = 0;
const server = http.createServer((request, response) => {
  if (responses.serve(request, response)) return;
  responses.record(request, response);
  rendered += 1;
  response.setHeader("Cache-Control", "public, max-age=0, s-maxage=60");
  response.setHeader("Content-Type", "application/json");
  response.end(JSON.stringify({ rendered }));
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
const address = server.address();
const port = typeof address === "object" && address ? address.port : 0;

const stream = (text) =>
  new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });

// What Next passes the incremental handler (used as is by Next's file-system
// cache without REDIS_URL: memory only, nothing on disk).
const noFile = async () => {
  throw Object.assign(new Error("not on disk"), { code: "ENOENT" });
};
const incrementalContext = {
  revalidatedTags: [],
  _requestHeaders: {},
  maxMemoryCacheSize: 8 * 1024 * 1024,
  flushToDisk: false,
  serverDistDir: "/nonexistent/.next/server",
  fs: {
    existsSync: () => false,
    readFile: noFile,
    readFileSync: () => noFile(),
    stat: noFile,
    writeFile: noFile,
    mkdir: noFile,
  },
};

const commands = {
  info: async () => ({ port, pid: process.pid, redis: Boolean(sharedRedis()) }),
  available: async () => sharedRedis()?.available ?? null,
  /** Waits up to `ms` for the shared cache to be available (true) or not. */
  waitAvailable: async ({ ms = 5000, wanted = true }) => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      if ((sharedRedis()?.available ?? false) === wanted) return true;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return false;
  },
  set: async ({ key, text, tags = [], expire = 300, revalidate = 60, timestamp = Date.now() }) => {
    const started = performance.now();
    await useCacheHandler.set(
      key,
      Promise.resolve({ value: stream(text), tags, stale: 30, timestamp, expire, revalidate }),
    );
    return { ms: performance.now() - started };
  },
  get: async ({ key, softTags = [] }) => {
    const started = performance.now();
    const entry = await useCacheHandler.get(key, softTags);
    const ms = performance.now() - started;
    if (!entry) return { hit: false, ms };
    return { hit: true, ms, text: await new Response(entry.value).text(), revalidate: entry.revalidate };
  },
  /** Polls `get` until it misses; answers how long that took (or null after `ms`). */
  getUntilMiss: async ({ key, ms = 3000 }) => {
    const started = performance.now();
    while (performance.now() - started < ms) {
      const entry = await useCacheHandler.get(key, []);
      if (!entry) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    return null;
  },
  updateTags: async ({ tags, durations }) => {
    const started = performance.now();
    await useCacheHandler.updateTags(tags, durations);
    return { ms: performance.now() - started };
  },
  getExpiration: async ({ tags }) => useCacheHandler.getExpiration(tags),
  lastInvalidation: async () => lastCacheInvalidation(),
  isrSet: async ({ key, body, tags = [], kind = "APP_ROUTE" }) => {
    const handler = new IncrementalCacheHandler(incrementalContext);
    await handler.set(
      key,
      {
        kind,
        body: Buffer.from(body),
        status: 200,
        headers: { "content-type": "text/plain", "x-next-cache-tags": tags.join(",") },
      },
      { cacheControl: { revalidate: 60, expire: 300 } },
    );
    return true;
  },
  /** A catalogue read as unstable_cache stores it (a fetch-cache entry, which carries no `expire`). */
  isrSetFetch: async ({ key, body }) => {
    const handler = new IncrementalCacheHandler(incrementalContext);
    await handler.set(
      key,
      { kind: "FETCH", data: { headers: {}, body, status: 200, url: "" }, revalidate: 300 },
      { fetchCache: true, revalidate: 300, tags: ["catalog"] },
    );
    return true;
  },
  isrGet: async ({ key }) => {
    const handler = new IncrementalCacheHandler(incrementalContext);
    const entry = await handler.get(key, { kind: "APP_ROUTE" });
    if (!entry) return { hit: false };
    return {
      hit: true,
      body: entry.value.body.toString("utf8"),
      isBuffer: Buffer.isBuffer(entry.value.body),
      cacheControl: entry.cacheControl,
    };
  },
  isrGetUntilMiss: async ({ key, ms = 3000 }) => {
    const started = performance.now();
    while (performance.now() - started < ms) {
      const entry = await new IncrementalCacheHandler(incrementalContext).get(key, { kind: "APP_ROUTE" });
      if (!entry) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    return null;
  },
  revalidateTag: async ({ tags, durations }) => {
    await new IncrementalCacheHandler(incrementalContext).revalidateTag(tags, durations);
    return true;
  },
  responseClear: async () => {
    responses.clear();
    return true;
  },
  responseForget: async ({ paths }) => {
    responses.forgetPaths(paths);
    return true;
  },
  responseSize: async () => responses.size,
  /** What rendering a product's page notes here: the tags of its brand, category and related products' categories. */
  notePageShows: async ({ slug, tags }) => {
    noteProductPageShows(slug, tags);
    return true;
  },
};

process.stdout.write(`${JSON.stringify({ reply: { id: 0, value: "ready" } })}\n`);
for await (const line of readline.createInterface({ input: process.stdin })) {
  const { id, op, ...args } = JSON.parse(line);
  let reply;
  try {
    reply = { id, value: await commands[op](args) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.stack : String(error) };
  }
  process.stdout.write(`${JSON.stringify({ reply })}\n`);
}
await sharedRedis()?.close();
server.close();
process.exit(0);
