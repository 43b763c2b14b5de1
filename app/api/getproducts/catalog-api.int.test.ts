import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { prisma } from "@/lib/db";
import { seed } from "@/prisma/seed";
import { GET as getBrands } from "../filters/brands/route";
import { GET as getCategories } from "../filters/categories/route";
import { GET as getProducts } from "./products/route";
import { GET as search } from "./search/route";

type ApiProduct = { _id: string; name: string; price: number; mrp: number | null; brand: string; category: string };

const call = async (handler: (request: Request, context: unknown) => Promise<Response>, path: string) => {
  const response = await handler(new Request(`http://shop.test${path}`), {});
  return { status: response.status, headers: response.headers, body: await response.json() };
};

beforeAll(async () => {
  await seed(prisma, { log: () => {} });
});

describe("GET /api/filters/brands", () => {
  it("lists active brands with their subcategory names", async () => {
    const { status, body } = await call(getBrands, "/api/filters/brands");
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(8);
    expect(body[0]).toEqual({ name: expect.any(String), subcategories: expect.arrayContaining([expect.any(String)]) });
  });
});

describe("GET /api/filters/categories", () => {
  it("answers the nested tree: strings for leaves, {name, children} for parents", async () => {
    const { status, body } = await call(getCategories, "/api/filters/categories");
    expect(status).toBe(200);
    const names = body.map((c: string | { name: string }) => (typeof c === "string" ? c : c.name));
    expect(names).toEqual(expect.arrayContaining(["BackPack", "Luggage", "Kitchen", "Kosh Originals"]));
    const luggage = body.find((c: { name?: string }) => c.name === "Luggage");
    expect(luggage.children.length).toBeGreaterThan(0);
  });
});

