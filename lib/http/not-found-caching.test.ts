import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { notFoundCacheControl, sendNotFoundUnshared } from "./not-found-caching.mjs";

// A product page for an unknown or withdrawn slug is a cached page (ISR) that
// answers 404, which Next sends with the page's shared lifetime
// (`s-maxage=300, stale-while-revalidate=3300`). server.mjs sends it so no
// shared cache keeps it: published or re-activated, the product's page must
// show at once.

describe("notFoundCacheControl", () => {
  it("makes a 404 with a shared lifetime one no cache keeps", () => {
    expect(notFoundCacheControl(404, "s-maxage=300, stale-while-revalidate=3300")).toBe(
      "private, no-cache, no-store, max-age=0, must-revalidate",
    );
    expect(notFoundCacheControl(404, "public, max-age=60")).toBe(
      "private, no-cache, no-store, max-age=0, must-revalidate",
    );
  });

  it("leaves every other response as it is", () => {
    expect(notFoundCacheControl(200, "s-maxage=300, stale-while-revalidate=3300")).toBeNull();
    expect(notFoundCacheControl(404, "private, no-cache, no-store, max-age=0, must-revalidate")).toBeNull();
    expect(notFoundCacheControl(404, "public, max-age=31536000, immutable, no-store")).toBeNull();
    expect(notFoundCacheControl(404, undefined)).toBeNull();
  });
});

describe("sendNotFoundUnshared", () => {
  const servers: http.Server[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  async function serve(handler: (response: http.ServerResponse) => void) {
    const server = http.createServer((_request, response) => {
      sendNotFoundUnshared(response);
      handler(response);
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/product/not-yet`);
    return { status: response.status, headers: response.headers, body: await response.text() };
  }

  it("sends a cached page's 404 uncached by shared caches, as Next sets its header", async () => {
    const { status, headers, body } = await serve((response) => {
      response.statusCode = 404;
      response.setHeader("Cache-Control", "s-maxage=300, stale-while-revalidate=3300");
      response.end("<html>Product not found</html>");
    });
    expect(status).toBe(404);
    expect(headers.get("cache-control")).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
    expect(body).toBe("<html>Product not found</html>");
  });

  it("leaves a cached page's 200 alone", async () => {
    const page = await serve((response) => {
      response.setHeader("Cache-Control", "s-maxage=300, stale-while-revalidate=3300");
      response.end("<html></html>");
    });
    expect(page.headers.get("cache-control")).toBe("s-maxage=300, stale-while-revalidate=3300");
  });
});
