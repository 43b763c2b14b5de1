import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CATALOG_TAGS, invalidateCatalog } from "@/lib/catalog/cache";
import { getProductBySlug } from "@/lib/catalog/product-detail";
import { findProducts } from "@/lib/catalog/products";
import { prisma } from "@/lib/db";
import { seed } from "@/prisma/seed";
import { adminAndShopper, apiRequest, bodyOf, useTestSecret, withId } from "@/test/integration/accounts";
import { PATCH as patchBrand } from "../brands/[id]/route";
import { GET as listBrands, POST as postBrand } from "../brands/route";
import { PATCH as patchCategory } from "../categories/[id]/route";
import { GET as listCategories, POST as postCategory } from "../categories/route";
import { GET as getProduct, PATCH as patchProduct } from "./[id]/route";
import { GET as listProducts, POST as postProduct } from "./route";

// Outside Next there is no cache to invalidate; record what each write would invalidate.
vi.mock("@/lib/catalog/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/catalog/cache")>()),
  invalidateCatalog: vi.fn(),
}));

type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
type Json = Record<string, unknown>;

let adminToken: string;
let shopperToken: string;
let refs: { brandId: string; subId: string; otherBrandSubId: string; categoryId: string; taxCategoryId: string };

const call = async (handler: Handler, path: string, options: { method?: string; body?: unknown; id?: string } = {}) => {
  const response = await handler(
    apiRequest(path, { method: options.method, body: options.body, token: adminToken }),
    withId(options.id ?? ""),
  );
  return { status: response.status, body: (await bodyOf(response)) as Json };
};

let counter = 0;
const validProduct = (overrides: Json = {}) => ({
  name: `Monsoon Roll-top Backpack ${++counter}`,
  description: "A waterproof roll-top backpack for the rains.",
  price: 2499.5,
  mrp: 3999,
  stock: 12,
  brandId: refs.brandId,
  brandSubcategoryId: refs.subId,
  categoryId: refs.categoryId,
  taxCategoryId: refs.taxCategoryId,
  sizes: ["25 L", "35 L"],
  colors: "Olive, Black",
  images: ["/uploads/0123456789abcdef0123456789abcdef.png", "/demo-images/products/backpack/x-1.svg"],
  ...declarations,
  ...overrides,
});

/** The Legal Metrology declarations a product needs before it may be active (as the admin form sends them). */
const declarations = {
  genericName: "Backpack",
  netQuantityValue: "1",
  netQuantityUnit: "N",
  dimensions: "48 x 30 x 14 cm",
  weightGrams: "650",
  countryOfOrigin: "India",
  manufacturerName: "Wildtrail Outdoor Gear Pvt. Ltd.",
  manufacturerAddress: "Plot 45, Sector 6, IMT Manesar, Gurugram, Haryana 122051",
  packerRole: "",
  packerName: "",
  packerAddress: "",
  customerCare: "",
};

const newest = (q = "") =>
  findProducts({ q, categories: [], brands: [], subcategories: [], sort: "newest", page: 1, pageSize: 60 });

beforeAll(async () => {
  useTestSecret();
  await seed(prisma, { log: () => {} });
  ({ adminToken, shopperToken } = await adminAndShopper());
  const wildtrail = await prisma.brand.findUniqueOrThrow({
    where: { slug: "wildtrail" },
    select: { id: true, subcategories: { select: { id: true }, take: 1 } },
  });
  const urbanpack = await prisma.brand.findUniqueOrThrow({
    where: { slug: "urbanpack" },
    select: { subcategories: { select: { id: true }, take: 1 } },
  });
  refs = {
    brandId: wildtrail.id,
    subId: wildtrail.subcategories[0]!.id,
    otherBrandSubId: urbanpack.subcategories[0]!.id,
    categoryId: (await prisma.category.findUniqueOrThrow({ where: { slug: "daypacks" } })).id,
    taxCategoryId: (await prisma.taxCategory.findFirstOrThrow()).id,
  };
});

beforeEach(() => {
  vi.mocked(invalidateCatalog).mockClear();
});

/**
 * What one product's write in Daypacks invalidates, sorted: its page, the lists and sitemap, and the related
 * products of Daypacks and the category above it. Not every product's page (CATALOG_TAGS.products), which one
 * edit emptied for the whole catalogue.
 */
async function editTags(slug: string): Promise<string[]> {
  const daypacks = await prisma.category.findUniqueOrThrow({ where: { id: refs.categoryId } });
  expect(daypacks.parentId).not.toBeNull();
  return [
    CATALOG_TAGS.product(slug),
    CATALOG_TAGS.productLists,
    CATALOG_TAGS.sitemap,
    ...[daypacks.id, daypacks.parentId!].map(CATALOG_TAGS.relatedIn),
  ].toSorted();
}

