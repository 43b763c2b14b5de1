import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SEARCH_LIMITED_MESSAGE, SEARCHES_PER_HOUR, SEARCHES_PER_MINUTE } from "@/lib/catalog/search-limit";
import { prisma } from "@/lib/db";
import { seed } from "@/prisma/seed";
import { apiRequest, bodyOf, startOfRateLimitWindow } from "@/test/integration/accounts";
import hi from "@/messages/hi.json";
import { GET as getProducts } from "./products/route";
import { GET as search } from "./search/route";

// Searches that reach PostgreSQL are counted per client address; those the catalogue cache answers are
// not (lib/catalog/search-limit.ts). Next's data cache stands in here as unstable_cache behaves: an entry
// per key and arguments, the read run on a miss in the caller's asynchronous context, nothing kept when
// it throws. after() runs its task at once, as outside a request.
const cache = vi.hoisted(() => new Map<string, unknown>());

vi.mock("next/cache", () => ({
  unstable_cache:
    <Args extends unknown[], Result>(read: (...args: Args) => Promise<Result>, keyParts: string[]) =>
    async (...args: Args): Promise<Result> => {
      const key = JSON.stringify([keyParts, args]);
      if (cache.has(key)) return structuredClone(cache.get(key)) as Result;
      const value = await read(...args);
      cache.set(key, structuredClone(value));
      return value;
    },
  revalidateTag: () => {},
}));
vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: (task: () => unknown) => void task(),
}));

const MINUTE = SEARCHES_PER_MINUTE.limit;

const searchFrom = (ip: string, text: string, lang?: string) =>
  search(
    apiRequest(`/api/getproducts/search?query=${encodeURIComponent(text)}${lang ? `&lang=${lang}` : ""}`, { ip }),
    {},
  );

/** `count` searches from `ip`, each with new words (so each misses the cache): their statuses. */
async function distinctSearches(ip: string, count: number, prefix: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 1; i <= count; i++) statuses.push((await searchFrom(ip, `${prefix} ${i}`)).status);
  return statuses;
}

beforeAll(async () => {
  await seed(prisma, { log: () => {} });
  vi.stubEnv("NEXT_RUNTIME", "nodejs");
});

afterAll(() => {
  vi.unstubAllEnvs();
});

beforeEach(() => {
  cache.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the search budget per client address", () => {
  it("past the minute's searches a 429 with Retry-After and a clear message, in Hindi for ?lang=hi; another address still searches", async () => {
    startOfRateLimitWindow(SEARCHES_PER_HOUR.windowMs);
    const script = "203.0.113.21";
    expect(await distinctSearches(script, MINUTE, "bag")).toEqual(Array(MINUTE).fill(200));

    const refused = await searchFrom(script, "backpack");
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await bodyOf(refused)).toMatchObject({
      success: false,
      message: SEARCH_LIMITED_MESSAGE,
      code: "RATE_LIMITED",
    });
    const hindi = await searchFrom(script, "tiffin", "hi");
    expect(hindi.status).toBe(429);
    expect((await bodyOf(hindi)).message).toBe(hi.Api.tooManySearches);
    // The products list with ?q= is the same search through another door: the same budget.
    const listed = await getProducts(apiRequest("/api/getproducts/products?q=suitcase", { ip: script }), {});
    expect(listed.status).toBe(429);
    // A list without search text is no search: it is never refused.
    expect((await getProducts(apiRequest("/api/getproducts/products", { ip: script }), {})).status).toBe(200);

    const shopper = await searchFrom("203.0.113.22", "backpack");
    expect(shopper.status).toBe(200);
    expect((await bodyOf(shopper)).success).toBe(true);
  });

  it("does not count a search the cache answers: repeated (in any case and spacing), it answers even once the budget is spent", async () => {
    startOfRateLimitWindow(SEARCHES_PER_HOUR.windowMs);
    const shopper = "203.0.113.31";
    const first = await searchFrom(shopper, "backpack");
    expect(first.status).toBe(200);
    const found = (await bodyOf(first)).products;
    expect(found).not.toHaveLength(0);
    for (let i = 0; i < 2 * MINUTE; i++) {
      const again = await searchFrom(shopper, i % 2 ? "backpack" : "  BackPack ");
      expect(again.status, `repeat ${i + 1}`).toBe(200);
    }
    // The repeats took nothing: the rest of the minute's budget is all there.
    expect(await distinctSearches(shopper, MINUTE - 1, "bag")).toEqual(Array(MINUTE - 1).fill(200));
    expect((await searchFrom(shopper, "suitcase")).status).toBe(429);
    // Spent, a search already in the cache still answers its products: it costs the database nothing.
    const cached = await searchFrom(shopper, "backpack");
    expect(cached.status).toBe(200);
    expect((await bodyOf(cached)).products).toEqual(found);
  });
});
