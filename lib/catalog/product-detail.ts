import "server-only";
import { prisma } from "@/lib/db";
import { CATALOG_TAGS, cachedCatalogRead } from "./cache";
import { declarationsOf, type Declarations } from "./declarations";
import { categoryPath, listCategoryTree } from "./filters";
import { displayName, productTexts } from "./localize";
import { findProducts, productFieldsSelect, type ProductCardData } from "./products";
import type { Locale } from "@/lib/i18n/locale";

export type ProductDetail = {
  id: string;
  slug: string;
  name: string;
  description: string;
  images: string[];
  price: number;
  mrp: number | null;
  stock: number;
  sizes: string[];
  colors: string[];
  brand: { name: string; slug: string };
  /** Root first, the product's own category last. */
  categoryPath: Array<{ name: string; slug: string }>;
  hsnCode: string | null;
  /** What the Legal Metrology rules ask the listing to show. */
  declarations: Declarations;
  updatedAt: string;
};

/** Stock at or below this shows "Only N left". */
export const LOW_STOCK_THRESHOLD = 5;

const getProductBySlugCached = cachedCatalogRead(
  async (slug: string, locale: Locale): Promise<ProductDetail | null> => {
    const row = await prisma.product.findFirst({
      where: { slug, isActive: true },
      select: {
        ...productFieldsSelect,
        categoryId: true,
        updatedAt: true,
        brand: { select: { name: true, nameHi: true, slug: true } },
        taxCategory: { select: { hsnCode: true } },
      },
    });
    if (!row) return null;
    const tree = await listCategoryTree(locale);
    const texts = productTexts(row, locale);
    return {
      id: row.id,
      slug: row.slug,
      name: texts.name,
      description: texts.description,
      images: row.images,
      price: row.price,
      mrp: row.mrp,
      stock: row.stock,
      sizes: row.sizes,
      colors: row.colors,
      brand: { name: displayName(row.brand, locale), slug: row.brand.slug },
      categoryPath: categoryPath(tree, row.categoryId).map(({ name, slug }) => ({ name, slug })),
      hsnCode: row.taxCategory?.hsnCode ?? null,
      declarations: { ...declarationsOf(row), genericName: texts.genericName },
      updatedAt: row.updatedAt.toISOString(),
    };
  },
  ["product-by-slug"],
  (slug) => [CATALOG_TAGS.products, CATALOG_TAGS.product(slug)],
);

/**
 * The longest slug a product page is looked up for. The page's cache tag, "catalog:product:<slug>",
 * must fit Next's 256 characters: a longer one is dropped with a warning that repeats the whole slug,
 * twice for every request (metadata and page), so /product/<16 KB of letters> wrote 32 KB of log
 * per request. The admin makes slugs of at most 80 characters and a "-N" suffix (lib/catalog/slug.ts).
 */
export const MAX_PRODUCT_SLUG_LENGTH = 256 - CATALOG_TAGS.product("").length;

/** An active product's page, in the locale's language (cached per slug and locale), or null. */
export const getProductBySlug = async (slug: string, locale: Locale = "en"): Promise<ProductDetail | null> =>
  slug.length > MAX_PRODUCT_SLUG_LENGTH ? null : getProductBySlugCached(slug, locale);

/** Up to `limit` other products from the same category (then its parent), newest first. */
export async function listRelatedProducts(
  product: ProductDetail,
  limit = 4,
  locale: Locale = "en",
): Promise<ProductCardData[]> {
  const related: ProductCardData[] = [];
  for (const category of [...product.categoryPath].reverse()) {
    const page = await findProducts(
      {
        q: "",
        // By slug: the path's names are in the page's language.
        categories: [category.slug],
        brands: [],
        subcategories: [],
        sort: "newest",
        page: 1,
        pageSize: limit + 1,
      },
      locale,
    );
    for (const item of page.items) {
      if (item.id !== product.id && !related.some((r) => r.id === item.id)) related.push(item);
    }
    if (related.length >= limit) break;
  }
  return related.slice(0, limit);
}

/** Whole-percent discount of price below mrp, or null when there is none. */
export function discountPercent(price: number, mrp: number | null): number | null {
  if (mrp === null || mrp <= price || mrp <= 0) return null;
  // Rounded down, in integers: ₹999 against ₹1,399 saves 28.6 %, so it is "28% off", never an overstated "29% off".
  return Math.floor(((mrp - price) * 100) / mrp);
}
