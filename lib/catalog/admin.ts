import "server-only";
import { conflict, invalidInput, notFound } from "@/lib/errors";
import { assertAdmin, type Viewer } from "@/lib/auth/viewer";
import { Prisma, prisma } from "@/lib/db";
import { paiseToRupees, rupeesToPaise } from "@/lib/money";
import {
  ADMIN_PAGE_SIZE,
  type BrandCreateInput,
  type BrandUpdateInput,
  type CategoryCreateInput,
  type CategoryUpdateInput,
  type ProductCreateInput,
  type ProductListQuery,
  type ProductUpdateInput,
} from "./admin-schema";
import { CATALOG_TAGS, invalidateCatalog } from "./cache";
import {
  declarationSelect,
  declarationsOf,
  missingDeclarations,
  missingDeclarationsMessage,
  type Declarations,
} from "./declarations";
import { firstFreeSlug, slugBase } from "./slug";
import { literalLikeText } from "@/lib/like-pattern";

export * from "./admin-schema";

// The admin's side of the catalogue: products, brands (with their
// subcategories) and the category tree. Only this module writes them, and
// every write says what it invalidates, so the storefront shows it at once.
// Products are never deleted (order lines and quotations refer to them):
// they are deactivated, which hides them from every storefront read.
// Slugs are made once from the name; renaming keeps them, so shared links
// and search engines' entries keep working.
// Every exported read and write takes the viewer and refuses anyone but an
// admin itself (docs/adr/0001-authorization-where-data-is-read.md); the
// private read* helpers below are for this module's own use after that check.

type Tx = Prisma.TransactionClient;

const declarationNulls = Object.fromEntries(Object.keys(declarationSelect).map((key) => [key, null])) as Declarations;

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

// ───────────────────────────── Products ─────────────────────────────

const adminProductSelect = {
  id: true,
  slug: true,
  name: true,
  description: true,
  images: true,
  price: true,
  mrp: true,
  stock: true,
  isActive: true,
  sizes: true,
  colors: true,
  brandId: true,
  brandSubcategoryId: true,
  categoryId: true,
  taxCategoryId: true,
  createdAt: true,
  updatedAt: true,
  ...declarationSelect,
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

export type AdminProductPage = {
  items: AdminProduct[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
};

/** Every product, active or not, newest first; `q` matches name, slug or brand (case-insensitive). */
export async function listProductsForAdmin(viewer: Viewer, query: ProductListQuery): Promise<AdminProductPage> {
  assertAdmin(viewer);
  const where: Prisma.ProductWhereInput = {
    ...(query.status !== "all" && { isActive: query.status === "active" }),
    ...(query.q && {
      OR: [
        { name: { contains: literalLikeText(query.q), mode: "insensitive" } },
        { slug: { contains: literalLikeText(query.q), mode: "insensitive" } },
        { brand: { name: { contains: literalLikeText(query.q), mode: "insensitive" } } },
      ],
    }),
  };
  const [rows, total] = await Promise.all([
    prisma.product.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: (query.page - 1) * ADMIN_PAGE_SIZE,
      take: ADMIN_PAGE_SIZE,
      select: adminProductSelect,
    }),
    prisma.product.count({ where }),
  ]);
  return {
    items: rows.map(toAdminProduct),
    total,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
  };
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
  for (let attempt = 1; ; attempt++) {
    try {
      const created = await prisma.$transaction(async (tx) => {
        await checkReferences(tx, input);
        return tx.product.create({
          data: {
            slug: await freeProductSlug(tx, input.name),
            name: input.name,
            description: input.description,
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
      });
      invalidateCatalog(CATALOG_TAGS.products, CATALOG_TAGS.product(created.slug));
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
    await checkReferences(tx, refs);
    return tx.product.update({
      where: { id },
      data: {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.description !== undefined && { description: input.description }),
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
  });
  invalidateCatalog(CATALOG_TAGS.products, CATALOG_TAGS.product(updated.slug));
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
  return stock;
}

// ───────────────────────────── Brands ─────────────────────────────

export type AdminBrand = {
  id: string;
  name: string;
  slug: string;
  isActive: boolean;
  productCount: number;
  subcategories: Array<{ id: string; name: string; slug: string; productCount: number }>;
};

const brandSelect = {
  id: true,
  name: true,
  slug: true,
  isActive: true,
  _count: { select: { products: true } },
  subcategories: {
    orderBy: [{ position: "asc" }, { name: "asc" }],
    select: { id: true, name: true, slug: true, _count: { select: { products: true } } },
  },
} satisfies Prisma.BrandSelect;

function toAdminBrand(row: Prisma.BrandGetPayload<{ select: typeof brandSelect }>): AdminBrand {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    isActive: row.isActive,
    productCount: row._count.products,
    subcategories: row.subcategories.map((s) => ({
      id: s.id,
      name: s.name,
      slug: s.slug,
      productCount: s._count.products,
    })),
  };
}

/** Every brand (active or not) with its subcategories, in the catalogue's order. */
export async function listBrandsForAdmin(viewer: Viewer): Promise<AdminBrand[]> {
  assertAdmin(viewer);
  return readBrands();
}

async function readBrands(): Promise<AdminBrand[]> {
  const rows = await prisma.brand.findMany({ orderBy: [{ position: "asc" }, { name: "asc" }], select: brandSelect });
  return rows.map(toAdminBrand);
}

async function getBrandForAdmin(id: string): Promise<AdminBrand> {
  return toAdminBrand(await prisma.brand.findUniqueOrThrow({ where: { id }, select: brandSelect }));
}

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
      await assertBrandNameFree(tx, input.name, slug);
      const last = await tx.brand.aggregate({ _max: { position: true } });
      const brand = await tx.brand.create({
        data: { name: input.name, slug, position: (last._max.position ?? 0) + 1 },
        select: { id: true },
      });
      await addSubcategories(tx, brand.id, input.subcategories);
      return brand.id;
    });
    invalidateCatalog(CATALOG_TAGS.brands);
    return getBrandForAdmin(id);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`A brand named "${input.name}" already exists.`);
    throw error;
  }
}

