import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gunzipSync, gzipSync } from "node:zlib";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { cancelUnpaidOrder } from "@/lib/orders/cancel";
import { issueInvoice } from "@/lib/orders/invoice";
import { issueDeliveryChallan } from "@/lib/orders/delivery-challan";
import { consumeRateLimit } from "@/lib/rate-limit";
import { seed } from "@/prisma/seed";
import { createScratchDatabase } from "@/test/integration/database";
import { databaseMigratedWithout } from "@/test/integration/migrations";
import { createTestOrder } from "@/test/integration/orders";
import { restoreBackup, writeBackup } from "./backups.mjs";
import { embeddedUrl, findFreePort, startEmbeddedPostgres } from "./embedded.mjs";
import { committedMigrationNames, projectRoot } from "./migrations.mjs";

// The database of this test file (DATABASE_URL, set by test/integration/database.ts) is the
// shop being backed up; restores go into other freshly migrated scratch databases.
const sourceUrl = process.env.DATABASE_URL!;
const cleanups: Array<() => Promise<unknown>> = [];
let work: string;
let backupFile: string;
let orderCount: number;

type Result = { code: number; stdout: string; stderr: string };
/** Runs `npm run db:backup` / `db:restore` as an operator would (node directly: same command, less start-up). */
async function run(script: "backup" | "restore", args: string[], env: Record<string, string | undefined>) {
  const childEnv: Record<string, string | undefined> = { ...process.env, INIT_CWD: projectRoot, ...env };
  for (const key of Object.keys(childEnv)) if (childEnv[key] === undefined) delete childEnv[key];
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [path.join(projectRoot, "scripts/db", `${script}.mjs`), ...args],
      { cwd: projectRoot, env: childEnv as NodeJS.ProcessEnv, timeout: 60_000 },
    );
    return { code: 0, stdout, stderr } satisfies Result;
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" } satisfies Result;
  }
}

