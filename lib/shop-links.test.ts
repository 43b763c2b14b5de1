import { describe, expect, it } from "vitest";
import { normalizeSearchQuery, shopHref } from "./shop-links";

describe("shopHref", () => {
  it("is the bare listing without parameters", () => {
    expect(shopHref()).toBe("/shop");
    expect(shopHref({ category: "", q: "", brands: [] })).toBe("/shop");
  });

  it("encodes a category name as the home tiles link it", () => {
    expect(shopHref({ category: "Laptop Bags" })).toBe("/shop?category=Laptop%20Bags");
    expect(shopHref({ category: "BackPack" })).toBe("/shop?category=BackPack");
  });

  it("encodes a search text, including characters that would break the query string", () => {
    expect(shopHref({ q: "steel bottle 1l" })).toBe("/shop?q=steel%20bottle%201l");
    expect(shopHref({ q: "50% off & more?#" })).toBe("/shop?q=50%25%20off%20%26%20more%3F%23");
  });

  it("joins brands with commas and encodes an ampersand in a brand name", () => {
    expect(shopHref({ brands: ["Tiffin & Co."] })).toBe("/shop?brands=Tiffin%20%26%20Co.");
    expect(shopHref({ brands: ["Wildtrail", "Urbanpack"] })).toBe("/shop?brands=Wildtrail%2CUrbanpack");
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
