import http from "node:http";
import type { AddressInfo } from "node:net";
import { deflateSync, gzipSync } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  acceptsEncoding,
  createResponseCache,
  forgetResponsesTagged,
  immutableFilePath,
  noteProductPageShows,
  registerResponseCache,
  responseCacheTreatment,
  sharedCacheSeconds,
} from "./response-cache.mjs";
import { CATALOG_TAGS, stockTags } from "@/lib/catalog/cache";
import { log } from "@/lib/observability/log.mjs";

type Answer = {
  status?: number;
  headers?: Record<string, string>;
  /** Written in these pieces, as Next streams a body. */
  chunks?: Array<string | Buffer>;
};

/**
 * A real HTTP server shaped like server.mjs: the cache answers what it can,
 * the rest goes to `app` (standing in for Next.js), which counts its calls.
 */
async function serverWith(
  app: (request: http.IncomingMessage) => Answer | Promise<Answer>,
  now = () => Date.now(),
  options: Parameters<typeof createResponseCache>[0] = {},
) {
  const cache = createResponseCache({ maxUrls: 3, maxBodyBytes: 64, maxTotalBytes: 100_000, now, ...options });
  let calls = 0;
  const server = http.createServer(async (request, response) => {
    if (cache.serve(request, response)) return;
    cache.record(request, response);
    calls += 1;
    const answer = await app(request);
    response.statusCode = answer.status ?? 200;
    for (const [name, value] of Object.entries(answer.headers ?? {})) response.setHeader(name, value);
    const chunks = answer.chunks ?? ["[1,2,3]"];
    for (const chunk of chunks.slice(0, -1)) response.write(chunk);
    response.end(chunks.at(-1));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  const port = (server.address() as AddressInfo).port;
  return {
    cache,
    port,
    calls: () => calls,
    get: (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}${path}`, init),
  };
}

/**
 * A GET as a browser sends it, through http.get: fetch() would decompress the
 * body, and adds `Cache-Control: no-cache` to a request with If-None-Match.
 */
function rawGet(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on("error", reject);
  });
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

const PUBLIC = { "Content-Type": "application/json", "Cache-Control": "public, max-age=0, s-maxage=60" };

describe("sharedCacheSeconds", () => {
  it("reads s-maxage, or the max-age of a public response", () => {
    expect(sharedCacheSeconds("public, max-age=0, s-maxage=60")).toBe(60);
    // What Next sends with an ISR page.
    expect(sharedCacheSeconds("s-maxage=300, stale-while-revalidate=31535700")).toBe(300);
    expect(sharedCacheSeconds("public, max-age=30")).toBe(30);
    expect(sharedCacheSeconds("max-age=30")).toBe(0);
    expect(sharedCacheSeconds("public, s-maxage=60, private")).toBe(0);
    expect(sharedCacheSeconds("no-store")).toBe(0);
    expect(sharedCacheSeconds("public, s-maxage=abc")).toBe(0);
    expect(sharedCacheSeconds(undefined)).toBe(0);
  });
});

describe("the public API response cache", () => {
  it("answers a repeated public GET from memory, with the same body and headers", async () => {
    const shop = await serverWith(() => ({ headers: { ...PUBLIC, "X-Total-Count": "3" }, chunks: ["[1,", "2,3]"] }));
    const first = await shop.get("/api/getproducts/products?brands=A");
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(await first.text()).toBe("[1,2,3]");

    const second = await shop.get("/api/getproducts/products?brands=A");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(second.headers.get("x-total-count")).toBe("3");
    expect(second.headers.get("cache-control")).toBe(PUBLIC["Cache-Control"]);
    expect(second.headers.get("age")).toBe("0");
    expect(await second.text()).toBe("[1,2,3]");
    expect(shop.calls()).toBe(1);

    // Another query string is another answer.
    await shop.get("/api/getproducts/products?brands=B");
    expect(shop.calls()).toBe(2);
  });

  it("keeps a page only when asked for with parameters it reads: an ad's gclid or utm_* cannot push the shared copies out", async () => {
    const shop = await serverWith(() => ({ headers: PUBLIC }), undefined, { maxUrls: 100 });
    const ignored = [
      "/?gclid=abc123",
      "/?utm_source=x&utm_medium=y",
      "/product/daypack?ref=1",
      "/shop?category=Luggage&fbclid=z",
    ];
    for (const path of ignored) {
      await shop.get(path);
      expect((await shop.get(path)).headers.get("x-cache"), path).not.toBe("HIT");
    }
    expect(shop.cache.size).toBe(0);
    const read = [
      "/",
      "/?_rsc=1x2y",
      "/shop?category=Luggage&sort=price-asc&page=2",
      "/hi/shop?q=tiffin",
      "/api/getproducts/products?utm_source=x",
    ];
    for (const path of read) {
      await shop.get(path);
      expect((await shop.get(path)).headers.get("x-cache"), path).toBe("HIT");
    }
    expect(shop.cache.size).toBe(read.length);
  });

  it("never stores private, uncacheable, cookie-setting or failed answers, files, signed-in pages or non-GET requests", async () => {
    const shop = await serverWith((request) => {
      if (request.url === "/api/private") return { headers: { "Cache-Control": "no-store" } };
      if (request.url === "/api/cookie") return { headers: { ...PUBLIC, "Set-Cookie": "a=b" } };
      if (request.url === "/api/missing") return { status: 404, headers: PUBLIC };
      if (request.url === "/api/everyone") return { headers: { ...PUBLIC, Vary: "*" } };
      return { headers: PUBLIC };
    });
    const paths = ["/api/private", "/api/cookie", "/api/missing", "/api/everyone"];
    // Files (browsers cache them), and pages proxy.ts sends guests away from by their cookie.
    paths.push("/_next/static/chunks/app.js", "/media/abc123", "/favicon.ico", "/orders/42", "/admin");
    for (const path of paths) {
      await shop.get(path);
      const again = await shop.get(path);
      expect(again.headers.get("x-cache"), path).not.toBe("HIT");
    }
    await shop.get("/api/posted", { method: "POST", body: "{}" });
    await shop.get("/api/posted", { method: "POST", body: "{}" });
    expect(shop.calls()).toBe(paths.length * 2 + 2);
    expect(shop.cache.size).toBe(0);
  });

  it("keeps one answer per value of the headers named in Vary (a gzip body never reaches a plain client)", async () => {
    const plain = JSON.stringify({ n: 1 });
    const shop = await serverWith((request) =>
      String(request.headers["accept-encoding"]).includes("gzip")
        ? { headers: { ...PUBLIC, Vary: "Accept-Encoding", "Content-Encoding": "gzip" }, chunks: [gzipSync(plain)] }
        : { headers: { ...PUBLIC, Vary: "Accept-Encoding" }, chunks: [plain] },
    );
    const raw = async (encoding: string) => {
      const { headers, body } = await rawGet(shop.port, "/api/listing", { "accept-encoding": encoding });
      return { cache: String(headers["x-cache"]), encoding: String(headers["content-encoding"] ?? ""), body };
    };

    await raw("gzip");
    await raw("identity");
    const gzip = await raw("gzip");
    const identity = await raw("identity");
    expect([gzip.cache, gzip.encoding]).toEqual(["HIT", "gzip"]);
    expect([identity.cache, identity.encoding, identity.body.toString()]).toEqual(["HIT", "", plain]);
    expect(shop.calls()).toBe(2);
    expect(shop.cache.size).toBe(2);
  });

  it("forgets everything on clear(), and does not store an answer that was being made meanwhile", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const shop = await serverWith(async (request) => {
      if (request.url === "/api/slow") await held;
      return { headers: PUBLIC };
    });
    await shop.get("/api/fast");
    expect((await shop.get("/api/fast")).headers.get("x-cache")).toBe("HIT");

    const slow = shop.get("/api/slow");
    await new Promise((resolve) => setTimeout(resolve, 50));
    shop.cache.clear(); // an admin edit lands while /api/slow still reads the old data
    release();
    await slow;
    expect(shop.cache.size).toBe(0);
    expect((await shop.get("/api/fast")).headers.get("x-cache")).toBe("MISS");
    expect((await shop.get("/api/slow")).headers.get("x-cache")).toBe("MISS");
    expect((await shop.get("/api/slow")).headers.get("x-cache")).toBe("HIT");
  });

  it("lets an answer expire after s-maxage and honours a client's no-cache", async () => {
    let clock = 1_000_000;
    const shop = await serverWith(
      () => ({ headers: PUBLIC }),
      () => clock,
    );
    await shop.get("/api/listing");
    clock += 59_000;
    const aged = await shop.get("/api/listing");
    expect([aged.headers.get("x-cache"), aged.headers.get("age")]).toEqual(["HIT", "59"]);
    clock += 1_000;
    expect((await shop.get("/api/listing")).headers.get("x-cache")).toBe("MISS");
    expect((await shop.get("/api/listing", { headers: { "Cache-Control": "no-cache" } })).headers.get("x-cache")).toBe(
      "MISS",
    );
    expect(shop.calls()).toBe(3);
  });

  it("is bounded: bodies over the limit are not kept, and the oldest URL goes first", async () => {
    const shop = await serverWith((request) =>
      request.url === "/api/big"
        ? { headers: PUBLIC, chunks: ["x".repeat(40), "y".repeat(40)] }
        : { headers: PUBLIC, chunks: ["[]"] },
    );
    await shop.get("/api/big");
    const big = await shop.get("/api/big");
    expect(big.headers.get("x-cache")).toBe("MISS");
    expect(await big.text()).toBe("x".repeat(40) + "y".repeat(40));

    for (const name of ["a", "b", "c", "d"]) await shop.get(`/api/${name}`);
    expect(shop.cache.size).toBe(3);
    expect((await shop.get("/api/a")).headers.get("x-cache")).toBe("MISS");
    expect((await shop.get("/api/d")).headers.get("x-cache")).toBe("HIT");
  });

  it("keeps the stored bodies within the byte budget, dropping the oldest URLs", async () => {
    const shop = await serverWith(
      (request) => ({ headers: PUBLIC, chunks: [String(request.url).padEnd(4000, ".")] }),
      undefined,
      { maxBodyBytes: 5000, maxTotalBytes: 10_000 },
    );
    for (const name of ["a", "b", "c"]) await shop.get(`/api/${name}`);
    // 3 × 4,000 bytes is over the 10,000-byte budget: /api/a went.
    expect(shop.cache.size).toBe(2);
    expect(shop.cache.bytes).toBeGreaterThan(8000);
    expect(shop.cache.bytes).toBeLessThanOrEqual(10_000);
    expect((await shop.get("/api/c")).headers.get("x-cache")).toBe("HIT");
    expect((await shop.get("/api/a")).headers.get("x-cache")).toBe("MISS");
    shop.cache.clear();
    expect(shop.cache.bytes).toBe(0);
  });
  it("counts what it keys and stores an answer with, not only the body: big headers cannot go past the budget", async () => {
    // Tiny bodies, each stored under a 4,000-byte URL and as many bytes of a header it is keyed on
    // (X-Forwarded-Proto, whatever the client sends): 16 KB of request headers each, as Node allows.
    const shop = await serverWith(() => ({ headers: PUBLIC, chunks: ["[]"] }), undefined, {
      maxUrls: 100,
      maxTotalBytes: 10_000,
    });
    const padded = { headers: { "X-Forwarded-Proto": "h".repeat(4000) } };
    for (const name of ["a", "b", "c", "d"]) await shop.get(`/api/${name}?${"x".repeat(4000)}`, padded);
    expect(shop.cache.bytes).toBeLessThanOrEqual(10_000);
    expect(shop.cache.bytes).toBeGreaterThan(8000);
    expect(shop.cache.size).toBe(1);
    shop.cache.clear();
    expect(shop.cache.bytes).toBe(0);
  });

  it("keeps a cached page as Next sent it, says it is a cached copy, and answers If-None-Match with 304", async () => {
    const page = { "Content-Type": "text/html", "Cache-Control": "s-maxage=300, stale-while-revalidate=31535700" };
    const shop = await serverWith(() => ({
      headers: { ...page, ETag: '"p1"', "x-nextjs-cache": "MISS" },
      chunks: ["<p>"],
    }));
    expect((await shop.get("/product/steel-tiffin")).headers.get("x-cache")).toBe("MISS");
    const hit = await shop.get("/product/steel-tiffin");
    expect([hit.headers.get("x-cache"), hit.headers.get("x-nextjs-cache"), await hit.text()]).toEqual([
      "HIT",
      "HIT",
      "<p>",
    ]);
    const revalidated = await rawGet(shop.port, "/product/steel-tiffin", { "if-none-match": 'W/"p1"' });
    expect([revalidated.status, revalidated.headers["x-cache"], revalidated.body.length]).toEqual([304, "HIT", 0]);
    expect((await rawGet(shop.port, "/product/steel-tiffin", { "if-none-match": '"p0"' })).status).toBe(200);
    expect(shop.calls()).toBe(1);
  });

  it("does not keep a page Next sent STALE while it renders a fresh one", async () => {
    let answers = 0;
    const shop = await serverWith(() => ({
      headers: { "Cache-Control": "s-maxage=300", "x-nextjs-cache": (answers += 1) === 1 ? "STALE" : "HIT" },
      chunks: [`<p>${answers}</p>`],
    }));
    await shop.get("/shop/v/abc");
    expect(await (await shop.get("/shop/v/abc")).text()).toBe("<p>2</p>");
    expect(await (await shop.get("/shop/v/abc")).text()).toBe("<p>2</p>");
    expect(shop.calls()).toBe(2);
  });

  it("keys an answer on the request as it arrived, not on the headers Next adds while handling it", async () => {
    const shop = await serverWith((request) => {
      // As Next's server does before it renders.
      request.headers["x-forwarded-proto"] ??= "http";
      request.headers["x-forwarded-host"] ??= "shop.example";
      return { headers: { ...PUBLIC, Vary: "X-Forwarded-Host" } };
    });
    await shop.get("/api/getproducts/products");
    expect((await shop.get("/api/getproducts/products")).headers.get("x-cache")).toBe("HIT");
    expect(shop.calls()).toBe(1);
  });

  it("keeps https and http answers apart: HSTS goes only to requests a proxy reports as https", async () => {
    const shop = await serverWith((request) => ({
      headers: {
        ...PUBLIC,
        ...(request.headers["x-forwarded-proto"] === "https"
          ? { "Strict-Transport-Security": "max-age=63072000" }
          : {}),
      },
    }));
    const overHttps = { headers: { "X-Forwarded-Proto": "https" } };
    await shop.get("/faq", overHttps);
    await shop.get("/faq");
    expect((await shop.get("/faq", overHttps)).headers.get("strict-transport-security")).toBe("max-age=63072000");
    const plain = await shop.get("/faq");
    expect([plain.headers.get("x-cache"), plain.headers.get("strict-transport-security")]).toEqual(["HIT", null]);
    expect(shop.calls()).toBe(2);
  });
  it("keeps a page's HTML however many made-up router headers arrive: they push out only their own kind", async () => {
    const PAGE_VARY =
      "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding";
    const shop = await serverWith((request) => ({
      headers: { ...PUBLIC, Vary: PAGE_VARY, "Content-Type": "text/html" },
      chunks: [request.headers.rsc === "1" ? "flight" : "<html>"],
    }));
    await shop.get("/faq");
    await shop.get("/faq", { headers: { "X-Forwarded-Proto": "https" } });
    // A client (or a bot) writing ever new values: Next stores a copy for each, as the headers are in Vary.
    for (let i = 0; i < 6; i += 1) {
      await shop.get("/faq", { headers: { "Next-Router-State-Tree": `made-up-${i}` } });
      await shop.get("/faq", { headers: { RSC: "1", "Next-Router-State-Tree": `made-up-${i}` } });
      await shop.get("/faq", { headers: { "X-Forwarded-Proto": `gopher${i}` } });
    }
    const calls = shop.calls();
    for (const headers of [{}, { "X-Forwarded-Proto": "https" }] as Record<string, string>[]) {
      const page = await shop.get("/faq", { headers });
      expect([page.headers.get("x-cache"), await page.text()]).toEqual(["HIT", "<html>"]);
    }
    expect(shop.calls()).toBe(calls);
    // The other kind keeps its own newest four.
    const latest = await shop.get("/faq", { headers: { "X-Forwarded-Proto": "gopher5" } });
    expect(latest.headers.get("x-cache")).toBe("HIT");
    const oldest = await shop.get("/faq", { headers: { RSC: "1", "Next-Router-State-Tree": "made-up-0" } });
    expect(oldest.headers.get("x-cache")).toBe("MISS");
  });

  // Next names Next-Url in Vary only on pages an intercepting route may answer (and drops the header elsewhere),
  // and the API names no router header at all: such a request must still never take the plain copy's place.
  it("never lets a request with a router header Vary leaves out replace, evict or poison the plain copy", async () => {
    const PAGE_VARY = "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch";
    const shop = await serverWith((request) => ({
      headers: { ...PUBLIC, ...(request.url === "/faq" ? { Vary: PAGE_VARY } : {}), "Content-Type": "text/html" },
      // What Next made for a request the shopper's browser never sends.
      chunks: [request.headers["next-url"] || request.headers["next-router-state-tree"] ? "forged" : "<html>"],
    }));
    const forged = [
      ["/faq", { "Next-Url": "/evil" }],
      ["/api/products", { "Next-Router-State-Tree": "%5B%22%22%5D" }],
      ["/api/products", { "Next-Url": "/evil" }],
    ] as const;
    for (const [path, headers] of forged) {
      // Asked for first, after an admin's edit cleared the cache: its answer is kept, as its own.
      shop.cache.clear();
      await shop.get(path, { headers });
      const plain = await shop.get(path);
      expect([plain.headers.get("x-cache"), await plain.text()]).toEqual(["MISS", "<html>"]);
      // Then a stream of made-up requests of the other kind: the plain copy stays.
      await shop.get(path, { headers });
      for (let i = 0; i < 6; i += 1) await shop.get(path, { headers: { "X-Forwarded-Proto": `gopher${i}` } });
      const again = await shop.get(path);
      expect([again.headers.get("x-cache"), await again.text()]).toEqual(["HIT", "<html>"]);
    }
  });

  // Without a proxy in front, X-Forwarded-Proto is the client's to write; Next compresses with gzip or deflate.
  it("keeps a shopper's copy when plain loads come with every X-Forwarded-Proto and Accept-Encoding a client can write", async () => {
    const shop = await serverWith(
      (request) => {
        const coding = String(request.headers["accept-encoding"] ?? "")
          .split(",")[0]!
          .trim();
        const compress = coding === "gzip" ? gzipSync : coding === "deflate" ? deflateSync : null;
        return {
          headers: { ...PUBLIC, Vary: "Accept-Encoding", ...(compress ? { "Content-Encoding": coding } : {}) },
          chunks: [compress ? compress("<html>") : "<html>"],
        };
      },
      undefined,
      { maxBodyBytes: 1024 },
    );
    const shopper = { "accept-encoding": "gzip, deflate, br" };
    expect((await rawGet(shop.port, "/faq", shopper)).headers["x-cache"]).toBe("MISS");
    for (const proto of ["http", "https"])
      for (const coding of ["gzip", "deflate", "identity"])
        await rawGet(shop.port, "/faq", { "x-forwarded-proto": proto, "accept-encoding": coding });
    const again = await rawGet(shop.port, "/faq", shopper);
    expect([again.headers["x-cache"], again.headers["content-encoding"]]).toEqual(["HIT", "gzip"]);
  });

  it("never keeps what Next answers to a request carrying its internal headers, which Vary never names", async () => {
    const shop = await serverWith((request) => ({
      headers: { ...PUBLIC, "Content-Type": "text/html" },
      chunks: [request.headers["x-now-route-matches"] || request.headers["x-matched-path"] ? "forged" : "<html>"],
    }));
    await shop.get("/faq", { headers: { "X-Now-Route-Matches": "1" } });
    await shop.get("/api/products", { headers: { "X-Matched-Path": "/elsewhere" } });
    for (const path of ["/faq", "/api/products"]) expect(await (await shop.get(path)).text()).toBe("<html>");
  });

  it("forgets one product's page, with its query-string variants, and keeps every other answer", async () => {
    const shop = await serverWith(() => ({ headers: PUBLIC, chunks: ["<p>"] }));
    // Three URLs, the most these tests keep: a page's RSC payload, a page whose path starts alike, the API.
    for (const path of ["/product/steel-tiffin?_rsc=1x", "/product/steel", "/api/products"]) await shop.get(path);
    shop.cache.forgetPaths(["/product/steel-tiffin"]);
    expect(shop.cache.size).toBe(2);
    expect((await shop.get("/product/steel")).headers.get("x-cache")).toBe("HIT");
    expect((await shop.get("/api/products")).headers.get("x-cache")).toBe("HIT");
    expect((await shop.get("/product/steel-tiffin?_rsc=1x")).headers.get("x-cache")).toBe("MISS");
  });

  it("forgets a product's page in both languages: stock moved shows at once on /hi/product/… too", async () => {
    const shop = await serverWith(() => ({ headers: PUBLIC, chunks: ["<p>"] }));
    // What invalidateStock() names (lib/catalog/cache.ts): the English path only.
    for (const path of ["/hi/product/steel-tiffin", "/hi/product/steel-tiffin?_rsc=1x", "/hi/product/steel"]) {
      await shop.get(path);
    }
    shop.cache.forgetPaths(["/product/steel-tiffin"]);
    expect((await shop.get("/hi/product/steel-tiffin")).headers.get("x-cache")).toBe("MISS");
    expect((await shop.get("/hi/product/steel-tiffin?_rsc=1x")).headers.get("x-cache")).toBe("MISS");
    expect((await shop.get("/hi/product/steel")).headers.get("x-cache")).toBe("HIT");
  });

  it("forgets a product's page asked for with its path percent-encoded: Next answers it as the same page", async () => {
    const shop = await serverWith(() => ({ headers: PUBLIC, chunks: ["<p>"] }));
    // "/product/steel-tiffin" with letters written as %XX (any case), in both languages.
    for (const path of ["/product/st%65el-tiffin", "/hi/product/%73teel%2Dtiffin?_rsc=1x", "/product/steel"]) {
      await shop.get(path);
    }
    shop.cache.forgetPaths(["/product/steel-tiffin"]);
    expect((await shop.get("/product/st%65el-tiffin")).headers.get("x-cache")).toBe("MISS");
    expect((await shop.get("/hi/product/%73teel%2Dtiffin?_rsc=1x")).headers.get("x-cache")).toBe("MISS");
    expect((await shop.get("/product/steel")).headers.get("x-cache")).toBe("HIT");
  });

  it("keeps every other product's page when one product is edited, and forgets its page, the lists and the pages relating it", async () => {
    const shop = await serverWith(() => ({ headers: PUBLIC, chunks: ["<p>"] }), undefined, { maxUrls: 20 });
    registerResponseCache(shop.cache); // as server.mjs does: invalidateCatalog reaches it through the registry
    // Rendered here: the tote's page read related products from its category (bags), the tawa's from kitchen's.
    noteProductPageShows("steel-tiffin", ["catalog:related:bags"]);
    noteProductPageShows("cast-iron-tawa", ["catalog:related:kitchen"]);
    const pages = [
      "/product/block-print-tote",
      "/hi/product/block-print-tote?_rsc=1x",
      "/product/cast-iron-tawa",
      "/hi/product/cast-iron-tawa",
      "/product/steel-tiffin",
      "/product/rendered-elsewhere",
      "/shop/v/Y2F0ZWdvcnk9QmFncw",
      "/api/getproducts/products",
      "/",
    ];
    for (const path of pages) await shop.get(path);
    // What invalidateCatalog() is given for an edit of the tote, in bags (productWriteTags, lib/catalog/cache.ts).
    forgetResponsesTagged([
      "catalog:product:block-print-tote",
      "catalog:product-lists",
      "catalog:sitemap",
      "catalog:related:bags",
    ]);
    const cached = async (path: string) => (await shop.get(path)).headers.get("x-cache") === "HIT";
    const after: Record<string, boolean> = {};
    for (const path of pages) after[path] = await cached(path);
    expect(after).toEqual({
      // The edited product's page in both languages, and the lists.
      "/product/block-print-tote": false,
      "/hi/product/block-print-tote?_rsc=1x": false,
      "/shop/v/Y2F0ZWdvcnk9QmFncw": false,
      "/api/getproducts/products": false,
      "/": false,
      // A page whose related products came from its category, and one whose this process cannot tell.
      "/product/steel-tiffin": false,
      "/product/rendered-elsewhere": false,
      // Another category's product: still served from memory, in both languages.
      "/product/cast-iron-tawa": true,
      "/hi/product/cast-iron-tawa": true,
    });

    // Any other catalogue tag (every catalogue read's): all is forgotten.
    forgetResponsesTagged(["catalog"]);
    expect(await cached("/product/cast-iron-tawa")).toBe(false);
  });

  it("keeps every product's page when only the menu, filters and listings show a category's or brand's change", async () => {
    const shop = await serverWith(() => ({ headers: PUBLIC, chunks: ["<p>"] }), undefined, { maxUrls: 20 });
    registerResponseCache(shop.cache);
    const pages = [
      "/product/steel-tiffin",
      "/hi/product/cast-iron-tawa",
      "/shop/v/Y2F0ZWdvcnk9QmFncw",
      "/",
      "/api/filters/categories",
    ];
    const cached = async (path: string) => (await shop.get(path)).headers.get("x-cache") === "HIT";
    // A category with no product on sale below it renamed or moved, a brand's new subcategory (admin-categories.ts,
    // admin-brands.ts): what invalidateCatalog() is given.
    for (const tags of [["catalog:categories"], ["catalog:brands"]]) {
      for (const path of pages) await shop.get(path);
      forgetResponsesTagged(tags);
      const after: Record<string, boolean> = {};
      for (const path of pages) after[path] = await cached(path);
      expect(after, tags.join()).toEqual({
        "/product/steel-tiffin": true,
        "/hi/product/cast-iron-tawa": true,
        "/shop/v/Y2F0ZWdvcnk9QmFncw": false,
        "/": false,
        "/api/filters/categories": false,
      });
    }
  });

  it("keeps other categories' product pages when a product sells out: its page, the lists and the pages relating it go", async () => {
    const shop = await serverWith(() => ({ headers: PUBLIC, chunks: ["<p>"] }), undefined, { maxUrls: 20 });
    registerResponseCache(shop.cache);
    noteProductPageShows("steel-tiffin", ["catalog:related:bags"]);
    noteProductPageShows("cast-iron-tawa", ["catalog:related:kitchen"]);
    const pages = [
      "/product/block-print-tote",
      "/hi/product/block-print-tote",
      "/product/steel-tiffin",
      "/product/cast-iron-tawa",
      "/hi/product/cast-iron-tawa?_rsc=1x",
      "/shop/v/Y2F0ZWdvcnk9QmFncw",
      "/",
    ];
    for (const path of pages) await shop.get(path);
    // What invalidateStock() gives invalidateCatalog() when the tote, among the newest in bags, sells out.
    forgetResponsesTagged(
      stockTags([{ slug: "block-print-tote", stockBefore: 1, stockAfter: 0, relatedCategoryIds: ["bags"] }]),
    );
    const after: Record<string, boolean> = {};
    for (const path of pages) after[path] = (await shop.get(path)).headers.get("x-cache") === "HIT";
    expect(after).toEqual({
      "/product/block-print-tote": false,
      "/hi/product/block-print-tote": false,
      "/product/steel-tiffin": false,
      "/shop/v/Y2F0ZWdvcnk9QmFncw": false,
      "/": false,
      // Another category's product: still served from memory, in both languages.
      "/product/cast-iron-tawa": true,
      "/hi/product/cast-iron-tawa?_rsc=1x": true,
    });
  });

  // Every tag the catalogue's cache manifest can produce, and what the response cache forgets for it. A new
  // CATALOG_TAGS entry is a type error here until it has a line, and fails until response-cache.mjs's
  // TAG_TREATMENTS knows it: an unknown catalogue tag forgets everything, every instance's cache on each write.
  type Treatment = Exclude<ReturnType<typeof responseCacheTreatment>, "unknown" | null>;
  const TREATMENT_OF: Record<keyof typeof CATALOG_TAGS, Treatment> = {
    all: "everything",
    productLists: "lists",
    sitemap: "lists",
    product: "page",
    relatedIn: "shown",
    brand: "shown",
    category: "shown",
    brands: "lists",
    categories: "lists",
    shops: "everything",
    previousBuildProducts: "everything",
  };
  /** Of these pages, which each treatment keeps: its own product's, one showing the tag, one showing other things, a list. */
  const KEPT_BY: Record<Treatment, Record<string, boolean>> = {
    page: { "/product/the-product": false, "/product/showing": true, "/product/elsewhere": true, "/": true },
    shown: { "/product/the-product": true, "/product/showing": false, "/product/elsewhere": true, "/": true },
    lists: { "/product/the-product": true, "/product/showing": true, "/product/elsewhere": true, "/": false },
    everything: { "/product/the-product": false, "/product/showing": false, "/product/elsewhere": false, "/": false },
  };

  it.each(Object.entries(CATALOG_TAGS))(
    "knows the manifest's tag CATALOG_TAGS.%s and forgets what its treatment says",
    async (name, make) => {
      const tag = typeof make === "function" ? make("the-product") : make;
      const treatment = TREATMENT_OF[name as keyof typeof CATALOG_TAGS];
      expect(responseCacheTreatment(tag), tag).toBe(treatment);
      const shop = await serverWith(() => ({ headers: PUBLIC, chunks: ["<p>"] }), undefined, { maxUrls: 20 });
      registerResponseCache(shop.cache);
      noteProductPageShows("the-product", ["catalog:related:other"]);
      noteProductPageShows("showing", [tag]);
      noteProductPageShows("elsewhere", ["catalog:related:other"]);
      const pages = Object.keys(KEPT_BY.everything);
      for (const path of pages) await shop.get(path);
      forgetResponsesTagged([tag]);
      const kept: Record<string, boolean> = {};
      for (const path of pages) kept[path] = (await shop.get(path)).headers.get("x-cache") === "HIT";
      expect(kept, tag).toEqual(KEPT_BY[treatment]);
    },
  );

  it("forgets everything for a catalogue tag it has no treatment for, and says so once; other tags are not its", async () => {
    expect(responseCacheTreatment("content:nearby-shops")).toBeNull();
    expect(responseCacheTreatment("catalog:made-up")).toBe("unknown");
    const shop = await serverWith(() => ({ headers: PUBLIC, chunks: ["<p>"] }), undefined, { maxUrls: 20 });
    registerResponseCache(shop.cache);
    const warn = vi.spyOn(log, "warn").mockImplementation(() => {});
    try {
      await shop.get("/product/steel-tiffin");
      forgetResponsesTagged(["content:nearby-shops", "_N_T_/product/steel-tiffin"]);
      expect((await shop.get("/product/steel-tiffin")).headers.get("x-cache")).toBe("HIT");
      for (let write = 0; write < 2; write++) {
        forgetResponsesTagged(["catalog:made-up"]);
        expect((await shop.get("/product/steel-tiffin")).headers.get("x-cache")).toBe("MISS");
      }
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('"catalog:made-up"');
    } finally {
      warn.mockRestore();
    }
  });

  it("lets a shopper who chose Hindi through to proxy.ts from an English page, and answers everyone else from memory", async () => {
    const shop = await serverWith(() => ({ headers: PUBLIC, chunks: ["<p>"] }));
    const hindi = { headers: { cookie: "theme=x; kosh_locale=hi" } };
    await shop.get("/product/steel-tiffin");
    // The cookie says Hindi: this English URL is for proxy.ts to redirect, never a stored copy.
    expect((await shop.get("/product/steel-tiffin", hindi)).headers.get("x-cache")).toBe("MISS");
    expect(shop.calls()).toBe(2);
    // English chosen, or no choice: the stored copy.
    for (const init of [{ headers: { cookie: "kosh_locale=en" } }, undefined]) {
      expect((await shop.get("/product/steel-tiffin", init)).headers.get("x-cache")).toBe("HIT");
    }
    // The Hindi page itself and the API are the same for every choice.
    for (const path of ["/hi/product/steel-tiffin", "/api/products"]) {
      await shop.get(path, hindi);
      expect((await shop.get(path, hindi)).headers.get("x-cache")).toBe("HIT");
    }
    expect(shop.calls()).toBe(4);
  });
});

describe("the cache of immutable files (server.mjs's second cache)", () => {
  const IMMUTABLE = { "Cache-Control": "public, max-age=31536000, immutable", Vary: "Accept-Encoding" };

  it("keys Accept-Encoding on the coding kept: the header written in new ways cannot push an answer out", async () => {
    const script = "self.TURBOPACK.push([4,5,6])";
    const shop = await serverWith(
      (request) => {
        const gzip = acceptsEncoding(String(request.headers["accept-encoding"] ?? ""), "gzip");
        return {
          headers: { ...IMMUTABLE, ...(gzip ? { "Content-Encoding": "gzip" } : {}) },
          chunks: [gzip ? gzipSync(script) : script],
        };
      },
      undefined,
      { eligiblePath: immutableFilePath },
    );
    const path = "/_next/static/chunks/1def.js";
    await rawGet(shop.port, path, { "accept-encoding": "gzip, deflate, br, zstd" });
    // Each of these used to be a variant of its own (four per URL pushed the browsers' one out).
    for (const header of ["gzip;q=0.1", "gzip;q=0.2", "GZIP;q=0.3", "br, gzip;q=0.4", "*"]) {
      const again = await rawGet(shop.port, path, { "accept-encoding": header });
      expect([again.headers["x-cache"], again.headers["content-encoding"]], header).toEqual(["HIT", "gzip"]);
    }
    expect(shop.calls()).toBe(1);
    // A client that refuses gzip, or sends no Accept-Encoding, never gets the gzip body.
    for (const header of ["gzip;q=0, identity", ""]) {
      const plain = await rawGet(shop.port, path, header ? { "accept-encoding": header } : {});
      expect(plain.body.toString(), header).toBe(script);
    }
    expect(shop.cache.size).toBe(2);
  });

  it("reads Accept-Encoding as RFC 9110 does: q=0 refuses, * covers the rest, identity unless refused", () => {
    expect(acceptsEncoding("gzip, br", "br")).toBe(true);
    expect(acceptsEncoding("gzip;q=0", "gzip")).toBe(false);
    expect(acceptsEncoding("*;q=0.5", "zstd")).toBe(true);
    expect(acceptsEncoding("br", "identity")).toBe(true);
    expect(acceptsEncoding("identity;q=0, br", "identity")).toBe(false);
    expect(acceptsEncoding("", "gzip")).toBe(false);
  });

  it("keeps each /_next/static/ file once per encoding, as compressed, with its ETag answered by 304", async () => {
    const script = "self.TURBOPACK.push([1,2,3])";
    const shop = await serverWith(
      (request) => {
        const gzip = String(request.headers["accept-encoding"]).includes("gzip");
        return {
          headers: { ...IMMUTABLE, ETag: 'W/"1a2b"', ...(gzip ? { "Content-Encoding": "gzip" } : {}) },
          chunks: [gzip ? gzipSync(script) : script],
        };
      },
      undefined,
      { eligiblePath: immutableFilePath },
    );
    const path = "/_next/static/chunks/0abc.js";
    const first = await rawGet(shop.port, path, { "accept-encoding": "gzip, br" });
    const second = await rawGet(shop.port, path, { "accept-encoding": "gzip, br" });
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.headers["content-encoding"]).toBe("gzip");
    expect(second.body.equals(first.body)).toBe(true);
    // A client without gzip gets the plain file, kept apart.
    const plain = await rawGet(shop.port, path, {});
    expect(plain.body.toString()).toBe(script);
    expect(shop.calls()).toBe(2);
    const revalidated = await rawGet(shop.port, path, { "accept-encoding": "gzip, br", "if-none-match": 'W/"1a2b"' });
    expect(revalidated.status).toBe(304);
    expect(shop.calls()).toBe(2);
  });

  it("answers a hard reload's no-cache from memory too, when it was made with freshOnNoCache: false", async () => {
    const shop = await serverWith(() => ({ headers: IMMUTABLE, chunks: ["self.TURBOPACK.push([])"] }), undefined, {
      eligiblePath: immutableFilePath,
      freshOnNoCache: false,
    });
    const path = "/_next/static/chunks/0abc.js";
    await shop.get(path);
    const reload = await shop.get(path, { headers: { "Cache-Control": "no-cache", Pragma: "no-cache" } });
    expect(reload.headers.get("x-cache")).toBe("HIT");
    expect(await reload.text()).toBe("self.TURBOPACK.push([])");
    expect(shop.calls()).toBe(1);
  });

  it("keeps pictures too, but not a 404: a name may be served later", async () => {
    const shop = await serverWith(
      (request) =>
        request.url!.includes("missing")
          ? { status: 404, headers: { "Cache-Control": "no-store" } }
          : { headers: IMMUTABLE },
      undefined,
      { eligiblePath: immutableFilePath },
    );
    for (const path of ["/media/3f2a.webp", "/uploads/a1b2.png", "/demo-images/banners/1.svg"]) {
      await shop.get(path);
      expect((await shop.get(path)).headers.get("x-cache"), path).toBe("HIT");
    }
    await shop.get("/media/missing.webp");
    expect((await shop.get("/media/missing.webp")).status).toBe(404);
    expect(shop.calls()).toBe(5);
  });

  it("keeps nothing else: pages, the API and other files go to Next every time", async () => {
    const shop = await serverWith(() => ({ headers: IMMUTABLE }), undefined, { eligiblePath: immutableFilePath });
    const paths = ["/", "/shop", "/api/getproducts/products", "/_next/image?url=x", "/favicon.ico"];
    // Made-up query strings on a build file would otherwise fill the cache and push the real files out.
    paths.push("/_next/static/chunks/0abc.js?v=1");
    for (const path of paths) {
      await shop.get(path);
      expect((await shop.get(path)).headers.get("x-cache"), path).not.toBe("HIT");
    }
    expect(shop.calls()).toBe(paths.length * 2);
  });
});