/** Renames a brand (its slug stays) and adds or renames subcategories. */
export async function updateBrand(viewer: Viewer, id: string, input: BrandUpdateInput): Promise<AdminBrand> {
  assertAdmin(viewer);
  try {
    const renamed = await prisma.$transaction(async (tx) => {
      const brand = await tx.brand.findUnique({ where: { id }, select: { id: true, name: true, slug: true } });
      if (!brand) throw notFound("No such brand.");
      const renamed = input.name !== undefined && input.name !== brand.name;
      if (renamed && input.name !== undefined) {
        await assertBrandNameFree(tx, input.name, brand.slug, id);
        await tx.brand.update({ where: { id }, data: { name: input.name } });
      }
      for (const { id: subId, name } of input.renameSubcategories ?? []) {
        const sub = await tx.brandSubcategory.findUnique({ where: { id: subId }, select: { brandId: true } });
        if (sub?.brandId !== id) throw notFound("No such subcategory of this brand.");
        const clash = await tx.brandSubcategory.findFirst({
          where: { brandId: id, id: { not: subId }, name: { equals: name, mode: "insensitive" } },
          select: { id: true },
        });
        if (clash) throw conflict(`This brand already has a subcategory named "${name}".`);
        await tx.brandSubcategory.update({ where: { id: subId }, data: { name } });
      }
      await addSubcategories(tx, id, input.addSubcategories ?? []);
      return renamed;
    });
    // Product cards, product pages and search show the brand's name.
    invalidateCatalog(CATALOG_TAGS.brands, ...(renamed ? [CATALOG_TAGS.products] : []));
    return getBrandForAdmin(id);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("That name is already taken.");
    throw error;
  }
}

// ──────────────────────────── Categories ────────────────────────────

export type AdminCategory = {
  id: string;
  name: string;
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

async function readCategories(): Promise<AdminCategory[]> {
  const rows = await prisma.category.findMany({
    orderBy: [{ position: "asc" }, { name: "asc" }],
    select: {
      id: true,
      name: true,
      slug: true,
      parentId: true,
      isActive: true,
      _count: { select: { products: true } },
    },
  });
  const ids = new Set(rows.map((row) => row.id));
  const children = new Map<string | null, typeof rows>();
  for (const row of rows) {
    const key = row.parentId && ids.has(row.parentId) ? row.parentId : null;
    children.set(key, [...(children.get(key) ?? []), row]);
  }
  const out: AdminCategory[] = [];
  const walk = (parentId: string | null, depth: number, prefix: string) => {
    for (const row of children.get(parentId) ?? []) {
      const path = prefix ? `${prefix} › ${row.name}` : row.name;
      out.push({
        id: row.id,
        name: row.name,
        slug: row.slug,
        parentId: row.parentId,
        isActive: row.isActive,
        depth,
        path,
        productCount: row._count.products,
      });
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
      const created = await tx.category.create({
        data: {
          name: input.name,
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

/** Renames a category (its slug stays) and/or moves it under another parent (never under itself or its own subtree). */
export async function updateCategory(viewer: Viewer, id: string, input: CategoryUpdateInput): Promise<AdminCategory> {
  assertAdmin(viewer);
  try {
    await prisma.$transaction(async (tx) => {
      await lockCategoryTree(tx);
      const category = await tx.category.findUnique({
        where: { id },
        select: { name: true, slug: true, parentId: true },
      });
      if (!category) throw notFound("No such category.");
      if (input.name !== undefined && input.name !== category.name) {
        await assertCategoryNameFree(tx, input.name, category.slug, id);
      }
      const moving = input.parentId !== undefined && input.parentId !== category.parentId;
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
          ...(moving && {
            parentId: input.parentId ?? null,
            position: await nextCategoryPosition(tx, input.parentId ?? null),
          }),
        },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`A category named "${input.name}" already exists.`);
    throw error;
  }
  // The tree, filters and breadcrumbs change; product cards and search show category names,
  // and a category filter includes everything below it.
  invalidateCatalog(CATALOG_TAGS.categories, CATALOG_TAGS.products);
  return (await readCategories()).find((c) => c.id === id)!;
}

// ───────────────────────────── Lookups for the forms ─────────────────────────────

async function readTaxCategories() {
  return prisma.taxCategory.findMany({
    orderBy: { name: "asc" },
    select: { id: true, name: true, hsnCode: true, rateBasisPoints: true },
  });
}

/** The choices the product form offers (brands with subcategories, categories, tax categories). */
export async function productFormChoices(viewer: Viewer) {
  assertAdmin(viewer);
  const [brands, categories, taxCategories] = await Promise.all([readBrands(), readCategories(), readTaxCategories()]);
  return { brands, categories, taxCategories };
}