describe("admin catalogue API: who may call it", () => {
  it("answers 401 to a guest and 403 to a shopper on every route, and changes nothing", async () => {
    const product = await prisma.product.findFirstOrThrow({ select: { id: true, name: true } });
    const brand = await prisma.brand.findFirstOrThrow({ select: { id: true, name: true } });
    const category = await prisma.category.findFirstOrThrow({ select: { id: true, name: true } });
    const attempts: Array<[Handler, string, string, unknown, string]> = [
      [listProducts, "GET", "/api/admin/products", undefined, ""],
      [postProduct, "POST", "/api/admin/products", validProduct(), ""],
      [getProduct, "GET", `/api/admin/products/${product.id}`, undefined, product.id],
      [patchProduct, "PATCH", `/api/admin/products/${product.id}`, { name: "Hacked" }, product.id],
      [listBrands, "GET", "/api/admin/brands", undefined, ""],
      [postBrand, "POST", "/api/admin/brands", { name: "Sneaky Brand" }, ""],
      [patchBrand, "PATCH", `/api/admin/brands/${brand.id}`, { name: "Hacked" }, brand.id],
      [listCategories, "GET", "/api/admin/categories", undefined, ""],
      [postCategory, "POST", "/api/admin/categories", { name: "Sneaky Category" }, ""],
      [patchCategory, "PATCH", `/api/admin/categories/${category.id}`, { name: "Hacked" }, category.id],
    ];
    for (const [handler, method, path, body, id] of attempts) {
      const guest = await handler(apiRequest(path, { method, body }), withId(id));
      expect(guest.status, `${method} ${path} as a guest`).toBe(401);
      const shopper = await handler(apiRequest(path, { method, body, token: shopperToken }), withId(id));
      expect(shopper.status, `${method} ${path} as a shopper`).toBe(403);
    }
    expect((await prisma.product.findUniqueOrThrow({ where: { id: product.id } })).name).toBe(product.name);
    expect((await prisma.brand.findUniqueOrThrow({ where: { id: brand.id } })).name).toBe(brand.name);
    expect((await prisma.category.findUniqueOrThrow({ where: { id: category.id } })).name).toBe(category.name);
    expect(await prisma.brand.count({ where: { name: "Sneaky Brand" } })).toBe(0);
    expect(await prisma.category.count({ where: { name: "Sneaky Category" } })).toBe(0);
    expect(invalidateCatalog).not.toHaveBeenCalled();
  });
});

