import { describe, expect, it } from "vitest";
import { absoluteUrl, siteUrl } from "./site";

// The shop's public address: order e-mails' links, canonical and hreflang
// links, JSON-LD, the sitemap and robots.txt are built on it, never on a
// request's Host header.

describe("siteUrl", () => {
  it("is NEXTAUTH_URL when set, without a trailing slash", () => {
    expect(siteUrl({ NEXTAUTH_URL: "https://shop.example.in/", VERCEL: "1", VERCEL_URL: "x.vercel.app" })).toBe(
      "https://shop.example.in",
    );
  });

  it("on Vercel without NEXTAUTH_URL, is the project's production domain over https, not localhost", () => {
    const vercel = { VERCEL: "1", VERCEL_PROJECT_PRODUCTION_URL: "shop.example.in", VERCEL_URL: "kosh-abc.vercel.app" };
    expect(siteUrl(vercel)).toBe("https://shop.example.in");
    expect(absoluteUrl("/trackorder?id=o1", vercel)).toBe("https://shop.example.in/trackorder?id=o1");
    expect(siteUrl({ VERCEL: "1", VERCEL_URL: "kosh-abc.vercel.app" })).toBe("https://kosh-abc.vercel.app");
  });

  it("is the local server elsewhere (the demo and tests)", () => {
    expect(siteUrl({ PORT: "3917" })).toBe("http://localhost:3917");
    expect(siteUrl({})).toBe("http://localhost:3000");
  });
});
