import "server-only";
import { notFound } from "@/lib/errors";
import { prisma, type Prisma } from "@/lib/db";

// One shopper's changes, one after the other: addresses, profile, cart and
// lists, checkout, exchange requests, quotations and signed-in contact
// messages each lock the user's row first (SELECT … FOR UPDATE), so two of them for one
// user never interleave and each sees the previous one's result. A deleted
// account (lib/account/delete-account.ts) is not found: a change that waited
// on the lock while the account was being deleted (PostgreSQL checks the row
// again once the lock is free) writes nothing for nobody.

const TRANSACTION_OPTIONS = { maxWait: 5_000, timeout: 10_000 };

/** Runs `work` in a transaction holding the lock on the user's row. */
export async function withUserLock<T>(userId: string, work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  return prisma.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<
      Array<{ id: string }>
    >`SELECT "id" FROM "User" WHERE "id" = ${userId} AND "deletedAt" IS NULL FOR UPDATE`;
    if (locked.length === 0) throw notFound("Your account no longer exists.");
    return work(tx);
  }, TRANSACTION_OPTIONS);
}
