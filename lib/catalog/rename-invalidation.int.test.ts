import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Viewer } from "@/lib/auth/viewer";
import { updateBrand } from "@/lib/catalog/admin-brands";
import { updateCategory } from "@/lib/catalog/admin-categories";
import { CATALOG_TAGS, invalidateCatalog } from "@/lib/catalog/cache";
import { getProductBySlug, listRelatedProducts } from "@/lib/catalog/product-detail";
import { prisma } from "@/lib/db";
import { adminAndShopper } from "@/test/integration/accounts";
import { cachedPage, cachedTestServer, nextDataCache as next } from "@/test/integration/next-data-cache";

// A brand's or category's rename (or a category's move) expires exactly the product pages that show it: their
// brand, breadcrumbs and related products' cards show the new name, and another product's page stays cached,
// in Next's cache (the page's entry carries the tags of the catalogue reads it made) and in server.mjs's
// response cache (forgetResponsesTagged, by what each page noted it shows). Next's data cache stands in here
// as it behaves for unstable_cache (test/integration/next-data-cache.ts).

vi.mock("next/cache", async () => (await import("@/test/integration/next-data-cache")).nextCacheStandIn);

type PageView = { brand: string; breadcrumbs: string[]; related: string[] };

/** What a product's page shows of brands and categories: Next renders it once, then serves it until a tag expires. */
function productPage(slug: string): Promise<PageView> {
  return cachedPage(slug, async () => {
    const product = (await getProductBySlug(slug, "en"))!;
    const related = await listRelatedProducts(product, 4, "en");
    return {
      brand: product.brand.name,
      breadcrumbs: product.categoryPath.map((category) => category.name),
      related: related.map((card) => `${card.brandName} / ${card.categoryName}`),
    };
  });
}

// server.mjs's response cache in front of the pages, as server.mjs puts it.
const fetchPage = cachedTestServer(async (url) =>
  Response.json(await productPage(url.slice("/product/".length)), {
    headers: { "Cache-Control": "public, s-maxage=300" },
  }),
);

async function get(slug: string) {
  const response = await fetchPage(`/product/${slug}`);
  return { cache: response.headers.get("x-cache"), view: (await response.json()) as PageView };
}

let admin: Viewer;

beforeAll(async () => {
  ({ adminViewer: admin } = await adminAndShopper());
});

let shops = 0;

/**
 * A small shop, its names its own: Bags › Daypacks (a Wildtrail pack) and Bags › Totes (an Urbanpack tote),
 * Kitchen › Cookware (an Urbanpack kadhai), Decor (an Urbanpack lamp). The pack's and tote's related products
 * come from Bags (each other); the kadhai and the lamp have none. Every page rendered and stored.
 */
async function shop() {
  const n = `${(shops += 1)}-${Date.now()}`;
  const tax = await prisma.taxCategory.create({ data: { name: `Goods ${n}`, hsnCode: "4202", rateBasisPoints: 1800 } });
  const brand = (name: string) =>
    prisma.brand.create({ data: { name: `${name} ${n}`, slug: `${name.toLowerCase()}-${n}` } });
  const category = (name: string, parentId?: string) =>
    prisma.category.create({ data: { name: `${name} ${n}`, slug: `${name.toLowerCase()}-${n}`, parentId } });
  const [wildtrail, urbanpack] = [await brand("Wildtrail"), await brand("Urbanpack")];
  const [bags, kitchen, decor] = [await category("Bags"), await category("Kitchen"), await category("Decor")];
  const [daypacks, totes, cookware] = [
    await category("Daypacks", bags.id),
    await category("Totes", bags.id),
    await category("Cookware", kitchen.id),
  ];
  const product = async (name: string, brandId: string, categoryId: string) =>
    (
      await prisma.product.create({
        data: {
          ...{ slug: `${name}-${n}`, name: `${name} ${n}`, description: "A test product.", price: 99_900, stock: 5 },
          ...{ brandId, categoryId, taxCategoryId: tax.id },
        },
      })
    ).slug;
  const slugs = {
    pack: await product("pack", wildtrail.id, daypacks.id),
    tote: await product("tote", urbanpack.id, totes.id),
    kadhai: await product("kadhai", urbanpack.id, cookware.id),
    lamp: await product("lamp", urbanpack.id, decor.id),
  };
  for (const slug of Object.values(slugs)) {
    expect((await get(slug)).cache).toBe("MISS");
    expect((await get(slug)).cache).toBe("HIT");
  }
  return { n, slugs, wildtrail, bags, daypacks, decor, cookware };
}

