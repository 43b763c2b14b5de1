import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { redirectCacheControl, sendPermanentRedirectsUncachedByBrowsers } from "./redirect-caching.mjs";

// server.mjs sends the permanent redirect a cached page answers (a /shop
// address under a category's former name) with max-age=0, so no browser keeps
// it past a rename back.

describe("redirectCacheControl", () => {
  it("gives a permanent redirect with a shared lifetime only max-age=0, keeping the shared lifetime", () => {
    expect(redirectCacheControl(308, "s-maxage=300, stale-while-revalidate=3300")).toBe("max-age=0, s-maxage=300");
    expect(redirectCacheControl(301, "public, S-MAXAGE=60")).toBe("max-age=0, S-MAXAGE=60");
  });

  it("leaves every other response as it is", () => {
    expect(redirectCacheControl(200, "s-maxage=300, stale-while-revalidate=3300")).toBeNull();
    expect(redirectCacheControl(307, "s-maxage=300")).toBeNull();
    expect(redirectCacheControl(308, "private, no-cache, no-store, max-age=0, must-revalidate")).toBeNull();
    expect(redirectCacheControl(308, "public, max-age=31536000, s-maxage=60")).toBeNull();
    expect(redirectCacheControl(308, undefined)).toBeNull();
  });
});

describe("sendPermanentRedirectsUncachedByBrowsers", () => {
  const servers: http.Server[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  async function serve(handler: (response: http.ServerResponse) => void) {
    const server = http.createServer((_request, response) => {
      sendPermanentRedirectsUncachedByBrowsers(response);
      handler(response);
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, {
      redirect: "manual",
    });
    return { status: response.status, headers: response.headers };
  }

  it("sends a cached page's 308 with max-age=0 and its Location once, as Next sets them", async () => {
    const { status, headers } = await serve((response) => {
      response.statusCode = 308;
      response.setHeader("location", "/shop?category=Work%20Bags");
      response.appendHeader("location", "/shop?category=Work%20Bags");
      response.setHeader("Cache-Control", "s-maxage=300, stale-while-revalidate=3300");
      response.end();
    });
    expect(status).toBe(308);
    expect(headers.get("cache-control")).toBe("max-age=0, s-maxage=300");
    expect(headers.get("location")).toBe("/shop?category=Work%20Bags");
  });

  it("leaves a page's 200 and a per-request redirect alone", async () => {
    const page = await serve((response) => {
      response.setHeader("Cache-Control", "s-maxage=300, stale-while-revalidate=3300");
      response.end("<html></html>");
    });
    expect(page.headers.get("cache-control")).toBe("s-maxage=300, stale-while-revalidate=3300");
    const search = await serve((response) => {
      response.writeHead(308, {
        Location: "/shop?q=bag&category=Work%20Bags",
        "Cache-Control": "private, no-cache, no-store, max-age=0, must-revalidate",
      });
      response.end();
    });
    expect(search.headers.get("cache-control")).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
  });
});
