import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as productsApi } from "@/app/api/getproducts/products/route";
import { GET as nearbyShopsApi } from "@/app/api/nearby/shops/route";
import type { Viewer } from "@/lib/auth/viewer";
import { getProductBySlug } from "@/lib/catalog/product-detail";
import { createNearbyShop, deleteNearbyShop, updateNearbyShop } from "@/lib/content/admin-nearby-shops";
import { prisma } from "@/lib/db";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address.mjs";
import { adminAndShopper } from "@/test/integration/accounts";
import { cachedPage, cachedTestServer, nextDataCache as next } from "@/test/integration/next-data-cache";

// A nearby shop's edit expires what shows shops, and nothing else: the shops' cached read (the page's and
// GET /api/nearby/shops's), while a product's page and the catalogue API stay cached, in Next's cache and in
// server.mjs's response cache (docs/adr/0048-nearby-shops-admin.md). Next's data cache and a product page's ISR
// entry are stood in for by test/integration/next-data-cache.ts.

vi.mock("next/cache", async () => (await import("@/test/integration/next-data-cache")).nextCacheStandIn);

/** A product's page, as Next renders it once and then serves it until one of its tags expires. */
function productPage(slug: string): Promise<unknown> {
  return cachedPage(slug, async () => ({ name: (await getProductBySlug(slug, "en"))?.name }));
}

/** The route handlers server.mjs's cache sits in front of, their answers passed on as they are. */
async function answer(url: string): Promise<Response> {
  if (url.startsWith("/product/")) {
    const view = await productPage(url.slice("/product/".length));
    return Response.json(view, { headers: { "Cache-Control": "public, s-maxage=300" } });
  }
  const request = new Request(`http://shop.test${url}`, { headers: { [CLIENT_ADDRESS_HEADER]: "198.51.100.7" } });
  if (url.startsWith("/api/getproducts/products")) return productsApi(request, undefined);
  if (url.startsWith("/api/nearby/shops")) return nearbyShopsApi(request, undefined);
  return new Response("not here", { status: 404 });
}

const fetchAnswer = cachedTestServer(answer);

async function get(url: string) {
  const response = await fetchAnswer(url);
  return {
    cache: response.headers.get("x-cache"),
    cacheControl: response.headers.get("cache-control"),
    body: (await response.json()) as unknown,
  };
}

let admin: Viewer;

beforeAll(async () => {
  ({ adminViewer: admin } = await adminAndShopper());
});

/** A product of its own, its page and the catalogue API read and kept by server.mjs's cache. */
async function cachedCatalogue() {
  const n = Date.now().toString(36);
  const tax = await prisma.taxCategory.create({ data: { name: `Goods ${n}`, hsnCode: "4202", rateBasisPoints: 1800 } });
  const brand = await prisma.brand.create({ data: { name: `Wildtrail ${n}`, slug: `wildtrail-${n}` } });
  const category = await prisma.category.create({ data: { name: `Bags ${n}`, slug: `bags-${n}` } });
  const { slug } = await prisma.product.create({
    data: {
      ...{ slug: `pack-${n}`, name: `Pack ${n}`, description: "A test product.", price: 99_900, stock: 5 },
      ...{ brandId: brand.id, categoryId: category.id, taxCategoryId: tax.id },
    },
  });
  const urls = [`/product/${slug}`, `/api/getproducts/products?brands=${brand.slug}`];
  for (const url of urls) {
    expect((await get(url)).cache, url).toBe("MISS");
    expect((await get(url)).cache, url).toBe("HIT");
  }
  return { slug, urls };
}

const shopInput = (name: string) => ({
  name,
  nameHi: null,
  image: "/media/0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef.webp",
  address: "14, Shahnajaf Road, Hazratganj",
  addressHi: null,
  city: "Lucknow",
  cityHi: null,
  state: "Uttar Pradesh" as const,
  postalCode: "226001",
  telephone: "+91 522 400 1234",
  mapsLink: "https://www.google.com/maps/search/?api=1&query=Kosh",
  isActive: true,
});

type Shown = Array<{ _id: string; name: string }>;
const nameIn = (body: unknown, id: string) => (body as Shown).find((shop) => shop._id === id)?.name;

describe("a nearby shop's edit", () => {
  it("shows on the shops' API at once, in both languages, and leaves product pages and the catalogue cached", async () => {
    const shop = await createNearbyShop(admin, shopInput(`Kosh Hazratganj ${Date.now().toString(36)}`));
    const { slug, urls } = await cachedCatalogue();
    // The shops' read is cached (its second read comes from Next's data cache); server.mjs keeps no answer of it.
    for (const lang of ["", "?lang=hi"]) {
      const first = await get(`/api/nearby/shops${lang}`);
      expect(first.cacheControl).toBe("no-store");
      expect(nameIn(first.body, shop.id)).toBe(shop.name);
    }
    expect([...next.reads.values()].filter(({ tags }) => tags.includes("content:nearby-shops"))).toHaveLength(2);

    await updateNearbyShop(admin, shop.id, { name: `${shop.name} Market`, nameHi: "कोश हज़रतगंज".normalize("NFC") });

    expect(nameIn((await get("/api/nearby/shops")).body, shop.id)).toBe(`${shop.name} Market`);
    expect(nameIn((await get("/api/nearby/shops?lang=hi")).body, shop.id)).toBe("कोश हज़रतगंज".normalize("NFC"));
    expect(next.pages.has(slug), "Next's copy of the product page").toBe(true);
    for (const url of urls) expect((await get(url)).cache, url).toBe("HIT");

    // Hidden, then deleted: the same.
    await updateNearbyShop(admin, shop.id, { isActive: false });
    expect(nameIn((await get("/api/nearby/shops")).body, shop.id)).toBeUndefined();
    await deleteNearbyShop(admin, shop.id);
    for (const url of urls) expect((await get(url)).cache, url).toBe("HIT");
  });

  it("a new shop shows at once, and the product pages and catalogue stay cached", async () => {
    const { urls } = await cachedCatalogue();
    expect((await get("/api/nearby/shops")).cache).not.toBe("HIT");
    const shop = await createNearbyShop(admin, shopInput(`Kosh Aminabad ${Date.now().toString(36)}`));
    expect(nameIn((await get("/api/nearby/shops")).body, shop.id)).toBe(shop.name);
    for (const url of urls) expect((await get(url)).cache, url).toBe("HIT");
  });
});
