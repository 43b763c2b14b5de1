import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { issueSessionToken } from "@/lib/auth/session-token";
import { CATALOG_TAGS, invalidateCatalog } from "@/lib/catalog/cache";
import { getProductBySlug } from "@/lib/catalog/product-detail";
import { findProducts } from "@/lib/catalog/products";
import { prisma } from "@/lib/db";
import { seed } from "@/prisma/seed";
import { apiRequest, bodyOf, createUser, useTestSecret, withId } from "@/test/integration/accounts";
import { PATCH as patchBrand } from "../brands/[id]/route";
import { GET as listBrands } from "../brands/route";
import { PATCH as patchCategory } from "../categories/[id]/route";
import { GET as listCategories, POST as postCategory } from "../categories/route";
import { PATCH as patchProduct } from "./[id]/route";
import { POST as postProduct } from "./route";

// Outside Next there is no cache to invalidate; record what each write would invalidate.
vi.mock("@/lib/catalog/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/catalog/cache")>()),
  invalidateCatalog: vi.fn(),
}));

type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
type Json = Record<string, unknown>;

let adminToken: string;
let refs: { brandId: string; subId: string; otherBrandSubId: string; categoryId: string; taxCategoryId: string };

const tokenFor = async (id: string) => (await issueSessionToken({ id, tokenVersion: 0 })).token;

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

beforeAll(async () => {
  useTestSecret();
  await seed(prisma, { log: () => {} });
  adminToken = await tokenFor((await createUser({ role: "ADMIN" })).id);
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
    // Cards and search show the brand's name: its products' cached reads are stale.
    expect(invalidateCatalog).toHaveBeenCalledWith(CATALOG_TAGS.brands, CATALOG_TAGS.products);
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
