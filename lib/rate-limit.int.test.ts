import { afterEach, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db";
import { consumeRateLimit, peekRateLimit, resetRateLimit } from "./rate-limit";

describe("rate limits in the database", () => {
  const rule = { limit: 3, windowMs: 60_000 };
  const now = new Date("2026-11-21T10:00:30Z");

  it("allows up to the limit in a window, then refuses with a retry time", async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await consumeRateLimit("test:a", rule, now));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]).toMatchObject({ remaining: 0, retryAfterSeconds: 30 });
    expect((await peekRateLimit("test:a", rule, now)).allowed).toBe(false);
  });

  it("counts concurrent hits exactly (no lost updates)", async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => consumeRateLimit("test:b", rule, now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });

  it("starts afresh in the next window and after a reset", async () => {
    const later = new Date(now.getTime() + 60_000);
    expect((await consumeRateLimit("test:a", rule, later)).allowed).toBe(true);
    await resetRateLimit("test:a");
    expect((await peekRateLimit("test:a", rule, later)).remaining).toBe(3);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("has deleted the expired windows when a check that sweeps returns, not later", async () => {
    const old = { key: "test:expired", windowStart: new Date("2026-11-21T09:00:00Z") };
    await prisma.rateLimitBucket.create({ data: { ...old, count: 2, expiresAt: new Date("2026-11-21T09:01:00Z") } });
    vi.spyOn(Math, "random").mockReturnValue(0); // this check is the one in a hundred that sweeps
    await consumeRateLimit("test:c", rule, now);
    // A sweep left running was still under way here (or, in a script, cut off when it disconnected).
    expect(await prisma.rateLimitBucket.count({ where: { key: old.key } })).toBe(0);
    expect((await peekRateLimit("test:c", rule, now)).remaining).toBe(2);
  });
});
