// A small shared cache for public GET responses, pages and API alike, kept in
// the memory of the Node server (server.mjs) in front of Next.js. It plays the
// part a CDN plays on Vercel: a catalogue page or listing marked with a shared
// max-age (`s-maxage=N`, or `public, max-age=N`) is answered from memory for N
// seconds instead of running Next's request pipeline again (the products API
// goes from ~1,000 to tens of thousands of requests per second on two cores).
//
// Rules, those of a shared HTTP cache, kept narrow on purpose:
//   - at most 2,000 URLs (4 variants each of plain page loads per X-Forwarded-Proto, 4 of the rest), 512 KB
//     a body, 64 MB in all
//     (bodies, and the URL, request header values and response headers each
//     is kept with: a client chooses those, up to Node's 16 KB), oldest out first;
//   - only GET requests for the API and for pages: never Next's assets, images
//     or other files (browsers keep those themselves; server.mjs keeps the
//     immutable ones in a second cache, see immutableFilePath), nor the signed-in
//     pages proxy.ts guards (lib/auth/guarded-paths.mjs), whose redirect
//     depends on the cookie;
//   - a page only when every query parameter is one it reads (`_rsc`; /shop's
//     filters): `/?gclid=…` goes to Next, which answers from its own cache,
//     instead of adding a copy per ad click that pushes the shared ones out;
//   - never a request proxy.ts redirects by the shopper's language choice: an
//     English page asked for with kosh_locale=hi goes through, so the shopper
//     is sent to its /hi page (lib/i18n/locale-path.mjs). A page's language is
//     in its URL, so one cached copy per URL is right for everyone else;
//   - only 200 responses with a shared max-age, neither `private` nor
//     `no-store`, that set no cookie. What differs per shopper never has one:
//     the API answers `no-store` (lib/api/http.ts), pages rendered per request
//     `private, no-store`. A cached page is the same HTML for everyone, under
//     next.config.ts's static policy; proxy.ts only rewrites "/" and /shop
//     browse views to theirs, alike for everyone, so a hit skips nothing. A
//     page Next sent STALE, while it renders a fresh one, is not kept;
//   - the key is the URL plus the values of the request headers the response
//     names in Vary, and always of all of Next's router headers (Next-Url too,
//     which Vary names only on intercepted pages) and X-Forwarded-Proto (HSTS
//     is sent over https only); for Accept-Encoding,
//     the coding the body is in, served to any request that takes it; `Vary:
//     *` is never stored. The copies a browser's plain page load gets (no
//     RSC or router headers, a usual X-Forwarded-Proto) count against the
//     per-URL limit apart from all others, whose header values a client can
//     make up at will: a stream of made-up router headers pushes out only
//     other such copies, never the page's HTML, and cannot take its place.
//     An answer to a request with Next's internal headers (x-matched-path…)
//     is never stored;
//   - a hit answers 304 to a matching If-None-Match, as Next would;
//   - invalidateCatalog() (lib/catalog/cache.ts) forgets what shows the change
//     (forgetResponsesTagged: a product's page by its slug, other product pages
//     by the brand, categories and related products they noted showing), so an
//     admin edit or stock taken by an order shows at once; a response that was
//     being made meanwhile is not stored (it may hold the old data).
// The cache is per process. With REDIS_URL, server.mjs wraps it
// (lib/http/shared-response-cache.mjs) so a clear on one instance empties
// every instance's at once and nothing is served while Redis is unreachable;
// without it, several instances each keep theirs for at most s-maxage seconds
// after an edit elsewhere.
import { isGuardedPath } from "../auth/guarded-paths.mjs";
import { rememberedLocale, rememberedLocaleRedirect, splitLocale } from "../i18n/locale-path.mjs";
import { log } from "../observability/log.mjs";

const REGISTRY_KEY = Symbol.for("kosh.responseCache");

/** Headers that describe one connection, one moment or one request, not the response. */
const NOT_STORED = new Set(["connection", "keep-alive", "transfer-encoding", "date", "age", "x-cache", "x-request-id"]);

