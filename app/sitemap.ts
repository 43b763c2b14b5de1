import type { MetadataRoute } from "next";
import { flattenCategories, listCategoryTree } from "@/lib/catalog/filters";
import { catalogHref } from "@/lib/catalog/query";
import { listProductSitemapEntries } from "@/lib/catalog/sitemap";
import { locales } from "@/lib/i18n/locale";
import { sitemapAlternates, type PagePath } from "@/lib/seo/alternates";

// Rendered on request (from the cached catalogue), so the build needs no database.
export const dynamic = "force-dynamic";

const STATIC_PAGES = [
  "/",
  "/shop",
  "/nearby-shops",
  "/contact",
  "/faq",
  "/shipinginfo",
  "/returns",
  "/privacy",
  "/terms",
  "/companyinfo",
];

/**
 * Every public page in both languages (English unprefixed, Hindi under /hi),
 * each entry naming its other-language versions (hreflang en-IN, hi-IN and the
 * English page as x-default), as search engines read them from sitemaps.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [products, tree, hindiTree] = await Promise.all([
    listProductSitemapEntries(),
    listCategoryTree(),
    listCategoryTree("hi"),
  ]);
  const hindiNames = new Map(flattenCategories(hindiTree).map((category) => [category.id, category.name]));
  const pages: Array<Omit<MetadataRoute.Sitemap[number], "url"> & { path: PagePath }> = [
    ...STATIC_PAGES.map((path) => ({ path, changeFrequency: "weekly" as const })),
    // A category's listing names it in each page's language (as the listing's canonical URL does).
    ...flattenCategories(tree).map((category) => ({
      path: {
        en: catalogHref({ categories: [category.name] }),
        hi: catalogHref({ categories: [hindiNames.get(category.id) ?? category.name] }),
      },
      changeFrequency: "daily" as const,
    })),
    ...products.map((product) => ({
      path: `/product/${product.slug}`,
      lastModified: product.updatedAt,
      changeFrequency: "weekly" as const,
    })),
  ];
  return locales.flatMap((locale) =>
    pages.map(({ path, ...entry }) => ({ ...sitemapAlternates(path, locale), ...entry })),
  );
}
