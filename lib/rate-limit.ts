import "server-only";
import { prisma } from "@/lib/db";
import { rateLimited } from "@/lib/errors";

// Fixed-window counters in PostgreSQL, so a limit holds across every server
// instance. One upsert per check; expired windows are swept opportunistically.

export type RateLimit = { limit: number; windowMs: number };
export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

/** Counts one hit against `key` and says whether it is within the limit. */
export async function consumeRateLimit(
  key: string,
  { limit, windowMs }: RateLimit,
  now = new Date(),
): Promise<RateLimitResult> {
  const { windowStart, expiresAt } = windowAt(now, windowMs);
  const bucket = await prisma.rateLimitBucket.upsert({
    where: { key_windowStart: { key, windowStart } },
    create: { key, windowStart, count: 1, expiresAt },
    update: { count: { increment: 1 } },
    select: { count: true },
  });
  if (Math.random() < 0.01) void sweepExpired(now);
  const retryAfterSeconds = secondsUntil(expiresAt, now);
  return { allowed: bucket.count <= limit, remaining: Math.max(0, limit - bucket.count), retryAfterSeconds };
}

/** Counts one hit against `key`; beyond the limit, a 429 with Retry-After and `message` (a per-shopper throttle). */
export async function enforceRateLimit(key: string, rule: RateLimit, message: string): Promise<void> {
  const result = await consumeRateLimit(key, rule);
  if (!result.allowed) throw rateLimited(result.retryAfterSeconds, message);
}

/** Reads the current count without adding to it (e.g. "is this account locked?"). */
export async function peekRateLimit(
  key: string,
  { limit, windowMs }: RateLimit,
  now = new Date(),
): Promise<RateLimitResult> {
  const { windowStart, expiresAt } = windowAt(now, windowMs);
  const bucket = await prisma.rateLimitBucket.findUnique({
    where: { key_windowStart: { key, windowStart } },
    select: { count: true },
  });
  const count = bucket?.count ?? 0;
  const retryAfterSeconds = secondsUntil(expiresAt, now);
  return { allowed: count < limit, remaining: Math.max(0, limit - count), retryAfterSeconds };
}

/**
 * Takes back one hit that consumeRateLimit counted at `now` (pass the same `now`): a hit taken first to
 * hold a place, as a check that only counts some outcomes must do so parallel requests cannot all pass it,
 * and given back once the outcome is known not to count.
 */
export async function releaseRateLimit(key: string, { windowMs }: RateLimit, now: Date): Promise<void> {
  const { windowStart } = windowAt(now, windowMs);
  await prisma.rateLimitBucket.updateMany({
    where: { key, windowStart, count: { gt: 0 } },
    data: { count: { decrement: 1 } },
  });
}

/** Forgets a key's current window (e.g. after a successful login). */
export async function resetRateLimit(key: string): Promise<void> {
  await prisma.rateLimitBucket.deleteMany({ where: { key } });
}

/** The fixed window `now` falls in: windows start at multiples of `windowMs` since the epoch. */
function windowAt(now: Date, windowMs: number) {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  return { windowStart, expiresAt: new Date(windowStart.getTime() + windowMs) };
}

const secondsUntil = (end: Date, now: Date) => Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));

async function sweepExpired(now: Date) {
  await prisma.rateLimitBucket.deleteMany({ where: { expiresAt: { lt: now } } }).catch(() => {});
}
