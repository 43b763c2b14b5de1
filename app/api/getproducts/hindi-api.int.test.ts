import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { seed } from "@/prisma/seed";
import { GET as getBrands } from "../filters/brands/route";
import { GET as getCategories } from "../filters/categories/route";
import { GET as getProducts } from "./products/route";
import { GET as search } from "./search/route";

// Issue 17: the catalogue in Hindi through the /api (?lang=hi), and search by
// Hindi and romanised Hindi words, on the seeded demo catalogue.

type ApiProduct = {
  _id: string;
  slug: string;
  name: string;
  description: string;
  brand: string;
  category: string;
  declarations: { genericName: string | null };
};
type Handler = (request: Request, context: unknown) => Promise<Response>;

const call = async (handler: Handler, path: string) => {
  const response = await handler(new Request(`http://shop.test${path}`), {});
  return { status: response.status, text: await response.text() };
};
const json = async (handler: Handler, path: string) => {
  const { status, text } = await call(handler, path);
  return { status, body: JSON.parse(text) };
};

const slugsFound = async (words: string) => {
  const { status, body } = await json(search, `/api/getproducts/search?query=${encodeURIComponent(words)}&pageSize=60`);
  expect(status).toBe(200);
  return (body.products as ApiProduct[]).map((p) => p.slug);
};

const TIFFIN = "tiffin-and-co-3-tier-steel-tiffin";
const KADAI = "rasoi-craft-triply-steel-kadai-24cm";
const TAWA = "rasoi-craft-cast-iron-dosa-tawa-28cm";
const CASSEROLE = "rasoi-craft-triply-casserole-with-lid-20cm";

beforeAll(async () => {
  await seed(prisma, { log: () => {} });
});

describe("search in Hindi and romanised Hindi", () => {
  it("finds a product by a Devanagari word of its Hindi name, with or without the nukta", async () => {
    expect(await slugsFound("टिफ़िन")).toContain(TIFFIN);
    expect(await slugsFound("टिफिन")).toContain(TIFFIN);
    expect(await slugsFound("स्टील टिफ़िन")).toContain(TIFFIN);
    expect((await slugsFound("कड़ाही"))[0]).toBe(KADAI);
  });

  it("finds products by common romanised spellings of Hindi product words", async () => {
    expect(await slugsFound("tiffin")).toContain(TIFFIN);
    for (const word of ["kadai", "kadhai", "karahi"]) expect(await slugsFound(word), word).toContain(KADAI);
    for (const word of ["tawa", "tava"]) expect(await slugsFound(word), word).toContain(TAWA);
    expect(await slugsFound("patila")).toEqual([CASSEROLE]);
    expect(await slugsFound("masala dabba")).toContain("chai-street-home-steel-masala-dabba");
    expect(await slugsFound("lunch box")).toContain(TIFFIN);
  });

  it("forgives typos in Hindi and romanised words as it does in English", async () => {
    expect(await slugsFound("tifin")).toContain(TIFFIN);
    expect(await slugsFound("kadhaai")).toContain(KADAI);
    expect(await slugsFound("टिफन")).toContain(TIFFIN);
  });

  it("finds nothing for a Hindi word no product has", async () => {
    expect(await slugsFound("हवाईजहाज़")).toEqual([]);
  });
});

