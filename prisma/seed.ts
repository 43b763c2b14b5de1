// Demo data: brands, categories, products, nearby shops, tax categories and
// the demo shopper and admin. Idempotent and non-destructive: it only creates
// rows that are missing (matched by their unique slug, name or email) and never
// deletes anything, so an admin's edits survive every restart. The updates:
// demo products from before declarations existed get theirs, once, and demo
// rows (nearby shops too) get their Hindi text (prisma/seed-data/hindi.ts) where theirs is empty.
//
//   DATABASE_URL=… npx tsx prisma/seed.ts
//
// Demo credentials come from DEMO_SHOPPER_EMAIL / DEMO_SHOPPER_PASSWORD and
// ADMIN_EMAIL / ADMIN_PASSWORD; outside production missing ones fall back to the
// defaults in prisma/seed-data/demo-users.ts.
import { realpathSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { disconnectPrisma, prisma as sharedPrisma, type PrismaClient } from "../lib/db";
import {
  brands,
  categories,
  findCatalogProblems,
  nearbyShops,
  products,
  taxCategories,
  type CategorySeed,
} from "./seed-data/catalog";
import { resolveDemoUsers, type DemoUserSpec } from "./seed-data/demo-users";
import {
  brandNamesHi,
  brandSubcategoryNamesHi,
  categoryNamesHi,
  findHindiProblems,
  genericNamesHi,
  nearbyShopsHi,
  productsHi,
} from "./seed-data/hindi";

export type SeedCounts = {
  brands: number;
  subcategories: number;
  categories: number;
  products: number;
  nearbyShops: number;
  taxCategories: number;
  users: number;
};

export type SeedSummary = {
  /** Rows in the database after seeding. */
  counts: SeedCounts;
  /** Rows this run created. */
  created: SeedCounts;
  durationMs: number;
};

export type SeedOptions = {
  /** Where to report skipped users and other notes (default: console.log). */
  log?: (line: string) => void;
};

const DAY_MS = 24 * 60 * 60 * 1000;

const zeroCounts = (): SeedCounts => ({
  brands: 0,
  subcategories: 0,
  categories: 0,
  products: 0,
  nearbyShops: 0,
  taxCategories: 0,
  users: 0,
});

/** Picks the existing row for a seed entry: same slug first, else same name. */
function match<T extends { slug: string; name: string }>(
  rows: readonly T[],
  wanted: { slug: string; name: string },
): T | undefined {
  return rows.find((row) => row.slug === wanted.slug) ?? rows.find((row) => row.name === wanted.name);
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}

export async function seed(prisma: PrismaClient, options: SeedOptions = {}): Promise<SeedSummary> {
  const log = options.log ?? ((line: string) => console.log(line));
  const started = performance.now();
  const problems = [...findCatalogProblems(), ...findHindiProblems({ products, categories, brands, nearbyShops })];
  if (problems.length) throw new Error(`The demo catalogue is inconsistent:\n  ${problems.join("\n  ")}`);
  const created = zeroCounts();

  // Independent parts run side by side; products wait for the ids they refer to.
  const catalog = async () => {
    const [taxIds, brandIds, categoryIds] = await Promise.all([
      seedTaxCategories(prisma, created),
      seedBrands(prisma, created, log),
      seedCategories(prisma, created),
    ]);
    await seedProducts(prisma, created, log, taxIds, brandIds, categoryIds);
    await fillMissingHindi(prisma);
  };
  const users = async () => {
    for (const resolution of resolveDemoUsers(process.env)) {
      if ("skipped" in resolution) log(resolution.skipped);
      else if (await createUserIfMissing(prisma, resolution.user)) created.users++;
    }
  };
  await Promise.all([catalog(), seedNearbyShops(prisma, created), users()]);

  const [brandCount, subcategoryCount, categoryCount, productCount, shopCount, taxCount, userCount] = await Promise.all(
    [
      prisma.brand.count(),
      prisma.brandSubcategory.count(),
      prisma.category.count(),
      prisma.product.count(),
      prisma.nearbyShop.count(),
      prisma.taxCategory.count(),
      prisma.user.count(),
    ],
  );
  return {
    counts: {
      brands: brandCount,
      subcategories: subcategoryCount,
      categories: categoryCount,
      products: productCount,
      nearbyShops: shopCount,
      taxCategories: taxCount,
      users: userCount,
    },
    created,
    durationMs: Math.round(performance.now() - started),
  };
}

/** Tax category name → id. */
async function seedTaxCategories(prisma: PrismaClient, created: SeedCounts): Promise<Map<string, string>> {
  created.taxCategories += (
    await prisma.taxCategory.createMany({ data: taxCategories.map((t) => ({ ...t })), skipDuplicates: true })
  ).count;
  const rows = await prisma.taxCategory.findMany({
    where: { name: { in: taxCategories.map((t) => t.name) } },
    select: { id: true, name: true },
  });
  return new Map(rows.map((row) => [row.name, row.id]));
}

type BrandIds = {
  /** Seed brand name → id. */
  brands: Map<string, string>;
  /** `${brand name}\0${subcategory name}` → id. */
  subcategories: Map<string, string>;
};

async function seedBrands(prisma: PrismaClient, created: SeedCounts, log: (line: string) => void): Promise<BrandIds> {
  created.brands += (
    await prisma.brand.createMany({
      data: brands.map((b) => ({ name: b.name, slug: b.slug, logoUrl: b.logoUrl, position: b.position })),
      skipDuplicates: true,
    })
  ).count;
  const brandRows = await prisma.brand.findMany({
    where: { OR: [{ slug: { in: brands.map((b) => b.slug) } }, { name: { in: brands.map((b) => b.name) } }] },
    select: { id: true, name: true, slug: true },
  });
  const brandIds = new Map<string, string>();
  for (const brand of brands) {
    const row = match(brandRows, brand);
    if (row) brandIds.set(brand.name, row.id);
    else log(`Seed: brand "${brand.name}" could not be created or found; its products are skipped.`);
  }

  const subcategoryData = brands.flatMap((brand) => {
    const brandId = brandIds.get(brand.name);
    return brandId
      ? brand.subcategories.map((s) => ({ brandId, name: s.name, slug: s.slug, position: s.position }))
      : [];
  });
  created.subcategories += (
    await prisma.brandSubcategory.createMany({ data: subcategoryData, skipDuplicates: true })
  ).count;
  const subcategoryRows = await prisma.brandSubcategory.findMany({
    where: { brandId: { in: [...brandIds.values()] } },
    select: { id: true, brandId: true, name: true, slug: true },
  });
  const subcategoryIds = new Map<string, string>();
  for (const brand of brands) {
    const brandId = brandIds.get(brand.name);
    if (!brandId) continue;
    const rows = subcategoryRows.filter((row) => row.brandId === brandId);
    for (const sub of brand.subcategories) {
      const row = match(rows, sub);
      if (row) subcategoryIds.set(`${brand.name}\0${sub.name}`, row.id);
    }
  }
  return { brands: brandIds, subcategories: subcategoryIds };
}

/** Creates the tree one level at a time, parents first (any depth). Returns category name → id. */
async function seedCategories(prisma: PrismaClient, created: SeedCounts): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  let pending: CategorySeed[] = [...categories];
  while (pending.length) {
    const ready = pending.filter((c) => c.parent === null || ids.has(c.parent));
    if (!ready.length) throw new Error(`Seed: no parent for categories ${pending.map((c) => c.name).join(", ")}`);
    created.categories += (
      await prisma.category.createMany({
        data: ready.map((c) => ({
          name: c.name,
          slug: c.slug,
          parentId: c.parent === null ? null : (ids.get(c.parent) ?? null),
          imageUrl: c.imageUrl,
          position: c.position,
        })),
        skipDuplicates: true,
      })
    ).count;
    const rows = await prisma.category.findMany({
      where: { OR: [{ slug: { in: ready.map((c) => c.slug) } }, { name: { in: ready.map((c) => c.name) } }] },
      select: { id: true, name: true, slug: true },
    });
    for (const c of ready) {
      const row = match(rows, c);
      if (!row) throw new Error(`Seed: category "${c.name}" could not be created or found.`);
      ids.set(c.name, row.id);
    }
    const done = new Set(ready);
    pending = pending.filter((c) => !done.has(c));
  }
  return ids;
}

