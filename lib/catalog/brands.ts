import "server-only";
import { prisma } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locale";
import { CATALOG_TAGS, cachedCatalogRead } from "./cache";
import { displayName } from "./localize";

/** A brand as the home page's logo carousel shows it. */
export type BrandLogo = { name: string; slug: string; logoUrl: string };

async function readBrandLogos(locale: Locale): Promise<BrandLogo[]> {
  const rows = await prisma.brand.findMany({
    where: { isActive: true, logoUrl: { not: null } },
    orderBy: [{ position: "asc" }, { name: "asc" }],
    select: { name: true, nameHi: true, slug: true, logoUrl: true },
  });
  return rows.flatMap((row) =>
    row.logoUrl ? [{ name: displayName(row, locale), slug: row.slug, logoUrl: row.logoUrl }] : [],
  );
}

const listBrandLogosCached = cachedCatalogRead(readBrandLogos, ["brand-logos"], [CATALOG_TAGS.brands]);

/** Active brands that have a logo, in the catalogue's order, named in the locale's language (cached per locale; brand edits invalidate it). */
export const listBrandLogos = (locale: Locale = "en") => listBrandLogosCached(locale);
