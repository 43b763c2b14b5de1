import { NextRequest } from "next/server";
import { getRelativeURL } from "next/dist/shared/lib/router/utils/relativize-url";
import { describe, expect, it } from "vitest";
import { proxy } from "@/proxy";

// proxy.ts's redirects, with their Location as the shopper's browser gets it: Next's middleware adapter
// makes a same-origin Location relative (getRelativeURL), so an absolute "https://shop//evil.example"
// would reach the browser as "//evil.example", which it reads as another site's address.
const SHOP = "http://localhost:3000";

function locationFor(path: string, cookie?: string): string | null {
  const request = new NextRequest(`${SHOP}${path}`, { headers: cookie ? { cookie } : {} });
  const location = proxy(request).headers.get("Location");
  return location && getRelativeURL(location, request.url);
}

describe("proxy's redirects", () => {
  it("drop /en from an English address, to a path on the shop", () => {
    expect(locationFor("/en/cart")).toBe("/cart");
    expect(locationFor("/en")).toBe("/");
  });

  it("never send the browser to another site, whatever slashes follow /en", () => {
    // Next's own server collapses repeated slashes before proxy.ts runs; this holds without it too.
    for (const path of [
      "/en//evil.example/phish",
      "/en///evil.example",
      "/en/\\evil.example",
      "/en//%5Cevil.example",
    ]) {
      const location = locationFor(path)!;
      expect(location, path).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, SHOP).origin, path).toBe(SHOP);
    }
  });

  it("send a shopper who chose Hindi to the /hi page on the shop, whatever slashes the address has", () => {
    expect(locationFor("/cart", "kosh_locale=hi")).toBe("/hi/cart");
    const location = locationFor("//evil.example/phish", "kosh_locale=hi")!;
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, SHOP).origin).toBe(SHOP);
  });
});
