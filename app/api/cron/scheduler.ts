import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { ApiError, unauthorized } from "@/lib/api/http";

/**
 * Lets only the scheduler in: `Authorization: Bearer $CRON_SECRET` (Vercel
 * Cron's convention; any cron can send it with curl), compared in constant
 * time. 503 while CRON_SECRET is unset, 401 for anyone else. Both sides are
 * hashed first, so the comparison takes as long whatever the header's length
 * and does not tell the secret's length either.
 */
export function requireScheduler(request: Request): void {
  const secret = process.env.CRON_SECRET?.trim();
  if (!secret) throw new ApiError(503, "CRON_SECRET is not set, so scheduled jobs are off.", "UNAVAILABLE");
  const given = sha256(request.headers.get("authorization") ?? "");
  const expected = sha256(`Bearer ${secret}`);
  if (!timingSafeEqual(given, expected)) throw unauthorized("This endpoint is for the scheduler.");
}

const sha256 = (text: string) => createHash("sha256").update(text).digest();
