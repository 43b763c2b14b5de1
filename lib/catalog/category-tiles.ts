import "server-only";
import { prisma } from "@/lib/db";
import { CATALOG_TAGS, cachedCatalogRead } from "./cache";

/** A top-level category as a home page "Shop by Category" tile. */
export type CategoryTile = { name: string; slug: string; imageUrl: string | null };

async function readCategoryTiles(): Promise<CategoryTile[]> {
  return prisma.category.findMany({
    where: { parentId: null, isActive: true },
    orderBy: [{ position: "asc" }, { name: "asc" }],
    select: { name: true, slug: true, imageUrl: true },
  });
}

/**
 * The active top-level categories in the catalogue's order (cached; category
 * edits invalidate it). The demo seed makes them the spec's tiles: BackPack,
 * Laptop Bags, Messenger Bags, Luggage, Office Bags, Kitchen and the house brand.
 */
export const listCategoryTiles = cachedCatalogRead(readCategoryTiles, ["category-tiles"], [CATALOG_TAGS.categories]);
