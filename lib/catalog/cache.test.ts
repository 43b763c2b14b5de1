import { describe, expect, it } from "vitest";
import { CATALOG_TAGS, stockTags } from "./cache";

describe("stockTags", () => {
  it("marks only the moved products' pages stale while each stays in stock", () => {
    expect(
      stockTags([
        { slug: "steel-tiffin", stockBefore: 4, stockAfter: 3, relatedCategoryIds: [] },
        { slug: "cast-iron-tawa", stockBefore: 2, stockAfter: 4, relatedCategoryIds: [] },
      ]),
    ).toEqual([CATALOG_TAGS.product("steel-tiffin"), CATALOG_TAGS.product("cast-iron-tawa")]);
  });

  it("adds the lists and the related products of the categories showing it when a product sells out or comes back", () => {
    const relatedCategoryIds = ["tiffins", "kitchen"];
    const soldOut = stockTags([{ slug: "steel-tiffin", stockBefore: 1, stockAfter: 0, relatedCategoryIds }]);
    const back = stockTags([{ slug: "steel-tiffin", stockBefore: 0, stockAfter: 2, relatedCategoryIds }]);
    for (const tags of [soldOut, back])
      expect(tags).toEqual([
        CATALOG_TAGS.product("steel-tiffin"),
        CATALOG_TAGS.productLists,
        CATALOG_TAGS.relatedIn("tiffins"),
        CATALOG_TAGS.relatedIn("kitchen"),
      ]);
    // Not among any category's newest: no product page but its own.
    expect(stockTags([{ slug: "old-tawa", stockBefore: 1, stockAfter: 0, relatedCategoryIds: [] }])).toEqual([
      CATALOG_TAGS.product("old-tawa"),
      CATALOG_TAGS.productLists,
    ]);
  });

  it("names a product once however many of its lines moved", () => {
    expect(
      stockTags([
        { slug: "steel-tiffin", stockBefore: 5, stockAfter: 4, relatedCategoryIds: [] },
        { slug: "steel-tiffin", stockBefore: 4, stockAfter: 2, relatedCategoryIds: [] },
      ]),
    ).toEqual([CATALOG_TAGS.product("steel-tiffin")]);
  });
});
