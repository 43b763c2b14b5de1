import "server-only";
import { after } from "next/server";
import { prisma } from "@/lib/db";
import { rateLimited } from "@/lib/errors";
import { describeError, log } from "@/lib/observability/log.mjs";

// Fixed-window counters in PostgreSQL, so a limit holds across every server
// instance. One upsert per check; expired windows are swept opportunistically
// (one check in SWEEP_ONE_IN), after the response (sweepAfterResponse).

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
  if (Math.random() * SWEEP_ONE_IN < 1) await sweepAfterResponse(now);
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

/** One check in this many also deletes the expired windows. */
const SWEEP_ONE_IN = 100;

/**
 * Deletes the expired windows once the response has been sent, through
 * Next's after() (as the checkout's expiry sweep and the mails do), which a
 * host keeps the function alive for: a promise merely left running (`void`)
 * may be frozen with the function once it has answered, or still be running
 * when a script disconnects the pool, and its failure was swallowed unseen.
 * Outside a Next.js server (tests, scripts) it runs before the check returns.
 * A failure is logged, never the caller's.
 */
function sweepAfterResponse(now: Date): Promise<void> | void {
  const sweep = () =>
    prisma.rateLimitBucket.deleteMany({ where: { expiresAt: { lt: now } } }).then(
      () => undefined,
      (error: unknown) => log.warn("[rate-limit] sweep of expired windows failed", { error: describeError(error) }),
    );
  if (!process.env.NEXT_RUNTIME) return sweep();
  after(sweep);
}
