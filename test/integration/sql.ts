import { prisma } from "@/lib/db";

/** The PostgreSQL transaction (its xmin) that wrote a row's current version: two rows written together share it. */
export async function writtenBy(table: string, id: string): Promise<string> {
  const rows = await prisma.$queryRawUnsafe<Array<{ xmin: string }>>(
    `SELECT xmin::text AS xmin FROM "${table}" WHERE id = $1`,
    id,
  );
  return rows[0]!.xmin;
}

/**
 * EXPLAIN of each query with sequential scans priced out (SET LOCAL enable_seqscan = off): test data is
 * small enough that PostgreSQL would rightly scan a table, so a plan that still reads it whole means no
 * index can serve the query.
 */
export async function plansWithoutSeqScan<Reads extends Record<string, string>>(
  reads: Reads,
): Promise<Record<keyof Reads, string>> {
  return prisma.$transaction(async (tx) => {
    await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
    const plans = {} as Record<keyof Reads, string>;
    for (const [read, sql] of Object.entries(reads) as Array<[keyof Reads, string]>) {
      const rows = await tx.$queryRawUnsafe<Array<{ "QUERY PLAN": string }>>(`EXPLAIN ${sql}`);
      plans[read] = rows.map((row) => row["QUERY PLAN"]).join("\n");
    }
    return plans;
  });
}