describe("?lang=hi on the catalogue APIs", () => {
  it("answers Hindi names and descriptions in the same shape, English where a product has no Hindi", async () => {
    const bottle = "tiffin-and-co-steel-water-bottle-1l";
    await prisma.product.update({ where: { slug: bottle }, data: { nameHi: null, descriptionHi: null } });
    const path = "/api/getproducts/products?categories=Kitchen&pageSize=60";
    const english = (await json(getProducts, path)).body as ApiProduct[];
    const hindi = (await json(getProducts, `${path}&lang=hi`)).body as ApiProduct[];
    expect(hindi.map((p) => p._id)).toEqual(english.map((p) => p._id));
    expect(hindi.map((p) => Object.keys(p))).toEqual(english.map((p) => Object.keys(p)));

    const tiffin = hindi.find((p) => p.slug === TIFFIN)!;
    const row = await prisma.product.findUniqueOrThrow({ where: { slug: TIFFIN } });
    expect(tiffin).toMatchObject({
      name: row.nameHi,
      description: row.descriptionHi,
      brand: "टिफ़िन एंड कंपनी".normalize("NFC"),
      category: "टिफ़िन और लंच बॉक्स".normalize("NFC"),
      declarations: { genericName: "टिफ़िन बॉक्स".normalize("NFC") },
    });
    const untranslated = hindi.find((p) => p.slug === bottle)!;
    const bottleRow = await prisma.product.findUniqueOrThrow({ where: { slug: bottle } });
    expect(untranslated.name).toBe(bottleRow.name);
    expect(untranslated.description).toBe(bottleRow.description);
  });

  it("answers exactly as before without lang (and with lang=en): English from the English columns", async () => {
    const path = "/api/getproducts/products?categories=Kitchen&pageSize=60";
    const plain = await call(getProducts, path);
    expect((await call(getProducts, `${path}&lang=en`)).text).toBe(plain.text);
    const rows = await prisma.product.findMany({
      where: { isActive: true, slug: { in: (JSON.parse(plain.text) as ApiProduct[]).map((p) => p.slug) } },
      include: { brand: true, category: true },
    });
    for (const product of JSON.parse(plain.text) as ApiProduct[]) {
      const row = rows.find((r) => r.id === product._id)!;
      expect(product).toMatchObject({
        name: row.name,
        description: row.description,
        brand: row.brand.name,
        category: row.category.name,
        declarations: { genericName: row.genericName },
      });
    }
    expect(plain.text).not.toMatch(/[\u0900-\u097F]/);
    const searchPlain = await call(search, "/api/getproducts/search?query=tiffin");
    expect((await call(search, "/api/getproducts/search?query=tiffin&lang=en")).text).toBe(searchPlain.text);
    expect(searchPlain.text).not.toMatch(/[\u0900-\u097F]/);
  });

  it("answers search results in Hindi with lang=hi", async () => {
    const { body } = await json(search, `/api/getproducts/search?query=kadhai&lang=hi`);
    expect(body.products[0]).toMatchObject({ slug: KADAI, name: expect.stringMatching(/कड़ाही/) });
  });

  it("names brands, subcategories and categories in Hindi, and takes the Hindi names back as filters", async () => {
    const brands = (await json(getBrands, "/api/filters/brands?lang=hi")).body as Array<{
      name: string;
      subcategories: string[];
    }>;
    expect(brands.find((b) => b.name === "Wildtrail")?.subcategories).toContain("मानसून रेंज");
    expect(brands.map((b) => b.name)).toContain("रसोई क्राफ़्ट".normalize("NFC"));
    const categories = JSON.stringify((await json(getCategories, "/api/filters/categories?lang=hi")).body);
    expect(categories).toContain("रसोई");
    expect((await call(getCategories, "/api/filters/categories")).text).not.toMatch(/[\u0900-\u097F]/);

    const byHindi = (await json(getProducts, `/api/getproducts/products?categories=${encodeURIComponent("रसोई")}`))
      .body as ApiProduct[];
    const byEnglish = (await json(getProducts, "/api/getproducts/products?categories=Kitchen")).body as ApiProduct[];
    expect(byHindi.map((p) => p._id)).toEqual(byEnglish.map((p) => p._id));
    expect(byHindi.length).toBeGreaterThan(0);
  });

  it("refuses a language the shop does not have, with a clear message", async () => {
    for (const [handler, path] of [
      [getProducts, "/api/getproducts/products?lang=fr"],
      [search, "/api/getproducts/search?query=tiffin&lang=hindi"],
      [getBrands, "/api/filters/brands?lang=HI"],
      [getCategories, "/api/filters/categories?lang="],
    ] as Array<[Handler, string]>) {
      const { status, body } = await json(handler, path);
      expect(status, path).toBe(400);
      expect(JSON.stringify(body), path).toContain("lang must be en or hi.");
    }
  });
});
