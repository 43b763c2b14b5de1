import "server-only";
import { conflict, invalidInput, notFound } from "@/lib/errors";
import { assertAdmin, type Viewer } from "@/lib/auth/viewer";
import { isUniqueViolation, prisma, type Prisma } from "@/lib/db";
import { literalLikeText } from "@/lib/like-pattern";
import { ADMIN_COUNT_CAP, openPageInfo, pageWindow, type OpenPageInfo } from "@/lib/admin/paging";
import { paiseToRupees, rupeesToPaise } from "@/lib/money";
import { listBrandChoicesForAdmin } from "./admin-brands";
import { LOW_STOCK_THRESHOLD, PRODUCT_LIMITS } from "./admin-limits";
import { listCategoryChoicesForAdmin } from "./admin-categories";
import {
  ADMIN_PAGE_SIZE,
  type ProductCreateInput,
  type ProductListQuery,
  type ProductUpdateInput,
} from "./admin-schema";
import { invalidateCatalog, productWriteTags } from "./cache";
import {
  declarationSelect,
  declarationsOf,
  missingDeclarations,
  missingDeclarationsMessage,
  type Declarations,
} from "./declarations";
import { productFieldsSelect } from "./products";
import { relatedCategoriesShowing } from "./related-categories";
import { firstFreeSlug, slugBase } from "./slug";

// The admin's side of the catalogue's products (brands and categories are
// ./admin-brands.ts and ./admin-categories.ts; what a request may send is
// ./admin-schema.ts). Only these modules write the catalogue, and every write
// says what it invalidates, so the storefront shows it at once.
// Products are never deleted (order lines and quotations refer to them):
// they are deactivated, which hides them from every storefront read.
// Slugs are made once from the name; renaming keeps them, so shared links
// and search engines' entries keep working.
// Every exported read and write takes the viewer and refuses anyone but an
// admin itself (docs/adr/0001-authorization-where-data-is-read.md); the
// private read* helpers are for this module's own use after that check.

type Tx = Prisma.TransactionClient;

const declarationNulls = Object.fromEntries(Object.keys(declarationSelect).map((key) => [key, null])) as Declarations;

const adminProductSelect = {
  ...productFieldsSelect,
  isActive: true,
  brandId: true,
  brandSubcategoryId: true,
  categoryId: true,
  taxCategoryId: true,
  createdAt: true,
  updatedAt: true,
  brand: { select: { name: true } },
  brandSubcategory: { select: { name: true } },
  category: { select: { name: true } },
} satisfies Prisma.ProductSelect;

type AdminProductRow = Prisma.ProductGetPayload<{ select: typeof adminProductSelect }>;

/** A product as the admin API shows it: money in rupees, as on the rest of the /api; its declarations flat. */
export type AdminProduct = Declarations & {
  id: string;
  slug: string;
  name: string;
  description: string;
  /** Hindi name, description and generic name; null when not translated (the English ones show). */
  nameHi: string | null;
  descriptionHi: string | null;
  genericNameHi: string | null;
  images: string[];
  price: number;
  mrp: number | null;
  stock: number;
  isActive: boolean;
  sizes: string[];
  colors: string[];
  brandId: string;
  brandName: string;
  brandSubcategoryId: string | null;
  brandSubcategoryName: string | null;
  categoryId: string;
  categoryName: string;
  taxCategoryId: string | null;
  createdAt: string;
  updatedAt: string;
};

function toAdminProduct(row: AdminProductRow): AdminProduct {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    nameHi: row.nameHi,
    descriptionHi: row.descriptionHi,
    genericNameHi: row.genericNameHi,
    images: row.images,
    price: paiseToRupees(row.price),
    mrp: row.mrp === null ? null : paiseToRupees(row.mrp),
    stock: row.stock,
    isActive: row.isActive,
    sizes: row.sizes,
    colors: row.colors,
    brandId: row.brandId,
    brandName: row.brand.name,
    brandSubcategoryId: row.brandSubcategoryId,
    brandSubcategoryName: row.brandSubcategory?.name ?? null,
    categoryId: row.categoryId,
    categoryName: row.category.name,
    taxCategoryId: row.taxCategoryId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...declarationsOf(row),
  };
}

/**
 * A search is counted up to this many matches only: a word in many names ("backpack", 9,907 of
 * 100,000) tests the text on row after row until the cap, where the page's rows stop at 26.
 */
const SEARCH_COUNT_CAP = 1_000;

export type AdminProductPage = { items: AdminProduct[] } & OpenPageInfo;

