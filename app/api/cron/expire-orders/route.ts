import { json, route } from "@/lib/api/http";
import { forgetUnconfirmedSignUps } from "@/lib/content/newsletter";
import { expireAbandonedOnlineOrders } from "@/lib/orders/place-order";
import { requireScheduler } from "../scheduler";

/**
 * GET /api/cron/expire-orders — releases the stock of online orders left
 * unpaid past the payment window (create-order also does this now and then),
 * after asking Razorpay: one it has a captured or authorized payment for is
 * confirmed instead, one it does not answer for waits for the next run
 * (docs/adr/0046-late-payment-after-expiry.md); and forgets newsletter
 * sign-ups nobody confirmed within 30 days.
 * For a scheduler: Vercel Cron (vercel.json) or any cron with curl. Two
 * instances may run it at once: each order is cancelled by one conditional
 * update (cancelUnpaidOrder), so it changes once.
 * → { expired, forgottenSignUps }; 401 without the secret; 503 when CRON_SECRET is not set.
 */
export const GET = route(async (request) => {
  requireScheduler(request);
  let expired = 0;
  // Up to 500 per run, in batches, so one call catches up after a long pause.
  for (let batch = 0; batch < 10; batch += 1) {
    const done = await expireAbandonedOnlineOrders(new Date(), 50);
    expired += done;
    if (done < 50) break;
  }
  const forgottenSignUps = await forgetUnconfirmedSignUps();
  return json({ expired, forgottenSignUps });
});