async function seedProducts(
  prisma: PrismaClient,
  created: SeedCounts,
  log: (line: string) => void,
  taxIds: Map<string, string>,
  brandIds: BrandIds,
  categoryIds: Map<string, string>,
): Promise<void> {
  // Building a 100-row insert costs Prisma's query compiler a noticeable time,
  // so look up which slugs exist and insert only the missing products
  // (skipDuplicates still covers a concurrent run).
  const existing = await prisma.product.findMany({
    where: { slug: { in: products.map((p) => p.slug) } },
    select: { slug: true },
  });
  const existingSlugs = new Set(existing.map((row) => row.slug));
  const now = Date.now();
  const data = products.flatMap((p, index) => {
    if (existingSlugs.has(p.slug)) return [];
    const brandId = brandIds.brands.get(p.brand);
    const categoryId = categoryIds.get(p.category);
    // Never a product without its GST category: it would be sold at no tax (checkout refuses it).
    const taxCategoryId = taxIds.get(p.taxCategory);
    if (!brandId || !categoryId || !taxCategoryId) {
      log(`Seed: skipping product ${p.slug} (brand, category or tax category missing).`);
      return [];
    }
    return [
      {
        slug: p.slug,
        name: p.name,
        description: p.description,
        images: p.images,
        price: p.price,
        mrp: p.mrp,
        stock: p.stock,
        sizes: p.sizes,
        colors: p.colors,
        brandId,
        brandSubcategoryId:
          p.brandSubcategory === null
            ? null
            : (brandIds.subcategories.get(`${p.brand}\0${p.brandSubcategory}`) ?? null),
        categoryId,
        taxCategoryId,
        ...p.declarations,
        // Minutes apart within a day, so "newest first" has no ties.
        createdAt: new Date(now - p.createdDaysAgo * DAY_MS - index * 60_000),
      },
    ];
  });
  if (data.length) created.products += (await prisma.product.createMany({ data, skipDuplicates: true })).count;
  await fillMissingDeclarations(prisma);
}

