import "server-only";
import { prisma } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locale";
import { CATALOG_TAGS, cachedCatalogRead } from "./cache";
import { displayName } from "./localize";
import type { CatalogQuery } from "./query-href";

export type BrandFilter = {
  id: string;
  name: string;
  slug: string;
  subcategories: Array<{ id: string; name: string }>;
};
export type CategoryNode = { id: string; name: string; slug: string; children: CategoryNode[] };

const listBrandFiltersCached = cachedCatalogRead(
  async (locale: Locale): Promise<BrandFilter[]> => {
    const brands = await prisma.brand.findMany({
      where: { isActive: true },
      orderBy: [{ position: "asc" }, { name: "asc" }],
      select: {
        id: true,
        name: true,
        nameHi: true,
        slug: true,
        subcategories: {
          orderBy: [{ position: "asc" }, { name: "asc" }],
          select: { id: true, name: true, nameHi: true },
        },
      },
    });
    return brands.map((brand) => ({
      id: brand.id,
      name: displayName(brand, locale),
      slug: brand.slug,
      subcategories: brand.subcategories.map((sub) => ({ id: sub.id, name: displayName(sub, locale) })),
    }));
  },
  ["brand-filters"],
  [CATALOG_TAGS.brands],
);

/** Active brands with their subcategories, in display order, named in the locale's language (cached per locale). */
export const listBrandFilters = (locale: Locale = "en") => listBrandFiltersCached(locale);

const listCategoryTreeCached = cachedCatalogRead(
  async (locale: Locale): Promise<CategoryNode[]> => {
    const rows = await prisma.category.findMany({
      where: { isActive: true },
      orderBy: [{ position: "asc" }, { name: "asc" }],
      select: { id: true, name: true, nameHi: true, slug: true, parentId: true },
    });
    const nodes = new Map(
      rows.map((row) => [
        row.id,
        { id: row.id, name: displayName(row, locale), slug: row.slug, children: [] as CategoryNode[] },
      ]),
    );
    const roots: CategoryNode[] = [];
    for (const row of rows) {
      const node = nodes.get(row.id)!;
      const parent = row.parentId ? nodes.get(row.parentId) : undefined;
      // A child of an inactive category is hidden with it.
      if (parent) parent.children.push(node);
      else if (!row.parentId) roots.push(node);
    }
    return roots;
  },
  ["category-tree"],
  [CATALOG_TAGS.categories],
);

/** The active category tree (any depth), children in display order, named in the locale's language (cached per locale). */
export const listCategoryTree = (locale: Locale = "en") => listCategoryTreeCached(locale);

/** Every node of the tree, depth first. */
export function flattenCategories(nodes: CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flattenCategories(node.children)]);
}

/** Ids of the named categories and of everything below them (case-insensitive names). Unknown names match nothing. */
export function categoryIdsWithDescendants(tree: CategoryNode[], names: string[]): string[] {
  const wanted = new Set(names.map((name) => name.toLowerCase()));
  const ids = new Set<string>();
  for (const node of flattenCategories(tree)) {
    if (wanted.has(node.name.toLowerCase()) || wanted.has(node.slug)) {
      for (const inner of flattenCategories([node])) ids.add(inner.id);
    }
  }
  return [...ids];
}

/** The path from a root to the category with this id (for breadcrumbs), or []. */
export function categoryPath(tree: CategoryNode[], id: string): CategoryNode[] {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = categoryPath(node.children, id);
    if (below.length) return [node, ...below];
  }
  return [];
}

/** Whether a query names any category, brand or subcategory (the only filters read by name). */
const namesFilters = (query: CatalogQuery) =>
  query.categories.length > 0 || query.brands.length > 0 || query.subcategories.length > 0;

/** The brand and category filter lists in English and in Hindi (cached reads), to match names in either. */
async function filterListsInBothLanguages() {
  const [englishBrands, hindiBrands, englishTree, hindiTree] = await Promise.all([
    listBrandFilters("en"),
    listBrandFilters("hi"),
    listCategoryTree("en"),
    listCategoryTree("hi"),
  ]);
  return { englishBrands, hindiBrands, englishTree, hindiTree };
}