describe("products", () => {
  it("creates a product in paise with a slug from its name, shows it in the shop at once and invalidates the cache", async () => {
    const input = validProduct({ name: "Tiffin & Trek Daypack" });
    const { status, body } = await call(postProduct, "/api/admin/products", { body: input });
    expect(status).toBe(201);
    const product = body.product as Json;
    expect(product).toMatchObject({
      slug: "tiffin-and-trek-daypack",
      name: "Tiffin & Trek Daypack",
      price: 2499.5,
      mrp: 3999,
      stock: 12,
      isActive: true,
      sizes: ["25 L", "35 L"],
      colors: ["Olive", "Black"],
      images: input.images,
      brandName: "Wildtrail",
      brandSubcategoryId: refs.subId,
      categoryName: "Daypacks",
    });
    const row = await prisma.product.findUniqueOrThrow({ where: { id: product.id as string } });
    expect(row).toMatchObject({ price: 249950, mrp: 399900 });
    expect(vi.mocked(invalidateCatalog).mock.calls.map((tags) => tags.toSorted())).toEqual([
      await editTags("tiffin-and-trek-daypack"),
    ]);

    expect((await newest()).items.map((p) => p.id)).toContain(row.id);
    expect((await newest("tiffin trek")).items.map((p) => p.id)).toContain(row.id);
    expect(await getProductBySlug(row.slug)).toMatchObject({ id: row.id, price: 249950 });

    // The same name again gets the next free suffix.
    const again = await call(postProduct, "/api/admin/products", { body: { ...input } });
    expect(again.status).toBe(201);
    expect((again.body.product as Json).slug).toBe("tiffin-and-trek-daypack-2");
  });

  it("leaves the related products of its categories alone when a product is not among their newest", async () => {
    const create = async () =>
      (await call(postProduct, "/api/admin/products", { body: validProduct() })).body.product as Json;
    const older = await create();
    // Five newer ones in Daypacks: a page's related read (RELATED_READ_SIZE, newest first) no longer reaches it.
    for (let i = 0; i < 5; i++) await create();
    vi.mocked(invalidateCatalog).mockClear();
    const id = older.id as string;
    expect(
      (await call(patchProduct, `/api/admin/products/${id}`, { method: "PATCH", id, body: { price: 1999 } })).status,
    ).toBe(200);
    expect(vi.mocked(invalidateCatalog).mock.lastCall?.toSorted()).toEqual(
      [CATALOG_TAGS.product(older.slug as string), CATALOG_TAGS.productLists, CATALOG_TAGS.sitemap].toSorted(),
    );
  });

  it("refuses bad input with a 400 naming the problem, and creates nothing", async () => {
    const before = await prisma.product.count();
    const cases: Array<[Json, RegExp]> = [
      [{ price: -10 }, /price/],
      [{ price: 0 }, /price/],
      [{ price: "twelve" }, /price/],
      [{ price: 10.555 }, /price/],
      [{ price: 500, mrp: 499 }, /mrp/],
      [{ stock: -1 }, /stock/],
      [{ stock: 1.5 }, /stock/],
      [{ name: "   " }, /name/],
      [{ brandId: "no-such-brand" }, /brand/i],
      [{ brandSubcategoryId: refs.otherBrandSubId }, /another brand/],
      [{ categoryId: "no-such-category" }, /category/i],
      [{ images: ["javascript:alert(1)"] }, /image/i],
      // The pages' CSP draws only https images from elsewhere (img-src 'self' data: blob: https:).
      [{ images: ["http://cdn.example/bag.jpg"] }, /image/i],
      [{ images: "not-a-list" }, /images/],
    ];
    for (const [overrides, message] of cases) {
      const { status, body } = await call(postProduct, "/api/admin/products", { body: validProduct(overrides) });
      expect(status, JSON.stringify(overrides)).toBe(400);
      expect(body.message, JSON.stringify(overrides)).toMatch(message);
    }
    const malformed = await postProduct(
      new Request("http://localhost/api/admin/products", {
        method: "POST",
        headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
        body: "{not json",
      }),
      withId(""),
    );
    expect(malformed.status).toBe(400);
    expect(await prisma.product.count()).toBe(before);
    expect(invalidateCatalog).not.toHaveBeenCalled();
  });

  it("ignores fields it does not own (id, slug, createdAt, searchVector …)", async () => {
    const { status, body } = await call(postProduct, "/api/admin/products", {
      body: validProduct({
        id: "chosen-id",
        slug: "chosen-slug",
        createdAt: "2001-01-01T00:00:00.000Z",
        searchVector: "'pwned':1",
        searchText: "pwned",
      }),
    });
    expect(status).toBe(201);
    const created = body.product as Json;
    expect(created.id).not.toBe("chosen-id");
    expect(created.slug).not.toBe("chosen-slug");
    expect(new Date(created.createdAt as string).getFullYear()).toBeGreaterThan(2001);

    const patched = await call(patchProduct, `/api/admin/products/${created.id}`, {
      method: "PATCH",
      id: created.id as string,
      body: { stock: 3, id: "other-id", slug: "other-slug", createdAt: "2001-01-01", searchVector: "x", price: 100 },
    });
    expect(patched.status).toBe(200);
    const row = await prisma.product.findUniqueOrThrow({
      where: { id: created.id as string },
      select: { id: true, slug: true, stock: true, price: true, createdAt: true, searchText: true },
    });
    expect(row).toMatchObject({ id: created.id, slug: created.slug, stock: 3, price: 10000 });
    expect(row.createdAt.getFullYear()).toBeGreaterThan(2001);
    expect(row.searchText).not.toContain("pwned");
  });

  it("edits some fields, keeps the others and the slug, and checks the result as a whole", async () => {
    const created = (await call(postProduct, "/api/admin/products", { body: validProduct() })).body.product as Json;
    const id = created.id as string;
    const patch = (body: unknown) => call(patchProduct, `/api/admin/products/${id}`, { method: "PATCH", id, body });

    const renamed = await patch({ name: "Monsoon Pro Backpack", price: 2999 });
    expect(renamed.status).toBe(200);
    expect(renamed.body.product).toMatchObject({
      name: "Monsoon Pro Backpack",
      slug: created.slug,
      price: 2999,
      mrp: 3999,
      stock: 12,
    });
    expect(vi.mocked(invalidateCatalog).mock.lastCall?.toSorted()).toEqual(await editTags(created.slug as string));
    expect((await getProductBySlug(created.slug as string))?.price).toBe(299900);

    // mrp below the stored price, even when only mrp is sent.
    expect((await patch({ mrp: 1000 })).status).toBe(400);
    // Less than a paisa: 1e-9 was stored as no MRP at all, and as a price answered 500.
    for (const tiny of [{ mrp: 1e-9 }, { price: 1e-9 }, { price: 0.001 }]) {
      const refused = await patch(tiny);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/can have at most two decimals \(paise\)\.$/);
    }
    // A new brand without a new subcategory leaves the old brand's subcategory behind: refused.
    const urbanpack = await prisma.brand.findUniqueOrThrow({ where: { slug: "urbanpack" } });
    expect((await patch({ brandId: urbanpack.id })).body.message).toMatch(/another brand/);
    expect((await patch({ brandSubcategoryId: refs.otherBrandSubId })).status).toBe(400);
    const moved = await patch({ brandId: urbanpack.id, brandSubcategoryId: refs.otherBrandSubId, mrp: null });
    expect(moved.status).toBe(200);
    expect(moved.body.product).toMatchObject({ brandName: "Urbanpack", mrp: null });
    expect((await patch({})).status).toBe(400);
    expect((await patch({ nonsense: 1 })).status).toBe(400);

    const missing = await call(patchProduct, "/api/admin/products/nope", {
      method: "PATCH",
      id: "nope",
      body: { stock: 1 },
    });
    expect(missing.status).toBe(404);
    expect((await call(getProduct, "/api/admin/products/nope", { id: "nope" })).status).toBe(404);
    expect((await call(getProduct, `/api/admin/products/${id}`, { id })).body).toMatchObject({ id, price: 2999 });
  });

  it("applies a stock edit as a difference when the form says what it started from, so units sold meanwhile stay sold", async () => {
    const created = (await call(postProduct, "/api/admin/products", { body: validProduct({ stock: 10 }) })).body
      .product as Json;
    const id = created.id as string;
    const patch = (body: unknown) => call(patchProduct, `/api/admin/products/${id}`, { method: "PATCH", id, body });
    // A shopper buys 3 while the admin's form (showing 10) is open.
    await prisma.product.update({ where: { id }, data: { stock: { decrement: 3 } } });

    const unchanged = await patch({ description: "New words only.", stock: 10, stockSeen: 10 });
    expect(unchanged.body.product).toMatchObject({ stock: 7 });
    const restocked = await patch({ stock: 15, stockSeen: 10 });
    expect(restocked.body.product).toMatchObject({ stock: 12 });
    const tooFew = await patch({ stock: 0, stockSeen: 15 });
    expect(tooFew.status).toBe(409);
    expect(await prisma.product.findUniqueOrThrow({ where: { id }, select: { stock: true } })).toEqual({ stock: 12 });
    // Without stockSeen (an API client setting a count it just took), the number is absolute.
    expect((await patch({ stock: 4 })).body.product).toMatchObject({ stock: 4 });
    // The cap holds for the stock the difference leaves, not only for the number typed.
    const pastCap = await patch({ stock: 1_000_000, stockSeen: 0 });
    expect(pastCap.status).toBe(400);
    expect(pastCap.body.message).toBe("stock can be at most 1000000.");
    expect(await prisma.product.findUniqueOrThrow({ where: { id }, select: { stock: true } })).toEqual({ stock: 4 });
  });

  it("deactivates a product (gone from the shop, kept in the database) and reactivates it", async () => {
    const created = (
      await call(postProduct, "/api/admin/products", { body: validProduct({ name: "Vanishing Sling" }) })
    ).body.product as Json;
    const id = created.id as string;
    const slug = created.slug as string;
    expect(await getProductBySlug(slug)).not.toBeNull();

    const off = await call(patchProduct, `/api/admin/products/${id}`, {
      method: "PATCH",
      id,
      body: { isActive: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe("Product deactivated.");
    expect(await getProductBySlug(slug)).toBeNull();
    expect((await newest()).items.map((p) => p.id)).not.toContain(id);
    expect((await newest("vanishing sling")).items.map((p) => p.id)).not.toContain(id);
    expect(await prisma.product.findUnique({ where: { id } })).toMatchObject({ isActive: false });

    const inactive = await call(listProducts, "/api/admin/products?status=inactive&q=vanishing");
    expect((inactive.body.items as Json[]).map((p) => p.id)).toEqual([id]);

    const on = await call(patchProduct, `/api/admin/products/${id}`, { method: "PATCH", id, body: { isActive: true } });
    expect(on.body.message).toBe("Product reactivated.");
    expect(await getProductBySlug(slug)).not.toBeNull();
  });

  it("stores the declarations, and refuses to activate a product while a mandatory one is missing", async () => {
    const created = await call(postProduct, "/api/admin/products", { body: validProduct() });
    expect(created.status).toBe(201);
    expect(created.body.product).toMatchObject({
      genericName: "Backpack",
      netQuantityValue: 1,
      netQuantityUnit: "N",
      weightGrams: 650,
      countryOfOrigin: "India",
      packerRole: null,
      customerCare: null,
    });

    // Active at once without them: refused, nothing created. Saved inactive: fine, as a draft.
    const before = await prisma.product.count();
    const bare = validProduct({
      countryOfOrigin: "",
      manufacturerAddress: " ",
      netQuantityValue: "",
      netQuantityUnit: "",
    });
    const refused = await call(postProduct, "/api/admin/products", { body: bare });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      "An active product must show its mandatory declarations. Add: net quantity, country of origin, manufacturer's address.",
    );
    expect(await prisma.product.count()).toBe(before);
    const draft = await call(postProduct, "/api/admin/products", { body: { ...bare, isActive: false } });
    expect(draft.status).toBe(201);
    const id = (draft.body.product as Json).id as string;
    const patch = (body: unknown) => call(patchProduct, `/api/admin/products/${id}`, { method: "PATCH", id, body });

    expect((await patch({ isActive: true })).status).toBe(400);
    expect((await prisma.product.findUniqueOrThrow({ where: { id } })).isActive).toBe(false);
    // Imported goods must also name their importer.
    const imported = await patch({
      isActive: true,
      countryOfOrigin: "Vietnam",
      manufacturerAddress: "Lot 14, Ho Chi Minh City, Vietnam",
      netQuantityValue: 1,
      netQuantityUnit: "N",
    });
    expect(imported.status).toBe(400);
    expect(imported.body.message).toMatch(/Add: importer \(imported goods\)\.$/);
    const complete = await patch({
      isActive: true,
      countryOfOrigin: "Vietnam",
      manufacturerAddress: "Lot 14, Ho Chi Minh City, Vietnam",
      netQuantityValue: 1,
      netQuantityUnit: "N",
      packerRole: "IMPORTER",
      packerName: "Nomad Gear India Pvt. Ltd.",
      packerAddress: "61 Residency Road, Bengaluru, Karnataka 560025",
    });
    expect(complete.status).toBe(200);
    expect((await prisma.product.findUniqueOrThrow({ where: { id } })).isActive).toBe(true);

    // An active product cannot lose a mandatory declaration; a quantity needs its unit.
    expect((await patch({ genericName: "" })).status).toBe(400);
    const unitless = await patch({ netQuantityUnit: null });
    expect(unitless.body.message).toBe("Net quantity needs both a number and a unit.");
    expect((await patch({ netQuantityUnit: "litre" })).body.message).toMatch(/^netQuantityUnit must be one of N, U/);
  });

  it("refuses an active product without a GST category (400 on taxCategoryId); a draft may lack one", async () => {
    const message =
      "An active product needs a GST category: its HSN code and rate go on every tax invoice. Choose one, or save the product inactive.";
    const before = await prisma.product.count();
    // Left out, null, or the form's empty "Choose a GST category": never a product sold at 0% by default.
    for (const taxCategoryId of [undefined, null, ""]) {
      const refused = await call(postProduct, "/api/admin/products", { body: validProduct({ taxCategoryId }) });
      expect(refused.status, String(taxCategoryId)).toBe(400);
      expect(refused.body.message).toBe(message);
      expect(refused.body.issues).toEqual([{ path: "taxCategoryId", message }]);
    }
    expect(await prisma.product.count()).toBe(before);

    const draft = await call(postProduct, "/api/admin/products", {
      body: validProduct({ taxCategoryId: "", isActive: false }),
    });
    expect(draft.status).toBe(201);
    const id = (draft.body.product as Json).id as string;
    expect(draft.body.product).toMatchObject({ isActive: false, taxCategoryId: null });
    const patch = (body: unknown) => call(patchProduct, `/api/admin/products/${id}`, { method: "PATCH", id, body });

    // A draft without one can be edited, but not activated…
    expect((await patch({ stock: 3 })).status).toBe(200);
    const activate = await patch({ isActive: true });
    expect(activate.status).toBe(400);
    expect(activate.body.issues).toEqual([{ path: "taxCategoryId", message }]);
    expect((await prisma.product.findUniqueOrThrow({ where: { id } })).isActive).toBe(false);
    // …until it has one.
    expect((await patch({ isActive: true, taxCategoryId: refs.taxCategoryId })).status).toBe(200);
    expect(await prisma.product.findUniqueOrThrow({ where: { id } })).toMatchObject({
      isActive: true,
      taxCategoryId: refs.taxCategoryId,
    });

    // An active product cannot lose it; deactivated, it may.
    const cleared = await patch({ taxCategoryId: "" });
    expect(cleared.status).toBe(400);
    expect(cleared.body.issues).toEqual([{ path: "taxCategoryId", message }]);
    expect((await prisma.product.findUniqueOrThrow({ where: { id } })).taxCategoryId).toBe(refs.taxCategoryId);
    expect((await patch({ isActive: false, taxCategoryId: null })).status).toBe(200);

    // An active row written without one outside the API (an old row) is refused any edit but deactivation.
    await prisma.product.update({ where: { id }, data: { isActive: true } });
    expect((await patch({ stock: 4 })).status).toBe(400);
    expect((await patch({ isActive: false })).status).toBe(200);
  });

  it("lists products for the admin with search and pages", async () => {
    const all = await call(listProducts, "/api/admin/products");
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ page: 1, pageSize: 25, total: await prisma.product.count() });
    const found = await call(listProducts, "/api/admin/products?q=WILDTRAIL");
    expect((found.body.items as Json[]).length).toBeGreaterThan(0);
    expect((found.body.items as Json[]).every((p) => p.brandName === "Wildtrail" || /wildtrail/i.test(String(p.name))));
    // Typed % and _ are literal characters, not LIKE wildcards that would match everything.
    expect((await call(listProducts, "/api/admin/products?q=%25")).body).toMatchObject({ total: 0 });
    expect((await call(listProducts, "/api/admin/products?q=____")).body).toMatchObject({ total: 0 });
    expect((await call(listProducts, "/api/admin/products?page=0")).status).toBe(400);
    expect((await call(listProducts, "/api/admin/products?status=gone")).status).toBe(400);
  });
});

