import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { createScratchDatabase } from "@/test/integration/database";
import { databaseMigratedWithout, queryAt } from "@/test/integration/migrations";
import {
  applyMigrations,
  createMigration,
  diffSchemas,
  migrationsDir,
  schemaPath,
  snapshotPath,
} from "./migrations.mjs";

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function scratch(fromTemplate: boolean) {
  const db = await createScratchDatabase({ fromTemplate });
  cleanups.push(db.drop);
  return db.url;
}

const committedMigrations = async () =>
  (await readdir(migrationsDir, { withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

describe("committed migrations", () => {
  it("apply to an empty database and are recorded in _prisma_migrations", async () => {
    const url = await scratch(false);
    const applied = await applyMigrations(url);
    expect(applied).toEqual(await committedMigrations());

    const rows = await queryAt<{ migration_name: string; finished_at: Date | null }>(
      url,
      `SELECT migration_name, finished_at FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(rows.map((r) => r.migration_name)).toEqual(applied);
    expect(rows.every((r) => r.finished_at !== null)).toBe(true);
  });

  it("apply only once", async () => {
    const url = await scratch(true);
    expect(await applyMigrations(url)).toEqual([]);
  });

  it("produce exactly prisma/schema.prisma (no schema change is missing its migration)", async () => {
    const url = await scratch(true);
    const [schema, snapshot] = await Promise.all([readFile(schemaPath, "utf8"), readFile(snapshotPath, "utf8")]);
    expect(await diffSchemas(url, snapshot, schema)).toBe("");
  });

  it("enforce rules the schema language cannot: one default address, no negative stock", async () => {
    const url = await scratch(true);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(
        `INSERT INTO "User" (id, name, email, "passwordHash", "updatedAt") VALUES ('u1', 'A', 'A@Example.in', 'x', now())`,
      );
      await expect(
        client.query(
          `INSERT INTO "User" (id, name, email, "passwordHash", "updatedAt") VALUES ('u2', 'B', 'a@example.IN', 'x', now())`,
        ),
      ).rejects.toThrow(/User_email_key/);
      const address = (id: string, isDefault: boolean) =>
        client.query(
          `INSERT INTO "Address" (id, "userId", "fullName", phone, street, city, state, "postalCode", "isDefault", "updatedAt")
           VALUES ($1, 'u1', 'A', '+919876543210', '1 MG Road', 'Pune', 'Maharashtra', '411001', $2, now())`,
          [id, isDefault],
        );
      await address("a1", true);
      await address("a2", false);
      await expect(address("a3", true)).rejects.toThrow(/Address_one_default_per_user/);

      await client.query(`INSERT INTO "Brand" (id, name, slug, "updatedAt") VALUES ('b1', 'B', 'b', now())`);
      await client.query(`INSERT INTO "Category" (id, name, slug, "updatedAt") VALUES ('c1', 'C', 'c', now())`);
      await expect(
        client.query(
          `INSERT INTO "Product" (id, slug, name, description, price, stock, "brandId", "categoryId", "updatedAt")
           VALUES ('p1', 'p', 'P', 'd', 100, -1, 'b1', 'c1', now())`,
        ),
      ).rejects.toThrow(/Product_stock_nonnegative/);
    } finally {
      await client.end();
    }
  });
});

describe("the exchange replacement backfill", () => {
  it("sends an exchange stuck as approved, its only replacement cancelled, back to the admin; no other", async () => {
    const backfill = "20261126230000_exchange_replacement_cancelled_backfill";
    const { url, applied, drop } = await databaseMigratedWithout(backfill);
    cleanups.push(drop);
    expect(applied).not.toContain(backfill);

    // Exchanges as the shop left them before ADR 0034: the replacement cancelled, one still on its way,
    // and a request not yet decided.
    const order = (id: string, status: string, replacementFor: string | null = null) =>
      `INSERT INTO "Order" ("id", "userId", "paymentMethod", "fulfillmentStatus", "subtotal", "shippingFee", "total",
         "shipFullName", "shipPhone", "shipStreet", "shipCity", "shipState", "shipPostalCode", "updatedAt", "exchangeForOrderId")
       VALUES ('${id}', 'u1', 'COD', '${status}', 0, 4900, 4900, 'Meera Nair', '+919845012345', '12 MG Road',
         'Bengaluru', 'Karnataka', '560038', now(), ${replacementFor ? `'${replacementFor}'` : "NULL"});`;
    const exchange = (id: string, orderId: string, status: string) =>
      `INSERT INTO "Exchange" ("id", "orderId", "status", "updatedAt") VALUES ('${id}', '${orderId}', '${status}', now());`;
    await queryAt(
      url,
      [
        `INSERT INTO "User" ("id", "name", "email", "passwordHash", "updatedAt") VALUES ('u1', 'Meera', 'meera@example.in', 'x', now());`,
        order("stuck", "DELIVERED"),
        order("stuck-r1", "CANCELLED", "stuck"),
        exchange("e-stuck", "stuck", "APPROVED"),
        order("live", "DELIVERED"),
        order("live-r1", "ORDER_PLACED", "live"),
        exchange("e-live", "live", "APPROVED"),
        order("asked", "DELIVERED"),
        exchange("e-asked", "asked", "REQUESTED"),
      ].join("\n"),
    );

    expect(await applyMigrations(url)).toEqual([backfill]);
    const rows = await queryAt<{ id: string; status: string }>(
      url,
      `SELECT "id", "status" FROM "Exchange" ORDER BY "id"`,
    );
    expect(rows).toEqual([
      { id: "e-asked", status: "REQUESTED" },
      { id: "e-live", status: "APPROVED" },
      { id: "e-stuck", status: "REPLACEMENT_CANCELLED" },
    ]);
  });
});

describe("a failing migration", () => {
  it("is rolled back whole and reported in PostgreSQL's words", async () => {
    const work = await mkdtemp(path.join(os.tmpdir(), "kosh-migration-"));
    cleanups.push(() => rm(work, { recursive: true, force: true }));
    const dir = path.join(work, "migrations");
    await cp(migrationsDir, dir, { recursive: true });
    await mkdir(path.join(dir, "20990101000000_broken"));
    await writeFile(
      path.join(dir, "20990101000000_broken", "migration.sql"),
      `-- A comment with a quote ' and a semicolon ; must not confuse the runner.\n` +
        `CREATE TABLE "HalfDone" (id int);\nSELECT no_such_function();\n`,
    );
    const url = await scratch(false);
    await expect(applyMigrations(url, { dir })).rejects.toThrow(
      "Applying migrations failed. PostgreSQL said: function no_such_function() does not exist",
    );
    const [row] = await queryAt<{ table: string | null }>(url, `SELECT to_regclass('"HalfDone"')::text AS table`);
    expect(row?.table).toBeNull();
  });
});

describe("writing a new migration", () => {
  it("turns a schema change into SQL that applies cleanly after the committed ones", async () => {
    const work = await mkdtemp(path.join(os.tmpdir(), "kosh-migration-"));
    cleanups.push(() => rm(work, { recursive: true, force: true }));
    const dir = path.join(work, "migrations");
    await cp(migrationsDir, dir, { recursive: true });
    const schemaFile = path.join(work, "schema.prisma");
    const schema = await readFile(schemaPath, "utf8");
    const changed = schema.replace(
      /(\n\s+isActive\s+Boolean\s+@default\(true\)\n\s+\/\/\/ Options a shopper may choose)/,
      "\n  giftWrapAvailable Boolean @default(false)$1",
    );
    expect(changed).not.toBe(schema);
    await writeFile(schemaFile, changed);

    const url = await scratch(false);
    const created = await createMigration(url, "Add gift wrap", {
      schemaFile,
      dir,
      now: new Date("2030-01-02T03:04:05Z"),
    });
    expect(created).toBe("20300102030405_add_gift_wrap");
    const sql = await readFile(path.join(dir, created!, "migration.sql"), "utf8");
    expect(sql).toContain(`ALTER TABLE "Product" ADD COLUMN     "giftWrapAvailable" BOOLEAN NOT NULL DEFAULT false`);

    const applied = await applyMigrations(url, { dir });
    expect(applied.at(-1)).toBe(created);
    const columns = await queryAt<{ column_name: string }>(
      url,
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'Product' AND column_name = 'giftWrapAvailable'`,
    );
    expect(columns).toHaveLength(1);

    // Nothing further to write once the snapshot has caught up.
    expect(await createMigration(url, "again", { schemaFile, dir })).toBeNull();
  });
});
