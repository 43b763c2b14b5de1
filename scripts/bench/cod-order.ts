// Where one cash-on-delivery order's time goes: starts a throwaway embedded
// PostgreSQL, makes BENCH_BUYERS shoppers and one product with plenty of stock,
// then has each shopper put it in the cart and call POST /api/payment/place-order
// (the route handler itself, as the integration tests call it) in a loop, all at
// once, for BENCH_SECONDS. Every statement the driver sends is timed (a wrapper
// on pg's Client.query: one call, one round trip), so it prints per order: the
// statements and their kinds, the time of the transaction, how long the product's
// row stays locked (from its stock UPDATE's answer to COMMIT's), the time spent in the mails'
// renders inside the transaction, and the time after the commit (the mails'
// delivery). Not part of `npm run bench`: run it by hand,
//   node --import tsx scripts/bench/cod-order.ts
// BENCH_TRACE=1 prints one order's statements in order.
import { AsyncLocalStorage } from "node:async_hooks";
import { mkdtemp, rm } from "node:fs/promises";
import { register } from "node:module";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { applyMigrations } from "../db/migrations.mjs";
import { startTestServer, uniqueDatabaseName } from "../db/test-server.mjs";
import { benchPhone, SHIPPING } from "./orders.mjs";

// `server-only` throws outside React Server Components, and the react-server condition breaks next/navigation
// outside Next: it resolves to an empty module here, as in the tests (vitest.config.ts).
const resolveHook = `export async function resolve(specifier, context, next) {
  return specifier === "server-only" ? { url: "data:text/javascript,export {}", shortCircuit: true } : next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(resolveHook)}`, import.meta.url);

const BUYERS = Number(process.env.BENCH_BUYERS || 20);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);

type Statement = { text: string; start: number; end: number };
type Trace = { statements: Statement[]; start: number; end: number; committed: number };
const current = new AsyncLocalStorage<Trace>();

// Every statement the pg driver sends, timed, for the order whose async context sent it.
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const trace = current.getStore();
  if (!trace) return query.apply(this, args);
  const first = args[0] as string | { text: string };
  const statement = { text: typeof first === "string" ? first : first.text, start: performance.now(), end: 0 };
  trace.statements.push(statement);
  const done = () => {
    statement.end = performance.now();
  };
  // pg-pool's pool.query() passes a callback; Prisma's transactions await a promise.
  const callback = args[args.length - 1];
  if (typeof callback === "function")
    args[args.length - 1] = (...results: unknown[]) => {
      done();
      return (callback as (...results: unknown[]) => unknown)(...results);
    };
  const result = query.apply(this, args);
  return result instanceof Promise ? result.finally(done) : result;
} as typeof pg.Client.prototype.query;

