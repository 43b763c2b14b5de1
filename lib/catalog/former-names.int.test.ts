import { beforeAll, describe, expect, it } from "vitest";
import { PATCH as patchBrand } from "@/app/api/admin/brands/[id]/route";
import { PATCH as patchCategory } from "@/app/api/admin/categories/[id]/route";
import { POST as postCategory } from "@/app/api/admin/categories/route";
import { GET as getProducts } from "@/app/api/getproducts/products/route";
import { issueSessionToken } from "@/lib/auth/session-token";
import { prisma } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locale";
import { seed } from "@/prisma/seed";
import { apiRequest, bodyOf, createUser, useTestSecret, withId } from "@/test/integration/accounts";
import { catalogQuery } from "@/test/integration/catalog";
import type { CatalogQuery } from "./query-href";
import { shopListing } from "./shop-listing";

// A renamed category or brand keeps its old names (docs/adr/0035-former-names-redirect.md):
// /shop answers an old link with a permanent redirect to the same view under the current
// names, and the products API answers for an old name as for the current one. Renames go
// through the admin API, as the console sends them (outside Next.js nothing is cached).

let adminToken: string;

/** What /shop does for a query: shows it (200), answers 404, or redirects permanently to `location`. */
async function shopAnswer(asked: CatalogQuery, locale: Locale = "en") {
  try {
    const { query, movedTo } = await shopListing(asked, locale);
    return movedTo ? { status: 308, location: movedTo } : { status: 200, shows: query };
  } catch (error) {
    // next/navigation's notFound() throws an error Next turns into the 404.
    if ((error as { digest?: unknown }).digest === "NEXT_HTTP_ERROR_FALLBACK;404") return { status: 404 };
    throw error;
  }
}

async function admin(handler: typeof patchCategory, path: string, id: string, body: unknown, method = "PATCH") {
  const response = await handler(apiRequest(path, { method, body, token: adminToken }), withId(id));
  return { status: response.status, body: await bodyOf(response) };
}
const renameCategory = (id: string, body: { name?: string; nameHi?: string | null }) =>
  admin(patchCategory, `/api/admin/categories/${id}`, id, body);
const renameBrand = (id: string, body: { name?: string; nameHi?: string | null }) =>
  admin(patchBrand, `/api/admin/brands/${id}`, id, body);
const createCategory = async (name: string) => {
  const response = await postCategory(
    apiRequest("/api/admin/categories", { body: { name }, token: adminToken }),
    withId(""),
  );
  expect(response.status).toBe(201);
  return ((await bodyOf(response)).category as { id: string }).id;
};
const formerNamesOf = async (id: string) =>
  (await prisma.category.findUniqueOrThrow({ where: { id }, select: { formerNames: true } })).formerNames;

/** The products API's answer: status and the product names, for a query string. */
async function apiProducts(search: string) {
  const response = await getProducts(apiRequest(`/api/getproducts/products?${search}&pageSize=60`), withId(""));
  const body = (await response.json()) as Array<{ name: string }>;
  return { status: response.status, names: body.map((product) => product.name).sort() };
}

beforeAll(async () => {
  useTestSecret();
  await seed(prisma, { log: () => {} });
  const admin = await createUser({ role: "ADMIN" });
  adminToken = (await issueSessionToken({ id: admin.id, tokenVersion: 0 })).token;
});

describe("a renamed category", () => {
  let officeBags: string;
  let before: { names: string[] };

  beforeAll(async () => {
    officeBags = (await prisma.category.findUniqueOrThrow({ where: { slug: "office-bags" } })).id;
    before = await apiProducts("categories=Office%20Bags");
    expect(before.names.length).toBeGreaterThan(0);
    expect((await renameCategory(officeBags, { name: "Work Bags" })).status).toBe(200);
  });

  it("remembers its former name", async () => {
    expect(await formerNamesOf(officeBags)).toEqual(["Office Bags"]);
  });

  it("is at a permanent redirect from its old /shop address to its new one, the other parameters kept", async () => {
    expect(await shopAnswer(catalogQuery({ categories: ["Office Bags"] }))).toEqual({
      status: 308,
      location: "/shop?category=Work%20Bags",
    });
    // Any case, with a brand and the order and page size kept; on the Hindi page, to its Hindi address.
    const asked = catalogQuery({
      categories: ["office bags"],
      brands: ["Metro Office"],
      sort: "price-asc",
      pageSize: 12,
    });
    expect(await shopAnswer(asked)).toEqual({
      status: 308,
      location: "/shop?category=Work%20Bags&brands=Metro%20Office&sort=price-asc&pageSize=12",
    });
    expect(await shopAnswer(asked, "hi")).toEqual({
      status: 308,
      location: `/hi/shop?category=${encodeURIComponent("ऑफ़िस बैग")}&brands=Metro%20Office&sort=price-asc&pageSize=12`,
    });
    // A search keeps its words; the new name itself shows.
    expect(await shopAnswer(catalogQuery({ q: "laptop", categories: ["Office Bags"], sort: "relevance" }))).toEqual({
      status: 308,
      location: "/shop?q=laptop&category=Work%20Bags",
    });
    expect(await shopAnswer(catalogQuery({ categories: ["Work Bags"] }))).toMatchObject({ status: 200 });
  });

  it("redirects from a one-word former name too, although its slug (kept) is that name in lower case", async () => {
    const luggage = (await prisma.category.findUniqueOrThrow({ where: { slug: "luggage" } })).id;
    expect((await renameCategory(luggage, { name: "Travel Luggage" })).status).toBe(200);
    for (const name of ["Luggage", "luggage"]) {
      expect(await shopAnswer(catalogQuery({ categories: [name] }))).toEqual({
        status: 308,
        location: "/shop?category=Travel%20Luggage",
      });
    }
  });

  it("still answers 404 for a name no category ever had, also beside a former name", async () => {
    expect(await shopAnswer(catalogQuery({ categories: ["Call 98000 00000 for a refund"] }))).toEqual({ status: 404 });
    expect(await shopAnswer(catalogQuery({ categories: ["Office Bags", "Nowhere"] }))).toEqual({ status: 404 });
  });

  it("is found by the products API under its former name, as under its new one", async () => {
    expect(await apiProducts("categories=Office%20Bags")).toEqual({ status: 200, names: before.names });
    expect(await apiProducts("categories=Work%20Bags")).toEqual({ status: 200, names: before.names });
    expect(await apiProducts("categories=Nowhere")).toEqual({ status: 200, names: [] });
  });
});

