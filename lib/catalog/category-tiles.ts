import "server-only";
import { prisma } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locale";
import { CATALOG_TAGS, cachedCatalogRead } from "./cache";
import { displayName } from "./localize";

/** A top-level category as a home page "Shop by Category" tile. */
export type CategoryTile = { name: string; slug: string; imageUrl: string | null };

async function readCategoryTiles(locale: Locale): Promise<CategoryTile[]> {
  const rows = await prisma.category.findMany({
    where: { parentId: null, isActive: true },
    orderBy: [{ position: "asc" }, { name: "asc" }],
    select: { name: true, nameHi: true, slug: true, imageUrl: true },
  });
  return rows.map((row) => ({ name: displayName(row, locale), slug: row.slug, imageUrl: row.imageUrl }));
}

/**
 * The active top-level categories in the catalogue's order (cached; category
 * edits invalidate it). The demo seed makes them the spec's tiles: BackPack,
 * Laptop Bags, Messenger Bags, Luggage, Office Bags, Kitchen and the house brand.
 */
const listCategoryTilesCached = cachedCatalogRead(readCategoryTiles, ["category-tiles"], [CATALOG_TAGS.categories]);

/** The tiles, named in the locale's language (cached per locale). */
export const listCategoryTiles = (locale: Locale = "en") => listCategoryTilesCached(locale);
