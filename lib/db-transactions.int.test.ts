import pg from "pg";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db";
import { quotationMailLocale } from "@/lib/quotations/mail";
import { createUser } from "@/test/integration/accounts";

// pg 8.19+ warns, and pg 9 will refuse, when a query is sent to a connection still busy with another
// ("Calling client.query() when the client is already executing a query is deprecated"). An interactive
// transaction holds one connection, so code must not run a transaction's queries side by side.
//
// Prisma does not queue a transaction's operations for us: it runs the operations started in the same tick
// one after another (one batch), but a findUnique (a batch of its own), or an operation started after an
// await, goes out at once beside the others. So over `tx`, await each query in turn; Promise.all is for the
// shop's client, whose queries each take a pooled connection of their own.
//
// What still overlaps on a transaction's connection is inside a single Prisma operation: a read that selects
// or includes two or more relations (Prisma's query interpreter fetches a `join`'s children with Promise.all,
// prisma/orm#29407). That is Prisma's to fix, and is not checked here.

/** Every query sent to a connection that had not answered the previous one yet. */
let overlaps: string[] = [];
let sent = 0;

beforeEach(() => {
  overlaps = [];
  sent = 0;
  const inFlight = new WeakMap<object, number>();
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const text = typeof args[0] === "string" ? args[0] : (args[0] as { text?: string } | undefined)?.text;
    const busy = inFlight.get(this) ?? 0;
    if (busy > 0) overlaps.push(String(text));
    sent += 1;
    const result = Reflect.apply(query, this, args);
    if (result instanceof Promise) {
      inFlight.set(this, busy + 1);
      const done = () => inFlight.set(this, (inFlight.get(this) ?? 1) - 1);
      result.then(done, done);
    }
    return result as never;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("interactive transactions: one query at a time on the transaction's connection", () => {
  // The one helper of ours that starts two reads together with the `db` it is given, a transaction's when a
  // quotation mail is queued with the change: safe only while both go out in Prisma's one batch.
  it("a quotation mail's language, looked up in the change's transaction, reads one query at a time", async () => {
    const shopper = await createUser();
    await prisma.quotation.create({ data: { userId: shopper.id, budget: 100_000, locale: "hi" } });
    const locale = await prisma.$transaction((tx) => quotationMailLocale({ userId: shopper.id, locale: null }, tx));
    expect(locale).toBe("hi");
    expect(sent).toBeGreaterThanOrEqual(4); // BEGIN, both reads, COMMIT
    expect(overlaps).toEqual([]);
  });

  // What such a Promise.all relies on (a findUnique added to it makes this fail).
  it("operations started in the same tick over a transaction (one Prisma batch) go out one after another", async () => {
    const [slept, brands, orders, changed] = await prisma.$transaction((tx) =>
      Promise.all([
        // The first keeps the connection busy while the others are started.
        tx.$queryRaw<Array<{ slept: string }>>`SELECT pg_sleep(0.05)::text AS slept`,
        tx.brand.findMany({ select: { id: true } }),
        tx.order.count(),
        tx.$executeRaw`UPDATE "Brand" SET name = name WHERE false`,
      ]),
    );
    expect([slept, brands, orders, changed]).toEqual([[{ slept: "" }], [], 0, 0]);
    expect(sent).toBeGreaterThanOrEqual(6);
    expect(overlaps).toEqual([]);
  });

  // The check itself: two statements sent together to one connection are caught.
  it("notices two queries sent together to one connection", async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await Promise.all([client.query("SELECT pg_sleep(0.05)"), client.query("SELECT 1 AS ok")]);
    } finally {
      await client.end();
    }
    expect(overlaps).toEqual(["SELECT 1 AS ok"]);
  });
});