/**
 * Seconds a shared cache may keep a response, or 0 when it may not: its
 * s-maxage (meant for shared caches, RFC 9111 §5.2.2.10), or the max-age of a
 * `public` response.
 */
export function sharedCacheSeconds(cacheControl) {
  if (typeof cacheControl !== "string") return 0;
  const directives = new Map(
    cacheControl
      .toLowerCase()
      .split(",")
      .map((part) => part.trim().split("="))
      .map(([name, value]) => [name, value]),
  );
  if (directives.has("no-store") || directives.has("private") || directives.has("no-cache")) return 0;
  const value = directives.get("s-maxage") ?? (directives.has("public") ? directives.get("max-age") : undefined);
  const seconds = Number(value);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : 0;
}

/** Path prefixes of files: browsers cache them themselves, by their own headers. */
const FILE_PREFIXES = ["/_next/", "/media/", "/uploads/", "/demo-images/"];

/**
 * The query parameters a cached page reads: Next's `_rsc` on every page, and
 * /shop's filters (lib/catalog/query.ts). A page ignores any other, so a copy
 * kept per made-up value (an ad's gclid, utm_*, or junk sent on purpose)
 * would only push the shared copies out.
 */
const PAGE_QUERY = new Set(["_rsc"]);
const SHOP_QUERY = new Set([
  "_rsc",
  "q",
  "category",
  "categories",
  "brands",
  "subcategories",
  "sort",
  "page",
  "pageSize",
]);

/**
 * Whether answers for this request-target may be kept: the API, and pages
 * other than signed-in ones, asked for with no parameter the page ignores.
 */
export function cacheablePath(url) {
  const at = url.indexOf("?");
  const pathname = at < 0 ? url : url.slice(0, at);
  const query = at < 0 ? "" : url.slice(at + 1);
  if (pathname.startsWith("/api/")) return true;
  if (FILE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
  // favicon.ico, robots.txt, sitemap.xml: files too.
  if (/\.[^/]*$/.test(pathname)) return false;
  if (isGuardedPath(pathname)) return false;
  const read = splitLocale(pathname).path === "/shop" ? SHOP_QUERY : PAGE_QUERY;
  return [...new URLSearchParams(query).keys()].every((name) => read.has(name));
}

/** Files whose address never changes meaning: build files, pictures by content hash or random name, demo drawings. */
const IMMUTABLE_FILE_PREFIXES = ["/_next/static/", "/media/", "/uploads/", "/demo-images/"];

/**
 * Whether this request-target is an immutable file: Next's content-hashed
 * build files and the pictures (lib/api/image-responses.ts). server.mjs keeps
 * these in a cache of their own (createResponseCache with this as
 * `eligiblePath`), never cleared; like the other, it stores only 200s with a
 * shared max-age (a year for these), for that long. Next compresses a build file afresh for
 * every request, so React's 234 kB chunk was served at ~280 requests/s on two
 * cores against ~36,000 for the cached home page; an uploaded picture is read
 * from PostgreSQL each time. Not with a query string: pages never add one, and
 * made-up ones would push the real files out.
 */
export const immutableFilePath = (url) =>
  IMMUTABLE_FILE_PREFIXES.some((prefix) => url.startsWith(prefix)) && !url.includes("?");

/** Headers Next's client router sends on its own requests (navigations and prefetches). */
const ROUTER_HEADERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-url",
];

/**
 * Request headers every stored answer is keyed on, whatever its Vary says:
 * HSTS goes with https only, and a page's HTML must never answer a client
 * navigation asking for its RSC payload. Next names its router headers in
 * Vary itself, but Next-Url only on pages an intercepting route may answer,
 * and the API none: keyed on all of them, a request carrying any (made up or
 * not) never shares the key of a plain page load's copy, so it can neither
 * replace that copy nor, stored as its own kind, push it out (see store).
 * The router's real requests lose nothing: their `_rsc` parameter is a hash
 * of these same headers, so their URL already differs.
 */
const ALWAYS_VARY = ["x-forwarded-proto", ...ROUTER_HEADERS];

