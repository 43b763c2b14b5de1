import { afterAll, describe, expect, it } from "vitest";
import { verifyPassword } from "@/lib/auth/password";
import { declarationSelect, declarationsOf, missingDeclarations } from "@/lib/catalog/declarations";
import { prisma } from "@/lib/db";
import { seed } from "./seed";
import { DEMO_ADMIN, DEMO_SHOPPER, resolveDemoUsers } from "./seed-data/demo-users";

const HOME_TILES = ["BackPack", "Laptop Bags", "Messenger Bags", "Luggage", "Office Bags", "Kitchen", "Kosh Originals"];
const quiet = { log: () => {} };

/** Every row's identity and last change, to prove a second run touches nothing. */
async function fingerprint() {
  const [products, brands, categories, users, shops, addresses] = await Promise.all([
    prisma.product.findMany({
      select: { id: true, updatedAt: true, price: true, stock: true },
      orderBy: { id: "asc" },
    }),
    prisma.brand.findMany({ select: { id: true, updatedAt: true }, orderBy: { id: "asc" } }),
    prisma.category.findMany({ select: { id: true, updatedAt: true, parentId: true }, orderBy: { id: "asc" } }),
    prisma.user.findMany({ select: { id: true, updatedAt: true, passwordHash: true }, orderBy: { id: "asc" } }),
    prisma.nearbyShop.findMany({ select: { id: true }, orderBy: { id: "asc" } }),
    prisma.address.findMany({ select: { id: true, updatedAt: true }, orderBy: { id: "asc" } }),
  ]);
  return { products, brands, categories, users, shops, addresses };
}

