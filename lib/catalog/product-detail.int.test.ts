import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { seed } from "@/prisma/seed";
import { cutDatabase, restoreDatabase } from "@/test/integration/database";
import { CATALOG_TAGS } from "./cache";
import { getProductBySlug, MAX_PRODUCT_SLUG_LENGTH } from "./product-detail";

beforeAll(async () => {
  await seed(prisma, { log: () => {} });
});

afterEach(async () => {
  await restoreDatabase();
});

describe("a product page's read by slug", () => {
  it("finds a product whose slug is as long as its cache tag allows", async () => {
    const longest = "a".repeat(MAX_PRODUCT_SLUG_LENGTH);
    expect(CATALOG_TAGS.product(longest)).toHaveLength(256);
    const row = await prisma.product.findFirstOrThrow({ where: { isActive: true }, select: { id: true } });
    await prisma.product.update({ where: { id: row.id }, data: { slug: longest } });
    expect(await getProductBySlug(longest)).toMatchObject({ id: row.id, slug: longest });
  });

  it("answers null for a longer slug without asking the database (or Next's cache, which would log it whole)", async () => {
    await cutDatabase();
    expect(await getProductBySlug("a".repeat(MAX_PRODUCT_SLUG_LENGTH + 1))).toBeNull();
    expect(await getProductBySlug("b".repeat(16_000), "hi")).toBeNull();
  });
});
