// A small shared cache for public /api GET responses, kept in the memory of
// the Node server (server.mjs) in front of Next.js. It plays the part a CDN
// plays on Vercel: a catalogue listing marked `Cache-Control: public,
// s-maxage=N` is answered from memory for N seconds instead of running
// Next's request pipeline again (the products API goes from ~1,000 to tens of
// thousands of requests per second on two cores).
//
// Rules, those of a shared HTTP cache, kept narrow on purpose:
//   - at most 500 URLs (4 variants each), 512 KB a body, 32 MB in all,
//     oldest out first;
//   - only GET requests under /api/ (pages have their own ISR cache, and their
//     responses vary on RSC headers); proxy.ts does not run for /api, so a hit
//     skips nothing that a miss would have run;
//   - only 200 responses whose Cache-Control says `public` with s-maxage (or
//     max-age) > 0 and that set no cookie; anything per-user answers
//     `no-store` (lib/api/http.ts);
//   - the key is the URL plus the values of the request headers the response
//     names in Vary (Accept-Encoding: the stored body may be compressed;
//     Next adds its router headers to every response); `Vary: *` is never
//     stored;
//   - invalidateCatalog() (lib/catalog/cache.ts) empties it, so an admin edit
//     shows at once; a response that was being made while the cache was
//     emptied is not stored (it may hold the old data).
// The cache is per process. With REDIS_URL, server.mjs wraps it
// (lib/http/shared-response-cache.mjs) so a clear on one instance empties
// every instance's at once and nothing is served while Redis is unreachable;
// without it, several instances each keep theirs for at most s-maxage seconds
// after an edit elsewhere.

const REGISTRY_KEY = Symbol.for("kosh.publicApiResponseCache");

/** Headers that describe one connection, one moment or one request, not the response. */
const NOT_STORED = new Set(["connection", "keep-alive", "transfer-encoding", "date", "age", "x-cache", "x-request-id"]);

/** Seconds a shared cache may keep a response, or 0 when it may not. */
export function sharedCacheSeconds(cacheControl) {
  if (typeof cacheControl !== "string") return 0;
  const directives = new Map(
    cacheControl
      .toLowerCase()
      .split(",")
      .map((part) => part.trim().split("="))
      .map(([name, value]) => [name, value]),
  );
  if (!directives.has("public")) return 0;
  if (directives.has("no-store") || directives.has("private") || directives.has("no-cache")) return 0;
  const seconds = Number(directives.get("s-maxage") ?? directives.get("max-age"));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : 0;
}

/** Request header names a response varies on, or null for `Vary: *` (never shared). */
function varyNames(vary) {
  if (vary === undefined) return [];
  const names = String(vary)
    .toLowerCase()
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  return names.includes("*") ? null : [...new Set(names)];
}

const headerValue = (request, name) => String(request.headers[name] ?? "");

const wantsFresh = (request) =>
  /\bno-cache\b/i.test(headerValue(request, "cache-control")) || /\bno-cache\b/i.test(headerValue(request, "pragma"));

/**
 * @param {{ maxUrls?: number, maxVariantsPerUrl?: number, maxBodyBytes?: number, maxTotalBytes?: number, now?: () => number }} [options]
 */