/** Lower-cased name, or slug (lower case already) → id. */
function idsByName(entries: Array<{ id: string; name: string; slug?: string }>): Map<string, string> {
  const ids = new Map<string, string>();
  for (const entry of entries) {
    ids.set(entry.name.toLowerCase(), entry.id);
    if (entry.slug) ids.set(entry.slug, entry.id);
  }
  return ids;
}

/** The categories and brands that have former names, with them (lib/catalog/former-names.ts). */
type FormerNames = {
  categories: Array<{ id: string; formerNames: string[] }>;
  brands: Array<{ id: string; formerNames: string[] }>;
};

const listFormerNames = cachedCatalogRead(
  async (): Promise<FormerNames> => {
    const renamed = { NOT: { formerNames: { isEmpty: true } } };
    const select = { id: true, formerNames: true };
    const [categories, brands] = await Promise.all([
      prisma.category.findMany({ where: renamed, select }),
      prisma.brand.findMany({ where: renamed, select }),
    ]);
    return { categories, brands };
  },
  ["former-names"],
  [CATALOG_TAGS.categories, CATALOG_TAGS.brands],
);

/** Lower-cased former name → id, for the rows `shown` has (the active ones). */
function idsByFormerName(rows: FormerNames["brands"], shown: Set<string>): Map<string, string> {
  const ids = new Map<string, string>();
  for (const row of rows) {
    if (shown.has(row.id)) for (const name of row.formerNames) ids.set(name.toLowerCase(), row.id);
  }
  return ids;
}

/**
 * The query with each category and brand name that is a former name of one
 * (docs/adr/0035-former-names-redirect.md) replaced by that one's current
 * English name, and whether any was. A current name, in either language,
 * always wins over a former one (a brand's, and a brand subcategory's, which
 * `brands=` may name too); a former name wins over a slug. A name that was
 * never anyone's stays as it came, for unknownFilterNames to find. /shop
 * redirects to the current names; the products and search APIs answer for them.
 */
export async function withCurrentNames(query: CatalogQuery): Promise<{ query: CatalogQuery; renamed: boolean }> {
  const unchanged = { query, renamed: false };
  if (!namesFilters(query)) return unchanged;
  const former = await listFormerNames();
  if (!former.categories.length && !former.brands.length) return unchanged;
  const { englishBrands, hindiBrands, englishTree, hindiTree } = await filterListsInBothLanguages();
  const bothBrands = [...englishBrands, ...hindiBrands];
  const categories = flattenCategories(englishTree);
  // Names only: a slug stays a category's or brand's own, but the slug made from a one-word name is that
  // name in lower case ("luggage"), which after a rename is its former name and redirects.
  const namesOnly = (rows: Array<{ id: string; name: string }>) =>
    idsByName(rows.map(({ id, name }) => ({ id, name })));
  const currentCategory = namesOnly([...categories, ...flattenCategories(hindiTree)]);
  const currentBrand = namesOnly(bothBrands);
  const currentSubcategory = namesOnly(bothBrands.flatMap((brand) => brand.subcategories));
  const isCategory = (name: string) => currentCategory.has(name.toLowerCase());
  const isBrand = (name: string) => currentBrand.has(name.toLowerCase());
  const isBrandOrSubcategory = (name: string) => isBrand(name) || currentSubcategory.has(name.toLowerCase());
  const categoryName = new Map(categories.map((node) => [node.id, node.name]));
  const brandName = new Map(englishBrands.map((brand) => [brand.id, brand.name]));
  const formerCategory = idsByFormerName(former.categories, new Set(categoryName.keys()));
  const formerBrand = idsByFormerName(former.brands, new Set(brandName.keys()));

  let renamed = false;
  /** The current name for a former one (unless it is some current name too); any other name as it came. */
  const currentOf = (
    name: string,
    isCurrent: (name: string) => boolean,
    formerIds: Map<string, string>,
    names: Map<string, string>,
  ) => {
    const id = isCurrent(name) ? undefined : formerIds.get(name.toLowerCase());
    if (!id) return name;
    renamed = true;
    return names.get(id)!;
  };
  const unique = (names: string[]) => [...new Set(names)];
  const renamedQuery = {
    ...query,
    categories: unique(query.categories.map((name) => currentOf(name, isCategory, formerCategory, categoryName))),
    brands: unique(query.brands.map((name) => currentOf(name, isBrandOrSubcategory, formerBrand, brandName))),
    // "Brand:Subcategory": only the brand may have been renamed.
    subcategories: query.subcategories.map((pair) => ({
      ...pair,
      brand: currentOf(pair.brand, isBrand, formerBrand, brandName),
    })),
  };
  return renamed ? { query: renamedQuery, renamed } : unchanged;
}