describe("demo seed", () => {
  const savedEnv = { ...process.env };
  afterAll(() => {
    process.env = savedEnv;
  });

  it("fills a freshly migrated database with the demo catalogue", async () => {
    const summary = await seed(prisma, quiet);

    expect(summary.counts.brands).toBeGreaterThanOrEqual(8);
    expect(summary.counts.products).toBeGreaterThanOrEqual(80);
    expect(summary.counts.nearbyShops).toBeGreaterThanOrEqual(6);
    expect(summary.created).toEqual(summary.counts);

    // Every brand has subcategories.
    const brands = await prisma.brand.findMany({ include: { _count: { select: { subcategories: true } } } });
    expect(brands.every((brand) => brand._count.subcategories > 0)).toBe(true);

    // The home tiles are top-level categories, each with products in it or below it.
    const tiles = await prisma.category.findMany({ where: { name: { in: HOME_TILES }, parentId: null } });
    expect(tiles.map((tile) => tile.name).sort()).toEqual([...HOME_TILES].sort());
    const children = await prisma.category.findMany({ where: { parentId: { not: null } } });
    expect(children.length).toBeGreaterThan(0);

    // Prices are whole paise, some discounted, and every product has a local image.
    const products = await prisma.product.findMany();
    expect(products.every((p) => Number.isInteger(p.price) && p.price > 0)).toBe(true);
    expect(products.filter((p) => p.mrp !== null && p.mrp > p.price).length).toBeGreaterThan(10);
    expect(products.every((p) => p.images.length > 0 && p.images.every((src) => src.startsWith("/demo-images/")))).toBe(
      true,
    );
    expect(new Set(products.map((p) => p.categoryId)).size).toBeGreaterThanOrEqual(HOME_TILES.length);
    // Every product has a GST category (none would be sold at no tax), and bags are taxed at 18%.
    expect(products.filter((p) => p.taxCategoryId === null).map((p) => p.slug)).toEqual([]);
    const travel = await prisma.taxCategory.findUniqueOrThrow({ where: { name: "Travel goods" } });
    expect([travel.hsnCode, travel.rateBasisPoints]).toEqual(["4202", 1800]);

    // Every product carries the declarations the Legal Metrology rules ask for; a few are imported.
    expect(products.filter((p) => missingDeclarations(declarationsOf(p)).length > 0 || !p.dimensions)).toEqual([]);
    const imported = products.filter((p) => p.countryOfOrigin !== "India");
    expect(imported.length).toBeGreaterThan(5);
    expect(imported.every((p) => p.packerRole === "IMPORTER" && p.packerName && p.packerAddress)).toBe(true);
  });

  it("creates the demo shopper and admin with working passwords", async () => {
    const shopper = await prisma.user.findUniqueOrThrow({
      where: { email: DEMO_SHOPPER.email },
      include: { addresses: true },
    });
    expect(shopper.role).toBe("CUSTOMER");
    expect(shopper.addresses).toHaveLength(1);
    expect(shopper.addresses[0]).toMatchObject({ isDefault: true, postalCode: "400050", state: "Maharashtra" });
    expect(await verifyPassword(shopper.passwordHash, DEMO_SHOPPER.password)).toBe(true);
    expect(shopper.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const admin = await prisma.user.findUniqueOrThrow({ where: { email: DEMO_ADMIN.email } });
    expect(admin.role).toBe("ADMIN");
    expect(await verifyPassword(admin.passwordHash, DEMO_ADMIN.password)).toBe(true);
    expect(await verifyPassword(admin.passwordHash, "wrong-password")).toBe(false);
  });

  it("changes nothing when run again", async () => {
    const before = await fingerprint();
    const summary = await seed(prisma, quiet);
    expect(Object.values(summary.created).every((n) => n === 0)).toBe(true);
    expect(await fingerprint()).toEqual(before);
  });

  it("keeps an operator's edits and restores only what is missing", async () => {
    const [edited, removed] = await prisma.product.findMany({ take: 2, orderBy: { slug: "asc" } });
    await prisma.product.update({ where: { id: edited!.id }, data: { price: 12_345, stock: 3 } });
    await prisma.product.delete({ where: { id: removed!.id } });

    const summary = await seed(prisma, quiet);
    expect(summary.created.products).toBe(1);
    expect(await prisma.product.findUniqueOrThrow({ where: { id: edited!.id } })).toMatchObject({
      price: 12_345,
      stock: 3,
    });
    expect(await prisma.product.findUnique({ where: { slug: removed!.slug } })).not.toBeNull();
  });

  it("gives demo products from before declarations existed theirs, and leaves an admin's own alone", async () => {
    const [bare, ownWords] = await prisma.product.findMany({ take: 2, orderBy: { slug: "asc" } });
    const none = Object.fromEntries(Object.keys(declarationSelect).map((key) => [key, null]));
    await prisma.product.update({ where: { id: bare!.id }, data: none });
    await prisma.product.update({ where: { id: ownWords!.id }, data: { genericName: "Rucksack (admin's word)" } });

    await seed(prisma, quiet);
    const refilled = await prisma.product.findUniqueOrThrow({ where: { id: bare!.id } });
    expect(missingDeclarations(declarationsOf(refilled))).toEqual([]);
    expect((await prisma.product.findUniqueOrThrow({ where: { id: ownWords!.id } })).genericName).toBe(
      "Rucksack (admin's word)",
    );
  });

  it("gives every demo product, category and subcategory Hindi, filling only empty fields", async () => {
    const missing = await prisma.product.count({
      where: { OR: [{ nameHi: null }, { descriptionHi: null }, { genericNameHi: null }] },
    });
    expect(missing).toBe(0);
    expect(await prisma.category.count({ where: { nameHi: null } })).toBe(0);
    expect(await prisma.brandSubcategory.count({ where: { nameHi: null } })).toBe(0);
    const tiffin = await prisma.product.findUniqueOrThrow({ where: { slug: "tiffin-and-co-3-tier-steel-tiffin" } });
    expect(tiffin.nameHi).toBe("Tiffin & Co. स्टील टिफ़िन, 3 डिब्बे".normalize("NFC"));
    expect(tiffin.genericNameHi).toBe("टिफ़िन बॉक्स".normalize("NFC"));

    const [emptied, ownWords] = await prisma.product.findMany({ take: 2, orderBy: { slug: "asc" } });
    await prisma.product.update({ where: { id: emptied!.id }, data: { nameHi: null, descriptionHi: null } });
    await prisma.product.update({ where: { id: ownWords!.id }, data: { nameHi: "दुकानदार का अपना नाम" } });
    await prisma.category.update({ where: { slug: "kitchen" }, data: { nameHi: "किचन" } });

    await seed(prisma, quiet);
    const refilled = await prisma.product.findUniqueOrThrow({ where: { id: emptied!.id } });
    expect(refilled.nameHi).toMatch(/[\u0900-\u097F]/);
    expect(refilled.descriptionHi).toMatch(/[\u0900-\u097F]/);
    expect((await prisma.product.findUniqueOrThrow({ where: { id: ownWords!.id } })).nameHi).toBe(
      "दुकानदार का अपना नाम",
    );
    expect((await prisma.category.findUniqueOrThrow({ where: { slug: "kitchen" } })).nameHi).toBe("किचन");
  });

  it("gives every demo nearby shop a Hindi address and city, filling only empty ones", async () => {
    expect(await prisma.nearbyShop.count({ where: { OR: [{ addressHi: null }, { cityHi: null }] } })).toBe(0);
    const bandra = await prisma.nearbyShop.findFirstOrThrow({ where: { postalCode: "400050" } });
    expect(bandra.addressHi).toBe("दुकान 3, रिज़वी पार्क, 14 लिंकिंग रोड, बांद्रा वेस्ट".normalize("NFC"));
    expect(bandra.cityHi).toBe("मुंबई");

    const [emptied, ownWords] = await prisma.nearbyShop.findMany({ take: 2, orderBy: { position: "asc" } });
    await prisma.nearbyShop.update({ where: { id: emptied!.id }, data: { addressHi: null, cityHi: null } });
    await prisma.nearbyShop.update({ where: { id: ownWords!.id }, data: { addressHi: "दुकानदार का अपना पता" } });
    await seed(prisma, quiet);
    const refilled = await prisma.nearbyShop.findUniqueOrThrow({ where: { id: emptied!.id } });
    expect(refilled.addressHi).toMatch(/[\u0900-\u097F]/);
    expect(refilled.cityHi).toMatch(/[\u0900-\u097F]/);
    expect((await prisma.nearbyShop.findUniqueOrThrow({ where: { id: ownWords!.id } })).addressHi).toBe(
      "दुकानदार का अपना पता",
    );
  });

  it("uses credentials from the environment, and no demo defaults in production", async () => {
    await prisma.user.deleteMany({});
    process.env = {
      ...savedEnv,
      NODE_ENV: "production",
      ADMIN_EMAIL: " Owner@Kosh.Example ",
      ADMIN_PASSWORD: "a long owner passphrase",
    };
    delete process.env.DEMO_SHOPPER_EMAIL;
    delete process.env.DEMO_SHOPPER_PASSWORD;
    const lines: string[] = [];
    await seed(prisma, { log: (line) => lines.push(line) });

    const users = await prisma.user.findMany();
    expect(users.map((u) => [u.email, u.role])).toEqual([["owner@kosh.example", "ADMIN"]]);
    expect(await verifyPassword(users[0]!.passwordHash, "a long owner passphrase")).toBe(true);
    expect(lines.join("\n")).toMatch(/shopper/i);
  });
  it("gives no demo defaults for a NODE_ENV that is neither development nor test (npm run db:seed runs no start-up check)", () => {
    for (const odd of ["Production", "prod", "production ", "staging"]) {
      expect(resolveDemoUsers({ NODE_ENV: odd }), odd).toEqual([
        {
          skipped: expect.stringMatching(
            /^Skipping the shopper user: DEMO_SHOPPER_EMAIL and DEMO_SHOPPER_PASSWORD not set/,
          ),
        },
        { skipped: expect.stringMatching(/^Skipping the admin user: ADMIN_EMAIL and ADMIN_PASSWORD not set/) },
      ]);
    }
    for (const demo of [undefined, "", "development", "test"]) {
      const resolved = resolveDemoUsers({ NODE_ENV: demo });
      expect(resolved.map((entry) => ("user" in entry ? entry.user.email : entry.skipped))).toEqual([
        "shopper@kosh.example",
        "admin@kosh.example",
      ]);
    }
  });
});
