import { beforeEach, describe, expect, it, vi } from "vitest";
import { chargeSearch, searchingFrom } from "./search-limit";

// When the cached read's body charges the shopper (./search-limit.ts), with the order of events Next's
// unstable_cache has: a miss awaits the body; a stale entry starts the body and returns the stale value in
// the same synchronous step. ./search-limit.int.test.ts runs Next's own unstable_cache against PostgreSQL;
// here the body charges before any I/O, the case that one's search (which reads filters first) cannot show.
const consumeRateLimit = vi.hoisted(() =>
  vi.fn<typeof import("@/lib/rate-limit").consumeRateLimit>(async () => ({
    allowed: true,
    remaining: 1,
    retryAfterSeconds: 1,
  })),
);
vi.mock("@/lib/rate-limit", () => ({ consumeRateLimit }));

const body = async () => {
  await chargeSearch();
  return "fresh";
};

beforeEach(() => {
  consumeRateLimit.mockClear();
});

describe("chargeSearch", () => {
  it("charges a miss, which the shopper's read waits for, to the shopper's address", async () => {
    expect(await searchingFrom("203.0.113.51", body)).toBe("fresh");
    expect(consumeRateLimit.mock.calls.map(([key]) => key)).toEqual([
      "search:minute:203.0.113.51",
      "search:hour:203.0.113.51",
    ]);
  });

  it("charges nobody for a refresh still running once the shopper's read has answered", async () => {
    let refresh: Promise<string> | undefined;
    const staleRead = async () => {
      refresh = body();
      return "stale";
    };
    expect(await searchingFrom("203.0.113.52", staleRead)).toBe("stale");
    expect(await refresh).toBe("fresh");
    expect(consumeRateLimit).not.toHaveBeenCalled();
  });

  it("charges nobody outside a shopper's search", async () => {
    expect(await body()).toBe("fresh");
    expect(consumeRateLimit).not.toHaveBeenCalled();
  });
});