export function createResponseCache({
  maxUrls = 500,
  maxVariantsPerUrl = 4,
  maxBodyBytes = 512 * 1024,
  maxTotalBytes = 32 * 1024 * 1024,
  now = Date.now,
} = {}) {
  /**
   * URL → the stored answers for it, one per combination of the request
   * headers the answer varies on (e.g. Accept-Encoding).
   * @type {Map<string, Array<{ vary: Array<[string, string]>, status: number, headers: Array<[string, string | number | string[]]>, body: Buffer, storedAt: number, expiresAt: number }>>}
   */
  const entries = new Map();
  // Bumped by clear(); a response started under an older generation is not stored.
  let generation = 0;
  let totalBytes = 0;

  const sizeOf = (variants) => variants.reduce((sum, variant) => sum + variant.body.length, 0);
  function forget(url) {
    const variants = entries.get(url);
    if (!variants) return;
    totalBytes -= sizeOf(variants);
    entries.delete(url);
  }

  const eligible = (request) =>
    request.method === "GET" && typeof request.url === "string" && request.url.startsWith("/api/");
  const matches = (variant, request) => variant.vary.every(([name, value]) => headerValue(request, name) === value);

  /** Answers `request` from the cache; true when it did. */
  function serve(request, response) {
    // A client asking for a fresh answer (a hard reload, the bench's uncached run) gets one.
    if (!eligible(request) || wantsFresh(request)) return false;
    const variants = entries.get(request.url);
    const entry = variants?.find((variant) => matches(variant, request));
    if (!entry) return false;
    const at = now();
    if (entry.expiresAt <= at) {
      variants.splice(variants.indexOf(entry), 1);
      totalBytes -= entry.body.length;
      if (!variants.length) entries.delete(request.url);
      return false;
    }
    for (const [name, value] of entry.headers) response.setHeader(name, value);
    response.setHeader("Age", String(Math.floor((at - entry.storedAt) / 1000)));
    response.setHeader("X-Cache", "HIT");
    response.setHeader("Content-Length", entry.body.length);
    response.writeHead(entry.status);
    response.end(entry.body);
    return true;
  }

  /**
   * Watches the response Next.js writes for `request` and stores it when a
   * shared cache may. Call before handing the request to Next.
   */
  function record(request, response) {
    if (!eligible(request)) return;
    const startedIn = generation;
    const chunks = [];
    let bytes = 0;
    let tooLarge = false;
    const collect = (chunk, encoding) => {
      if (tooLarge || chunk == null || typeof chunk === "function") return;
      const buffer =
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8")
          : Buffer.from(chunk); // a copy: the writer may reuse its buffer
      bytes += buffer.length;
      if (bytes > maxBodyBytes) {
        tooLarge = true;
        chunks.length = 0;
      } else chunks.push(buffer);
    };
    const write = response.write;
    const end = response.end;
    response.setHeader("X-Cache", "MISS");
    response.write = function (chunk, encoding, callback) {
      collect(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    response.end = function (chunk, encoding, callback) {
      collect(chunk, encoding);
      response.write = write;
      response.end = end;
      if (!tooLarge && startedIn === generation) store(request, response, Buffer.concat(chunks));
      return end.call(this, chunk, encoding, callback);
    };
  }

  function store(request, response, body) {
    if (response.statusCode !== 200 || response.hasHeader("set-cookie")) return;
    const seconds = sharedCacheSeconds(response.getHeader("cache-control"));
    const names = varyNames(response.getHeader("vary"));
    if (!seconds || !names) return;
    const vary = names.map((name) => /** @type {[string, string]} */ ([name, headerValue(request, name)]));
    const headers = Object.entries(response.getHeaders()).filter(
      ([name, value]) => value !== undefined && !NOT_STORED.has(name) && name !== "content-length",
    );
    const at = now();
    const entry = { vary, status: 200, headers, body, storedAt: at, expiresAt: at + seconds * 1000 };
    const variants = (entries.get(request.url) ?? []).filter((variant) => !matches(variant, request));
    variants.push(entry);
    if (variants.length > maxVariantsPerUrl) variants.shift();
    // Re-inserted, so the Map's order is least recently stored first.
    forget(request.url);
    entries.set(request.url, variants);
    totalBytes += sizeOf(variants);
    while (entries.size > maxUrls || totalBytes > maxTotalBytes) forget(entries.keys().next().value);
  }

  function clear() {
    generation += 1;
    entries.clear();
    totalBytes = 0;
  }

  return {
    serve,
    record,
    clear,
    /** How many responses are stored. */
    get size() {
      let count = 0;
      for (const variants of entries.values()) count += variants.length;
      return count;
    },
    /** Bytes of stored bodies. */
    get bytes() {
      return totalBytes;
    },
  };
}

/** Makes `cache` the one clearPublicApiResponses() empties (server.mjs). */
export function registerResponseCache(cache) {
  globalThis[REGISTRY_KEY] = cache;
}

/**
 * Empties the server's response cache, if this process has one. Reached
 * through a global because Next bundles its own copy of this module, apart
 * from the one server.mjs imports.
 */
export function clearPublicApiResponses() {
  globalThis[REGISTRY_KEY]?.clear();
}
