import type { MetadataRoute } from "next";
import { flattenCategories, listCategoryTree } from "@/lib/catalog/filters";
import { catalogHref } from "@/lib/catalog/query";
import { listProductSitemapEntries } from "@/lib/catalog/sitemap";
import { absoluteUrl } from "@/lib/seo/site";

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

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [products, tree] = await Promise.all([listProductSitemapEntries(), listCategoryTree()]);
  return [
    ...STATIC_PAGES.map((path) => ({ url: absoluteUrl(path), changeFrequency: "weekly" as const })),
    ...flattenCategories(tree).map((category) => ({
      url: absoluteUrl(catalogHref({ categories: [category.name] })),
      changeFrequency: "daily" as const,
    })),
    ...products.map((product) => ({
      url: absoluteUrl(`/product/${product.slug}`),
      lastModified: product.updatedAt,
      changeFrequency: "weekly" as const,
    })),
  ];
}