describe("GET /api/getproducts/products", () => {
  it("answers products in rupees, newest first by default, with paging headers", async () => {
    const { status, headers, body } = await call(getProducts, "/api/getproducts/products?pageSize=5");
    expect(status).toBe(200);
    expect(body).toHaveLength(5);
    expect(Number(headers.get("x-total-count"))).toBe(await prisma.product.count({ where: { isActive: true } }));
    const product = await prisma.product.findUniqueOrThrow({ where: { id: body[0]._id } });
    expect(body[0].price).toBe(product.price / 100);
    expect(body[0]).toMatchObject({
      name: product.name,
      description: product.description,
      variants: expect.any(Array),
    });
  });

  it("takes a brand's subcategory name in brands=, as the spec's clients send it (alone or beside a brand)", async () => {
    const campus = await prisma.product.findMany({
      where: { isActive: true, brandSubcategory: { name: "Campus" } },
      select: { id: true },
    });
    expect(campus.length).toBeGreaterThan(0);
    const { body } = await call(getProducts, "/api/getproducts/products?brands=Campus&pageSize=60");
    expect(body.map((p: ApiProduct) => p._id).sort()).toEqual(campus.map((p) => p.id).sort());
    expect(new Set(body.map((p: ApiProduct) => p.brand))).toEqual(new Set(["Urbanpack"]));

    const both = await call(getProducts, "/api/getproducts/products?brands=campus,Rasoi%20Craft&pageSize=60");
    const rasoi = await prisma.product.count({ where: { isActive: true, brand: { name: "Rasoi Craft" } } });
    expect(both.body).toHaveLength(campus.length + rasoi);
    const searched = await call(search, "/api/getproducts/search?query=backpack&brands=Campus&pageSize=60");
    expect(searched.body.products.length).toBeGreaterThan(0);
    for (const product of searched.body.products) expect(campus.map((p) => p.id)).toContain(product._id);
  });

  it("carries each product's Legal Metrology declarations", async () => {
    const { body } = await call(getProducts, "/api/getproducts/products?brands=Nomad%20Gear&pageSize=1");
    expect(body[0].declarations).toEqual({
      genericName: expect.any(String),
      netQuantity: "1 N",
      dimensions: expect.stringMatching(/ cm$/),
      weightGrams: expect.toBeOneOf([null, expect.any(Number)]),
      countryOfOrigin: "Vietnam",
      manufacturer: { name: "Saigon Pack Manufacturing Co., Ltd.", address: expect.stringContaining("Vietnam") },
      packer: {
        role: "Imported by",
        name: "Nomad Gear India Pvt. Ltd.",
        address: expect.stringContaining("Bengaluru"),
      },
      customerCare: expect.stringContaining("support@kosh.example"),
    });
  });

  it("filters by brand (several, comma-joined) and sorts by price", async () => {
    const { body } = await call(
      getProducts,
      "/api/getproducts/products?brands=Wildtrail,Urbanpack&sort=price-asc&pageSize=60",
    );
    expect(body.length).toBeGreaterThan(0);
    expect(new Set(body.map((p: ApiProduct) => p.brand))).toEqual(new Set(["Wildtrail", "Urbanpack"]));
    const prices = body.map((p: ApiProduct) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("includes products of child categories when a parent is chosen", async () => {
    const { body } = await call(getProducts, "/api/getproducts/products?categories=Luggage&pageSize=60");
    const categories = new Set(body.map((p: ApiProduct) => p.category));
    expect(categories.size).toBeGreaterThan(1);
    const luggage = await prisma.category.findUniqueOrThrow({
      where: { name: "Luggage" },
      include: { children: true },
    });
    const allowed = new Set(["Luggage", ...luggage.children.map((c) => c.name)]);
    const grandchildren = await prisma.category.findMany({
      where: { parentId: { in: luggage.children.map((c) => c.id) } },
    });
    grandchildren.forEach((c) => allowed.add(c.name));
    expect([...categories].every((name) => allowed.has(name as string))).toBe(true);
  });

  it("takes an empty sort= as the default order (newest first)", async () => {
    const [blank, absent] = await Promise.all([
      call(getProducts, "/api/getproducts/products?sort=&pageSize=10"),
      call(getProducts, "/api/getproducts/products?pageSize=10"),
    ]);
    expect(blank.status).toBe(200);
    expect(blank.body.map((p: ApiProduct) => p._id)).toEqual(absent.body.map((p: ApiProduct) => p._id));
  });

  it("matches nothing for an unknown brand instead of ignoring the filter", async () => {
    const { status, body, headers } = await call(getProducts, "/api/getproducts/products?brands=NoSuchBrand");
    expect(status).toBe(200);
    expect(body).toEqual([]);
    expect(headers.get("x-total-count")).toBe("0");
  });

  const backpacks = async () => {
    const parent = await prisma.category.findFirstOrThrow({ where: { name: "BackPack" }, include: { children: true } });
    return { categoryId: { in: [parent.id, ...parent.children.map((c) => c.id)] } };
  };
  const wildtrailOrCampus = async () => ({
    OR: [{ brand: { name: "Wildtrail" } }, { brandSubcategory: { name: "Campus" } }],
  });
  it.each([
    ["newest", "", async () => ({}), [{ createdAt: "desc" }, { id: "asc" }]],
    ["price-asc", "&categories=BackPack", backpacks, [{ price: "asc" }, { id: "asc" }]],
    ["price-desc", "&brands=Wildtrail,Campus", wildtrailOrCampus, [{ price: "desc" }, { id: "asc" }]],
  ] as const)(
    "pages through a listing sorted %s: every active product once, in order, to the last page",
    async (sort, filter, filterWhere, orderBy) => {
      const where = { isActive: true, ...(await filterWhere()) };
      // Four products tie on the sort key, so only the id decides their order (and their page).
      const tied = await prisma.product.findMany({ where, orderBy: { id: "asc" }, take: 4 });
      const tie = sort === "newest" ? { createdAt: tied[0]!.createdAt } : { price: tied[0]!.price };
      await prisma.product.updateMany({ where: { id: { in: tied.map((p) => p.id) } }, data: tie });
      onTestFinished(() =>
        Promise.all(
          tied.map(({ id, price, createdAt }) => prisma.product.update({ where: { id }, data: { price, createdAt } })),
        ).then(() => undefined),
      );
      const expected = (await prisma.product.findMany({ where, orderBy: [...orderBy], select: { id: true } })).map(
        (p) => p.id,
      );
      expect(expected.length).toBeGreaterThan(14);
      const seen: string[] = [];
      const pageCount = Math.ceil(expected.length / 7);
      // One page past the last, which is empty but still counts them.
      for (let page = 1; page <= pageCount + 1; page++) {
        const { body, headers } = await call(
          getProducts,
          `/api/getproducts/products?sort=${sort}${filter}&pageSize=7&page=${page}`,
        );
        expect(headers.get("x-total-count")).toBe(String(expected.length));
        seen.push(...body.map((p: ApiProduct) => p._id));
      }
      expect(seen).toEqual(expected);
    },
  );

  it("hides inactive products", async () => {
    const hidden = await prisma.product.findFirstOrThrow({ where: { brand: { name: "Rasoi Craft" } } });
    await prisma.product.update({ where: { id: hidden.id }, data: { isActive: false } });
    const { body } = await call(getProducts, "/api/getproducts/products?brands=Rasoi%20Craft&pageSize=60");
    expect(body.some((p: ApiProduct) => p._id === hidden.id)).toBe(false);
    await prisma.product.update({ where: { id: hidden.id }, data: { isActive: true } });
  });

  it.each([
    ["sort=cheapest", "sort must be one of relevance, price-asc, price-desc, newest."],
    ["pageSize=100000", "pageSize must be between 1 and 60."],
    ["page=0", "page must be between 1 and 10000."],
    ["page=abc", "page must be a whole number."],
  ])("answers 400 with a clear message for %s", async (params, message) => {
    const { status, body, headers } = await call(getProducts, `/api/getproducts/products?${params}`);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    expect(body.code).toBe("BAD_REQUEST");
    expect(headers.get("cache-control")).toBe("no-store");
  });
});

describe("Cache-Control of the catalogue API", () => {
  // Shared caches (a CDN, server.mjs's response cache) may keep these answers;
  // browsers ask again each time.
  it.each([
    ["brands", getBrands, "/api/filters/brands"],
    ["categories", getCategories, "/api/filters/categories"],
    ["products", getProducts, "/api/getproducts/products?brands=Wildtrail"],
    ["search", search, "/api/getproducts/search?query=backpack"],
  ])("marks %s public for 60 s in shared caches", async (_name, handler, path) => {
    const { status, headers } = await call(handler, path);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    expect(headers.get("set-cookie")).toBeNull();
  });
});

describe("GET /api/getproducts/search", () => {
  it("finds products by words in name, brand and category, best matches first", async () => {
    const { status, body } = await call(search, "/api/getproducts/search?query=trolley");
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products[0].name.toLowerCase()).toContain("trolley");
  });

  it("answers each product exactly as the products API does (price, stock, declarations and all)", async () => {
    const { body } = await call(search, "/api/getproducts/search?query=steel&pageSize=60");
    expect(body.products.length).toBeGreaterThan(1);
    const byId = new Map<string, ApiProduct>();
    for (let page = 1; page <= 3; page++) {
      const listed = await call(getProducts, `/api/getproducts/products?pageSize=60&page=${page}`);
      for (const product of listed.body as ApiProduct[]) byId.set(product._id, product);
    }
    for (const product of body.products) expect(product).toEqual(byId.get(product._id));
  });

  it("still finds backpacks when the word is misspelt", async () => {
    const { body } = await call(search, "/api/getproducts/search?query=bakpack");
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.slice(0, 5).every((p: ApiProduct) => /backpack|daypack|rucksack|pack/i.test(p.name))).toBe(
      true,
    );
  });

  it.each([
    ["labtop bag", /laptop/i],
    ["troley", /trolley/i],
    ["steel botle", /bottle|flask/i],
  ])("corrects %s to what the catalogue calls it", async (text, pattern) => {
    const { body } = await call(search, `/api/getproducts/search?query=${encodeURIComponent(text)}`);
    expect(body.products.length).toBeGreaterThan(0);
    expect(pattern.test(body.products[0].name)).toBe(true);
  });

  it("keeps short words and stop words as typed", async () => {
    const { body } = await call(search, "/api/getproducts/search?query=bag%20for%20the%20office");
    expect(body.products.length).toBeGreaterThan(0);
  });

  it("finds a product by its brand", async () => {
    const { body } = await call(search, "/api/getproducts/search?query=Rasoi%20Craft");
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.every((p: ApiProduct) => p.brand === "Rasoi Craft")).toBe(true);
  });

  it("answers success with no products and a message when nothing matches", async () => {
    const { status, body } = await call(search, "/api/getproducts/search?query=zzqqxxvv");
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, products: [], message: 'No products found for "zzqqxxvv".' });
    const hindi = await call(search, "/api/getproducts/search?query=zzqqxxvv&lang=hi");
    expect(hindi.body).toMatchObject({ success: true, message: '"zzqqxxvv" के लिए कोई प्रोडक्ट नहीं मिला।' });
  });

  it("treats search syntax and SQL-looking text as plain words", async () => {
    for (const text of ["' OR 1=1 --", '"unclosed', "a & b | !c", "%_\\"]) {
      const { status } = await call(search, `/api/getproducts/search?query=${encodeURIComponent(text)}`);
      expect(status).toBe(200);
    }
  });

  it("answers 400 without a query or with an overlong one, with the spec's success: false", async () => {
    const missing = await call(search, "/api/getproducts/search");
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, message: "query: Give a search text in ?query=." });
    expect((await call(search, "/api/getproducts/search?query=%20%20")).status).toBe(400);
    expect((await call(search, `/api/getproducts/search?query=${"x".repeat(101)}`)).status).toBe(400);
  });
});