/**
 * Demo products seeded before products had declarations get them, once: only
 * rows with none at all are touched, so an admin's own entries stay.
 */
async function fillMissingDeclarations(prisma: PrismaClient): Promise<void> {
  const bare = await prisma.product.findMany({
    where: { slug: { in: products.map((p) => p.slug) }, genericName: null, manufacturerName: null },
    select: { slug: true },
  });
  for (const { slug } of bare) {
    const seedProduct = products.find((p) => p.slug === slug);
    if (seedProduct) await prisma.product.update({ where: { slug }, data: seedProduct.declarations });
  }
}

/**
 * Demo brands, subcategories, categories and products get their Hindi names
 * and descriptions where theirs are empty (null): new rows, and rows seeded
 * before the catalogue had Hindi. Text an operator wrote is never replaced,
 * and a generic name only when the English one is still the demo's.
 */
async function fillMissingHindi(prisma: PrismaClient): Promise<void> {
  const brandRows = brands.filter((b) => brandNamesHi[b.name]);
  await prisma.$executeRaw`
    UPDATE "Brand" b SET "nameHi" = v.name_hi
    FROM unnest(${brandRows.map((b) => b.slug)}::text[], ${brandRows.map((b) => brandNamesHi[b.name]!)}::text[])
      AS v(slug, name_hi)
    WHERE b.slug = v.slug AND b."nameHi" IS NULL`;
  const subs = brands.flatMap((b) =>
    b.subcategories.map((s) => ({ brand: b.slug, slug: s.slug, nameHi: brandSubcategoryNamesHi[s.name]! })),
  );
  await prisma.$executeRaw`
    UPDATE "BrandSubcategory" s SET "nameHi" = v.name_hi
    FROM unnest(${subs.map((s) => s.brand)}::text[], ${subs.map((s) => s.slug)}::text[],
      ${subs.map((s) => s.nameHi)}::text[]) AS v(brand, slug, name_hi), "Brand" b
    WHERE b.slug = v.brand AND s."brandId" = b.id AND s.slug = v.slug AND s."nameHi" IS NULL`;
  await prisma.$executeRaw`
    UPDATE "Category" c SET "nameHi" = v.name_hi
    FROM unnest(${categories.map((c) => c.slug)}::text[], ${categories.map((c) => categoryNamesHi[c.name]!)}::text[])
      AS v(slug, name_hi)
    WHERE c.slug = v.slug AND c."nameHi" IS NULL`;
  const rows = products.map((p) => ({
    slug: p.slug,
    hi: productsHi.get(p.slug)!,
    genericName: p.declarations.genericName,
    genericNameHi: p.declarations.genericName ? (genericNamesHi[p.declarations.genericName] ?? null) : null,
  }));
  await prisma.$executeRaw`
    UPDATE "Product" p SET
      "nameHi" = coalesce(p."nameHi", v.name_hi),
      "descriptionHi" = coalesce(p."descriptionHi", v.description_hi),
      "genericNameHi" = CASE WHEN p."genericNameHi" IS NULL AND p."genericName" = v.generic
        THEN v.generic_hi ELSE p."genericNameHi" END
    FROM unnest(${rows.map((r) => r.slug)}::text[], ${rows.map((r) => r.hi.name)}::text[],
      ${rows.map((r) => r.hi.description)}::text[], ${rows.map((r) => r.genericName)}::text[],
      ${rows.map((r) => r.genericNameHi)}::text[]) AS v(slug, name_hi, description_hi, generic, generic_hi)
    WHERE p.slug = v.slug
      AND (p."nameHi" IS NULL OR p."descriptionHi" IS NULL
        OR (p."genericNameHi" IS NULL AND p."genericName" = v.generic AND v.generic_hi IS NOT NULL))`;
}

