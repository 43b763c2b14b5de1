import "server-only";
import { timingSafeEqual } from "node:crypto";
import { ApiError, unauthorized } from "@/lib/api/http";

/**
 * Lets only the scheduler in: `Authorization: Bearer $CRON_SECRET` (Vercel
 * Cron's convention; any cron can send it with curl), compared in constant
 * time. 503 while CRON_SECRET is unset, 401 for anyone else.
 */
export function requireScheduler(request: Request): void {
  const secret = process.env.CRON_SECRET?.trim();
  if (!secret) throw new ApiError(503, "CRON_SECRET is not set, so scheduled jobs are off.", "UNAVAILABLE");
  const given = Buffer.from(request.headers.get("authorization") ?? "");
  const expected = Buffer.from(`Bearer ${secret}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw unauthorized("This endpoint is for the scheduler.");
}