async function freshDatabase() {
  const db = await createScratchDatabase({ fromTemplate: true });
  cleanups.push(db.drop);
  return db.url;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Everything the shop keeps, found independently of the code under test: every
 * table but _prisma_migrations with all its columns (each row as PostgreSQL's
 * own text of the whole record), ordered by primary key, and every sequence.
 */
async function contents(url: string) {
  return withClient(url, async (client) => {
    const { rows: tableRows } = await client.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'
       ORDER BY table_name`,
    );
    const tables: Record<string, string[]> = {};
    for (const { name } of tableRows) {
      const { rows: key } = await client.query<{ column: string }>(
        `SELECT a.attname AS column FROM pg_index i
         JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
         WHERE i.indrelid = $1::regclass AND i.indisprimary
         ORDER BY array_position(i.indkey::int2[], a.attnum)`,
        [`"${name}"`],
      );
      expect(key.length, `${name} has a primary key`).toBeGreaterThan(0);
      const orderBy = key.map((k) => `"${k.column}"`).join(", ");
      const { rows } = await client.query<{ row: string }>(
        `SELECT t::text AS row FROM "${name}" t ORDER BY ${orderBy}`,
      );
      tables[name] = rows.map((r) => r.row);
    }
    const { rows: sequenceRows } = await client.query<{ name: string }>(
      `SELECT sequencename AS name FROM pg_sequences WHERE schemaname = current_schema() ORDER BY sequencename`,
    );
    const sequences: Record<string, unknown> = {};
    for (const { name } of sequenceRows) {
      sequences[name] = (await client.query(`SELECT last_value, is_called FROM "${name}"`)).rows[0];
    }
    return { tables, sequences };
  });
}

/** How many rows all the shop's tables of a database hold together. */
async function rowsIn(url: string) {
  const { tables } = await contents(url);
  return Object.values(tables).reduce((sum, rows) => sum + rows.length, 0);
}

/** The writes of the admin's Packed and Shipped steps: the history, and the tax invoice's number. */
async function ship(orderId: string, adminId: string) {
  await prisma.$transaction(async (tx) => {
    await tx.order.update({ where: { id: orderId }, data: { fulfillmentStatus: "SHIPPED" } });
    await tx.fulfillmentEvent.create({ data: { orderId, status: "PACKED", actorId: adminId } });
    await tx.fulfillmentEvent.create({ data: { orderId, status: "SHIPPED", actorId: adminId } });
    await issueInvoice(tx, orderId, new Date());
    // A replacement's goods travel with a delivery challan, issued in the same transaction.
    await issueDeliveryChallan(tx, orderId, new Date());
  });
}

/** A shop with rows in every table, written the way the shop writes them where it matters. */
async function fillShop() {
  await seed(prisma, { log: () => {} });
  const shopper = await prisma.user.findFirstOrThrow({ where: { role: "CUSTOMER" } });
  const admin = await prisma.user.findFirstOrThrow({ where: { role: "ADMIN" } });
  const products = await prisma.product.findMany({ where: { isActive: true, stock: { gte: 20 } }, take: 4 });
  const [a, b, c, d] = products.map((product) => product.id) as [string, string, string, string];

  // The seed gave the shopper a default address; a second one, not the default.
  await prisma.address.create({
    data: {
      userId: shopper.id,
      fullName: "Meera Nair",
      phone: "+919876543210",
      street: 'Flat 4B, "Sea View", Juhu',
      city: "Mumbai",
      state: "Maharashtra",
      postalCode: "400049",
    },
  });
  await prisma.cartItem.create({ data: { userId: shopper.id, productId: a, quantity: 2 } });
  await prisma.savedItem.create({ data: { userId: shopper.id, productId: b } });
  await prisma.wishlistItem.create({ data: { userId: shopper.id, productId: c } });

  // Orders: one shipped (tax invoice), one shipped then cancelled (credit note), one paid online.
  const shipped = await createTestOrder({
    userId: shopper.id,
    lines: [
      { productId: a, quantity: 1 },
      { productId: b, quantity: 2 },
    ],
  });
  const refused = await createTestOrder({ userId: shopper.id, lines: [{ productId: c, quantity: 1 }] });
  const paidOnline = await createTestOrder({
    userId: shopper.id,
    lines: [{ productId: d, quantity: 1 }],
    paymentMethod: "ONLINE",
    paymentStatus: "PAID",
  });
  // The shipped one for a business buyer (a B2B invoice), which the shopper's profile remembers.
  const business = { gstin: "29AAGCB7383J1Z4", name: "Kaveri Traders Private Limited" };
  await prisma.order.update({
    where: { id: shipped.id },
    data: { buyerGstin: business.gstin, buyerBusinessName: business.name },
  });
  await prisma.user.update({
    where: { id: shopper.id },
    data: { gstin: business.gstin, gstBusinessName: business.name },
  });
  for (const order of [shipped, refused]) await ship(order.id, admin.id);
  // Refused at the door: cancelled after it shipped, so a credit note reverses its invoice.
  await prisma.$transaction((tx) => cancelUnpaidOrder(tx, refused.id, "Refused at the door.", admin.id));
  // An exchange of the shipped order, with a photo (bytes in PostgreSQL), approved with its replacement shipment.
  const shippedLines = await prisma.orderItem.findMany({ where: { orderId: shipped.id }, orderBy: { id: "asc" } });
  await prisma.exchange.create({
    data: {
      orderId: shipped.id,
      status: "APPROVED",
      note: 'Strap "torn"; see photo\n',
      adminMessage: "Replacement on its way.",
      decidedAt: new Date(),
      decidedById: admin.id,
      items: { create: [{ orderItemId: shippedLines[0]!.id, quantity: 1, reason: "DAMAGED" }] },
      photos: {
        create: [
          { contentType: "image/png", position: 0, bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0x5c, 0xff]) },
        ],
      },
    },
  });
  const replacement = await createTestOrder({ userId: shopper.id, lines: [{ productId: a, quantity: 1 }] });
  await prisma.order.update({ where: { id: replacement.id }, data: { exchangeForOrderId: shipped.id } });
  await ship(replacement.id, admin.id);

  const quotation = await prisma.quotation.create({
    data: {
      userId: shopper.id,
      budget: 5_000_000,
      specialNotes: "Corporate gifting, 40 pieces;\tlogo on the flap",
      status: "APPROVED",
      quotedPrice: 4_500_000,
      validUntil: new Date("2026-12-31T18:29:59.999Z"),
      adminResponse: "Approved at ₹45,000 including GST.",
      respondedAt: new Date(),
      respondedById: admin.id,
      items: { create: [{ productId: a, quantity: 40 }] },
    },
  });
  const quoted = await createTestOrder({ userId: shopper.id, lines: [{ productId: a, quantity: 1 }] });
  await prisma.order.update({ where: { id: quoted.id }, data: { quotationId: quotation.id } });
  // Numbers taken by checkouts that rolled back: the next order must not reuse them.
  await prisma.$queryRaw`SELECT nextval('"Order_number_seq"'), nextval('"Order_number_seq"')`;

  await prisma.webhookEvent.create({
    data: {
      provider: "RAZORPAY",
      eventId: "evt_backup_1",
      bodyHash: "0".repeat(64),
      type: "payment.captured",
      payload: {
        entity: "event",
        payload: { payment: { entity: { id: "pay_1", notes: { gift: 'Diwali "bhet" \\ 🎁' } } } },
      },
    },
  });
  // The local Razorpay sandbox's own side of a payment (what reconcile asks about).
  await prisma.razorpaySandboxOrder.create({
    data: {
      id: "order_backup1",
      amount: 129_900,
      receipt: "order_1",
      notes: { orderId: "backup" },
      status: "paid",
      payments: { create: [{ id: "pay_backup1", amount: 129_900, status: "refunded", capturedAt: new Date() }] },
    },
  });
  // The paid online order, cancelled by the shopper and refunded through the sandbox's Refunds API.
  await prisma.razorpaySandboxRefund.create({
    data: { id: "rfnd_backup1", paymentId: "pay_backup1", amount: 129_900, receipt: "refund-1", status: "processed" },
  });
  const onlinePayment = await prisma.payment.update({
    where: { id: (await prisma.payment.findFirstOrThrow({ where: { orderId: paidOnline.id } })).id },
    data: { providerPaymentId: "pay_backup1", status: "REFUNDED" },
  });
  await prisma.refund.create({
    data: {
      orderId: paidOnline.id,
      paymentId: onlinePayment.id,
      providerPaymentId: "pay_backup1",
      providerRefundId: "rfnd_backup1",
      amount: onlinePayment.amount,
      status: "PROCESSED",
      requestedAt: new Date(),
      processedAt: new Date(),
    },
  });
  await prisma.contactMessage.create({
    data: {
      name: "Aarav Shah",
      email: "aarav@example.in",
      subject: "ORDER_ISSUE",
      // Newline, tab, backslash, quotes, Devanagari and an emoji: COPY must carry each exactly.
      message: 'Line one\nLine\ttwo with a back\\slash, "quotes" and \\N — नमस्ते 🙏',
      userId: shopper.id,
    },
  });
  await prisma.newsletterSubscription.create({ data: { email: "Reader@Example.IN" } });
  await prisma.idempotencyKey.create({
    data: {
      userId: shopper.id,
      scope: "payment.place-order",
      key: "9f1c6f2e-1c1b-4a43-9b3e-5b1f1f0e2a77",
      requestHash: "a".repeat(64),
      responseStatus: 201,
      responseBody: { orderId: shipped.id, total: 123.45, lines: [] },
      expiresAt: new Date(Date.now() + 86_400_000),
    },
  });
  await consumeRateLimit("login:ip:203.0.113.7", { limit: 5, windowMs: 60_000 });
  await prisma.revokedSession.create({
    data: { id: "sid-backup-test", userId: shopper.id, expiresAt: new Date(Date.now() + 3_600_000) },
  });
  // A mail SMTP could not take yet, waiting in the queue: multi-line text, an HTML body and a last error.
  await prisma.outgoingMail.create({
    data: {
      what: "order confirmation: backup-test",
      to: shopper.email,
      subject: "Your order — ₹1,299",
      text: "Namaste Meera,\n\n\tYour order is placed.",
      html: '<p style="margin:0">Your order\\is <b>placed</b></p>',
      attempts: 2,
      nextAttemptAt: new Date(Date.now() + 300_000),
      lastError: "ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:2525",
    },
  });
  // An uploaded image's bytes (bytea): every byte value, newlines and backslashes among them.
  const bytes = Uint8Array.from({ length: 1024 }, (_, i) => (i * 7) % 256);
  await prisma.mediaImage.create({
    data: {
      sha256: createHash("sha256").update(bytes).digest("hex"),
      mimeType: "image/png",
      size: bytes.length,
      width: 16,
      height: null,
      bytes,
    },
  });
  await prisma.product.update({ where: { id: d }, data: { mrp: null, colors: ['Navy "Blue"', "Red, White", "{x}"] } });
  // A renamed product leaves its old words in SearchWord; the new ones are added.
  await prisma.product.update({ where: { id: b }, data: { name: "Kosh Voyager Pouch" } });
  // A search document as an older PostgreSQL's stemmer wrote it: a restore keeps it, it does not recompute it.
  await prisma.$executeRaw`UPDATE "Product" SET "searchVector" = to_tsvector('simple', name) WHERE id = ${c}`;
  return (await prisma.order.count()) as number;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), "kosh-backup-test-"));
  // Readable by the "postgres" user the embedded server runs as when the tests run as root.
  await chmod(work, 0o755);
  orderCount = await fillShop();
  backupFile = path.join(work, "shop.backup.gz");
  await writeBackup(sourceUrl, backupFile);
}, 120_000);

afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!();
  await rm(work, { recursive: true, force: true });
});

describe("npm run db:backup and db:restore", () => {
  it("round-trip every row of every table and every sequence exactly, and the shop goes on from there", async () => {
    const source = await contents(sourceUrl);
    const empty = Object.entries(source.tables).filter(([, rows]) => rows.length === 0);
    expect(
      empty.map(([name]) => name),
      "give these tables a row in fillShop() so the round trip covers them",
    ).toEqual([]);

    const backup = await run("backup", [], { DATABASE_URL: sourceUrl, KOSH_DATA_DIR: work });
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    const [written] = await readdir(path.join(work, "backups"));
    expect(written).toMatch(/^kosh-\d{8}T\d{6}Z\.backup\.gz$/);
    const file = path.join(work, "backups", written!);
    expect(backup.stdout).toContain(`to ${file}`);
    // Personal data and password hashes: only the owner may read a backup.
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const target = await freshDatabase();
    const restore = await run("restore", [file], { DATABASE_URL: target });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/Restored \d+ rows of \d+ tables/);

    const restored = await contents(target);
    for (const table of Object.keys(source.tables)) {
      expect(restored.tables[table], `rows of ${table}`).toEqual(source.tables[table]);
    }
    expect(restored.tables).toEqual(source.tables);
    expect(restored.sequences).toEqual(source.sequences);

    // The shop works on the copy: the next order number follows the last one taken, and the
    // search triggers are on again.
    await withClient(target, async (client) => {
      const { rows: next } = await client.query<{ n: string }>(`SELECT nextval('"Order_number_seq"')::text AS n`);
      const { rows: highest } = await client.query<{ n: number }>(`SELECT max(number) AS n FROM "Order"`);
      expect(Number(next[0]!.n)).toBe(highest[0]!.n + 3);
      const { rows: product } = await client.query<{ searchText: string }>(
        `UPDATE "Product" SET name = 'Zanskar Trekking Rucksack'
         WHERE id = (SELECT id FROM "Product" ORDER BY id LIMIT 1) RETURNING "searchText"`,
      );
      expect(product[0]!.searchText).toMatch(/^zanskar trekking rucksack /);
      const { rows: words } = await client.query(`SELECT 1 FROM "SearchWord" WHERE word = 'zanskar'`);
      expect(words).toHaveLength(1);
    });
  });

  it("back up one moment while the shop keeps taking orders", async () => {
    let placedDuringBackup = false;
    const file = path.join(work, "during-orders.backup.gz");
    await writeBackup(sourceUrl, file, {
      async onTable({ name }) {
        // The Order table is written; an order with its items and payment commits before they are.
        if (name !== "Order") return;
        const user = await prisma.user.findFirstOrThrow({ where: { role: "CUSTOMER" } });
        const product = await prisma.product.findFirstOrThrow({ where: { isActive: true, stock: { gte: 5 } } });
        await createTestOrder({ userId: user.id, lines: [{ productId: product.id, quantity: 1 }] });
        placedDuringBackup = true;
      },
    });
    expect(placedDuringBackup).toBe(true);

    const target = await freshDatabase();
    await restoreBackup(target, file);
    const counts = await withClient(target, async (client) => {
      const { rows } = await client.query<{ orders: number; without_items: number; stray_items: number }>(
        `SELECT (SELECT count(*)::int FROM "Order") AS orders,
                (SELECT count(*)::int FROM "Order" o WHERE NOT EXISTS (SELECT 1 FROM "OrderItem" i WHERE i."orderId" = o.id)) AS without_items,
                (SELECT count(*)::int FROM "OrderItem" i WHERE NOT EXISTS (SELECT 1 FROM "Order" o WHERE o.id = i."orderId")) AS stray_items`,
      );
      return rows[0]!;
    });
    expect(counts).toEqual({ orders: orderCount, without_items: 0, stray_items: 0 });
  });

  it("refuse a database that already holds rows; --force empties it first", async () => {
    const target = await freshDatabase();
    await withClient(target, (client) =>
      client.query(
        `INSERT INTO "User" (id, name, email, "passwordHash", "updatedAt") VALUES ('someone', 'Someone', 'someone@example.in', 'x', now())`,
      ),
    );
    const refused = await run("restore", [backupFile], { DATABASE_URL: target });
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toMatch(
      /^✖ This database already holds data \(1 row: User 1\); restore into an empty database, or add --force/,
    );
    expect(await rowsIn(target)).toBe(1);

    const forced = await run("restore", [backupFile, "--force"], { DATABASE_URL: target });
    expect(forced.code).toBe(0);
    expect(forced.stderr).toMatch(/⚠ --force: DELETING ALL 1 row in 1 table of postgresql:\/\/[^ ]*\*\*\*@/);
    const restored = await contents(target);
    expect(restored.tables.User).not.toContainEqual(expect.stringContaining("someone@example.in"));
    expect(restored).toEqual(await contents(await restoredCopy(backupFile)));
  });

  it("refuse a backup whose migrations differ from this version of the shop's", async () => {
    const newer = await freshDatabase();
    await withClient(newer, async (client) => {
      await client.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
         VALUES ('future', 'x', '20990101000000_gift_wrap', now(), now(), 1)`,
      );
      await client.query(`INSERT INTO "NewsletterSubscription" (id, email) VALUES ('n1', 'later@example.in')`);
    });
    const file = path.join(work, "newer.backup.gz");
    await writeBackup(newer, file);

    const target = await freshDatabase();
    const refused = await run("restore", [file], { DATABASE_URL: target });
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split("\n")).toEqual([
      "✖ The backup's migrations differ from this version of the shop's (the backup has 20990101000000_gift_wrap that it lacks): restore with the version of the shop that made the backup, then upgrade.",
    ]);
    expect(await rowsIn(target)).toBe(0);
  });

  it("refuse before migrating anything: a refused restore leaves a database that is behind as it was", async () => {
    // A database one migration behind this version of the shop (an older release's live database, say).
    const committed = await committedMigrationNames();
    const latest = committed.at(-1)!;
    const behind = await databaseMigratedWithout(latest);
    cleanups.push(behind.drop);
    const applied = () =>
      withClient(behind.url, async (client) =>
        (await client.query<{ name: string }>(`SELECT migration_name AS name FROM "_prisma_migrations"`)).rows
          .map((row) => row.name)
          .sort(),
      );
    expect(await applied()).toEqual(committed.slice(0, -1));

    // With rows in it and without --force.
    await withClient(behind.url, (client) =>
      client.query(
        `INSERT INTO "User" (id, name, email, "passwordHash", "updatedAt") VALUES ('someone', 'Someone', 'someone@example.in', 'x', now())`,
      ),
    );
    const withRows = await run("restore", [backupFile], { DATABASE_URL: behind.url });
    expect(withRows.code).toBe(1);
    expect(withRows.stderr.trim()).toMatch(/^✖ This database already holds data \(1 row: User 1\);/);
    expect(await applied()).not.toContain(latest);

    // A backup this version of the shop cannot restore (one migration ahead of it), into an empty database.
    await withClient(behind.url, (client) => client.query(`DELETE FROM "User"`));
    const ahead = path.join(work, "ahead.backup.gz");
    const header = JSON.parse(
      gunzipSync(await readFile(backupFile))
        .toString("utf8")
        .split("\n", 1)[0]!,
    );
    const newer = await freshDatabase();
    await withClient(newer, (client) =>
      client.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
         VALUES ('future', 'x', '20990101000000_gift_wrap', now(), now(), 1)`,
      ),
    );
    await writeBackup(newer, ahead);
    expect(header.migrations).toContain(latest);
    const newerBackup = await run("restore", [ahead], { DATABASE_URL: behind.url });
    expect(newerBackup.code).toBe(1);
    expect(newerBackup.stderr.trim()).toMatch(/^✖ The backup's migrations differ from this version of the shop's/);
    expect(await applied()).not.toContain(latest);
  });

  describe("refuse a damaged file and change nothing", () => {
    const damaged: Array<[string, (bytes: Buffer) => Buffer, RegExp]> = [
      [
        "a byte changed in the compressed data",
        (bytes) => {
          const copy = Buffer.from(bytes);
          const middle = Math.floor(copy.length / 2);
          copy[middle] = copy[middle]! ^ 0xff;
          return copy;
        },
        /is damaged|not a Kosh & Co\. backup/,
      ],
      ["cut short", (bytes) => bytes.subarray(0, Math.floor(bytes.length * 0.7)), /is damaged: it ends early/],
      [
        "one value changed, compressed again",
        (bytes) => gzipSync(Buffer.from(gunzipSync(bytes).toString("utf8").replace("Bengaluru", "Bangalore"))),
        /is damaged: its checksum does not match its contents/,
      ],
      [
        "a row left out, compressed again",
        (bytes) => {
          const lines = gunzipSync(bytes).toString("utf8").split("\n");
          const at = lines.findIndex((line) => line.includes("Line one\\nLine\\ttwo"));
          expect(at).toBeGreaterThan(0);
          return gzipSync(Buffer.from([...lines.slice(0, at), ...lines.slice(at + 1)].join("\n")));
        },
        /is damaged: table ContactMessage has 0 rows where its header says 1/,
      ],
      ["not a backup", () => gzipSync(Buffer.from("id\tname\n1\tx\n")), /is not a Kosh & Co\. backup/],
    ];

    it.each(damaged)("%s", async (_, damage, message) => {
      const file = path.join(work, "damaged.backup.gz");
      await writeFile(file, damage(await readFile(backupFile)));
      const target = await freshDatabase();
      const refused = await run("restore", [file], { DATABASE_URL: target });
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim()).toMatch(new RegExp(`^✖ ${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} `));
      expect(refused.stderr).toMatch(message);
      expect(refused.stderr.trim().split("\n")).toHaveLength(1);
      expect(await rowsIn(target)).toBe(0);
      await rm(file);
    });

    it("also when the file is cut short in the middle of a row", async () => {
      const raw = gunzipSync(await readFile(backupFile)).toString("utf8");
      const file = path.join(work, "cut.backup.gz");
      await writeFile(file, gzipSync(Buffer.from(raw.slice(0, raw.indexOf("Line one") + 4))));
      const target = await freshDatabase();
      await expect(restoreBackup(target, file)).rejects.toThrow(/is damaged: it ends early, in table ContactMessage/);
      expect(await rowsIn(target)).toBe(0);
    });
  });

  it("use the embedded PostgreSQL when DATABASE_URL is not set: started and stopped again, or the running one left running", async () => {
    const dataDir = path.join(work, "embedded");
    const port = await findFreePort();
    const env = { DATABASE_URL: undefined, KOSH_DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port) };

    const restore = await run("restore", [backupFile], env);
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`Started the embedded PostgreSQL in ${path.join(dataDir, "postgres")}`);
    await expect(withClient(embeddedUrl(port, "kosh"), (client) => client.query("select 1"))).rejects.toThrow();

    const server = await startEmbeddedPostgres({ dataDir: path.join(dataDir, "postgres"), port });
    try {
      const again = path.join(work, "from-embedded.backup.gz");
      const backup = await run("backup", [again], env);
      expect(backup.stderr).toBe("");
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain(`Using the embedded PostgreSQL that is running on port ${port}`);
      // Left running for the shop that started it.
      expect(await withClient(server.urlFor("kosh"), async (client) => (await client.query("select 1")).rowCount)).toBe(
        1,
      );
      expect(await contents(await restoredCopy(again))).toEqual(await contents(await restoredCopy(backupFile)));
    } finally {
      await server.stop();
    }
  });
});

/** The backup restored into a fresh database, for comparisons. */
async function restoredCopy(file: string) {
  const url = await freshDatabase();
  await restoreBackup(url, file);
  return url;
}
