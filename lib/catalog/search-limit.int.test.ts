import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { workAsyncStorage } from "next/dist/server/app-render/work-async-storage.external";
import pg from "pg";
import { prisma } from "@/lib/db";
import { DomainError } from "@/lib/errors";
import { consumeRateLimit, peekRateLimit } from "@/lib/rate-limit";
import { noteCacheInvalidation } from "@/lib/cache/invalidation-clock.mjs";
import { seed } from "@/prisma/seed";
import { startOfRateLimitWindow } from "@/test/integration/accounts";
import { deferred } from "@/test/deferred";
import { findProducts } from "./products";
import { SEARCHES_PER_HOUR, SEARCHES_PER_MINUTE } from "./search-limit";
import type { CatalogQuery } from "./query-href";

// Which searches Next's own unstable_cache (not a stand-in) charges to the shopper whose request ran
// them (./search-limit.ts, docs/adr/0045). The request's work store is Next's as a route handler has it;
// only the incremental cache under it is this file's, so an entry can be made stale past its 300 s.
// Next's server gives its modules Node's AsyncLocalStorage as a global before loading them; so does this file.
// Also: concurrent identical misses share one search in PostgreSQL (single flight, ../single-flight.ts),
// counted at the driver (every statement pg sends), and which of their shoppers that one search is charged to.
vi.hoisted(() => {
  (globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage =
    process.getBuiltinModule("node:async_hooks").AsyncLocalStorage;
});

type Entry = { value: { kind: string; data: { body: string } }; stale: boolean };
const entries = new Map<string, Entry>();
const incrementalCache = {
  isOnDemandRevalidate: false,
  generateSimpleCacheKey: async (key: string) => key,
  get: async (key: string) => {
    const entry = entries.get(key);
    return entry ? { value: entry.value, isStale: entry.stale } : null;
  },
  set: async (key: string, value: Entry["value"]) => {
    entries.set(key, { value, stale: false });
  },
};

/** One request of a route handler: `read` in a fresh work store; then what Next awaits after the response. */
async function request<T>(read: () => Promise<T>): Promise<T> {
  const workStore = {
    route: "/api/getproducts/search",
    incrementalCache,
    isDraftMode: false,
    isOnDemandRevalidate: false,
    pendingRevalidates: undefined as Record<string, Promise<unknown>> | undefined,
    // after(): the rate limits' occasional sweep of expired windows, run at once.
    afterContext: { after: (task: unknown) => void (typeof task === "function" ? task() : task) },
  };
  const answer = await workAsyncStorage.run(workStore as never, read);
  await Promise.all(Object.values(workStore.pendingRevalidates ?? {}));
  return answer;
}

/** The searches charged to `address` in this minute. */
const searchesFrom = async (address: string) =>
  SEARCHES_PER_MINUTE.limit - (await peekRateLimit(`search:minute:${address}`, SEARCHES_PER_MINUTE)).remaining;

const backpack: CatalogQuery = {
  q: "backpack",
  categories: [],
  brands: [],
  subcategories: [],
  sort: "relevance",
  page: 1,
  pageSize: 24,
};

beforeAll(async () => {
  await seed(prisma, { log: () => {} });
  vi.stubEnv("NEXT_RUNTIME", "nodejs");
});

afterAll(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Counts the search statements (searchCards in ./products.ts) the driver sends to PostgreSQL from now on. */
function countSearchStatements() {
  const query = vi.spyOn(pg.Client.prototype, "query");
  return () =>
    query.mock.calls.filter(([statement]) => {
      const text = typeof statement === "string" ? statement : (statement as { text?: string } | undefined)?.text;
      return text?.includes("WITH q AS (SELECT");
    }).length;
}

const BURST = 10;

describe("searches charged to a shopper under Next's unstable_cache", () => {
  it("charges a miss to the shopper who waited for it, and a stale entry's background refresh to nobody", async () => {
    startOfRateLimitWindow(SEARCHES_PER_HOUR.windowMs);
    const first = await request(() => findProducts(backpack, "en", "203.0.113.41"));
    expect(first.items).not.toHaveLength(0);
    expect(await searchesFrom("203.0.113.41")).toBe(1);

    // Fresh: a hit, charged to nobody.
    await request(() => findProducts(backpack, "en", "203.0.113.42"));
    expect(await searchesFrom("203.0.113.42")).toBe(0);

    // Past its revalidate time: Next answers the stale page and refreshes it in the background, within
    // this shopper's request. The refresh ran (the entry is fresh again) but this shopper did not ask for it.
    for (const entry of entries.values()) entry.stale = true;
    const stale = await request(() => findProducts(backpack, "en", "203.0.113.43"));
    expect(stale).toEqual(first);
    expect([...entries.values()].filter((entry) => entry.stale)).toHaveLength(0);
    expect(await searchesFrom("203.0.113.43")).toBe(0);

    // A new search is still a miss the shopper waited for: charged.
    await request(() => findProducts({ ...backpack, q: "tiffin" }, "en", "203.0.113.43"));
    expect(await searchesFrom("203.0.113.43")).toBe(1);
  });
});

describe("concurrent identical misses (a single flight per key)", () => {
  it("runs one search for a burst of the same new text, charged once, to the shopper whose request ran it", async () => {
    startOfRateLimitWindow(SEARCHES_PER_HOUR.windowMs);
    const searches = countSearchStatements();
    const burst = { ...backpack, q: "steel tiffin" };
    const answers = await Promise.all(
      Array.from({ length: BURST }, () => request(() => findProducts(burst, "en", "203.0.113.61"))),
    );
    expect(searches()).toBe(1);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(await searchesFrom("203.0.113.61")).toBe(1);

    // From several addresses at once: still one search, charged to one of them; the others waited, like a hit.
    const addresses = Array.from({ length: BURST }, (_, i) => `198.51.100.${i + 1}`);
    const kadhai = { ...backpack, q: "kadhai" };
    await Promise.all(addresses.map((address) => request(() => findProducts(kadhai, "en", address))));
    expect(searches()).toBe(2);
    const charged = await Promise.all(addresses.map(searchesFrom));
    expect(charged.reduce((sum, n) => sum + n, 0)).toBe(1);
  });

  it("rejects every waiter with the one failure, and the next call searches again", async () => {
    startOfRateLimitWindow(SEARCHES_PER_HOUR.windowMs);
    const broken = { ...backpack, q: "pressure cooker" };
    // A real failure of the search's first statement (spelling correction reads the catalogue's words).
    await prisma.$executeRawUnsafe(`ALTER TABLE "SearchWord" RENAME TO "SearchWordAway"`);
    let failures: PromiseSettledResult<unknown>[];
    try {
      failures = await Promise.allSettled(
        Array.from({ length: BURST }, () => request(() => findProducts(broken, "en", "203.0.113.62"))),
      );
    } finally {
      await prisma.$executeRawUnsafe(`ALTER TABLE "SearchWordAway" RENAME TO "SearchWord"`);
    }
    const reasons = failures.map((failure) => (failure.status === "rejected" ? failure.reason : "answered"));
    expect(reasons[0]).toBeInstanceOf(Error);
    // One run failed, and its error reached every request that waited for it.
    for (const reason of reasons) expect(reason).toBe(reasons[0]);

    const searches = countSearchStatements();
    const answer = await request(() => findProducts(broken, "en", "203.0.113.62"));
    expect(answer.items).not.toHaveLength(0);
    expect(searches()).toBe(1);
  });

  it("refuses only the runner past its budget; a waiting shopper runs the search instead, charged for it", async () => {
    startOfRateLimitWindow(SEARCHES_PER_HOUR.windowMs);
    const spent = "203.0.113.63";
    vi.stubEnv("NEXT_RUNTIME", ""); // outside a request: the rate limits sweep at once, not in after()
    for (let i = 0; i < SEARCHES_PER_MINUTE.limit; i++) {
      await consumeRateLimit(`search:minute:${spent}`, SEARCHES_PER_MINUTE);
    }
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    const searches = countSearchStatements();
    const bag = { ...backpack, q: "school bag" };
    const refused = request(() => findProducts(bag, "en", spent));
    // The spent address's read has reached the cached body and is being charged: the others wait for it.
    await new Promise((resolve) => setImmediate(resolve));
    const waiting = ["203.0.113.64", "203.0.113.65"].map((address) => request(() => findProducts(bag, "en", address)));
    await expect(refused).rejects.toSatisfy((error) => error instanceof DomainError && error.code === "RATE_LIMITED");
    const [first, second] = await Promise.all(waiting);
    expect(first).toEqual(second);
    expect(first?.items).not.toHaveLength(0);
    expect(searches()).toBe(1);
    expect((await searchesFrom("203.0.113.64")) + (await searchesFrom("203.0.113.65"))).toBe(1);
  });

  it("does not let a request made after an invalidation share a search that started before it", async () => {
    startOfRateLimitWindow(SEARCHES_PER_HOUR.windowMs);
    // The first search statement is held on its way to PostgreSQL: the read is in flight.
    const original = pg.Client.prototype.query;
    const reached = deferred<void>();
    const release = deferred<void>();
    let held = false;
    const query = vi.spyOn(pg.Client.prototype, "query").mockImplementation(async function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      const text = typeof args[0] === "string" ? args[0] : (args[0] as { text?: string } | undefined)?.text;
      if (!held && text?.includes("WITH q AS (SELECT")) {
        held = true;
        reached.resolve();
        await release.promise;
      }
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as never);
    const searches = () =>
      query.mock.calls.filter(([statement]) => {
        const text = typeof statement === "string" ? statement : (statement as { text?: string } | undefined)?.text;
        return text?.includes("WITH q AS (SELECT");
      }).length;
    const lunch = { ...backpack, q: "tiffin box" };
    const before = request(() => findProducts(lunch, "en", "203.0.113.71"));
    await reached.promise;
    // An edit is applied meanwhile (this instance's write, or another's through Redis).
    const invalidatedAt = Date.now();
    noteCacheInvalidation(invalidatedAt);
    await expect.poll(() => Date.now() > invalidatedAt).toBe(true); // requests in a later millisecond
    const after = request(() => findProducts(lunch, "en", "203.0.113.72"));
    const alongside = request(() => findProducts(lunch, "en", "203.0.113.73"));
    await expect.poll(searches).toBe(2); // its own search, not the one begun before the edit
    release.resolve();
    await Promise.all([before, after, alongside]);
    // A request after it, with no edit in between, shared that second search.
    expect(searches()).toBe(2);
  });
});
