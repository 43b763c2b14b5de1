import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { workAsyncStorage } from "next/dist/server/app-render/work-async-storage.external";
import { prisma } from "@/lib/db";
import { peekRateLimit } from "@/lib/rate-limit";
import { seed } from "@/prisma/seed";
import { startOfRateLimitWindow } from "@/test/integration/accounts";
import { findProducts } from "./products";
import { SEARCHES_PER_HOUR, SEARCHES_PER_MINUTE } from "./search-limit";
import type { CatalogQuery } from "./query-href";

// Which searches Next's own unstable_cache (not a stand-in) charges to the shopper whose request ran
// them (./search-limit.ts, docs/adr/0045). The request's work store is Next's as a route handler has it;
// only the incremental cache under it is this file's, so an entry can be made stale past its 300 s.
// Next's server gives its modules Node's AsyncLocalStorage as a global before loading them; so does this file.
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
