import "server-only";
import { prisma } from "@/lib/db";

// GET /api/health, for load balancers, uptime checks and operators. Public,
// so it says only whether the database answers: never its host, port or the
// driver's message (those go to the log, with the request's id).

export type HealthReport = { status: "ok" | "unavailable"; database: "reachable" | "unreachable" };

export type HealthCheck = {
  report: HealthReport;
  /** Why the database did not answer; for the log only. */
  failure?: unknown;
};

/**
 * Checks that the database answers `SELECT 1` within `timeoutMs`: short, so
 * the check itself answers within 2 s when the database host hangs (the
 * pool's connect timeout covers a refused or unreachable host sooner).
 */
export async function checkHealth(timeoutMs = 1500): Promise<HealthCheck> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      prisma.$queryRaw`SELECT 1`,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`The database did not answer within ${timeoutMs} ms.`)), timeoutMs);
      }),
    ]);
    return { report: { status: "ok", database: "reachable" } };
  } catch (failure) {
    return { report: { status: "unavailable", database: "unreachable" }, failure };
  } finally {
    clearTimeout(timer);
  }
}

/** How long a probe's answer stands for every request after it came back. */
export const HEALTH_REUSE_MS = 1000;

type SharedProbe = { check: Promise<HealthCheck>; settledAt?: number };
let latest: SharedProbe | undefined;

/**
 * The database's health as GET /api/health answers it: one probe (checkHealth)
 * at a time per process, whose answer every request shares while it runs and
 * for HEALTH_REUSE_MS after it came back. So requests at any rate, concurrent
 * or one after another, send the database at most about one `SELECT 1` a
 * second; a load balancer polling every few seconds still gets a fresh,
 * truthful answer each time (an outage shows, and its end, within a second).
 */
export function sharedHealthCheck(): Promise<HealthCheck> {
  const current = latest;
  if (current && (current.settledAt === undefined || Date.now() - current.settledAt < HEALTH_REUSE_MS)) {
    return current.check;
  }
  const probe: SharedProbe = {
    check: checkHealth().then((result) => {
      probe.settledAt = Date.now();
      return result;
    }),
  };
  latest = probe;
  return probe.check;
}
