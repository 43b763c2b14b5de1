// What an admin console list's first pages cost at a big shop's size: starts a
// throwaway embedded PostgreSQL, fills it, then calls the list's lib function
// (the code its /admin page and GET /api/admin route run) for a few filters and
// prints the database time of each statement it sent, from Prisma's own query
// events (the count apart from the page's rows and any look-up). Not part of
// `npm run bench`: run it by hand,
//   node --conditions=react-server --import tsx scripts/bench/admin-list.ts orders
//   node --conditions=react-server --import tsx scripts/bench/admin-list.ts products
// (react-server makes `server-only` importable outside Next).
//   orders:   BENCH_ORDERS orders (200,000) of BENCH_CUSTOMERS customers (20,000), made inside PostgreSQL;
//   products: the seeded catalogue topped up to BENCH_PRODUCTS (100,000) by `npm run bench`'s fill;
//             then the brands and categories pages, the product form's choices and the dashboard over it.
// BENCH_RUNS (15) runs per filter after two warm-ups; BENCH_EXPLAIN=1 prints the count's plan (else the
// slowest statement's).
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../../lib/generated/prisma/client";
import { applyMigrations } from "../db/migrations.mjs";
import { startTestServer, uniqueDatabaseName } from "../db/test-server.mjs";
import { fillProducts } from "./fill.mjs";

const RUNS = Number(process.env.BENCH_RUNS || 15);

type Admin = import("../../lib/auth/viewer").Viewer;
/** What a read listed; `unit` when not the bench's own ("products", "orders"). */
type Listed = { total: number; totalIsAtLeast?: boolean; unit?: string };
type Bench = {
  /** Fills the throwaway database; says what it made. */
  fill: (client: PrismaClient, url: string) => Promise<string>;
  /** Label → query parameters, as the page's URL would carry them. */
  cases: Record<string, Record<string, string>>;
  /** The list function, bound to one case's parameters. */
  list: () => Promise<(admin: Admin, params: Record<string, string>) => Promise<Listed>>;
  /** Statements that start so are look-ups made before the list's own (the rest: count and rows). */
  lookUps: Record<string, string>;
  /** Label → other reads of the same console, over the same rows, benched after the cases. */
  others?: () => Promise<Record<string, (admin: Admin) => Promise<Listed>>>;
};

const orders: Bench = {
  async fill(client) {
    const ORDERS = Number(process.env.BENCH_ORDERS || 200_000);
    const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS || 20_000);
    const NAMES = ["Aarav Sharma", "Diya Patel", "Kabir Singh", "Meera Iyer", "Rohan Gupta", "Sana Khan", "Vikram Rao"];
    await client.$executeRawUnsafe(`
      INSERT INTO "User" (id, name, email, "passwordHash", phone, "updatedAt")
      SELECT 'bu' || g, (ARRAY['${NAMES.join("','")}'])[1 + g % ${NAMES.length}] || ' ' || g,
             'buyer' || g || '@example.in', 'x', '98' || lpad(g::text, 8, '0'), now()
      FROM generate_series(1, ${CUSTOMERS}) AS g`);
    await client.$executeRawUnsafe(`
      INSERT INTO "Order" (id, "userId", "paymentMethod", "paymentStatus", "fulfillmentStatus", subtotal,
                           "shippingFee", total, "shipFullName", "shipPhone", "shipStreet", "shipCity", "shipState",
                           "shipPostalCode", "createdAt", "updatedAt")
      SELECT 'bo' || g, 'bu' || (1 + g % ${CUSTOMERS}),
             (CASE WHEN g % 3 = 0 THEN 'COD' ELSE 'ONLINE' END)::"PaymentMethod",
             (CASE WHEN g % 10 = 0 THEN 'PENDING' WHEN g % 29 = 0 THEN 'REFUNDED' ELSE 'PAID' END)::"PaymentStatus",
             (CASE WHEN g % 50 = 0 THEN 'ORDER_PLACED' WHEN g % 50 = 1 THEN 'PACKED' WHEN g % 17 = 0 THEN 'CANCELLED'
                   ELSE 'DELIVERED' END)::"FulfillmentStatus",
             99900, 0, 99900, (ARRAY['${NAMES.join("','")}'])[1 + g % ${NAMES.length}], '98' || lpad((g % ${CUSTOMERS})::text, 8, '0'),
             '1 Bench Street', 'Pune', 'Maharashtra', '411001',
             now() - (g || ' minutes')::interval, now()
      FROM generate_series(1, ${ORDERS}) AS g`);
    await client.$executeRawUnsafe(`ANALYZE`);
    return `${ORDERS} orders of ${CUSTOMERS} customers`;
  },
  cases: {
    "no filter": {},
    "no filter, page 40": { page: "40" },
    "status to-ship": { status: "to-ship" },
    "search a name (q=sharma)": { q: "sharma" },
    "search a rare name (q=meera iyer 1234)": { q: "meera iyer 1234" },
    "search an e-mail part (q=example.in)": { q: "example.in" },
  },
  async list() {
    const { adminOrderFilterSchema, listOrdersForAdmin } = await import("../../lib/orders/admin");
    return (admin, params) => listOrdersForAdmin(admin, adminOrderFilterSchema.parse(params));
  },
  lookUps: { 'SELECT "public"."User"."id" FROM': "customer look-up" },
};

