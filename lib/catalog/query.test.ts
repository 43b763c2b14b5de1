import { describe, expect, it } from "vitest";
import { catalogHref, catalogParamsSchema, catalogQueryFromSearchParams, toCatalogQuery } from "./query";

const parse = (params: Record<string, string>) => toCatalogQuery(catalogParamsSchema.parse(params));

describe("catalogue query", () => {
  it("reads comma-joined lists, trims, and drops blanks and duplicates", () => {
    const query = parse({ brands: " Wildtrail, Urbanpack,,Wildtrail ", categories: "Luggage" });
    expect(query.brands).toEqual(["Wildtrail", "Urbanpack"]);
    expect(query.categories).toEqual(["Luggage"]);
  });

  it("joins the home tiles' ?category= into the category filter", () => {
    expect(parse({ category: "BackPack", categories: "Kitchen" }).categories).toEqual(["BackPack", "Kitchen"]);
  });

  it("sorts by relevance when searching and newest otherwise", () => {
    expect(parse({ q: "trolley" }).sort).toBe("relevance");
    expect(parse({}).sort).toBe("newest");
    expect(parse({ sort: "price-asc" }).sort).toBe("price-asc");
  });

  it("splits Brand:Subcategory pairs", () => {
    expect(parse({ subcategories: "Wildtrail:Trekking Packs,broken" }).subcategories).toEqual([
      { brand: "Wildtrail", name: "Trekking Packs" },
    ]);
  });

  it("refuses an unknown sort and absurd pages with clear messages", () => {
    const sort = catalogParamsSchema.safeParse({ sort: "cheapest" });
    expect(sort.success).toBe(false);
    expect(sort.error?.issues[0]?.message).toBe("sort must be one of relevance, price-asc, price-desc, newest.");
    expect(catalogParamsSchema.safeParse({ pageSize: "100000" }).error?.issues[0]?.message).toBe(
      "pageSize must be between 1 and 60.",
    );
    expect(catalogParamsSchema.safeParse({ page: "-1" }).success).toBe(false);
    expect(catalogParamsSchema.safeParse({ q: "x".repeat(101) }).success).toBe(false);
  });

  it("lets a page fall back to defaults for bad parameters but keep the good ones", () => {
    const query = catalogQueryFromSearchParams({ sort: "nonsense", brands: "Wildtrail", page: "abc" });
    expect(query).toMatchObject({ sort: "newest", brands: ["Wildtrail"], page: 1 });
  });

  it("builds short, canonical URLs that round-trip", () => {
    const href = catalogHref({ brands: ["Wildtrail"], categories: ["Luggage"], sort: "price-asc", page: 2 });
    expect(href).toBe("/shop?category=Luggage&brands=Wildtrail&sort=price-asc&page=2");
    const back = catalogQueryFromSearchParams(Object.fromEntries(new URL(href, "http://x").searchParams));
    expect(back).toMatchObject({ brands: ["Wildtrail"], categories: ["Luggage"], sort: "price-asc", page: 2 });
    expect(catalogHref({ sort: "newest", page: 1 })).toBe("/shop");
  });
});
