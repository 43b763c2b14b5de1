import "server-only";
import { prisma } from "@/lib/db";
import { CATALOG_TAGS, cachedCatalogRead } from "./cache";

/** A brand as the home page's logo carousel shows it. */
export type BrandLogo = { name: string; slug: string; logoUrl: string };

async function readBrandLogos(): Promise<BrandLogo[]> {
  const rows = await prisma.brand.findMany({
    where: { isActive: true, logoUrl: { not: null } },
    orderBy: [{ position: "asc" }, { name: "asc" }],
    select: { name: true, slug: true, logoUrl: true },
  });
  return rows.flatMap((row) => (row.logoUrl ? [{ name: row.name, slug: row.slug, logoUrl: row.logoUrl }] : []));
}

/** Active brands that have a logo, in the catalogue's order (cached; brand edits invalidate it). */
export const listBrandLogos = cachedCatalogRead(readBrandLogos, ["brand-logos"], [CATALOG_TAGS.brands]);
