import "server-only";
import { prisma } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locale";
import { CATALOG_TAGS, cachedCatalogRead } from "./cache";
import { displayName } from "./localize";

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