async function seedNearbyShops(prisma: PrismaClient, created: SeedCounts): Promise<void> {
  created.nearbyShops += (
    await prisma.nearbyShop.createMany({
      data: nearbyShops.map((shop) => ({
        name: shop.name,
        image: shop.image,
        address: shop.address,
        addressHi: nearbyShopsHi.get(shop.postalCode)?.address ?? null,
        city: shop.city,
        cityHi: nearbyShopsHi.get(shop.postalCode)?.city ?? null,
        state: shop.state,
        postalCode: shop.postalCode,
        telephone: shop.telephone,
        mapsLink: shop.mapsLink,
        position: shop.position,
      })),
      skipDuplicates: true,
    })
  ).count;
  // Demo shops from before shops had Hindi get theirs where it is empty, as long as their English street
  // and city are still the demo's (an operator who moved a shop wrote its address; its Hindi is theirs to write).
  const rows = nearbyShops.flatMap((shop) => {
    const hi = nearbyShopsHi.get(shop.postalCode);
    return hi ? [{ ...shop, hi }] : [];
  });
  await prisma.$executeRaw`
    UPDATE "NearbyShop" s SET
      "addressHi" = coalesce(s."addressHi", v.address_hi),
      "cityHi" = coalesce(s."cityHi", v.city_hi)
    FROM unnest(${rows.map((r) => r.name)}::text[], ${rows.map((r) => r.address)}::text[],
      ${rows.map((r) => r.city)}::text[], ${rows.map((r) => r.hi.address)}::text[],
      ${rows.map((r) => r.hi.city)}::text[]) AS v(name, address, city, address_hi, city_hi)
    WHERE s.name = v.name AND s.city = v.city AND s.address = v.address
      AND (s."addressHi" IS NULL OR s."cityHi" IS NULL)`;
}

/** Creates the user (with the shopper's default address) unless the email is taken. Returns whether it did. */
async function createUserIfMissing(prisma: PrismaClient, user: DemoUserSpec): Promise<boolean> {
  const existing = await prisma.user.findUnique({ where: { email: user.email }, select: { id: true } });
  if (existing) return false;
  // Loaded only when needed: argon2 is a native module and most runs create no user.
  const { hashPassword } = await import("../lib/auth/password");
  const passwordHash = await hashPassword(user.password);
  try {
    await prisma.user.create({
      data: {
        name: user.name,
        email: user.email,
        passwordHash,
        phone: user.phone,
        role: user.role,
        // One nested write: the user and the address are created together or not at all.
        ...(user.address ? { addresses: { create: { ...user.address, isDefault: true } } } : {}),
      },
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false; // another seed run created it meanwhile
    throw error;
  }
}

export function formatSeedSummary(summary: SeedSummary): string {
  const { counts: n, created: c } = summary;
  const part = (count: number, added: number, label: string) => `${count} ${label}${added ? ` (+${added})` : ""}`;
  return (
    `Demo data ready in ${summary.durationMs} ms: ` +
    [
      part(n.brands, c.brands, "brands"),
      part(n.subcategories, c.subcategories, "brand subcategories"),
      part(n.categories, c.categories, "categories"),
      part(n.products, c.products, "products"),
      part(n.nearbyShops, c.nearbyShops, "nearby shops"),
      part(n.taxCategories, c.taxCategories, "tax categories"),
      part(n.users, c.users, "users"),
    ].join(", ") +
    "."
  );
}

function isEntryPoint(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  if (import.meta.url === pathToFileURL(entry).href) return true;
  try {
    return import.meta.url === pathToFileURL(realpathSync(entry)).href;
  } catch {
    return false;
  }
}

async function runFromCommandLine(): Promise<void> {
  try {
    const summary = await seed(sharedPrisma, { log: (line) => console.log(`▸ ${line}`) });
    console.log(`▸ ${formatSeedSummary(summary)}`);
  } catch (error) {
    console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await disconnectPrisma();
  }
}

// No top-level await, so importing this module (tests, other scripts) stays cheap and synchronous.
if (isEntryPoint()) void runFromCommandLine();
