import { describe, expect, it } from "vitest";
import { localizedPath, rememberedLocale, rememberedLocaleRedirect, splitLocale } from "./locale-path.mjs";

describe("locale paths", () => {
  it("splits the Hindi prefix off and puts it back", () => {
    expect(splitLocale("/hi/product/x")).toEqual({ locale: "hi", path: "/product/x" });
    expect(splitLocale("/hi")).toEqual({ locale: "hi", path: "/" });
    expect(splitLocale("/hindi-pots")).toEqual({ locale: "en", path: "/hindi-pots" });
    expect(localizedPath("hi", "/")).toBe("/hi");
    expect(localizedPath("hi", "/shop?q=bag")).toBe("/hi/shop?q=bag");
    expect(localizedPath("en", "/cart")).toBe("/cart");
    expect(localizedPath("hi", "/?q=bag")).toBe("/hi?q=bag");
    expect(localizedPath("hi", "/#top")).toBe("/hi#top");
    // Not a path of this shop: as it is.
    for (const href of ["https://example.com/x", "//cdn.example/x", "mailto:care@kosh.example", "#top"]) {
      expect(localizedPath("hi", href)).toBe(href);
    }
  });

  it("reads the remembered language from a Cookie header, ignoring anything else", () => {
    expect(rememberedLocale("a=1; kosh_locale=hi; b=2")).toBe("hi");
    expect(rememberedLocale("kosh_locale=en")).toBe("en");
    expect(rememberedLocale("kosh_locale=fr")).toBeNull();
    expect(rememberedLocale("my_kosh_locale=hi")).toBeNull();
    expect(rememberedLocale(undefined)).toBeNull();
  });

  it("sends a shopper who chose Hindi from an English page to the Hindi one, and nothing else anywhere", () => {
    expect(rememberedLocaleRedirect("/", "hi")).toBe("/hi");
    expect(rememberedLocaleRedirect("/product/steel-tiffin", "hi")).toBe("/hi/product/steel-tiffin");
    expect(rememberedLocaleRedirect("/cart", "hi")).toBe("/hi/cart");
    // Already Hindi, English chosen, no choice (a crawler).
    for (const [path, choice] of [
      ["/hi/cart", "hi"],
      ["/", "en"],
      ["/", null],
    ] as const) {
      expect(rememberedLocaleRedirect(path, choice)).toBeNull();
    }
    // Not shopper pages: the API, the admin, assets and files, /en/… (redirected to the unprefixed URL first).
    for (const path of [
      "/api/products",
      "/admin",
      "/admin/orders",
      "/_next/static/chunks/a.js",
      "/media/x.webp",
      "/uploads/a.jpg",
      "/demo-images/b.jpg",
      "/robots.txt",
      "/sitemap.xml",
      "/en/cart",
    ]) {
      expect(rememberedLocaleRedirect(path, "hi"), path).toBeNull();
    }
    // A path that only starts like one of those is a shopper page.
    expect(rememberedLocaleRedirect("/administration-bags", "hi")).toBe("/hi/administration-bags");
  });
});
