import "server-only";
import { conflict, invalidInput, notFound } from "@/lib/errors";
import { assertAdmin, type Viewer } from "@/lib/auth/viewer";
import { isUniqueViolation, Prisma, prisma } from "@/lib/db";
import type { BrandCreateInput, BrandUpdateInput } from "./admin-schema";
import { CATALOG_TAGS, invalidateCatalog } from "./cache";
import { forgetFormerNames, formerNamesAfterRename, namesOf } from "./former-names";
import { relatedCategoriesShowingAny } from "./related-categories";
import { slugBase } from "./slug";

// The admin's side of the catalogue's brands and their subcategories. Slugs
// are made once from the name; renaming keeps them, and a renamed brand keeps
// its old names as former names, so links naming them still find it
// (lib/catalog/former-names.ts). Every write says what it invalidates, so the
// storefront shows it at once.
// Every exported read and write takes the viewer and refuses anyone but an
// admin itself (docs/adr/0001-authorization-where-data-is-read.md); the
// private read* helpers are for this module's own use after that check.

type Tx = Prisma.TransactionClient;

export type AdminBrand = {
  id: string;
  name: string;
  /** The Hindi display name; null: the English name shows. */
  nameHi: string | null;
  slug: string;
  isActive: boolean;
  productCount: number;
  subcategories: Array<{ id: string; name: string; nameHi: string | null; slug: string; productCount: number }>;
};

const brandSelect = {
  id: true,
  name: true,
  nameHi: true,
  slug: true,
  isActive: true,
  _count: { select: { products: true } },
  subcategories: {
    orderBy: [{ position: "asc" }, { name: "asc" }],
    select: { id: true, name: true, nameHi: true, slug: true, _count: { select: { products: true } } },
  },
} satisfies Prisma.BrandSelect;

function toAdminBrand(row: Prisma.BrandGetPayload<{ select: typeof brandSelect }>): AdminBrand {
  return {
    id: row.id,
    name: row.name,
    nameHi: row.nameHi,
    slug: row.slug,
    isActive: row.isActive,
    productCount: row._count.products,
    subcategories: row.subcategories.map((s) => ({
      id: s.id,
      name: s.name,
      nameHi: s.nameHi,
      slug: s.slug,
      productCount: s._count.products,
    })),
  };
}

/** Every brand (active or not) with its subcategories, in the catalogue's order. */
export async function listBrandsForAdmin(viewer: Viewer): Promise<AdminBrand[]> {
  assertAdmin(viewer);
  const rows = await prisma.brand.findMany({ orderBy: [{ position: "asc" }, { name: "asc" }], select: brandSelect });
  return rows.map(toAdminBrand);
}

/** A brand as the product form offers it: its subcategories, names only. */
export type BrandChoice = { id: string; name: string; subcategories: Array<{ id: string; name: string }> };

/**
 * Every brand (active or not) with its subcategories, in the catalogue's order, for the product form:
 * without listBrandsForAdmin's product counts, which read every product's entry of two indexes
 * (~45 ms at 100,000 products) each time the form opens, and which the form does not show.
 */
export async function listBrandChoicesForAdmin(viewer: Viewer): Promise<BrandChoice[]> {
  assertAdmin(viewer);
  return prisma.brand.findMany({
    orderBy: [{ position: "asc" }, { name: "asc" }],
    select: {
      id: true,
      name: true,
      subcategories: { orderBy: [{ position: "asc" }, { name: "asc" }], select: { id: true, name: true } },
    },
  });
}

async function readBrand(id: string): Promise<AdminBrand> {
  return toAdminBrand(await prisma.brand.findUniqueOrThrow({ where: { id }, select: brandSelect }));
}

/**
 * Serialises brand creations and renames: two at once could otherwise each
 * keep a name as a former name of its own. Held until the transaction ends.
 */
