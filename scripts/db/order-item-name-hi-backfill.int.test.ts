import { afterEach, describe, expect, it } from "vitest";
import { databaseMigratedWithout, queryAt } from "@/test/integration/migrations";
import { applyMigrations } from "./migrations.mjs";

// Order lines placed before OrderItem.productNameHi existed get their product's Hindi name as it is
// when the migration runs, so My Orders and the mails in Hindi name them as new orders are named.

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe("the order line Hindi name backfill", () => {
  it("names existing order lines by their product's Hindi name; lines without one stay NULL", async () => {
    const migration = "20261127191440_order_item_name_hi";
    const db = await databaseMigratedWithout(migration);
    cleanups.push(db.drop);
    expect(db.applied).not.toContain(migration);

    const product = (id: string, nameHi: string | null) =>
      `INSERT INTO "Product" ("id", "slug", "name", "nameHi", "description", "price", "brandId", "categoryId", "updatedAt")
       VALUES ('${id}', '${id}', 'Bag ${id}', ${nameHi === null ? "NULL" : `'${nameHi}'`}, 'A bag.', 99900, 'b1', 'c1', now());`;
    const line = (id: string, productId: string | null) =>
      `INSERT INTO "OrderItem" ("id", "orderId", "productId", "productName", "unitPrice", "quantity", "lineTotal")
       VALUES ('${id}', 'o1', ${productId === null ? "NULL" : `'${productId}'`}, 'Bag as ordered', 99900, 1, 99900);`;
    await queryAt(
      db.url,
      [
        `INSERT INTO "User" ("id", "name", "email", "passwordHash", "updatedAt") VALUES ('u1', 'Meera', 'meera@example.in', 'x', now());`,
        `INSERT INTO "Brand" ("id", "name", "slug", "updatedAt") VALUES ('b1', 'Brand', 'brand', now());`,
        `INSERT INTO "Category" ("id", "name", "slug", "updatedAt") VALUES ('c1', 'Bags', 'bags', now());`,
        product("hindi", "ट्रैवल बैग"),
        product("english", null),
        `INSERT INTO "Order" ("id", "userId", "paymentMethod", "subtotal", "shippingFee", "total",
           "shipFullName", "shipPhone", "shipStreet", "shipCity", "shipState", "shipPostalCode", "updatedAt")
         VALUES ('o1', 'u1', 'COD', 299700, 0, 299700, 'Meera Nair', '+919845012345', '12 MG Road',
           'Bengaluru', 'Karnataka', '560038', now());`,
        line("l1-hindi", "hindi"),
        line("l2-english", "english"),
        line("l3-deleted", null),
      ].join("\n"),
    );

    expect(await applyMigrations(db.url)).toEqual([migration]);
    expect(
      await queryAt<{ id: string; productNameHi: string | null }>(
        db.url,
        `SELECT "id", "productNameHi" FROM "OrderItem" ORDER BY "id"`,
      ),
    ).toEqual([
      { id: "l1-hindi", productNameHi: "ट्रैवल बैग" },
      { id: "l2-english", productNameHi: null },
      { id: "l3-deleted", productNameHi: null },
    ]);
  });
});