/** Which of these pages Next and server.mjs still keep (by the shop's names for them). */
async function kept(slugs: Record<string, string>) {
  const isr = Object.keys(slugs).filter((name) => next.pages.has(slugs[name]!));
  const served: string[] = [];
  for (const [name, slug] of Object.entries(slugs)) if ((await get(slug)).cache === "HIT") served.push(name);
  return { isr, served };
}

describe("a rename or move expires exactly the product pages that show it", () => {
  it("a category's rename: its product's breadcrumbs, and the card of it another page relates; not other categories' pages", async () => {
    const { n, slugs, daypacks } = await shop();
    const { kadhai, lamp } = slugs;
    expect((await get(slugs.tote)).view.related).toEqual([`Wildtrail ${n} / Daypacks ${n}`]);
    await updateCategory(admin, daypacks.id, { name: `Day Packs ${n}` });

    expect((await get(slugs.pack)).view.breadcrumbs).toEqual([`Bags ${n}`, `Day Packs ${n}`]);
    expect((await get(slugs.tote)).view.related).toEqual([`Wildtrail ${n} / Day Packs ${n}`]);
    expect(await kept({ kadhai, lamp })).toEqual({ isr: ["kadhai", "lamp"], served: ["kadhai", "lamp"] });
  });

  it("a brand's rename: its product's page, and the card of it another page relates; not other brands' pages", async () => {
    const { n, slugs, wildtrail } = await shop();
    const { kadhai, lamp } = slugs;
    await updateBrand(admin, wildtrail.id, { name: `Wildtrail Outdoors ${n}` });

    expect((await get(slugs.pack)).view.brand).toBe(`Wildtrail Outdoors ${n}`);
    expect((await get(slugs.tote)).view.related).toEqual([`Wildtrail Outdoors ${n} / Daypacks ${n}`]);
    expect(await kept({ kadhai, lamp })).toEqual({ isr: ["kadhai", "lamp"], served: ["kadhai", "lamp"] });
  });

  it("a category's move: its products' breadcrumbs, and the related products it joins; not the pages it leaves alone", async () => {
    const { n, slugs, cookware, decor } = await shop();
    const { pack, tote } = slugs;
    await updateCategory(admin, cookware.id, { parentId: decor.id });

    expect((await get(slugs.kadhai)).view.breadcrumbs).toEqual([`Decor ${n}`, `Cookware ${n}`]);
    // Decor's related products now take the kadhai (Cookware is below Decor).
    expect((await get(slugs.lamp)).view.related).toEqual([`Urbanpack ${n} / Cookware ${n}`]);
    expect(await kept({ pack, tote })).toEqual({ isr: ["pack", "tote"], served: ["pack", "tote"] });
  });

  it("a rename made by an instance still running the previous build (a rolling deploy) expires them too", async () => {
    const { n, slugs, wildtrail, daypacks } = await shop();
    // That build writes the names and expires what every product page carried then (its tags reach this one
    // through Redis, and the cache handler forgets the responses they name).
    await prisma.brand.update({ where: { id: wildtrail.id }, data: { name: `Wildtrail Outdoors ${n}` } });
    await prisma.category.update({ where: { id: daypacks.id }, data: { name: `Day Packs ${n}` } });
    invalidateCatalog(CATALOG_TAGS.brands, CATALOG_TAGS.categories, "catalog:products");

    expect((await get(slugs.pack)).view).toMatchObject({
      brand: `Wildtrail Outdoors ${n}`,
      breadcrumbs: [`Bags ${n}`, `Day Packs ${n}`],
    });
    expect((await get(slugs.tote)).view.related).toEqual([`Wildtrail Outdoors ${n} / Day Packs ${n}`]);
  });
});