const products: Bench = {
  async fill(_client, url) {
    const { seed } = await import("../../prisma/seed");
    const target = Number(process.env.BENCH_PRODUCTS || 100_000);
    const seeding = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
    try {
      await seed(seeding, { log: () => {} });
    } finally {
      await seeding.$disconnect();
    }
    const filled = await fillProducts(url, { target, log: (line: string) => console.log(line) });
    return `${filled.before + filled.added} products`;
  },
  cases: {
    "no filter": {},
    "no filter, page 40": { page: "40" },
    active: { status: "active" },
    inactive: { status: "inactive" },
    "low stock": { stock: "low" },
    "low stock, page 40": { stock: "low", page: "40" },
    "low stock, active": { stock: "low", status: "active" },
    "low stock, inactive": { stock: "low", status: "inactive" },
    "out of stock": { stock: "out" },
    "GST category missing": { gst: "missing" },
    "search a common word (q=backpack)": { q: "backpack" },
    "search a rare word (q=ladakh slim)": { q: "ladakh slim" },
    "search no match (q=zzqx)": { q: "zzqx" },
  },
  async list() {
    const { listProductsForAdmin } = await import("../../lib/catalog/admin-products");
    const { productListSchema } = await import("../../lib/catalog/admin-schema");
    return (admin, params) => listProductsForAdmin(admin, productListSchema.parse(params));
  },
  lookUps: { 'SELECT "public"."Brand"."id" FROM': "brand look-up" },
  // The catalogue's other pages: brands and categories with their product counts, and the product
  // form's choices (both lists again), read each time the new or edit form opens.
  async others() {
    const { listBrandsForAdmin } = await import("../../lib/catalog/admin-brands");
    const { listCategoriesForAdmin } = await import("../../lib/catalog/admin-categories");
    const { productFormChoices } = await import("../../lib/catalog/admin-products");
    const { getDashboard } = await import("../../lib/admin/dashboard");
    return {
      // The dashboard's low-stock count and list (Product_low_stock_idx, ADR 0052), with its other
      // figures (orders, quotations, mails: none here).
      dashboard: async (admin) => ({
        total: (await getDashboard(admin)).lowStock.count,
        unit: "products low on stock",
      }),
      "brands page": async (admin) => ({ total: (await listBrandsForAdmin(admin)).length, unit: "brands" }),
      "categories page": async (admin) => ({ total: (await listCategoriesForAdmin(admin)).length, unit: "categories" }),
      "product form's choices": async (admin) => {
        const { brands, categories } = await productFormChoices(admin);
        return { total: brands.length + categories.length, unit: "brands and categories" };
      },
    };
  },
};