/**
 * Every product, active or not, newest first (a stock filter: emptiest first); `q` matches name,
 * slug or brand (case-insensitive). Each read has its index (migration admin_catalogue_indexes; a
 * stock filter's, whatever the status, admin_stock_filter_index): the brands matching `q` are looked
 * up first, so the products' OR is one of three index scans.
 * The matches are counted in the list's own order up to a cap, so PostgreSQL stops there
 * (docs/adr/0041, 0044): past it `total` is as many as are known and `totalIsAtLeast` says so.
 */
export async function listProductsForAdmin(viewer: Viewer, query: ProductListQuery): Promise<AdminProductPage> {
  assertAdmin(viewer);
  const pattern = query.q && literalLikeText(query.q);
  const brandIds = pattern
    ? (
        await prisma.brand.findMany({
          where: { name: { contains: pattern, mode: "insensitive" } },
          select: { id: true },
        })
      ).map((brand) => brand.id)
    : [];
  const conditions: Prisma.ProductWhereInput[] = [];
  if (query.status !== "all") conditions.push({ isActive: query.status === "active" });
  if (query.stock !== "all") conditions.push({ stock: query.stock === "out" ? 0 : { lte: LOW_STOCK_THRESHOLD } });
  if (query.gst === "missing") conditions.push({ isActive: true, taxCategoryId: null });
  if (pattern)
    conditions.push({
      OR: [
        { name: { contains: pattern, mode: "insensitive" } },
        { slug: { contains: pattern, mode: "insensitive" } },
        ...(brandIds.length > 0 ? [{ brandId: { in: brandIds } }] : []),
      ],
    });
  const where: Prisma.ProductWhereInput = { AND: conditions };
  const orderBy: Prisma.ProductOrderByWithRelationInput[] = [
    ...(query.stock === "all" ? [] : [{ stock: "asc" as const }]),
    { createdAt: "desc" },
    { id: "asc" },
  ];
  const { skip, take } = pageWindow(query.page, ADMIN_PAGE_SIZE);
  const cap = pattern ? SEARCH_COUNT_CAP : ADMIN_COUNT_CAP;
  const [rows, counted] = await Promise.all([
    prisma.product.findMany({ where, orderBy, skip, take: take + 1, select: adminProductSelect }),
    prisma.product.count({ where, orderBy, take: cap + 1 }),
  ]);
  const shown = rows.slice(0, take);
  return {
    items: shown.map(toAdminProduct),
    ...openPageInfo(query.page, ADMIN_PAGE_SIZE, counted, shown.length, rows.length > take, cap),
  };
}

/**
 * How many active products have no GST category. The admin API never leaves
 * one so; rows written before it refused (or outside it) stay active, and
 * checkout refuses to sell them until the admin chooses a category: the
 * catalogue page names the count and flags each one.
 */
export async function countActiveWithoutTaxCategory(viewer: Viewer): Promise<number> {
  assertAdmin(viewer);
  return prisma.product.count({ where: { isActive: true, taxCategoryId: null } });
}

export async function getProductForAdmin(viewer: Viewer, id: string): Promise<AdminProduct> {
  assertAdmin(viewer);
  return readAdminProduct(id);
}

async function readAdminProduct(id: string): Promise<AdminProduct> {
  const row = await prisma.product.findUnique({ where: { id }, select: adminProductSelect });
  if (!row) throw notFound("No such product.");
  return toAdminProduct(row);
}

/** Checks that brand, subcategory (of that brand), category and tax category exist; a 400 naming the field if not. */
async function checkReferences(
  tx: Tx,
  refs: { brandId: string; brandSubcategoryId: string | null; categoryId: string; taxCategoryId: string | null },
) {
  // One after the other: a transaction is one connection, which runs one query at a time.
  const brand = await tx.brand.findUnique({ where: { id: refs.brandId }, select: { id: true } });
  const subcategory = refs.brandSubcategoryId
    ? await tx.brandSubcategory.findUnique({ where: { id: refs.brandSubcategoryId }, select: { brandId: true } })
    : null;
  const category = await tx.category.findUnique({ where: { id: refs.categoryId }, select: { id: true } });
  const taxCategory = refs.taxCategoryId
    ? await tx.taxCategory.findUnique({ where: { id: refs.taxCategoryId }, select: { id: true } })
    : null;
  if (!brand) throw invalidInput("brandId: No such brand.", [{ path: "brandId", message: "No such brand." }]);
  if (refs.brandSubcategoryId && subcategory?.brandId !== refs.brandId) {
    const message = subcategory ? "This subcategory belongs to another brand." : "No such brand subcategory.";
    throw invalidInput(`brandSubcategoryId: ${message}`, [{ path: "brandSubcategoryId", message }]);
  }
  if (!category)
    throw invalidInput("categoryId: No such category.", [{ path: "categoryId", message: "No such category." }]);
  if (refs.taxCategoryId && !taxCategory) {
    throw invalidInput("taxCategoryId: No such tax category.", [
      { path: "taxCategoryId", message: "No such tax category." },
    ]);
  }
}

