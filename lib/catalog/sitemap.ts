import "server-only";
import { prisma } from "@/lib/db";

// The products the sitemap lists (lib/seo/sitemap.ts caches what it builds from them).

const ACTIVE = { isActive: true } as const;

/** How many active products there are. */
export function countSitemapProducts(): Promise<number> {
  return prisma.product.count({ where: ACTIVE });
}

/** Active products' slugs and last changes, `limit` of them from `offset` in slug order. */
export async function listSitemapProducts(offset: number, limit: number) {
  const rows = await prisma.product.findMany({
    where: ACTIVE,
    select: { slug: true, updatedAt: true },
    orderBy: { slug: "asc" },
    skip: offset,
    take: limit,
  });
  return rows.map((row) => ({ slug: row.slug, updatedAt: row.updatedAt.toISOString() }));
}
