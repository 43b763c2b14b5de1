import "server-only";
import { conflict, invalidInput, notFound } from "@/lib/errors";
import { assertAdmin, type Viewer } from "@/lib/auth/viewer";
import { isUniqueViolation, Prisma, prisma } from "@/lib/db";
import type { CategoryCreateInput, CategoryUpdateInput } from "./admin-schema";
import { CATALOG_TAGS, invalidateCatalog } from "./cache";
import { forgetFormerNames, formerNamesAfterRename, namesOf } from "./former-names";
import { relatedCategoriesShowingAny } from "./related-categories";
import { slugBase } from "./slug";

// The admin's side of the category tree. Slugs are made once from the name;
// renaming or moving keeps them, and a renamed category keeps its old names as
// former names, so links naming them still find it (lib/catalog/former-names.ts).
// Every write says what it invalidates, so the storefront shows it at once.
// Every exported read and write takes the viewer and refuses anyone but an
// admin itself (docs/adr/0001-authorization-where-data-is-read.md); the
// private read* helpers are for this module's own use after that check.

type Tx = Prisma.TransactionClient;

export type AdminCategory = {
  id: string;
  name: string;
  /** The Hindi name; null: the English name shows. */
  nameHi: string | null;
  slug: string;
  parentId: string | null;
  isActive: boolean;
  /** 0 for a top-level category. */
  depth: number;
  /** "Kitchen › Cookware › Pressure Cookers". */
  path: string;
  productCount: number;
};

/** Every category in tree order (parents before their children, siblings in display order). */
export async function listCategoriesForAdmin(viewer: Viewer): Promise<AdminCategory[]> {
  assertAdmin(viewer);
  return readCategories();
}

/** A category as the product form offers it: its place in the tree. */
export type CategoryChoice = { id: string; path: string };

/**
 * Every category in tree order with its path, for the product form: without listCategoriesForAdmin's
 * product counts, which read every product's entry of an index (~25 ms at 100,000 products) each time
 * the form opens, and which the form does not show.
 */
export async function listCategoryChoicesForAdmin(viewer: Viewer): Promise<CategoryChoice[]> {
  assertAdmin(viewer);
  const rows = await prisma.category.findMany({
    orderBy: [{ position: "asc" }, { name: "asc" }],
    select: { id: true, name: true, parentId: true },
  });
  return inTreeOrder(rows).map(({ row, path }) => ({ id: row.id, path }));
}

async function readCategories(): Promise<AdminCategory[]> {
  const rows = await prisma.category.findMany({
    orderBy: [{ position: "asc" }, { name: "asc" }],
    select: {
      id: true,
      name: true,
      nameHi: true,
      slug: true,
      parentId: true,
      isActive: true,
      _count: { select: { products: true } },
    },
  });
  return inTreeOrder(rows).map(({ row, depth, path }) => ({
    id: row.id,
    name: row.name,
    nameHi: row.nameHi,
    slug: row.slug,
    parentId: row.parentId,
    isActive: row.isActive,
    depth,
    path,
    productCount: row._count.products,
  }));
}

/**
 * Categories (in display order) in tree order, parents before their children, each with its depth and
 * path; one whose parent is not among them is placed at the top.
 */
function inTreeOrder<Row extends { id: string; name: string; parentId: string | null }>(
  rows: Row[],
): Array<{ row: Row; depth: number; path: string }> {
  const ids = new Set(rows.map((row) => row.id));
  const children = new Map<string | null, Row[]>();
  for (const row of rows) {
    const key = row.parentId && ids.has(row.parentId) ? row.parentId : null;
    children.set(key, [...(children.get(key) ?? []), row]);
  }
  const out: Array<{ row: Row; depth: number; path: string }> = [];
  const walk = (parentId: string | null, depth: number, prefix: string) => {
    for (const row of children.get(parentId) ?? []) {
      const path = prefix ? `${prefix} › ${row.name}` : row.name;
      out.push({ row, depth, path });
      walk(row.id, depth + 1, path);
    }
  };
  walk(null, 0, "");
  return out;
}

async function assertCategoryNameFree(tx: Tx, name: string, slug: string, exceptId?: string) {
  const clash = await tx.category.findFirst({
    where: {
      OR: [{ name: { equals: name, mode: "insensitive" } }, { slug }],
      ...(exceptId && { id: { not: exceptId } }),
    },
    select: { name: true },
  });
  if (clash) throw conflict(`A category named "${clash.name}" already exists.`);
}