describe("brands", () => {
  it("creates a brand with subcategories, renames it and its subcategories, and refuses clashes", async () => {
    const created = await call(postBrand, "/api/admin/brands", {
      body: { name: "Chalo Bags", subcategories: ["Rain Covers", "Kids"] },
    });
    expect(created.status).toBe(201);
    const brand = created.body.brand as {
      id: string;
      slug: string;
      subcategories: Array<{ id: string; name: string }>;
    };
    expect(brand).toMatchObject({ slug: "chalo-bags", subcategories: [{ name: "Rain Covers" }, { name: "Kids" }] });
    expect(invalidateCatalog).toHaveBeenCalledWith(CATALOG_TAGS.brands);

    expect((await call(postBrand, "/api/admin/brands", { body: { name: "chalo bags" } })).status).toBe(409);
    expect((await call(postBrand, "/api/admin/brands", { body: { name: "Wildtrail" } })).status).toBe(409);
    expect((await call(postBrand, "/api/admin/brands", { body: { name: " " } })).status).toBe(400);
    expect(
      (await call(postBrand, "/api/admin/brands", { body: { name: "Two", subcategories: ["A", "a"] } })).status,
    ).toBe(409);

    vi.mocked(invalidateCatalog).mockClear();
    const patch = (body: unknown) =>
      call(patchBrand, `/api/admin/brands/${brand.id}`, { method: "PATCH", id: brand.id, body });
    const renamed = await patch({
      name: "Chalo Travel",
      addSubcategories: ["Duffels"],
      renameSubcategories: [{ id: brand.subcategories[1]!.id, name: "Junior" }],
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.brand).toMatchObject({
      name: "Chalo Travel",
      slug: "chalo-bags",
      subcategories: [{ name: "Rain Covers" }, { name: "Junior" }, { name: "Duffels" }],
    });
    // A brand with no product yet: its name shows on no product page or card, only in the filters and logos.
    expect(vi.mocked(invalidateCatalog).mock.calls).toEqual([[CATALOG_TAGS.brands]]);

    // A subcategory renamed alone: the listings found by its name (brands=…, subcategories=Brand:Sub) carry the
    // brands' tag; no product page or card shows a subcategory's name.
    vi.mocked(invalidateCatalog).mockClear();
    const subRenamed = await patch({ renameSubcategories: [{ id: brand.subcategories[0]!.id, name: "Rain Shells" }] });
    expect(subRenamed.status).toBe(200);
    expect(vi.mocked(invalidateCatalog).mock.calls).toEqual([[CATALOG_TAGS.brands]]);
    vi.mocked(invalidateCatalog).mockClear();
    expect((await patch({ addSubcategories: ["Totes"] })).status).toBe(200);
    expect(vi.mocked(invalidateCatalog).mock.calls).toEqual([[CATALOG_TAGS.brands]]);

    // Saved unchanged (the same names): nothing is expired.
    vi.mocked(invalidateCatalog).mockClear();
    const unchanged = await patch({
      name: "Chalo Travel",
      renameSubcategories: [{ id: brand.subcategories[0]!.id, name: "Rain Shells" }],
    });
    expect(unchanged.status).toBe(200);
    expect(invalidateCatalog).not.toHaveBeenCalled();

    // Once a product of it is on sale, its rename shows on that product's page and cards: the lists, and the
    // related products of Daypacks and the category above it (it is the newest there). No other product's page.
    const onSale = await call(postProduct, "/api/admin/products", {
      body: validProduct({ brandId: brand.id, brandSubcategoryId: null }),
    });
    expect(onSale.status).toBe(201);
    vi.mocked(invalidateCatalog).mockClear();
    expect((await patch({ name: "Chalo Journeys" })).status).toBe(200);
    const daypacks = await prisma.category.findUniqueOrThrow({ where: { id: refs.categoryId } });
    expect(vi.mocked(invalidateCatalog).mock.calls.map((tags) => tags.toSorted())).toEqual([
      [
        CATALOG_TAGS.brands,
        CATALOG_TAGS.productLists,
        CATALOG_TAGS.brand(brand.id),
        ...[daypacks.id, daypacks.parentId!].map(CATALOG_TAGS.relatedIn),
      ].toSorted(),
    ]);

    expect((await patch({ name: "Urbanpack" })).status).toBe(409);
    expect((await patch({ addSubcategories: ["rain covers"] })).status).toBe(409);
    expect((await patch({ renameSubcategories: [{ id: refs.otherBrandSubId, name: "Mine now" }] })).status).toBe(404);
    expect((await patch({})).status).toBe(400);
    expect(
      (await call(patchBrand, "/api/admin/brands/nope", { method: "PATCH", id: "nope", body: { name: "X" } })).status,
    ).toBe(404);

    const list = await call(listBrands, "/api/admin/brands");
    expect(Array.isArray(list.body)).toBe(true);
    expect((list.body as unknown as Array<{ name: string }>).map((b) => b.name)).toContain("Chalo Journeys");
  });
});

describe("categories", () => {
  it("creates, renames and moves categories, never into their own subtree", async () => {
    const parent = (await call(postCategory, "/api/admin/categories", { body: { name: "Festive Gifts" } })).body
      .category as { id: string; depth: number; path: string };
    expect(parent).toMatchObject({ depth: 0, path: "Festive Gifts" });
    expect(invalidateCatalog).toHaveBeenCalledWith(CATALOG_TAGS.categories);
    const child = (
      await call(postCategory, "/api/admin/categories", { body: { name: "Diwali Hampers", parentId: parent.id } })
    ).body.category as { id: string; depth: number; path: string };
    expect(child).toMatchObject({ depth: 1, path: "Festive Gifts › Diwali Hampers" });
    const grandchild = (
      await call(postCategory, "/api/admin/categories", { body: { name: "Dry Fruit Boxes", parentId: child.id } })
    ).body.category as { id: string };

    expect((await call(postCategory, "/api/admin/categories", { body: { name: "luggage" } })).status).toBe(409);
    expect((await call(postCategory, "/api/admin/categories", { body: { name: "X", parentId: "nope" } })).status).toBe(
      400,
    );

    const patch = (id: string, body: unknown) =>
      call(patchCategory, `/api/admin/categories/${id}`, { method: "PATCH", id, body });
    expect((await patch(parent.id, { parentId: parent.id })).status).toBe(400);
    expect((await patch(parent.id, { parentId: grandchild.id })).body.message).toMatch(/under itself/);
    expect((await patch(parent.id, { name: "Kitchen" })).status).toBe(409);
    expect((await patch("nope", { name: "Nope" })).status).toBe(404);

    vi.mocked(invalidateCatalog).mockClear();
    const kitchen = await prisma.category.findUniqueOrThrow({ where: { slug: "kitchen" } });
    const moved = await patch(child.id, { name: "Diwali Gift Hampers", parentId: kitchen.id });
    expect(moved.status).toBe(200);
    expect(moved.body.category).toMatchObject({ path: "Kitchen › Diwali Gift Hampers", depth: 1 });
    // No product in it or below it: only the tree (menu, filters, listings) shows it, no product page.
    expect(vi.mocked(invalidateCatalog).mock.calls).toEqual([[CATALOG_TAGS.categories]]);

    // Saved unchanged (same names, same parent): nothing is expired.
    vi.mocked(invalidateCatalog).mockClear();
    const same = await patch(child.id, { name: "Diwali Gift Hampers", nameHi: null, parentId: kitchen.id });
    expect(same.status).toBe(200);
    expect(invalidateCatalog).not.toHaveBeenCalled();

    // A product on sale below it: its breadcrumbs name the category, so that product's page shows the rename
    // (the pages of the products in it and below it). No card names it (the product's own category is below).
    expect(
      (await call(postProduct, "/api/admin/products", { body: validProduct({ categoryId: grandchild.id }) })).status,
    ).toBe(201);
    vi.mocked(invalidateCatalog).mockClear();
    expect((await patch(child.id, { nameHi: "दिवाली उपहार" })).status).toBe(200);
    expect(vi.mocked(invalidateCatalog).mock.calls.map((tags) => tags.toSorted())).toEqual([
      [CATALOG_TAGS.categories, CATALOG_TAGS.category(child.id), CATALOG_TAGS.category(grandchild.id)].toSorted(),
    ]);
    // Its own child moved with it.
    const list = (await call(listCategories, "/api/admin/categories")).body as unknown as Array<{
      id: string;
      path: string;
    }>;
    expect(list.find((c) => c.id === grandchild.id)?.path).toBe("Kitchen › Diwali Gift Hampers › Dry Fruit Boxes");
    // Back to the top level.
    expect((await patch(child.id, { parentId: null })).body.category).toMatchObject({ depth: 0 });
  });
});

const HINDI_NAME = "मानसून रोल-टॉप बैकपैक";
const HINDI_DESCRIPTION = "बारिश में सामान सूखा रखने वाला रोल-टॉप बैकपैक।";

describe("admin catalogue API: Hindi fields (issue 17)", () => {
  it("stores a product's Hindi name, description and generic name trimmed and NFC, and shows them back", async () => {
    const created = await call(postProduct, "/api/admin/products", {
      method: "POST",
      body: validProduct({
        nameHi: `  ${HINDI_NAME.normalize("NFD")}  `,
        descriptionHi: HINDI_DESCRIPTION.normalize("NFD"),
        genericNameHi: "बैकपैक",
      }),
    });
    expect(created.status).toBe(201);
    const product = created.body.product as Json;
    expect(product).toMatchObject({
      nameHi: HINDI_NAME.normalize("NFC"),
      descriptionHi: HINDI_DESCRIPTION.normalize("NFC"),
      genericNameHi: "बैकपैक",
    });
    const row = await prisma.product.findUniqueOrThrow({ where: { id: product.id as string } });
    expect(row.nameHi).toBe(HINDI_NAME.normalize("NFC"));

    // The shop shows it on Hindi pages, English on English ones, and finds it by its Hindi words.
    expect((await getProductBySlug(row.slug, "hi"))?.name).toBe(HINDI_NAME.normalize("NFC"));
    expect((await getProductBySlug(row.slug))?.name).toBe(row.name);
    const found = await findProducts(
      { q: "मानसून बैकपैक", categories: [], brands: [], subcategories: [], sort: "relevance", page: 1, pageSize: 60 },
      "hi",
    );
    expect(found.items.map((item) => item.id)).toContain(row.id);

    // "" clears it: the English shows again.
    const cleared = await call(patchProduct, `/api/admin/products/${row.id}`, {
      method: "PATCH",
      body: { nameHi: "", descriptionHi: "   " },
      id: row.id,
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.product).toMatchObject({ nameHi: null, descriptionHi: null, genericNameHi: "बैकपैक" });
    expect((await getProductBySlug(row.slug, "hi"))?.name).toBe(row.name);
  });

  it("refuses a Hindi name not written in Devanagari, or too long, and changes nothing", async () => {
    const product = await prisma.product.findFirstOrThrow({ where: { nameHi: { not: null } } });
    for (const body of [{ nameHi: "Monsoon Backpack" }, { nameHi: "ब".repeat(201) }, { descriptionHi: "A bag" }]) {
      const refused = await call(patchProduct, `/api/admin/products/${product.id}`, {
        method: "PATCH",
        body,
        id: product.id,
      });
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    const latin = await call(patchProduct, `/api/admin/products/${product.id}`, {
      method: "PATCH",
      body: { nameHi: "Monsoon Backpack" },
      id: product.id,
    });
    expect(JSON.stringify(latin.body)).toContain("nameHi must be written in Devanagari (Hindi) script.");
    const after = await prisma.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(after.nameHi).toBe(product.nameHi);
    expect(after.descriptionHi).toBe(product.descriptionHi);
  });

  it("names brands, brand subcategories and categories in Hindi, and clears them", async () => {
    const brand = await prisma.brand.findUniqueOrThrow({
      where: { slug: "wildtrail" },
      include: { subcategories: { take: 1 } },
    });
    const sub = brand.subcategories[0]!;
    const renamed = await call(patchBrand, `/api/admin/brands/${brand.id}`, {
      method: "PATCH",
      body: { nameHi: "वाइल्डट्रेल", renameSubcategories: [{ id: sub.id, name: sub.name, nameHi: "ट्रेक सीरीज़" }] },
      id: brand.id,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.brand).toMatchObject({
      name: brand.name,
      nameHi: "वाइल्डट्रेल",
      subcategories: expect.arrayContaining([
        expect.objectContaining({ id: sub.id, nameHi: "ट्रेक सीरीज़".normalize("NFC") }),
      ]),
    });
    // Cards and search show the brand's name: its products' cached reads are stale, not every product's.
    const tags = vi.mocked(invalidateCatalog).mock.calls.at(-1)!;
    expect(tags).toEqual(
      expect.arrayContaining([CATALOG_TAGS.brands, CATALOG_TAGS.productLists, CATALOG_TAGS.brand(brand.id)]),
    );
    expect(tags).not.toContain("catalog:products");
    // The brand's products are found by its new Hindi name (their search documents were refreshed).
    const byBrand = await findProducts(
      { q: "वाइल्डट्रेल", categories: [], brands: [], subcategories: [], sort: "relevance", page: 1, pageSize: 60 },
      "hi",
    );
    expect(byBrand.total).toBe(await prisma.product.count({ where: { brandId: brand.id, isActive: true } }));
    const listed = (await call(listBrands, "/api/admin/brands")).body as unknown as Json[];
    expect(listed.find((b) => b.id === brand.id)).toMatchObject({ nameHi: "वाइल्डट्रेल" });
    const cleared = await call(patchBrand, `/api/admin/brands/${brand.id}`, {
      method: "PATCH",
      body: { nameHi: null },
      id: brand.id,
    });
    expect(cleared.body.brand).toMatchObject({ nameHi: null });

    const created = await call(postCategory, "/api/admin/categories", {
      method: "POST",
      body: { name: "Spice Racks", nameHi: " मसाला रैक " },
    });
    expect(created.status).toBe(201);
    const category = created.body.category as Json;
    expect(category).toMatchObject({ name: "Spice Racks", nameHi: "मसाला रैक" });
    const patched = await call(patchCategory, `/api/admin/categories/${category.id}`, {
      method: "PATCH",
      body: { nameHi: "मसालों की रैक" },
      id: category.id as string,
    });
    expect(patched.body.category).toMatchObject({ name: "Spice Racks", nameHi: "मसालों की रैक" });
    const categories = (await call(listCategories, "/api/admin/categories")).body as unknown as Json[];
    expect(categories.find((c) => c.id === category.id)).toMatchObject({ nameHi: "मसालों की रैक" });
    const refused = await call(patchCategory, `/api/admin/categories/${category.id}`, {
      method: "PATCH",
      body: { nameHi: "Masala Rack" },
      id: category.id as string,
    });
    expect(refused.status).toBe(400);
  });
});
