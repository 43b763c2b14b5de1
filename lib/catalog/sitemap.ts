import "server-only";
import { prisma } from "@/lib/db";
import { CATALOG_TAGS, cachedCatalogRead } from "./cache";

/** Every active product's slug and last change, for sitemap.xml. */
export const listProductSitemapEntries = cachedCatalogRead(
  async (): Promise<Array<{ slug: string; updatedAt: string }>> => {
    const rows = await prisma.product.findMany({
      where: { isActive: true },
      select: { slug: true, updatedAt: true },
      orderBy: { slug: "asc" },
    });
    return rows.map((row) => ({ slug: row.slug, updatedAt: row.updatedAt.toISOString() }));
  },
  ["product-sitemap"],
  [CATALOG_TAGS.products],
);