const lockBrandNames = (tx: Tx) => tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('kosh:brand-names'))`;

async function assertBrandNameFree(tx: Tx, name: string, slug: string, exceptId?: string) {
  const clash = await tx.brand.findFirst({
    where: {
      OR: [{ name: { equals: name, mode: "insensitive" } }, { slug }],
      ...(exceptId && { id: { not: exceptId } }),
    },
    select: { name: true },
  });
  if (clash) throw conflict(`A brand named "${clash.name}" already exists.`);
}

/** Subcategory names must differ within a brand (ignoring case) and give a slug. */
async function addSubcategories(tx: Tx, brandId: string, names: string[]) {
  if (!names.length) return;
  const existing = await tx.brandSubcategory.findMany({
    where: { brandId },
    select: { name: true, slug: true, position: true },
  });
  const takenNames = new Set(existing.map((s) => s.name.toLowerCase()));
  const takenSlugs = new Set(existing.map((s) => s.slug));
  let position = Math.max(0, ...existing.map((s) => s.position));
  const data = names.map((name) => {
    const slug = slugBase(name, "");
    if (!slug) throw invalidInput(`Subcategory "${name}" needs at least one letter or digit (A–Z, 0–9).`);
    if (takenNames.has(name.toLowerCase()) || takenSlugs.has(slug)) {
      throw conflict(`This brand already has a subcategory named "${name}".`);
    }
    takenNames.add(name.toLowerCase());
    takenSlugs.add(slug);
    return { brandId, name, slug, position: ++position };
  });
  await tx.brandSubcategory.createMany({ data });
}

export async function createBrand(viewer: Viewer, input: BrandCreateInput): Promise<AdminBrand> {
  assertAdmin(viewer);
  const slug = slugBase(input.name, "");
  if (!slug) throw invalidInput("name needs at least one letter or digit (A–Z, 0–9).");
  try {
    const id = await prisma.$transaction(async (tx) => {
      await lockBrandNames(tx);
      await assertBrandNameFree(tx, input.name, slug);
      // Its names are no longer another brand's former names: current names win.
      await forgetFormerNames(tx, "Brand", namesOf({ name: input.name, nameHi: input.nameHi ?? null }));
      const last = await tx.brand.aggregate({ _max: { position: true } });
      const brand = await tx.brand.create({
        data: { name: input.name, nameHi: input.nameHi, slug, position: (last._max.position ?? 0) + 1 },
        select: { id: true },
      });
      await addSubcategories(tx, brand.id, input.subcategories);
      return brand.id;
    });
    invalidateCatalog(CATALOG_TAGS.brands);
    return readBrand(id);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`A brand named "${input.name}" already exists.`);
    throw error;
  }
}

/** Renames a brand (its slug stays) and adds or renames subcategories. */
export async function updateBrand(viewer: Viewer, id: string, input: BrandUpdateInput): Promise<AdminBrand> {
  assertAdmin(viewer);
  try {
    const tags = await prisma.$transaction(async (tx) => {
      await lockBrandNames(tx);
      const brand = await tx.brand.findUnique({
        where: { id },
        select: { id: true, name: true, nameHi: true, slug: true, formerNames: true },
      });
      if (!brand) throw notFound("No such brand.");
      const renamed =
        (input.name !== undefined && input.name !== brand.name) ||
        (input.nameHi !== undefined && input.nameHi !== brand.nameHi);
      if (input.name !== undefined && input.name !== brand.name) {
        await assertBrandNameFree(tx, input.name, brand.slug, id);
      }
      if (renamed) {
        const names = {
          name: input.name ?? brand.name,
          nameHi: input.nameHi !== undefined ? input.nameHi : brand.nameHi,
        };
        const formerNames = formerNamesAfterRename(brand.formerNames, brand, names);
        // Its names are nobody else's former names: its current ones win, and the most recent rename wins.
        await forgetFormerNames(tx, "Brand", [...namesOf(names), ...formerNames], id);
        await tx.brand.update({
          where: { id },
          data: {
            ...(input.name !== undefined && { name: input.name }),
            ...(input.nameHi !== undefined && { nameHi: input.nameHi }),
            formerNames,
          },
        });
      }
      let subcategoryRenamed = false;
      for (const { id: subId, name, nameHi } of input.renameSubcategories ?? []) {
        const sub = await tx.brandSubcategory.findUnique({
          where: { id: subId },
          select: { brandId: true, name: true, nameHi: true },
        });
        if (sub?.brandId !== id) throw notFound("No such subcategory of this brand.");
        subcategoryRenamed ||= name !== sub.name || (nameHi !== undefined && nameHi !== sub.nameHi);
        const clash = await tx.brandSubcategory.findFirst({
          where: { brandId: id, id: { not: subId }, name: { equals: name, mode: "insensitive" } },
          select: { id: true },
        });
        if (clash) throw conflict(`This brand already has a subcategory named "${name}".`);
        await tx.brandSubcategory.update({
          where: { id: subId },
          data: { name, ...(nameHi !== undefined && { nameHi }) },
        });
      }
      const added = input.addSubcategories ?? [];
      await addSubcategories(tx, id, added);
      // The same names and no new subcategory: nothing any page shows changes.
      if (!renamed && !subcategoryRenamed && !added.length) return [];
      // The filters, the home's logos, former names, and the listings and searches (findProducts carries it:
      // it finds brands and subcategories by these names). No product page or card shows a subcategory's name.
      if (!renamed) return [CATALOG_TAGS.brands];
      return [CATALOG_TAGS.brands, ...(await brandRenameTags(tx, id))];
    });
    if (tags.length) invalidateCatalog(...tags);
    return readBrand(id);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("That name is already taken.");
    throw error;
  }
}

/**
 * What a brand's rename shows on besides the filters, when a product of it is on sale: its products' pages
 * (their read carries its tag), the lists' cards (home, listings), and the related products that take one of
 * its products (those of the categories with one of them among their newest). No other product's page.
 */
async function brandRenameTags(tx: Tx, id: string): Promise<string[]> {
  // Its active products' categories and every category above them: the related reads that may take one.
  const categories = await tx.$queryRaw<Array<{ id: string }>>`
    WITH RECURSIVE up AS (
      SELECT DISTINCT "categoryId" AS id FROM "Product" WHERE "brandId" = ${id} AND "isActive"
      UNION SELECT c."parentId" FROM "Category" c JOIN up ON c.id = up.id WHERE c."parentId" IS NOT NULL)
    SELECT id FROM up`;
  if (!categories.length) return [];
  const related = await relatedCategoriesShowingAny(
    tx,
    categories.map((row) => row.id),
    Prisma.sql`p."brandId" = ${id}`,
  );
  return [CATALOG_TAGS.productLists, CATALOG_TAGS.brand(id), ...related.map(CATALOG_TAGS.relatedIn)];
}
