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
