import "server-only";
import { prisma } from "@/lib/db";

export type HealthReport = { status: "ok" | "unavailable"; database: "reachable" | "unreachable"; message?: string };

/** Checks that the database answers within a few seconds. */
export async function checkHealth(timeoutMs = 3000): Promise<HealthReport> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      prisma.$queryRaw`SELECT 1`,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return { status: "ok", database: "reachable" };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return { status: "unavailable", database: "unreachable", message: `The database is not reachable: ${reason}` };
  } finally {
    clearTimeout(timer);
  }
}
