import { describe, expect, it } from "vitest";
import { firstFreeSlug, slugBase, slugify } from "./slug";

describe("slugify", () => {
  it("makes the seed's slugs", () => {
    expect(slugify("Tiffin & Co.")).toBe("tiffin-and-co");
    expect(slugify("  Café  Trolley 55cm ")).toBe("cafe-trolley-55cm");
    expect(slugify("बैग")).toBe("");
  });
});

describe("slugBase", () => {
  it("shortens long names and falls back when a name gives no slug", () => {
    expect(slugBase("a ".repeat(100), "product").length).toBeLessThanOrEqual(80);
    expect(slugBase("a ".repeat(100), "product").endsWith("-")).toBe(false);
    expect(slugBase("बैग", "product")).toBe("product");
  });
});

describe("firstFreeSlug", () => {
  it("adds the lowest free suffix", () => {
    expect(firstFreeSlug("bag", [])).toBe("bag");
    expect(firstFreeSlug("bag", ["bag"])).toBe("bag-2");
    expect(firstFreeSlug("bag", ["bag", "bag-2", "bag-4"])).toBe("bag-3");
  });
});
