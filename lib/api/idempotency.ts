import "server-only";
import { createHash } from "node:crypto";
import { ApiError, parseWith } from "@/lib/api/http";
import { prisma, type Prisma } from "@/lib/db";
import { z } from "zod";

// Idempotency-Key support for calls that create something (orders,
// payments): a client sends one key per attempt, and a retry or a double
// click with the same key gets the first response back, exactly as it was
// sent, instead of a second order. The domain runs its write through the
// step made here, inside its own transaction, which holds the user's lock so
// two copies of one request cannot both miss the stored response.

const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

const keySchema = z
  .string()
  .trim()
  .min(8, "Idempotency-Key must be 8 to 100 characters.")
  .max(100, "Idempotency-Key must be 8 to 100 characters.")
  .regex(/^[A-Za-z0-9_.:-]+$/, "Idempotency-Key may contain only letters, digits and _ . : -");

/** A response as stored for its key and replayed. */
export type StoredResponse = { status: number; body: Prisma.InputJsonObject };

/** One user's call of one endpoint (`scope`), with the request's Idempotency-Key (null when absent). */
export type IdempotentCall = { userId: string; scope: string; key: string | null };

/**
 * The request's Idempotency-Key header, validated (a 400 when malformed), and
 * whether a response is already stored for it: a retry that will get that
 * response back, and that rate limits need not count again.
 */
export async function readIdempotentCall(
  request: Request,
  userId: string,
  scope: string,
): Promise<IdempotentCall & { answered: boolean }> {
  const value = request.headers.get("idempotency-key");
  const key = value === null ? null : parseWith(keySchema, value);
  return { userId, scope, key, answered: key !== null && (await hasStoredResponse(userId, scope, key)) };
}

async function hasStoredResponse(userId: string, scope: string, key: string, now = new Date()): Promise<boolean> {
  const stored = await prisma.idempotencyKey.findUnique({
    where: { userId_scope_key: { userId, scope, key } },
    select: { expiresAt: true, responseStatus: true },
  });
  return stored !== null && stored.expiresAt > now && stored.responseStatus !== null;
}

/**
 * The step a domain write runs in, inside its transaction: `respond` turns
 * the write's result into the response, which is stored under the call's key.
 * A repeat of the call with the same body gets that response instead and the
 * write does not run; the key reused for another body is a 422. Without a
 * key, the write just runs.
 */
export function respondOnce<Result>(
  call: IdempotentCall & { body: unknown },
  respond: (result: Result) => StoredResponse,
) {
  return async (tx: Prisma.TransactionClient, write: () => Promise<Result>): Promise<StoredResponse> => {
    if (!call.key) return respond(await write());
    const now = new Date();
    const requestHash = createHash("sha256").update(JSON.stringify(call.body)).digest("hex");
    const where = { userId_scope_key: { userId: call.userId, scope: call.scope, key: call.key } };
    const earlier = await tx.idempotencyKey.findUnique({ where });
    if (earlier && earlier.expiresAt > now) {
      if (earlier.requestHash !== requestHash)
        throw new ApiError(
          422,
          "This Idempotency-Key was already used for a different request.",
          "IDEMPOTENCY_MISMATCH",
        );
      if (earlier.responseStatus !== null && earlier.responseBody !== null)
        return { status: earlier.responseStatus, body: earlier.responseBody as Prisma.InputJsonObject };
    }
    const response = respond(await write());
    const record = {
      requestHash,
      responseStatus: response.status,
      responseBody: response.body,
      expiresAt: new Date(now.getTime() + KEY_LIFETIME_MS),
    };
    await tx.idempotencyKey.upsert({
      where,
      create: { userId: call.userId, scope: call.scope, key: call.key, ...record },
      update: record,
    });
    return response;
  };
}