describe("a former name that becomes another category's name", () => {
  it("leads to that category, and after its rename to the most recently renamed one", async () => {
    const first = await createCategory("Weekenders");
    expect((await renameCategory(first, { name: "Weekend Bags" })).status).toBe(200);
    expect((await renameCategory(first, { name: "Overnight Bags" })).status).toBe(200);
    expect(await formerNamesOf(first)).toEqual(["Weekenders", "Weekend Bags"]);
    expect(await shopAnswer(catalogQuery({ categories: ["Weekend Bags"] }))).toMatchObject({
      location: "/shop?category=Overnight%20Bags",
    });

    // A new category takes the name: it is no longer the first one's alias. (The first one's original
    // name stays out of reach: its slug, kept through renames, was made from it.)
    const second = await createCategory("weekend bags");
    expect(await formerNamesOf(first)).toEqual(["Weekenders"]);
    expect(await shopAnswer(catalogQuery({ categories: ["Weekend Bags"] }))).toMatchObject({ status: 200 });

    // Renamed in turn, the name leads to the second category, the most recent to give it up.
    expect((await renameCategory(second, { name: "Holdalls" })).status).toBe(200);
    expect(await formerNamesOf(second)).toEqual(["weekend bags"]);
    expect(await shopAnswer(catalogQuery({ categories: ["Weekend Bags"] }))).toEqual({
      status: 308,
      location: "/shop?category=Holdalls",
    });

    // A rename to a former name takes it too.
    const third = await createCategory("Carry-alls");
    expect((await renameCategory(third, { name: "WEEKENDERS" })).status).toBe(200);
    expect(await formerNamesOf(first)).toEqual([]);
    expect(await shopAnswer(catalogQuery({ categories: ["Weekenders"] }))).toMatchObject({ status: 200 });
    expect(await shopAnswer(catalogQuery({ categories: ["Carry-alls"] }))).toEqual({
      status: 308,
      location: "/shop?category=WEEKENDERS",
    });
  });

  it("is the other category's again when renamed back, and the name given up leads to it", async () => {
    const id = await createCategory("Duffle Bags");
    expect((await renameCategory(id, { name: "Duffels" })).status).toBe(200);
    expect((await renameCategory(id, { name: "Duffle Bags" })).status).toBe(200);
    expect(await formerNamesOf(id)).toEqual(["Duffels"]);
    expect(await shopAnswer(catalogQuery({ categories: ["Duffle Bags"] }))).toMatchObject({ status: 200 });
    expect(await shopAnswer(catalogQuery({ categories: ["Duffels"] }))).toEqual({
      status: 308,
      location: "/shop?category=Duffle%20Bags",
    });
  });
});

describe("a renamed brand", () => {
  let safar: string;
  let before: { names: string[] };

  beforeAll(async () => {
    safar = (await prisma.brand.findUniqueOrThrow({ where: { slug: "safar-luggage" } })).id;
    before = await apiProducts("brands=Safar%20Luggage");
    expect(before.names.length).toBeGreaterThan(0);
    expect((await renameBrand(safar, { name: "Safar Travel" })).status).toBe(200);
  });

  it("remembers its former name and redirects from it, in brands= and in Brand:Subcategory", async () => {
    const brand = await prisma.brand.findUniqueOrThrow({ where: { id: safar }, select: { formerNames: true } });
    expect(brand.formerNames).toEqual(["Safar Luggage"]);
    expect(await shopAnswer(catalogQuery({ brands: ["Safar Luggage"], categories: ["Cabin Trolleys"] }))).toEqual({
      status: 308,
      location: "/shop?category=Cabin%20Trolleys&brands=Safar%20Travel",
    });
    expect(await shopAnswer(catalogQuery({ subcategories: [{ brand: "safar luggage", name: "Hardside" }] }))).toEqual({
      status: 308,
      location: "/shop?subcategories=Safar%20Travel%3AHardside",
    });
    expect(await shopAnswer(catalogQuery({ brands: ["Nobody"] }))).toEqual({ status: 404 });
  });

  it("keeps a Hindi name it gave up, for Hindi links", async () => {
    expect((await renameBrand(safar, { nameHi: "सफ़र ट्रैवल" })).status).toBe(200);
    expect(await shopAnswer(catalogQuery({ brands: ["सफ़र लगेज"] }), "hi")).toEqual({
      status: 308,
      location: `/hi/shop?brands=${encodeURIComponent("सफ़र ट्रैवल")}`,
    });
  });

  it("is found by the products API under its former name", async () => {
    expect(await apiProducts("brands=Safar%20Luggage")).toEqual({ status: 200, names: before.names });
    expect(await apiProducts("brands=Nobody")).toEqual({ status: 200, names: [] });
  });
});
