import { describe, expect, it } from "vitest";
import { catalogQueryFromSearchParams } from "./query";
import { canonicalCatalogQuery, catalogHref, normalizeSearchQuery } from "./query-href";

// The shop's one link builder. The links the spec writes out (category tiles,
// /shop?category={name}) come out as it writes them.

describe("catalogHref", () => {
  it("is the bare listing without parameters", () => {
    expect(catalogHref({})).toBe("/shop");
    expect(catalogHref({ categories: [], q: "", brands: [] })).toBe("/shop");
  });

  it("encodes a category name as the home tiles link it", () => {
    expect(catalogHref({ categories: ["Laptop Bags"] })).toBe("/shop?category=Laptop%20Bags");
    expect(catalogHref({ categories: ["BackPack"] })).toBe("/shop?category=BackPack");
  });

  it("lists several categories under categories=", () => {
    expect(catalogHref({ categories: ["Luggage", "Kitchen"] })).toBe("/shop?categories=Luggage%2CKitchen");
  });

  it("encodes a search text, including characters that would break the query string", () => {
    expect(catalogHref({ q: "steel bottle 1l" })).toBe("/shop?q=steel%20bottle%201l");
    expect(catalogHref({ q: "50% off & more?#" })).toBe("/shop?q=50%25%20off%20%26%20more%3F%23");
  });

  it("joins brands with commas and encodes an ampersand in a brand name", () => {
    expect(catalogHref({ brands: ["Tiffin & Co."] })).toBe("/shop?brands=Tiffin%20%26%20Co.");
    expect(catalogHref({ brands: ["Wildtrail", "Urbanpack"] })).toBe("/shop?brands=Wildtrail%2CUrbanpack");
  });

  it("reads back as the view it was built from", () => {
    const view = {
      categories: ["Office Bags"],
      brands: ["Tiffin & Co."],
      subcategories: [{ brand: "Tiffin & Co.", name: "Lunch Boxes" }],
      sort: "price-desc" as const,
      page: 3,
    };
    const href = catalogHref(view);
    const back = catalogQueryFromSearchParams(Object.fromEntries(new URL(href, "http://x").searchParams));
    expect(back).toMatchObject(view);
    expect(catalogHref(back)).toBe(href);
  });
});

describe("normalizeSearchQuery", () => {
  it("trims the text", () => {
    expect(normalizeSearchQuery("  trolley bag \n")).toBe("trolley bag");
  });

  it("gives null for empty or blank text", () => {
    expect(normalizeSearchQuery("")).toBeNull();
    expect(normalizeSearchQuery("   \t ")).toBeNull();
  });
});

describe("canonicalCatalogQuery", () => {
  const listing = catalogQueryFromSearchParams({ category: "Luggage", page: "3" });

  it("keeps a plain listing's page as its own canonical view", () => {
    expect(catalogHref(canonicalCatalogQuery(listing))).toBe("/shop?category=Luggage&page=3");
  });

  it("sends another order or page size to the plain listing's first page", () => {
    for (const asked of [
      { category: "Luggage", sort: "price-asc", page: "3" },
      { category: "Luggage", pageSize: "48", page: "2" },
    ])
      expect(catalogHref(canonicalCatalogQuery(catalogQueryFromSearchParams(asked))), JSON.stringify(asked)).toBe(
        "/shop?category=Luggage",
      );
    // A search's own order is relevance: only another one is a duplicate.
    const search = catalogQueryFromSearchParams({ q: "bottle", sort: "newest" });
    expect(catalogHref(canonicalCatalogQuery(search))).toBe("/shop?q=bottle");
  });
});