/**
 * The category, brand and "Brand:Subcategory" names in a query that the catalogue does not know, in
 * either language or as a slug (as resolveFilters in products.ts reads them). Such a listing matches
 * nothing, and its page would show the name as its heading and title: /shop answers 404 for it,
 * so nobody can put their own words on a shop page ("/shop?category=Call 98… for a refund").
 */
export async function unknownFilterNames(query: CatalogQuery): Promise<string[]> {
  if (!namesFilters(query)) return [];
  const { englishBrands, hindiBrands, englishTree, hindiTree } = await filterListsInBothLanguages();
  const brands = [...englishBrands, ...hindiBrands];
  const categoryId = idsByName([...flattenCategories(englishTree), ...flattenCategories(hindiTree)]);
  const brandId = idsByName(brands);
  const subcategoryId = idsByName(brands.flatMap((brand) => brand.subcategories));
  const known = (ids: Map<string, string>, name: string) => ids.has(name.toLowerCase());
  const knownPair = ({ brand, name }: { brand: string; name: string }) => {
    const id = brandId.get(brand.toLowerCase());
    return brands.some(
      (candidate) =>
        candidate.id === id && candidate.subcategories.some((sub) => sub.name.toLowerCase() === name.toLowerCase()),
    );
  };
  return [
    ...query.categories.filter((name) => !known(categoryId, name)),
    ...query.brands.filter((name) => !known(brandId, name) && !known(subcategoryId, name)),
    ...query.subcategories.filter((pair) => !knownPair(pair)).map(({ brand, name }) => `${brand}:${name}`),
  ];
}

/**
 * The query with its category, brand and subcategory names in `locale`'s
 * language, whichever language (or slug) it named them in: a Hindi page's
 * links name them in Hindi, and the language switch carries a query across
 * as it is. What the listing shows and its canonical and hreflang addresses
 * come from this; names the catalogue does not know stay as they came (they
 * match nothing).
 */
export async function catalogQueryIn(query: CatalogQuery, locale: Locale): Promise<CatalogQuery> {
  if (!namesFilters(query)) return query;
  const { englishBrands, hindiBrands, englishTree, hindiTree } = await filterListsInBothLanguages();
  const [brands, tree] = locale === "hi" ? [hindiBrands, hindiTree] : [englishBrands, englishTree];
  const bothBrands = [...englishBrands, ...hindiBrands];
  const subcategoriesOf = (list: BrandFilter[]) => list.flatMap((brand) => brand.subcategories);

  const categoryId = idsByName([...flattenCategories(englishTree), ...flattenCategories(hindiTree)]);
  const categoryName = new Map(flattenCategories(tree).map((node) => [node.id, node.name]));
  const brandId = idsByName(bothBrands);
  const brandName = new Map(brands.map((brand) => [brand.id, brand.name]));
  // `brands=` may name a subcategory of any brand.
  const subcategoryId = idsByName(subcategoriesOf(bothBrands));
  const subcategoryName = new Map(subcategoriesOf(brands).map((sub) => [sub.id, sub.name]));

  const named = (name: string, ids: Map<string, string>, names: Map<string, string>) => {
    const id = ids.get(name.toLowerCase());
    return (id && names.get(id)) ?? name;
  };
  const unique = (names: string[]) => [...new Set(names)];
  return {
    ...query,
    categories: unique(query.categories.map((name) => named(name, categoryId, categoryName))),
    // `brands=` names brands, and brand subcategories ("Campus"): see resolveFilters in products.ts.
    brands: unique(
      query.brands.map((name) =>
        brandId.has(name.toLowerCase()) ? named(name, brandId, brandName) : named(name, subcategoryId, subcategoryName),
      ),
    ),
    // "Brand:Subcategory": the subcategory is looked up within its brand.
    subcategories: query.subcategories.map((pair) => {
      const id = brandId.get(pair.brand.toLowerCase());
      const own = idsByName(subcategoriesOf(bothBrands.filter((brand) => brand.id === id)));
      return { brand: named(pair.brand, brandId, brandName), name: named(pair.name, own, subcategoryName) };
    }),
  };
}
