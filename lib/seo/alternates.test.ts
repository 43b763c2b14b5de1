import { describe, expect, it } from "vitest";
import { localeAlternates, openGraphLocale, sitemapAlternates } from "./alternates";

describe("hreflang alternates", () => {
  it("gives each language's page its own canonical URL and links every version, English as x-default", () => {
    const languages = { "en-IN": "/faq", "hi-IN": "/hi/faq", "x-default": "/faq" };
    expect(localeAlternates("/faq", "en")).toEqual({ canonical: "/faq", languages });
    expect(localeAlternates("/faq", "hi")).toEqual({ canonical: "/hi/faq", languages });
    expect(localeAlternates("/", "hi")).toEqual({
      canonical: "/hi",
      languages: { "en-IN": "/", "hi-IN": "/hi", "x-default": "/" },
    });
    expect(localeAlternates("/shop?category=Backpacks", "hi").canonical).toBe("/hi/shop?category=Backpacks");
  });

  it("gives a page whose address differs by language (a /shop listing's filter names) each language's own", () => {
    const path = { en: "/shop?category=Luggage", hi: "/shop?category=लगेज" };
    expect(localeAlternates(path, "hi")).toEqual({
      canonical: "/hi/shop?category=लगेज",
      languages: {
        "en-IN": "/shop?category=Luggage",
        "hi-IN": "/hi/shop?category=लगेज",
        "x-default": "/shop?category=Luggage",
      },
    });
    expect(new URL(sitemapAlternates(path, "en").url).search).toBe("?category=Luggage");
  });

  it("names the page's OpenGraph locale and the other language's", () => {
    expect(openGraphLocale("hi")).toEqual({ locale: "hi_IN", alternateLocale: ["en_IN"] });
    expect(openGraphLocale("en")).toEqual({ locale: "en_IN", alternateLocale: ["hi_IN"] });
  });

  it("writes sitemap entries with absolute URLs", () => {
    const entry = sitemapAlternates("/product/x", "hi");
    expect(new URL(entry.url).pathname).toBe("/hi/product/x");
    const languages = entry.alternates!.languages as Record<string, string>;
    expect(Object.keys(languages)).toEqual(["en-IN", "hi-IN", "x-default"]);
    expect(Object.values(languages).map((url) => new URL(url).pathname)).toEqual([
      "/product/x",
      "/hi/product/x",
      "/product/x",
    ]);
  });
});
