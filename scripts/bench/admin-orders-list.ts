// What the admin orders list's first page costs at a big shop's size: starts a
// throwaway embedded PostgreSQL, fills it with BENCH_ORDERS orders (200,000 by
// default, over BENCH_CUSTOMERS customers) inside PostgreSQL, then calls
// listOrdersForAdmin (lib/orders/admin.ts, the code /admin/orders and
// GET /api/admin/orders run) for a few filters and prints the database time of
// each statement it sent, from Prisma's own query events (the count apart from
// the page's rows). Not part of `npm run bench`: run it by hand,
//   node --conditions=react-server --import tsx scripts/bench/admin-orders-list.ts
// (react-server makes `server-only` importable outside Next).
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../../lib/generated/prisma/client";
import { applyMigrations } from "../db/migrations.mjs";
import { startTestServer, uniqueDatabaseName } from "../db/test-server.mjs";

const ORDERS = Number(process.env.BENCH_ORDERS || 200_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS || 20_000);
const RUNS = Number(process.env.BENCH_RUNS || 15);

delete process.env.DATABASE_URL; // always a throwaway server
const server = await startTestServer();
try {
  const url = await server.createDatabase(uniqueDatabaseName("kosh_bench_admin_orders"));
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

  const filled = Date.now();
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
  console.log(`Filled ${ORDERS} orders of ${CUSTOMERS} customers in ${Date.now() - filled} ms.`);

  const { markVerifiedViewer } = await import("../../lib/auth/viewer");
  const { adminOrderFilterSchema, listOrdersForAdmin } = await import("../../lib/orders/admin");
  const admin = markVerifiedViewer({ id: "bench-admin", name: "Bench", email: "admin@example.in", role: "ADMIN" });

  const cases: Record<string, Record<string, string>> = {
    "no filter": {},
    "no filter, page 40": { page: "40" },
    "status to-ship": { status: "to-ship" },
    "search a name (q=sharma)": { q: "sharma" },
    "search a rare name (q=meera iyer 1234)": { q: "meera iyer 1234" },
    "search an e-mail part (q=example.in)": { q: "example.in" },
  };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  for (const [label, params] of Object.entries(cases)) {
    const filter = adminOrderFilterSchema.parse(params);
    const wall: number[] = [];
    const byKind: Record<string, number[]> = {};
    let shown = "";
    for (let run = 0; run < RUNS + 2; run++) {
      statements = [];
      const started = performance.now();
      const { total, totalIsAtLeast } = await listOrdersForAdmin(admin, filter);
      const ms = performance.now() - started;
      shown = `${total}${totalIsAtLeast ? "+" : ""}`;
      if (run < 2) continue; // warm-up
      wall.push(ms);
      const seen: Record<string, number> = { count: 0 };
      for (const { query, durationMs } of statements) {
        const kind = query.startsWith('SELECT COUNT(*) AS "_count$_all"')
          ? "count"
          : query.startsWith('SELECT "public"."User"."id" FROM')
            ? "customer look-up"
            : "rows";
        seen[kind] = (seen[kind] ?? 0) + durationMs;
      }
      for (const [kind, value] of Object.entries(seen)) (byKind[kind] ??= []).push(value);
    }
    const parts = Object.entries(byKind)
      .map(([kind, values]) => `${kind} ${median(values).toFixed(1)} ms`)
      .join(", ");
    console.log(`${label}: ${shown} orders — median ${median(wall).toFixed(1)} ms; database: ${parts}`);
    // BENCH_EXPLAIN=1: the plan of the last run's count, as PostgreSQL ran it.
    const count = statements.find((statement) => statement.query.startsWith('SELECT COUNT(*) AS "_count$_all"'));
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
