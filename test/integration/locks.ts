import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

// Races held still: a transaction of the test's own takes rows' locks, so that the code under test
// waits for it where a real concurrent request would, and the test lets go when it has seen the wait.

/** This database's sessions waiting now for a lock another transaction holds. */
export async function sessionsWaitingOnLocks(): Promise<number> {
  const [row] = await prisma.$queryRaw<Array<{ n: number }>>`
    SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
  return row?.n ?? 0;
}

/**
 * Takes the locks `lock` takes (a SELECT … FOR UPDATE) in a transaction of its own and holds them until
 * `release()`, which resolves when that transaction has ended. Resolves once the locks are held.
 */
export async function holdLocks(
  lock: (tx: Prisma.TransactionClient) => Promise<unknown>,
  { timeout = 20_000 }: { timeout?: number } = {},
): Promise<{ release: () => Promise<void> }> {
  let open!: () => void;
  let held!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const locked = new Promise<void>((resolve) => (held = resolve));
  const holder = prisma.$transaction(
    async (tx) => {
      await lock(tx);
      held();
      await gate;
    },
    { timeout },
  );
  // A transaction that fails before taking them must not leave the test waiting.
  await Promise.race([locked, holder]);
  return {
    release: async () => {
      open();
      await holder;
    },
  };
}
