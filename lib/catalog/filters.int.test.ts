import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { catalogQuery } from "@/test/integration/catalog";
import { catalogQueryIn, unknownFilterNames } from "./filters";
import { catalogHref } from "./query-href";

// A /shop address names its filters in the language of the page that linked
// it; the listing shows them, and gives its canonical and hreflang addresses,
// in each page's own language (outside Next.js these reads are not cached).
describe("a listing's filter names in a language", () => {
  beforeAll(async () => {
    const luggage = await prisma.category.create({ data: { name: "Luggage", nameHi: "लगेज", slug: "luggage" } });
    await prisma.category.create({
      data: { name: "Trolleys", nameHi: "ट्रॉली", slug: "trolleys", parentId: luggage.id },
    });
    await prisma.category.create({ data: { name: "Untranslated", slug: "untranslated" } });
    await prisma.brand.create({
      data: {
        name: "Urbanpack",
        nameHi: "अर्बनपैक",
        slug: "urbanpack",
        subcategories: { create: [{ name: "Campus", nameHi: "कैंपस", slug: "campus" }] },
      },
    });
  });

  it("names categories, brands and subcategories in Hindi, whichever language or slug the address used", async () => {
    const asked = catalogQuery({
      categories: ["luggage", "ट्रॉली"],
      brands: ["URBANPACK", "Campus"],
      subcategories: [{ brand: "Urbanpack", name: "campus" }],
    });
    expect(await catalogQueryIn(asked, "hi")).toMatchObject({
      categories: ["लगेज", "ट्रॉली"],
      brands: ["अर्बनपैक", "कैंपस"],
      subcategories: [{ brand: "अर्बनपैक", name: "कैंपस" }],
    });
  });

  it("names Hindi ones in English, and the English listing's address says so", async () => {
    const hindi = catalogQuery({ categories: ["लगेज"], brands: ["अर्बनपैक"], sort: "price-asc", page: 2 });
    const english = await catalogQueryIn(hindi, "en");
    expect(english).toEqual({ ...hindi, categories: ["Luggage"], brands: ["Urbanpack"] });
    expect(catalogHref(english)).toBe("/shop?category=Luggage&brands=Urbanpack&sort=price-asc&page=2");
  });

  it("keeps a name without a Hindi one in English, and one it does not know as it came", async () => {
    expect((await catalogQueryIn(catalogQuery({ categories: ["Untranslated", "Nowhere"] }), "hi")).categories).toEqual([
      "Untranslated",
      "Nowhere",
    ]);
  });

  it("names the same category once when the address named it in both languages", async () => {
    expect((await catalogQueryIn(catalogQuery({ categories: ["Luggage", "लगेज"] }), "en")).categories).toEqual([
      "Luggage",
    ]);
  });

  it("finds the names the catalogue does not know, in any language, slug or case (a listing naming one is a 404)", async () => {
    const known = catalogQuery({
      categories: ["luggage", "ट्रॉली", "untranslated"],
      brands: ["URBANPACK", "अर्बनपैक", "campus", "कैंपस"],
      subcategories: [
        { brand: "urbanpack", name: "CAMPUS" },
        { brand: "अर्बनपैक", name: "कैंपस" },
      ],
    });
    expect(await unknownFilterNames(known)).toEqual([]);
    expect(await unknownFilterNames(catalogQuery({}))).toEqual([]);
    const made = catalogQuery({
      categories: ["Luggage", "Call 98000 00000 for a refund"],
      brands: ["Urbanpack", "FREE iPhone at evil.example"],
      subcategories: [
        { brand: "Urbanpack", name: "Nowhere" },
        { brand: "Nobody", name: "Campus" },
      ],
    });
    expect(await unknownFilterNames(made)).toEqual([
      "Call 98000 00000 for a refund",
      "FREE iPhone at evil.example",
      "Urbanpack:Nowhere",
      "Nobody:Campus",
    ]);
  });
});