/**
 * What a write of one product makes stale (productWriteTags): its page, the
 * lists, and the related products read from its category (`categoryIds`:
 * before and after a move) and from every category above it whose related
 * reads show it (relatedCategoriesShowing).
 * A product's slug never changes, so it has no former page.
 */
async function productTags(tx: Tx, productId: string, categoryIds: string[]): Promise<string[]> {
  const { slug } = await tx.product.findUniqueOrThrow({ where: { id: productId }, select: { slug: true } });
  return productWriteTags([slug], await relatedCategoriesShowing(tx, productId, categoryIds));
}

async function freeProductSlug(tx: Tx, name: string): Promise<string> {
  const base = slugBase(name, "product");
  const taken = await tx.product.findMany({
    where: { OR: [{ slug: base }, { slug: { startsWith: `${base}-` } }] },
    select: { slug: true },
  });
  return firstFreeSlug(
    base,
    taken.map((row) => row.slug),
  );
}

/**
 * The Legal Metrology rule: an active product shows its mandatory
 * declarations, so it cannot be created active, activated or kept active
 * without them (a 400 naming what is missing). A net quantity is a number
 * with its unit.
 */
function checkDeclarations(declarations: Declarations, active: boolean): void {
  if ((declarations.netQuantityValue === null) !== (declarations.netQuantityUnit === null)) {
    const message = "Net quantity needs both a number and a unit.";
    throw invalidInput(message, [{ path: "netQuantityValue", message }]);
  }
  const missing = active ? missingDeclarations(declarations) : [];
  if (missing.length)
    throw invalidInput(missingDeclarationsMessage(missing), [
      { path: "isActive", message: missingDeclarationsMessage(missing) },
    ]);
}

/** What the admin sees when an active product would have no GST category. */
export const TAX_CATEGORY_REQUIRED_MESSAGE =
  "An active product needs a GST category: its HSN code and rate go on every tax invoice. Choose one, or save the product inactive.";

/**
 * The GST rule: an active product is sold and invoiced at its category's rate,
 * so it cannot be created active, activated or kept active without one (a 400
 * on taxCategoryId). Goods that are genuinely nil-rated need a category with
 * rate 0, never none. An inactive draft may still lack one.
 */
function checkTaxCategory(taxCategoryId: string | null, active: boolean): void {
  if (active && taxCategoryId === null)
    throw invalidInput(TAX_CATEGORY_REQUIRED_MESSAGE, [
      { path: "taxCategoryId", message: TAX_CATEGORY_REQUIRED_MESSAGE },
    ]);
}

/** The declarations an update leaves: the stored ones with the fields sent replaced. */
function declarationsAfter(current: Declarations, input: Partial<Declarations>): Declarations {
  const next = { ...current };
  for (const key of Object.keys(current) as Array<keyof Declarations>) {
    if (input[key] !== undefined) (next as Record<string, unknown>)[key] = input[key];
  }
  return next;
}

/** Creates a product with a slug made from its name ("-2", "-3", … when taken). */
export async function createProduct(viewer: Viewer, input: ProductCreateInput): Promise<AdminProduct> {
  assertAdmin(viewer);
  const declarations = declarationsAfter(declarationNulls, input);
  checkDeclarations(declarations, input.isActive);
  checkTaxCategory(input.taxCategoryId, input.isActive);
  for (let attempt = 1; ; attempt++) {
    try {
      const created = await prisma.$transaction(async (tx) => {
        await checkReferences(tx, input);
        const product = await tx.product.create({
          data: {
            slug: await freeProductSlug(tx, input.name),
            name: input.name,
            description: input.description,
            nameHi: input.nameHi,
            descriptionHi: input.descriptionHi,
            genericNameHi: input.genericNameHi,
            images: input.images,
            price: rupeesToPaise(input.price),
            mrp: input.mrp === null ? null : rupeesToPaise(input.mrp),
            stock: input.stock,
            isActive: input.isActive,
            sizes: input.sizes,
            colors: input.colors,
            brandId: input.brandId,
            brandSubcategoryId: input.brandSubcategoryId,
            categoryId: input.categoryId,
            taxCategoryId: input.taxCategoryId,
            ...declarations,
          },
          select: { id: true, slug: true },
        });
        return { ...product, tags: await productTags(tx, product.id, [input.categoryId]) };
      });
      invalidateCatalog(...created.tags);
      return readAdminProduct(created.id);
    } catch (error) {
      // Another product took the same slug between the look-up and the insert: pick again.
      if (isUniqueViolation(error) && attempt < 3) continue;
      if (isUniqueViolation(error)) throw conflict("Another product was just created with this name. Try again.");
      throw error;
    }
  }
}

