import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { seed } from "@/prisma/seed";
import { adminAndShopper, apiRequest, bodyOf, useTestSecret } from "@/test/integration/accounts";
import { GET as listProducts } from "./route";

// At 100,000 products, counting every match of the catalogue list on each page view read them all
// (docs/adr/0044): it counts at most 10,000, as the orders list does (docs/adr/0041).

type Page = { items: Array<{ slug: string }>; page: number; total: number; pageCount: number; totalIsAtLeast: boolean };

let adminToken: string;

const list = async (query: string) => {
  const response = await listProducts(apiRequest(`/api/admin/products${query}`, { token: adminToken }), {
    params: Promise.resolve({}),
  });
  expect(response.status).toBe(200);
  return (await bodyOf(response)) as unknown as Page;
};

beforeAll(async () => {
  useTestSecret();
  await seed(prisma, { log: () => {} });
  ({ adminToken } = await adminAndShopper());
  // 10,001 drafts newer than the seed's products, "bulk-1" the newest, in one seeded product's brand and
  // category. Their search documents are not needed here, and the trigger that writes them would take
  // longer than the database timeouts on a busy machine: it is off for this insert (this file's own database).
  await prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`ALTER TABLE "Product" DISABLE TRIGGER USER`;
      await tx.$executeRaw`
    INSERT INTO "Product" (id, slug, name, description, images, price, stock, "isActive", "brandId", "categoryId",
                           "createdAt", "updatedAt")
    SELECT 'bulk-' || g, 'bulk-item-' || g, 'Bulk Item ' || g, 'A draft.', ARRAY[]::text[], 49900, 0, false,
           p."brandId", p."categoryId", now() + interval '1 day' - g * interval '1 second', now()
    FROM generate_series(1, 10001) AS g
    CROSS JOIN (SELECT "brandId", "categoryId" FROM "Product" ORDER BY id LIMIT 1) AS p`;
      await tx.$executeRaw`ALTER TABLE "Product" ENABLE TRIGGER USER`;
    },
    { timeout: 60_000 },
  );
}, 120_000);

describe("admin catalogue count", () => {
  it("counts at most 10,000 products: a longer list says 10,000+ and still pages to its end", async () => {
    const first = await list("?status=inactive");
    expect(first).toMatchObject({ page: 1, total: 10_000, totalIsAtLeast: true, pageCount: 400 });
    expect(first.items.map((p) => p.slug)).toEqual(Array.from({ length: 25 }, (_, i) => `bulk-item-${i + 1}`));
    // The cap's last page still offers Next; the list's own last page knows its length.
    const inactive = await prisma.product.count({ where: { isActive: false } });
    const lastPage = Math.ceil(inactive / 25);
    expect(lastPage).toBeGreaterThan(400);
    expect(await list("?status=inactive&page=400")).toMatchObject({
      total: 10_001,
      totalIsAtLeast: true,
      pageCount: 401,
    });
    expect(await list(`?status=inactive&page=${lastPage}`)).toMatchObject({
      total: inactive,
      totalIsAtLeast: false,
      pageCount: lastPage,
    });
    // Every product, and with a stock filter (its own order, emptiest first): capped alike.
    expect(await list("")).toMatchObject({ total: 10_000, totalIsAtLeast: true, pageCount: 400 });
    expect(await list("?stock=out")).toMatchObject({ total: 10_000, totalIsAtLeast: true });
  });

  it("counts a search up to 1,000 matches", async () => {
    // A word in many names tests the text on each row until the cap: 1,000, not 10,000.
    const first = await list("?q=bulk-item");
    expect(first).toMatchObject({ page: 1, total: 1_000, totalIsAtLeast: true, pageCount: 40 });
    expect(first.items.map((p) => p.slug)).toEqual(Array.from({ length: 25 }, (_, i) => `bulk-item-${i + 1}`));
    expect(await list("?q=bulk-item&page=40")).toMatchObject({ total: 1_001, totalIsAtLeast: true, pageCount: 41 });
    const last = await list("?q=bulk-item&page=401");
    expect(last).toMatchObject({ total: 10_001, totalIsAtLeast: false, pageCount: 401 });
    expect(last.items.map((p) => p.slug)).toEqual(["bulk-item-10001"]);
  });

  it("counts a list under the cap exactly", async () => {
    expect(await list("?status=active")).toMatchObject({
      total: await prisma.product.count({ where: { isActive: true } }),
      totalIsAtLeast: false,
    });
    expect(await list("?q=bulk-item-10001")).toMatchObject({ total: 1, totalIsAtLeast: false, pageCount: 1 });
    expect(await list("?q=no-such-product-anywhere")).toMatchObject({ total: 0, totalIsAtLeast: false, pageCount: 1 });
  });
});