/**
 * Serialises changes to the tree: two moves at once could otherwise each pass
 * the cycle check and together make a loop. Held until the transaction ends.
 */
const lockCategoryTree = (tx: Tx) => tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('kosh:category-tree'))`;

async function nextCategoryPosition(tx: Tx, parentId: string | null) {
  const last = await tx.category.aggregate({ where: { parentId }, _max: { position: true } });
  return (last._max.position ?? 0) + 1;
}

async function assertParentExists(tx: Tx, parentId: string) {
  const parent = await tx.category.findUnique({ where: { id: parentId }, select: { id: true } });
  if (!parent) throw invalidInput("parentId: No such category.", [{ path: "parentId", message: "No such category." }]);
}

export async function createCategory(viewer: Viewer, input: CategoryCreateInput): Promise<AdminCategory> {
  assertAdmin(viewer);
  const slug = slugBase(input.name, "");
  if (!slug) throw invalidInput("name needs at least one letter or digit (A–Z, 0–9).");
  try {
    const id = await prisma.$transaction(async (tx) => {
      await lockCategoryTree(tx);
      if (input.parentId) await assertParentExists(tx, input.parentId);
      await assertCategoryNameFree(tx, input.name, slug);
      // Its names are no longer another category's former names: current names win.
      await forgetFormerNames(tx, "Category", namesOf({ name: input.name, nameHi: input.nameHi ?? null }));
      const created = await tx.category.create({
        data: {
          name: input.name,
          nameHi: input.nameHi,
          slug,
          parentId: input.parentId,
          position: await nextCategoryPosition(tx, input.parentId),
        },
        select: { id: true },
      });
      return created.id;
    });
    invalidateCatalog(CATALOG_TAGS.categories);
    return (await readCategories()).find((c) => c.id === id)!;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`A category named "${input.name}" already exists.`);
    throw error;
  }
}

/** The ids of a category and of every category below it (active or not). */
async function subtreeOf(tx: Tx, id: string): Promise<string[]> {
  const rows = await tx.$queryRaw<Array<{ id: string }>>`
    WITH RECURSIVE below AS (
      SELECT id FROM "Category" WHERE id = ${id}
      UNION SELECT c.id FROM "Category" c JOIN below ON c."parentId" = below.id)
    SELECT id FROM below`;
  return rows.map((row) => row.id);
}

/** The ids of the categories above one, its parent first. */
async function ancestorsOf(tx: Tx, id: string): Promise<string[]> {
  const rows = await tx.$queryRaw<Array<{ id: string }>>`
    WITH RECURSIVE up AS (
      SELECT "parentId" AS id, 1 AS depth FROM "Category" WHERE id = ${id} AND "parentId" IS NOT NULL
      UNION SELECT c."parentId", up.depth + 1 FROM "Category" c JOIN up ON c.id = up.id WHERE c."parentId" IS NOT NULL)
    SELECT id FROM up ORDER BY depth`;
  return rows.map((row) => row.id);
}

/**
 * What renaming or moving a category makes stale. The tree (CATALOG_TAGS.categories): the menu and filters,
 * the home tiles, the sitemap's pages, former names, and the listings and searches (findProducts carries it:
 * a category filter includes everything below it). When an active product in it or below it shows it, also:
 *   - the pages of the products in it and below it (CATALOG_TAGS.category of each category there: a page's
 *     read carries its own category's tag, and its breadcrumbs name every category above it too);
 *   - renamed, the lists' cards naming it (CATALOG_TAGS.productLists: a card names its product's own category)
 *     and the related products that take such a card (of it and the categories above it, where one of its
 *     products is among the newest);
 *   - moved, the related products of the categories above it, before and after, where one of its (or its
 *     subcategories') products is among the newest: it brought them in or took them away.
 * Not the other products' pages. A category with no active product below it shows on no product page or card.
 * `relatedBefore`: the related products its products showed in before the move (relatedLeft), else [].
 */
async function categoryWriteTags(
  tx: Tx,
  id: string,
  { renamed, moved, relatedBefore }: { renamed: boolean; moved: boolean; relatedBefore: string[] },
): Promise<string[]> {
  const subtree = await subtreeOf(tx, id);
  const [row] = await tx.$queryRaw<Array<{ shown: boolean; carded: boolean }>>`
    SELECT EXISTS (SELECT 1 FROM "Product" p WHERE p."isActive" AND p."categoryId" = ANY(${subtree}::text[])) AS shown,
      EXISTS (SELECT 1 FROM "Product" p WHERE p."isActive" AND p."categoryId" = ${id}) AS carded`;
  if (!row?.shown) return [CATALOG_TAGS.categories];
  const above = await ancestorsOf(tx, id);
  const related = new Set(relatedBefore);
  if (renamed && row.carded) {
    for (const category of await relatedCategoriesShowingAny(tx, [id, ...above], Prisma.sql`p."categoryId" = ${id}`))
      related.add(category);
  }
  if (moved) {
    const showing = Prisma.sql`p."categoryId" = ANY(${subtree}::text[])`;
    for (const category of await relatedCategoriesShowingAny(tx, above, showing)) related.add(category);
  }
  return [
    CATALOG_TAGS.categories,
    ...(renamed && row.carded ? [CATALOG_TAGS.productLists] : []),
    ...subtree.map(CATALOG_TAGS.category),
    ...[...related].map(CATALOG_TAGS.relatedIn),
  ];
}

/** Before a move: the categories above this one whose related products show one of its (or its subcategories') products. */
async function relatedLeft(tx: Tx, id: string): Promise<string[]> {
  const subtree = await subtreeOf(tx, id);
  return relatedCategoriesShowingAny(
    tx,
    await ancestorsOf(tx, id),
    Prisma.sql`p."categoryId" = ANY(${subtree}::text[])`,
  );
}

/** Renames a category (its slug stays) and/or moves it under another parent (never under itself or its own subtree). */
export async function updateCategory(viewer: Viewer, id: string, input: CategoryUpdateInput): Promise<AdminCategory> {
  assertAdmin(viewer);
  let tags: string[];
  try {
    tags = await prisma.$transaction(async (tx) => {
      await lockCategoryTree(tx);
      const category = await tx.category.findUnique({
        where: { id },
        select: { name: true, nameHi: true, slug: true, parentId: true, formerNames: true },
      });
      if (!category) throw notFound("No such category.");
      const renamed =
        (input.name !== undefined && input.name !== category.name) ||
        (input.nameHi !== undefined && input.nameHi !== category.nameHi);
      const moving = input.parentId !== undefined && input.parentId !== category.parentId;
      // The same names and parent: nothing any page shows changes, nothing is written or expired.
      if (!renamed && !moving) return [];
      if (input.name !== undefined && input.name !== category.name) {
        await assertCategoryNameFree(tx, input.name, category.slug, id);
      }
      const names = {
        name: input.name ?? category.name,
        nameHi: input.nameHi !== undefined ? input.nameHi : category.nameHi,
      };
      const formerNames = formerNamesAfterRename(category.formerNames, category, names);
      const relatedBefore = moving ? await relatedLeft(tx, id) : [];
      // Its names are nobody else's former names: its current ones win, and the most recent rename wins.
      await forgetFormerNames(tx, "Category", [...namesOf(names), ...formerNames], id);
      if (moving && input.parentId) {
        await assertParentExists(tx, input.parentId);
        // Walk up from the new parent: meeting this category means a loop.
        for (let at: string | null = input.parentId, steps = 0; at; steps++) {
          if (at === id || steps > 10_000) {
            throw invalidInput("parentId: A category cannot be moved under itself or one of its subcategories.", [
              { path: "parentId", message: "A category cannot be moved under itself or one of its subcategories." },
            ]);
          }
          const up: { parentId: string | null } | null = await tx.category.findUnique({
            where: { id: at },
            select: { parentId: true },
          });
          at = up?.parentId ?? null;
        }
      }
      await tx.category.update({
        where: { id },
        data: {
          ...(input.name !== undefined && { name: input.name }),
          ...(input.nameHi !== undefined && { nameHi: input.nameHi }),
          formerNames,
          ...(moving && {
            parentId: input.parentId ?? null,
            position: await nextCategoryPosition(tx, input.parentId ?? null),
          }),
        },
      });
      return categoryWriteTags(tx, id, { renamed, moved: moving, relatedBefore });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`A category named "${input.name}" already exists.`);
    throw error;
  }
  if (tags.length) invalidateCatalog(...tags);
  return (await readCategories()).find((c) => c.id === id)!;
}