const BENCHES: Record<string, Bench> = { orders, products };
const which = process.argv[2] ?? "orders";
const bench = BENCHES[which];
if (!bench) throw new Error(`Which list? One of: ${Object.keys(BENCHES).join(", ")} (got "${which}").`);

delete process.env.DATABASE_URL; // always a throwaway server
const server = await startTestServer();
try {
  const url = await server.createDatabase(uniqueDatabaseName(`kosh_bench_admin_${which}`));
  await applyMigrations(url);
  const client = new PrismaClient({
    adapter: new PrismaPg({ connectionString: url, max: 10 }),
    log: [{ emit: "event", level: "query" }],
  });
  (globalThis as { koshPrisma?: PrismaClient }).koshPrisma = client;
  let statements: Array<{ query: string; params: string; durationMs: number }> = [];
  client.$on("query", (event) =>
    statements.push({ query: event.query, params: event.params, durationMs: Number(event.duration) }),
  );

  const filling = Date.now();
  const made = await bench.fill(client, url);
  console.log(`Filled ${made} in ${Date.now() - filling} ms.`);

  const { markVerifiedViewer } = await import("../../lib/auth/viewer");
  const admin = markVerifiedViewer({ id: "bench-admin", name: "Bench", email: "admin@example.in", role: "ADMIN" });
  const list = await bench.list();
  const isCount = (query: string) => query.startsWith('SELECT COUNT(*) AS "_count$_all"');
  const kindOf = (query: string) =>
    isCount(query)
      ? "count"
      : (Object.entries(bench.lookUps).find(([start]) => query.startsWith(start))?.[1] ?? "rows");

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const reads: Array<[string, () => Promise<Listed>]> = [
    ...Object.entries(bench.cases).map(([label, params]): [string, () => Promise<Listed>] => [
      label,
      () => list(admin, params),
    ]),
    ...Object.entries((await bench.others?.()) ?? {}).map(([label, read]): [string, () => Promise<Listed>] => [
      label,
      () => read(admin),
    ]),
  ];
  for (const [label, read] of reads) {
    const wall: number[] = [];
    const byKind: Record<string, number[]> = {};
    let shown = "";
    let unit = which;
    for (let run = 0; run < RUNS + 2; run++) {
      statements = [];
      const started = performance.now();
      const { total, totalIsAtLeast, ...listed } = await read();
      unit = listed.unit ?? which;
      const ms = performance.now() - started;
      shown = `${total}${totalIsAtLeast ? "+" : ""}`;
      if (run < 2) continue; // warm-up
      wall.push(ms);
      const seen: Record<string, number> = { count: 0 };
      for (const { query, durationMs } of statements) seen[kindOf(query)] = (seen[kindOf(query)] ?? 0) + durationMs;
      for (const [kind, value] of Object.entries(seen)) (byKind[kind] ??= []).push(value);
    }
    const parts = Object.entries(byKind)
      .map(([kind, values]) => `${kind} ${median(values).toFixed(1)} ms`)
      .join(", ");
    console.log(`${label}: ${shown} ${unit} — median ${median(wall).toFixed(1)} ms; database: ${parts}`);
    // BENCH_EXPLAIN=1: the plan of the last run's count (without one, its slowest statement), as PostgreSQL ran it.
    const count =
      statements.find((statement) => isCount(statement.query)) ??
      [...statements].sort((a, b) => b.durationMs - a.durationMs)[0];
    if (process.env.BENCH_EXPLAIN && count) {
      const plan = await client.$queryRawUnsafe<Array<{ "QUERY PLAN": string }>>(
        `EXPLAIN (ANALYZE, BUFFERS) ${count.query}`,
        ...(JSON.parse(count.params) as unknown[]),
      );
      console.log(plan.map((row) => `    ${row["QUERY PLAN"]}`).join("\n"));
    }
  }
  await client.$disconnect();
} finally {
  await server.stop();
}
