import "server-only";
import { prisma } from "@/lib/db";
import { CATALOG_TAGS, cachedCatalogRead } from "./cache";
import { declarationsOf, type Declarations } from "./declarations";
import { categoryPath, listCategoryTree } from "./filters";
import { displayName, productTexts } from "./localize";
import { findProducts, productFieldsSelect, type ProductCardData } from "./products";
import { noteProductPageShows } from "@/lib/http/response-cache.mjs";
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
  brand: { id: string; name: string; slug: string };
  /** The product's own category (the last of categoryPath, when that category is shown). */
  categoryId: string;
  /** Root first, the product's own category last. */
  categoryPath: Array<{ id: string; name: string; slug: string }>;
  hsnCode: string | null;
  /** What the Legal Metrology rules ask the listing to show. */
  declarations: Declarations;
  updatedAt: string;
};

/** Stock at or below this shows "Only N left". */
export const LOW_STOCK_THRESHOLD = 5;

/** Where an active product sits: its brand and category (the tags of its page's read), or null. */
type Placement = { brandId: string; categoryId: string } | null;

/** Cached per slug, tagged with the product alone: its write (a new brand or category among them) names it. */
const placementOf = cachedCatalogRead(
  (slug: string): Promise<Placement> =>
    prisma.product.findFirst({ where: { slug, isActive: true }, select: { brandId: true, categoryId: true } }),
  ["product-placement"],
  (slug) => [CATALOG_TAGS.product(slug)],
);

/**
 * The page's read, tagged with the product, its brand and its category (not with those above it: a category's
 * rename or move names each category below it too). Not with every product's tag: a rename expires the pages
 * that show it only. The placement is an argument (so part of the key) because tags are set before the read.
 */
const productDetailCached = cachedCatalogRead(
  async (_placement: NonNullable<Placement>, slug: string, locale: Locale): Promise<ProductDetail | null> => {
    const row = await prisma.product.findFirst({
      where: { slug, isActive: true },
      select: {
        ...productFieldsSelect,
        brandId: true,
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
      brand: { id: row.brandId, name: displayName(row.brand, locale), slug: row.brand.slug },
      categoryId: row.categoryId,
      categoryPath: categoryPath(tree, row.categoryId).map(({ id, name, slug }) => ({ id, name, slug })),
      hsnCode: row.taxCategory?.hsnCode ?? null,
      declarations: { ...declarationsOf(row), genericName: texts.genericName },
      updatedAt: row.updatedAt.toISOString(),
    };
  },
  ["product-by-slug"],
  ({ brandId, categoryId }, slug) => [
    CATALOG_TAGS.product(slug),
    CATALOG_TAGS.brand(brandId),
    CATALOG_TAGS.category(categoryId),
    CATALOG_TAGS.previousBuildProducts,
  ],
);

async function getProductBySlugCached(slug: string, locale: Locale): Promise<ProductDetail | null> {
  const placement = await placementOf(slug);
  return placement && productDetailCached(placement, slug, locale);
}

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

/**
 * The newest products of a category and all below it, for product pages'
 * related products. Cached on its own, tagged with that category: the page's
 * cache entry carries the tags of the reads it made (not those of the
 * findProducts nested in this one), so a product's edit, which names its
 * categories (productWriteTags), leaves the pages of other categories'
 * products cached.
 */
const newestInCategory = cachedCatalogRead(
  async (category: { id: string; slug: string }, limit: number, locale: Locale): Promise<ProductCardData[]> => {
    const page = await findProducts(
      // By slug: the path's names are in the page's language.
      { q: "", categories: [category.slug], brands: [], subcategories: [], sort: "newest", page: 1, pageSize: limit },
      locale,
    );
    return page.items;
  },
  ["related-products"],
  // This category's products' edits, their stock running out or back, and the renames their cards show (their
  // brand's, their own category's: relatedShowing in admin-brands.ts, admin-categories.ts).
  (category) => [CATALOG_TAGS.relatedIn(category.id), CATALOG_TAGS.previousBuildProducts],
);

/** How many related products a product page shows. */
export const RELATED_PRODUCTS = 4;

/**
 * How many of a category's newest products a page's related read takes (RELATED_PRODUCTS and the page's own
 * product): a product's write concerns a category's related reads only when it is one of these.
 */
export const RELATED_READ_SIZE = RELATED_PRODUCTS + 1;

/** Up to `limit` other products from the same category (then its parent), newest first. */
export async function listRelatedProducts(
  product: ProductDetail,
  limit = RELATED_PRODUCTS,
  locale: Locale = "en",
): Promise<ProductCardData[]> {
  const related: ProductCardData[] = [];
  const readFrom: string[] = [];
  for (const category of [...product.categoryPath].reverse()) {
    readFrom.push(category.id);
    for (const item of await newestInCategory(category, limit + 1, locale)) {
      if (item.id !== product.id && !related.some((r) => r.id === item.id)) related.push(item);
    }
    if (related.length >= limit) break;
  }
  // So server.mjs's response cache keeps this page when a product of another category is edited, or another
  // brand or category renamed: the tags of what it shows, as its cache entry carries them.
  noteProductPageShows(product.slug, [
    CATALOG_TAGS.brand(product.brand.id),
    CATALOG_TAGS.category(product.categoryId),
    ...readFrom.map(CATALOG_TAGS.relatedIn),
  ]);
  return related.slice(0, limit);
}

/** Whole-percent discount of price below mrp, or null when there is none. */
export function discountPercent(price: number, mrp: number | null): number | null {
  if (mrp === null || mrp <= price || mrp <= 0) return null;
  // Rounded down, in integers: ₹999 against ₹1,399 saves 28.6 %, so it is "28% off", never an overstated "29% off".
  return Math.floor(((mrp - price) * 100) / mrp);
}