/**
 * Headers Next reads as its deployment's word, never a browser's (a Vercel
 * revalidation, a matched route, a middleware prefetch, a data request, a dev
 * refresh), which no Vary names: what Next answers a request carrying one is
 * never stored, so a made-up one cannot put its answer in everyone's copy.
 */
const NEXT_INTERNAL_HEADERS = [
  "x-now-route-matches",
  "x-matched-path",
  "x-middleware-prefetch",
  "x-nextjs-data",
  "x-prerender-revalidate",
  "next-hmr-refresh",
];

/**
 * Whether a request is a plain page load, as browsers and crawlers send it:
 * none of the router's headers, and X-Forwarded-Proto absent or as a proxy
 * writes it. Its stored copies are kept apart from the rest (see store).
 */
const plainLoad = (request) =>
  ROUTER_HEADERS.every((name) => headerValue(request, name) === "") &&
  ["", "http", "https"].includes(headerValue(request, "x-forwarded-proto"));

/**
 * What the per-URL limit counts a stored answer with: a plain page load's by
 * its X-Forwarded-Proto, everything else together. Without a proxy in front
 * that header is the client's to write, and each of its three usual values
 * with each coding Next sends (gzip, deflate, none) is a plain copy: counted
 * together, a client sending them all pushed out the copy shoppers get.
 * Counted apart, one value's copies (at most three codings) never reach the limit.
 */
const kindOf = (request) => (plainLoad(request) ? `plain ${headerValue(request, "x-forwarded-proto")}` : "other");

/** Request header names a response varies on, or null for `Vary: *` (never shared). */
function varyNames(vary) {
  if (vary === undefined) return ALWAYS_VARY;
  const names = String(vary)
    .toLowerCase()
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  return names.includes("*") ? null : [...new Set([...names, ...ALWAYS_VARY])];
}

const headerValue = (request, name) => String(request.headers[name] ?? "");

/**
 * Whether an Accept-Encoding header takes this content coding ("identity":
 * none). Without the header, only an unencoded body: some clients cannot
 * decode one they did not ask for.
 * @param {string} header @param {string} coding
 */
export function acceptsEncoding(header, coding) {
  if (!header.trim()) return coding === "identity";
  const weights = new Map();
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    if (name) weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = weights.get(coding) ?? weights.get("*") ?? (coding === "identity" ? 1 : 0);
  return weight > 0;
}

/** The content coding a stored body is in. */
const codingOf = (headers) =>
  String(headers.find(([name]) => name === "content-encoding")?.[1] ?? "identity").toLowerCase();

/** Bytes of these strings (header values may be arrays of them, or numbers). */
const textBytes = (values) =>
  values.reduce((sum, value) => sum + Buffer.byteLength(Array.isArray(value) ? value.join() : String(value)), 0);