/** Changes the fields sent; the others keep their values. The slug stays as it was. */
export async function updateProduct(viewer: Viewer, id: string, input: ProductUpdateInput): Promise<AdminProduct> {
  assertAdmin(viewer);
  const updated = await prisma.$transaction(async (tx) => {
    // The row lock keeps the price/mrp check true against a concurrent edit.
    const locked = await tx.$queryRaw<Array<{ id: string }>>`SELECT id FROM "Product" WHERE id = ${id} FOR UPDATE`;
    if (locked.length === 0) throw notFound("No such product.");
    const current = await tx.product.findUniqueOrThrow({
      where: { id },
      select: {
        price: true,
        mrp: true,
        stock: true,
        brandId: true,
        brandSubcategoryId: true,
        categoryId: true,
        taxCategoryId: true,
        isActive: true,
        ...declarationSelect,
      },
    });
    const declarations = declarationsAfter(declarationsOf(current), input);
    checkDeclarations(declarations, input.isActive ?? current.isActive);
    const price = input.price === undefined ? current.price : rupeesToPaise(input.price);
    const mrp = input.mrp === undefined ? current.mrp : input.mrp === null ? null : rupeesToPaise(input.mrp);
    if (mrp !== null && mrp < price) {
      throw invalidInput("mrp cannot be below the price.", [
        { path: "mrp", message: "mrp cannot be below the price." },
      ]);
    }
    const stock = stockAfterEdit(current.stock, input.stock, input.stockSeen);
    const refs = {
      brandId: input.brandId ?? current.brandId,
      brandSubcategoryId:
        input.brandSubcategoryId === undefined ? current.brandSubcategoryId : input.brandSubcategoryId,
      categoryId: input.categoryId ?? current.categoryId,
      taxCategoryId: input.taxCategoryId === undefined ? current.taxCategoryId : input.taxCategoryId,
    };
    checkTaxCategory(refs.taxCategoryId, input.isActive ?? current.isActive);
    await checkReferences(tx, refs);
    await tx.product.update({
      where: { id },
      data: {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.nameHi !== undefined && { nameHi: input.nameHi }),
        ...(input.descriptionHi !== undefined && { descriptionHi: input.descriptionHi }),
        ...(input.genericNameHi !== undefined && { genericNameHi: input.genericNameHi }),
        ...(input.images !== undefined && { images: input.images }),
        ...(stock !== undefined && { stock }),
        ...(input.isActive !== undefined && { isActive: input.isActive }),
        ...(input.sizes !== undefined && { sizes: input.sizes }),
        ...(input.colors !== undefined && { colors: input.colors }),
        price,
        mrp,
        ...refs,
        ...declarations,
      },
      select: { slug: true },
    });
    return { tags: await productTags(tx, id, [current.categoryId, refs.categoryId]) };
  });
  invalidateCatalog(...updated.tags);
  return readAdminProduct(id);
}

/**
 * The stock an edit leaves. With `seen` (what the form showed), the admin's
 * change is a difference applied to today's stock, so orders placed while
 * the form was open keep their units; without it, the number is absolute.
 */
function stockAfterEdit(current: number, wanted: number | undefined, seen: number | undefined): number | undefined {
  if (wanted === undefined) return undefined;
  if (seen === undefined) return wanted;
  const stock = current + (wanted - seen);
  if (stock < 0)
    throw conflict(
      `Stock changed while you were editing (now ${current}, you started from ${seen}); reload and try again.`,
    );
  // The schema checked the number typed; the difference applied can still pass the cap.
  if (stock > PRODUCT_LIMITS.maxStock)
    throw invalidInput(`stock can be at most ${PRODUCT_LIMITS.maxStock}.`, [
      { path: "stock", message: `stock can be at most ${PRODUCT_LIMITS.maxStock}.` },
    ]);
  return stock;
}

// ───────────────────────────── Choices for the product form ─────────────────────────────

async function readTaxCategories() {
  return prisma.taxCategory.findMany({
    orderBy: { name: "asc" },
    select: { id: true, name: true, hsnCode: true, rateBasisPoints: true },
  });
}

/**
 * The choices the product form offers (brands with subcategories, categories, tax categories): names
 * and paths only, not the brands and categories pages' product counts, which read every product.
 */
export async function productFormChoices(viewer: Viewer) {
  assertAdmin(viewer);
  const [brands, categories, taxCategories] = await Promise.all([
    listBrandChoicesForAdmin(viewer),
    listCategoryChoicesForAdmin(viewer),
    readTaxCategories(),
  ]);
  return { brands, categories, taxCategories };
}
