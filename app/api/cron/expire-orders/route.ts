import { timingSafeEqual } from "node:crypto";
import { ApiError, json, route, unauthorized } from "@/lib/api/http";
import { expireAbandonedOnlineOrders } from "@/lib/orders/place-order";

/** Whether the request carries `Authorization: Bearer $CRON_SECRET` (Vercel Cron's convention). */
function fromScheduler(request: Request, secret: string): boolean {
  const given = Buffer.from(request.headers.get("authorization") ?? "");
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /api/cron/expire-orders — releases the stock of online orders left
 * unpaid past the payment window (create-order also does this now and then).
 * For a scheduler: Vercel Cron (vercel.json) or any cron with curl.
 * → { expired }; 401 without the secret; 503 when CRON_SECRET is not set.
 */
export const GET = route(async (request) => {
  const secret = process.env.CRON_SECRET?.trim();
  if (!secret) throw new ApiError(503, "CRON_SECRET is not set, so scheduled jobs are off.", "UNAVAILABLE");
  if (!fromScheduler(request, secret)) throw unauthorized("This endpoint is for the scheduler.");
  let expired = 0;
  // Up to 500 per run, in batches, so one call catches up after a long pause.
  for (let batch = 0; batch < 10; batch += 1) {
    const done = await expireAbandonedOnlineOrders(new Date(), 50);
    expired += done;
    if (done < 50) break;
  }
  return json({ expired });
});