delete process.env.DATABASE_URL; // always a throwaway server
const server = await startTestServer();
const outbox = await mkdtemp(path.join(os.tmpdir(), "kosh-bench-outbox-"));
try {
  const url = await server.createDatabase(uniqueDatabaseName("kosh_bench_cod"));
  await applyMigrations(url);
  Object.assign(process.env, {
    DATABASE_URL: url,
    MAIL_OUTBOX_DIR: outbox,
    NEXTAUTH_SECRET: "bench-secret-for-the-cod-order-bench-0123456789",
    STORE_ALERTS_EMAIL: "orders@kosh.example",
  });
  const { prisma } = await import("../../lib/db");
  const { issueSessionToken } = await import("../../lib/auth/session-token");
  const { CLIENT_ADDRESS_HEADER, markClientAddressHeaderSet } = await import("../../lib/http/client-address.mjs");
  const { TRAVEL_GOODS, taxCategories } = await import("../../prisma/seed-data/catalog");
  const { POST: placeOrder } = await import("../../app/api/payment/place-order/route");
  markClientAddressHeaderSet();

  const tax = await prisma.taxCategory.create({ data: taxCategories.find((c) => c.name === TRAVEL_GOODS)! });
  const brand = await prisma.brand.create({ data: { name: "Bench", slug: "bench" } });
  const category = await prisma.category.create({ data: { name: "Bags", slug: "bags" } });
  const product = await prisma.product.create({
    data: {
      slug: "bench-bag",
      name: "Bench bag",
      description: "A bag.",
      images: ["/demo-images/bag.svg"],
      price: 150_000,
      stock: 1_000_000,
      brandId: brand.id,
      categoryId: category.id,
      taxCategoryId: tax.id,
    },
  });
  const buyers = await Promise.all(
    Array.from({ length: BUYERS }, async (_, i) => {
      const user = await prisma.user.create({
        data: { name: `Bench ${i}`, email: `bench-${i}@example.in`, passwordHash: "x" },
      });
      return {
        id: user.id,
        token: (await issueSessionToken({ id: user.id, tokenVersion: 0 })).token,
        shipping: { ...SHIPPING, phone: benchPhone(i) }, // COD is capped per phone number across accounts too
      };
    }),
  );

  const traces: Trace[] = [];
  const buy = async (buyer: { id: string; token: string; shipping: typeof SHIPPING }) => {
    await prisma.cartItem.create({ data: { userId: buyer.id, productId: product.id, quantity: 1 } });
    const trace: Trace = { statements: [], start: performance.now(), end: 0, committed: 0 };
    const response = await current.run(trace, () =>
      placeOrder(
        new Request("http://localhost/api/payment/place-order", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            authorization: `Bearer ${buyer.token}`,
            [CLIENT_ADDRESS_HEADER]: "198.51.100.1",
          },
          body: JSON.stringify({ paymentMethod: "COD", shippingAddress: buyer.shipping }),
        }),
        {} as never,
      ),
    );
    trace.end = performance.now();
    if (response.status !== 201) throw new Error(`place-order answered ${response.status}: ${await response.text()}`);
    traces.push(trace);
    // What the shop's staff and the clock would do: the order delivered, the throttle's window new.
    await prisma.$executeRaw`UPDATE "Order" SET "fulfillmentStatus" = 'DELIVERED', "paymentStatus" = 'PAID' WHERE "userId" = ${buyer.id}`;
    await prisma.rateLimitBucket.deleteMany({ where: { key: { endsWith: buyer.id } } });
  };

  for (const buyer of buyers.slice(0, 3)) await buy(buyer); // warm-up
  traces.length = 0;
  const sequential = 20;
  for (let i = 0; i < sequential; i++) await buy(buyers[i % buyers.length]!);
  const alone = [...traces];
  traces.length = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    buyers.map(async (buyer) => {
      while (performance.now() < deadline) await buy(buyer);
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const together = [...traces];

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const kind = (text: string) => {
    const words = text.replace(/\s+/g, " ").trim();
    const table = /(?:FROM|INTO|UPDATE|DELETE FROM) "(?:public"\.")?(\w+)"/.exec(words)?.[1] ?? "";
    return `${words.split(" ")[0]!.toUpperCase()} ${table}`.trim();
  };
  const describe = (label: string, list: Trace[]) => {
    const per = list.map((trace) => {
      const s = trace.statements;
      const begin = s.findIndex((x) => x.text === "BEGIN");
      const commit = s.findIndex((x) => x.text === "COMMIT");
      const stock = s.findIndex((x) => /UPDATE "Product" SET stock/.test(x.text));
      const savepoints = s.filter((x) => /SAVEPOINT render_mail$/.test(x.text) && x.text.startsWith("SAVEPOINT"));
      const releases = s.filter((x) => x.text.startsWith("RELEASE SAVEPOINT"));
      const renderMs = savepoints.reduce((sum, sp, i) => sum + ((releases[i]?.end ?? sp.end) - sp.start), 0);
      return {
        statements: s.length,
        inTransaction: commit - begin + 1,
        wallMs: trace.end - trace.start,
        transactionMs: s[commit]!.end - s[begin]!.start,
        lockWaitMs: s[stock]!.end - s[stock]!.start,
        lockedMs: s[commit]!.end - s[stock]!.end,
        renderMs,
        beforeMs: s[begin]!.start - trace.start,
        afterCommitMs: trace.end - s[commit]!.end,
        dbMs: s.reduce((sum, x) => sum + (x.end - x.start), 0),
      };
    });
    const m = (key: keyof (typeof per)[number]) => median(per.map((p) => p[key])).toFixed(1);
    console.log(
      `${label}: ${list.length} orders; per order (median): ${m("statements")} statements (${m("inTransaction")} in the transaction), ` +
        `${m("wallMs")} ms in all: ${m("beforeMs")} before BEGIN, ${m("transactionMs")} transaction ` +
        `(product row: ${m("lockWaitMs")} waiting for its lock, then held ${m("lockedMs")}; mail renders ${m("renderMs")}), ${m("afterCommitMs")} after COMMIT; ` +
        `${m("dbMs")} ms waiting on statements`,
    );
  };
  describe("one at a time", alone);
  describe(`${BUYERS} buyers at once`, together);
  console.log(`${BUYERS} buyers at once: ${(together.length / elapsed).toFixed(1)} orders/s`);
  const counts: Record<string, number> = {};
  for (const { text } of alone[0]!.statements) counts[kind(text)] = (counts[kind(text)] ?? 0) + 1;
  console.log("statements of one order:", counts);
  if (process.env.BENCH_TRACE) {
    // One order's statements in order, each with the medians (over the orders placed one at a time) of the
    // time before it was sent (since the previous one's answer: the code's own time) and of its own round trip.
    console.log("  before   round trip  statement (medians)");
    const same = alone.filter((trace) => trace.statements.length === alone[0]!.statements.length);
    alone[0]!.statements.forEach((statement, i) => {
      const before = median(same.map((t) => t.statements[i]!.start - (i ? t.statements[i - 1]!.end : t.start)));
      const own = median(same.map((t) => t.statements[i]!.end - t.statements[i]!.start));
      console.log(
        `  ${before.toFixed(1).padStart(6)} ${own.toFixed(1).padStart(6)} ms  ${statement.text.replace(/\s+/g, " ").trim().slice(0, 110)}`,
      );
    });
    const last = median(same.map((t) => t.end - t.statements[t.statements.length - 1]!.end));
    console.log(`  ${last.toFixed(1).padStart(6)}           answered`);
  }
  await prisma.$disconnect();
} finally {
  await server.stop();
  await rm(outbox, { recursive: true, force: true });
}
