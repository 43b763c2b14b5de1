import { describe, expect, it } from "vitest";
import { CATALOG_TAGS, stockTags } from "./cache";

describe("stockTags", () => {
  it("marks only the moved products' pages stale while each stays in stock", () => {
    expect(
      stockTags([
        { slug: "steel-tiffin", stockBefore: 4, stockAfter: 3 },
        { slug: "cast-iron-tawa", stockBefore: 2, stockAfter: 4 },
      ]),
    ).toEqual([CATALOG_TAGS.product("steel-tiffin"), CATALOG_TAGS.product("cast-iron-tawa")]);
  });

  it("adds the lists and related products when a product sells out or comes back, the one change they show", () => {
    const soldOut = stockTags([{ slug: "steel-tiffin", stockBefore: 1, stockAfter: 0 }]);
    const back = stockTags([{ slug: "steel-tiffin", stockBefore: 0, stockAfter: 2 }]);
    for (const tags of [soldOut, back])
      expect(tags).toEqual([CATALOG_TAGS.product("steel-tiffin"), CATALOG_TAGS.productLists, CATALOG_TAGS.related]);
  });

  it("names a product once however many of its lines moved", () => {
    expect(
      stockTags([
        { slug: "steel-tiffin", stockBefore: 5, stockAfter: 4 },
        { slug: "steel-tiffin", stockBefore: 4, stockAfter: 2 },
      ]),
    ).toEqual([CATALOG_TAGS.product("steel-tiffin")]);
  });
});