/** Whether If-None-Match names this ETag (weak comparison, RFC 9110 §13.1.2). */
function etagMatches(etag, ifNoneMatch) {
  if (typeof etag !== "string" || !ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/** Whether proxy.ts sends this request to the Hindi page (an English URL, and the shopper chose Hindi). */
const redirectedByLanguage = (request) =>
  rememberedLocaleRedirect(request.url.split("?", 1)[0], rememberedLocale(headerValue(request, "cookie"))) !== null;

const wantsFresh = (request) =>
  /\bno-cache\b/i.test(headerValue(request, "cache-control")) || /\bno-cache\b/i.test(headerValue(request, "pragma"));

/**
 * `eligiblePath`: which request-targets may be kept (default: the API and pages, `cacheablePath`).
 * `freshOnNoCache`: whether a request's `Cache-Control: no-cache` (a hard
 * reload) goes past the kept answer, as it does for pages and the API (data
 * that changes). Not for the immutable files: their bytes never change, so a
 * hard reload gets the same ones, and a no-cache header no longer makes the
 * server compress a large build file again for every request.
 * @param {{ eligiblePath?: (url: string) => boolean, freshOnNoCache?: boolean, maxUrls?: number, maxVariantsPerUrl?: number, maxBodyBytes?: number, maxTotalBytes?: number, now?: () => number }} [options]
 */
export function createResponseCache({
  eligiblePath = cacheablePath,
  freshOnNoCache = true,
  maxUrls = 2000,
  maxVariantsPerUrl = 4,
  maxBodyBytes = 512 * 1024,
  maxTotalBytes = 64 * 1024 * 1024,
  now = Date.now,
} = {}) {
  /**
   * URL → the stored answers for it, one per combination of the request
   * headers the answer varies on (e.g. Accept-Encoding).
   * `size`: bytes the answer holds, its body and what it is kept with (URL, keyed header values, headers).
   * `kind`: what the per-URL limit counts it with (see kindOf).
   * @type {Map<string, Array<{ vary: Array<[string, string]>, kind: string, status: number, headers: Array<[string, string | number | string[]]>, body: Buffer, size: number, storedAt: number, expiresAt: number }>>}
   */
  const entries = new Map();
  // Bumped by clear(); a response started under an older generation is not stored.
  let generation = 0;
  let totalBytes = 0;

  const sizeOf = (variants) => variants.reduce((sum, variant) => sum + variant.size, 0);
  function forget(url) {
    const variants = entries.get(url);
    if (!variants) return;
    totalBytes -= sizeOf(variants);
    entries.delete(url);
  }

  const eligible = (request) =>
    request.method === "GET" && typeof request.url === "string" && eligiblePath(request.url);
  // Accept-Encoding is keyed on the coding the stored body is in, which any request taking it may
  // have: a client cannot push an answer out by writing the header in ever new ways (q-values).
  const matches = (variant, request) =>
    variant.vary.every(([name, value]) =>
      name === "accept-encoding"
        ? acceptsEncoding(headerValue(request, name), value)
        : headerValue(request, name) === value,
    );

  /** Answers `request` from the cache; true when it did. */
  function serve(request, response) {
    // A client asking for a fresh answer (a hard reload, the bench's uncached run) gets one, unless freshOnNoCache is off.
    if (!eligible(request) || (freshOnNoCache && wantsFresh(request)) || redirectedByLanguage(request)) return false;
    const variants = entries.get(request.url);
    const candidates = variants?.filter((variant) => matches(variant, request)) ?? [];
    // A compressed body before a plain one, when the client takes both.
    const entry = candidates.find((variant) => codingOf(variant.headers) !== "identity") ?? candidates[0];
    if (!entry) return false;
    const at = now();
    if (entry.expiresAt <= at) {
      variants.splice(variants.indexOf(entry), 1);
      totalBytes -= entry.size;
      if (!variants.length) entries.delete(request.url);
      return false;
    }
    for (const [name, value] of entry.headers) response.setHeader(name, value);
    // Next's own word for "a cached copy": what it said when the page was stored (MISS: rendered then) is past.
    if (response.hasHeader("x-nextjs-cache")) response.setHeader("x-nextjs-cache", "HIT");
    response.setHeader("Age", String(Math.floor((at - entry.storedAt) / 1000)));
    response.setHeader("X-Cache", "HIT");
    if (etagMatches(response.getHeader("etag"), headerValue(request, "if-none-match"))) {
      for (const name of ["content-type", "content-encoding"]) response.removeHeader(name);
      response.writeHead(304);
      response.end();
      return true;
    }
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
    // The request as the client sent it: Next adds X-Forwarded-* headers (and
    // may rewrite the URL) while it handles it.
    const asked = { url: request.url, headers: { ...request.headers } };
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
      if (!tooLarge && startedIn === generation) store(asked, response, Buffer.concat(chunks));
      return end.call(this, chunk, encoding, callback);
    };
  }

  /** @param {{ url: string, headers: import("node:http").IncomingHttpHeaders }} request as it arrived */
  function store(request, response, body) {
    if (response.statusCode !== 200 || response.hasHeader("set-cookie")) return;
    if (NEXT_INTERNAL_HEADERS.some((name) => headerValue(request, name) !== "")) return;
    // Next is rendering a fresh one; the next request stores that.
    if (String(response.getHeader("x-nextjs-cache")).toUpperCase() === "STALE") return;
    const seconds = sharedCacheSeconds(response.getHeader("cache-control"));
    const names = varyNames(response.getHeader("vary"));
    if (!seconds || !names) return;
    const headers = Object.entries(response.getHeaders()).filter(
      ([name, value]) => value !== undefined && !NOT_STORED.has(name) && name !== "content-length",
    );
    const vary = names.map(
      (name) =>
        /** @type {[string, string]} */ ([
          name,
          name === "accept-encoding" ? codingOf(headers) : headerValue(request, name),
        ]),
    );
    const at = now();
    const size = body.length + textBytes([request.url, ...vary.flat(), ...headers.flat()]);
    const kind = kindOf(request);
    const entry = { vary, kind, status: 200, headers, body, size, storedAt: at, expiresAt: at + seconds * 1000 };
    // This answer replaces the one kept under the same key (and the same coding).
    const sameKey = (variant) =>
      variant.vary.length === vary.length &&
      variant.vary.every(([name, value], i) => name === vary[i][0] && value === vary[i][1]);
    const variants = (entries.get(request.url) ?? []).filter((variant) => !sameKey(variant));
    variants.push(entry);
    // The oldest of its own kind goes: plain page loads (per X-Forwarded-Proto) and the router's (or made-up)
    // requests each have the limit.
    const sameKind = variants.filter((variant) => variant.kind === kind);
    if (sameKind.length > maxVariantsPerUrl) variants.splice(variants.indexOf(sameKind[0]), 1);
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

  /**
   * Drops what is kept for these pages, whatever the query string (one
   * product's page and its RSC payloads), in every language: "/product/x" is
   * also "/hi/product/x" (a page's language is in its URL, the data is the same).
   */
  function forgetPaths(pathnames) {
    const gone = new Set(pathnames.map((pathname) => splitLocale(decodedPath(pathname)).path));
    generation += 1;
    for (const url of [...entries.keys()])
      if (gone.has(splitLocale(decodedPath(url.split("?", 1)[0])).path)) forget(url);
  }

  /**
   * Drops what a write of some products makes stale (forgetResponsesTagged),
   * keeping every other product's page: those products' pages; with `lists`,
   * everything that is not a product's page (listings, search, home, the APIs,
   * the sitemap); with `shown` (tags of brands, categories and related
   * products: shownByProductPages), the product pages that show one of them,
   * or whose this process does not know (rendered elsewhere, or noted too long ago).
   * @param {{ slugs: string[], lists: boolean, shown: string[] }} what
   */
  function forgetTagged({ slugs, lists, shown }) {
    const pages = new Set(slugs);
    generation += 1;
    for (const url of [...entries.keys()]) {
      const slug = productSlugOf(splitLocale(decodedPath(url.split("?", 1)[0])).path);
      if (slug === null ? lists : pages.has(slug) || showsAny(slug, shown)) forget(url);
    }
  }

  return {
    serve,
    record,
    clear,
    forgetPaths,
    forgetTagged,
    /** How many responses are stored. */
    get size() {
      let count = 0;
      for (const variants of entries.values()) count += variants.length;
      return count;
    },
    /** Bytes kept: the bodies, and the URL, keyed request header values and response headers of each. */
    get bytes() {
      return totalBytes;
    },
  };
}

/**
 * A path with its percent-encodings decoded, as Next matches it to a page:
 * "/product/st%65el" is the page "/product/steel", kept under its own URL.
 * An undecodable one as it is (server.mjs answers those 400 before the cache).
 */
function decodedPath(pathname) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Makes `cache` the one clearResponseCache() empties (server.mjs). */
export function registerResponseCache(cache) {
  globalThis[REGISTRY_KEY] = cache;
}

/**
 * Empties the server's response cache, if this process has one. Reached
 * through a global because Next bundles its own copy of this module, apart
 * from the one server.mjs imports.
 */
export function clearResponseCache() {
  globalThis[REGISTRY_KEY]?.clear();
}

/** Drops the server's cached answers for these paths in every language (e.g. a product's page after its stock moved). */
export function forgetCachedPages(pathnames) {
  globalThis[REGISTRY_KEY]?.forgetPaths(pathnames);
}

/** The cache tag of one product's page (CATALOG_TAGS.product in lib/catalog/cache.ts). */
export const PRODUCT_TAG_PREFIX = "catalog:product:";
/** The cache tag of the related products product pages read from one category (CATALOG_TAGS.relatedIn). */
export const RELATED_TAG_PREFIX = "catalog:related:";
/** The cache tag of the product pages that show one brand's name (CATALOG_TAGS.brand). */
export const BRAND_TAG_PREFIX = "catalog:brand:";
/** The cache tag of the product pages whose breadcrumbs show one category and those above it (CATALOG_TAGS.category). */
export const CATEGORY_TAG_PREFIX = "catalog:category:";
/** The tags of what a product's page shows of other entities: its brand, its categories, its related products. */
const SHOWN_TAG_PREFIXES = [RELATED_TAG_PREFIX, BRAND_TAG_PREFIX, CATEGORY_TAG_PREFIX];
/** Whether a tag names something a product's page shows besides its own product (see SHOWN_TAG_PREFIXES). */
export const shownByProductPages = (tag) => SHOWN_TAG_PREFIXES.some((prefix) => tag.startsWith(prefix));

/**
 * @typedef {"page" | "shown" | "lists" | "everything"} TagTreatment
 * What forgetResponsesTagged forgets for a catalogue tag:
 *   - "page": the product's own page (the tag is its prefix and the product's slug);
 *   - "shown": the product pages that show it (noteProductPageShows), and those whose this process does not know;
 *   - "lists": every answer that is not a product's page;
 *   - "everything".
 */

/**
 * The catalogue tags whose whole name the response cache knows, and what it forgets for each. With
 * TAG_TREATMENT_PREFIXES, the one table of it: every tag lib/catalog/cache.ts's CATALOG_TAGS can produce is in
 * one of the two, which response-cache.test.ts checks tag by tag (a new CATALOG_TAGS entry fails it, and
 * tsc, until its treatment is written down there and here).
 * @type {ReadonlyMap<string, TagTreatment>}
 */
const TAG_TREATMENTS = new Map([
  // Every catalogue read's (CATALOG_TAGS.all).
  ["catalog", "everything"],
  // Reads no product's page makes: of many products (.productLists, .sitemap), and of the brands and the
  // category tree (.brands, .categories: filters, menu, tiles, logos; a product page reads its brand and
  // breadcrumbs under its brand's and category's own tags, which a rename names too).
  ["catalog:product-lists", "lists"],
  ["catalog:sitemap", "lists"],
  ["catalog:brands", "lists"],
  ["catalog:categories", "lists"],
  // The nearby shops' read of the build before lib/content/nearby-shops.ts's NEARBY_SHOPS_TAG (CATALOG_TAGS.shops),
  // and the previous build's tag of every read showing products (.previousBuildProducts): named only by an
  // instance still running an older build, whose pages may show them anywhere.
  ["catalog:nearby-shops", "everything"],
  ["catalog:products", "everything"],
]);

/** The catalogue tags the response cache knows by their prefix (the rest of the name is an id or a slug). */
const TAG_TREATMENT_PREFIXES = /** @type {const} */ ([
  [PRODUCT_TAG_PREFIX, "page"],
  [RELATED_TAG_PREFIX, "shown"],
  [BRAND_TAG_PREFIX, "shown"],
  [CATEGORY_TAG_PREFIX, "shown"],
]);

/**
 * What the response cache forgets for this tag (see TagTreatment): null for a tag that is not the catalogue's
 * ("content:nearby-shops", Next's own), "unknown" for a catalogue tag in neither table (then it forgets
 * everything, and says so once on the console: a tag missing from the tables, or one named by a newer build).
 * @param {string} tag
 * @returns {TagTreatment | "unknown" | null}
 */
export function responseCacheTreatment(tag) {
  if (tag !== "catalog" && !tag.startsWith("catalog:")) return null;
  return TAG_TREATMENTS.get(tag) ?? TAG_TREATMENT_PREFIXES.find(([prefix]) => tag.startsWith(prefix))?.[1] ?? "unknown";
}

/** Unknown catalogue tags already reported on the console (once each). */
const reportedUnknownTags = new Set();

const PRODUCT_PAGE = "/product/";
/** The slug of a product page's path ("/product/<slug>", language left out), or null for any other path. */
const productSlugOf = (path) =>
  path.startsWith(PRODUCT_PAGE) && !path.includes("/", PRODUCT_PAGE.length) ? path.slice(PRODUCT_PAGE.length) : null;

const SHOWN_KEY = Symbol.for("kosh.productPageShows");
/** Product pages whose shown tags are remembered; past it the oldest are dropped (then forgotten on any such write). */
const MAX_PAGE_NOTES = 50_000;

/** slug → the tags of what its page shows (SHOWN_TAG_PREFIXES), oldest noted first. */
function pageNotes() {
  return (globalThis[SHOWN_KEY] ??= new Map());
}

/**
 * Notes what a product's page shows besides its own product, as the cache tags of the reads it made
 * (lib/catalog/product-detail.ts, while rendering it; the cache handler, from a cached page's tags): its brand's
 * (CATALOG_TAGS.brand), its category's (CATALOG_TAGS.category) and those of the categories it read related
 * products from (CATALOG_TAGS.relatedIn). So a product's write, or a brand's or category's rename, forgets only
 * the pages that show it. Kept through a global, as the response cache is: Next bundles its own copy of this module.
 * @param {string} slug @param {string[]} tags  other tags are ignored
 */
export function noteProductPageShows(slug, tags) {
  const notes = pageNotes();
  notes.delete(slug);
  notes.set(slug, new Set(tags.filter(shownByProductPages)));
  while (notes.size > MAX_PAGE_NOTES) notes.delete(notes.keys().next().value);
}

/** Whether a product's page may show something under these tags (when what it shows is not known: yes). */
function showsAny(slug, tags) {
  if (!tags.length) return false;
  const shown = pageNotes().get(slug);
  return !shown || tags.some((tag) => shown.has(tag));
}

/**
 * Drops what the server keeps that shows data under these cache tags
 * (lib/catalog/cache.ts), nothing for tags that are not the catalogue's, by
 * each tag's treatment (responseCacheTreatment):
 *   - a product's tag: its page (`/product/<slug>`, productPagePath in
 *     lib/catalog/shop-path.ts, in every language);
 *   - the lists', brands' and categories' tags: every answer that is not a product's page;
 *   - a category's related tag, a brand's or a category's own tag: the product
 *     pages showing it (noteProductPageShows), and those whose this process does not know;
 *   - "catalog" and the older builds' tags: everything; so is an unknown catalogue tag, reported in the log once.
 * So a product's edit or sell-out, or a brand's or category's rename, keeps every other product's page.
 * @param {string[]} tags
 */
export function forgetResponsesTagged(tags) {
  const slugs = [];
  const shown = [];
  let lists = false;
  let catalog = false;
  for (const tag of tags) {
    const treatment = responseCacheTreatment(tag);
    if (treatment === null) continue;
    catalog = true;
    if (treatment === "page") slugs.push(tag.slice(PRODUCT_TAG_PREFIX.length));
    else if (treatment === "shown") shown.push(tag);
    else if (treatment === "lists") lists = true;
    else {
      if (treatment === "unknown" && !reportedUnknownTags.has(tag)) {
        reportedUnknownTags.add(tag);
        log.warn(
          `Response cache: catalogue tag "${tag}" has no treatment (lib/http/response-cache.mjs, TAG_TREATMENTS); every cached response is forgotten for it.`,
        );
      }
      return clearResponseCache();
    }
  }
  if (!catalog) return;
  const cache = globalThis[REGISTRY_KEY];
  if (!lists && !shown.length) forgetCachedPages(slugs.map((slug) => `${PRODUCT_PAGE}${slug}`));
  else if (cache?.forgetTagged) cache.forgetTagged({ slugs, lists, shown });
  else clearResponseCache();
}
