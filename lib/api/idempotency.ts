import "server-only";
import { createHash } from "node:crypto";
import { ApiError, parseWith } from "@/lib/api/http";
import { prisma, type Prisma } from "@/lib/db";
import { z } from "zod";

// Idempotency-Key support for calls that create something (orders,
// payments): a client sends one key per attempt, and a retry or a double
// click with the same key gets the first answer back instead of a second
// order. Runs inside the caller's transaction, which must hold the user's
// lock so two copies of one request cannot both miss the stored answer.

const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

const keySchema = z
  .string()
  .trim()
  .min(8, "Idempotency-Key must be 8 to 100 characters.")
  .max(100, "Idempotency-Key must be 8 to 100 characters.")
  .regex(/^[A-Za-z0-9_.:-]+$/, "Idempotency-Key may contain only letters, digits and _ . : -");

/** The request's Idempotency-Key header, validated; null when absent. */
export function readIdempotencyKey(request: Request): string | null {
  const value = request.headers.get("idempotency-key");
  return value === null ? null : parseWith(keySchema, value);
}

export type StoredResponse = { status: number; body: Prisma.InputJsonObject };

/** Whether a first answer is stored for this key (a retry that runIdempotent will replay). */
export async function hasStoredAnswer(userId: string, scope: string, key: string, now = new Date()): Promise<boolean> {
  const stored = await prisma.idempotencyKey.findUnique({
    where: { userId_scope_key: { userId, scope, key } },
    select: { expiresAt: true, responseStatus: true },
  });
  return stored !== null && stored.expiresAt > now && stored.responseStatus !== null;
}

export async function runIdempotent(
  tx: Prisma.TransactionClient,
  request: { userId: string; scope: string; key: string | null; body: unknown },
  work: () => Promise<StoredResponse>,
  now = new Date(),
): Promise<StoredResponse> {
  if (!request.key) return work();
  const requestHash = createHash("sha256").update(JSON.stringify(request.body)).digest("hex");
  const where = { userId_scope_key: { userId: request.userId, scope: request.scope, key: request.key } };
  const earlier = await tx.idempotencyKey.findUnique({ where });
  if (earlier && earlier.expiresAt > now) {
    if (earlier.requestHash !== requestHash)
      throw new ApiError(422, "This Idempotency-Key was already used for a different request.", "IDEMPOTENCY_MISMATCH");
    if (earlier.responseStatus !== null && earlier.responseBody !== null)
      return { status: earlier.responseStatus, body: earlier.responseBody as Prisma.InputJsonObject };
  }
  const response = await work();
  const record = {
    requestHash,
    responseStatus: response.status,
    responseBody: response.body,
    expiresAt: new Date(now.getTime() + KEY_LIFETIME_MS),
  };
  await tx.idempotencyKey.upsert({
    where,
    create: { userId: request.userId, scope: request.scope, key: request.key, ...record },
    update: record,
  });
  return response;
}
