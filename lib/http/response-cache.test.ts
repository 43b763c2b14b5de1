import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { createResponseCache, sharedCacheSeconds } from "./response-cache.mjs";

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
async function serverWith(app: (request: http.IncomingMessage) => Answer | Promise<Answer>, now = () => Date.now()) {
  const cache = createResponseCache({ maxUrls: 3, maxBodyBytes: 64, maxTotalBytes: 100, now });
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
  it("reads s-maxage, then max-age, of public responses only", () => {
    expect(sharedCacheSeconds("public, max-age=0, s-maxage=60")).toBe(60);
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

  it("never stores private, uncacheable, cookie-setting or failed answers, nor non-GET or page requests", async () => {
    const shop = await serverWith((request) => {
      if (request.url === "/api/private") return { headers: { "Cache-Control": "no-store" } };
      if (request.url === "/api/cookie") return { headers: { ...PUBLIC, "Set-Cookie": "a=b" } };
      if (request.url === "/api/missing") return { status: 404, headers: PUBLIC };
      if (request.url === "/api/everyone") return { headers: { ...PUBLIC, Vary: "*" } };
      return { headers: PUBLIC };
    });
    for (const path of ["/api/private", "/api/cookie", "/api/missing", "/api/everyone", "/shop"]) {
      await shop.get(path);
      const again = await shop.get(path);
      expect(again.headers.get("x-cache"), path).not.toBe("HIT");
    }
    await shop.get("/api/posted", { method: "POST", body: "{}" });
    await shop.get("/api/posted", { method: "POST", body: "{}" });
    expect(shop.calls()).toBe(12);
    expect(shop.cache.size).toBe(0);
  });

  it("keeps one answer per value of the headers named in Vary (a gzip body never reaches a plain client)", async () => {
    const plain = JSON.stringify({ n: 1 });
    const shop = await serverWith((request) =>
      String(request.headers["accept-encoding"]).includes("gzip")
        ? { headers: { ...PUBLIC, Vary: "Accept-Encoding", "Content-Encoding": "gzip" }, chunks: [gzipSync(plain)] }
        : { headers: { ...PUBLIC, Vary: "Accept-Encoding" }, chunks: [plain] },
    );
    const raw = (encoding: string) =>
      new Promise<{ cache: string; encoding: string; body: Buffer }>((resolve, reject) => {
        // fetch() would decompress; http.get shows the bytes as served.
        const request = http.get(
          {
            host: "127.0.0.1",
            port: shop.port,
            path: "/api/listing",
            headers: { "accept-encoding": encoding },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () =>
              resolve({
                cache: String(response.headers["x-cache"]),
                encoding: String(response.headers["content-encoding"] ?? ""),
                body: Buffer.concat(chunks),
              }),
            );
          },
        );
        request.on("error", reject);
      });

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
    const shop = await serverWith((request) => ({ headers: PUBLIC, chunks: [String(request.url).padEnd(40, ".")] }));
    for (const name of ["a", "b", "c"]) await shop.get(`/api/${name}`);
    // 3 × 40 bytes is over the 100-byte budget: /api/a went.
    expect(shop.cache.bytes).toBe(80);
    expect((await shop.get("/api/c")).headers.get("x-cache")).toBe("HIT");
    expect((await shop.get("/api/a")).headers.get("x-cache")).toBe("MISS");
    shop.cache.clear();
    expect(shop.cache.bytes).toBe(0);
  });
});
