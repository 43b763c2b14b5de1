import { json, route } from "@/lib/api/http";
import { forgetUnconfirmedSignUps } from "@/lib/content/newsletter";
import { log } from "@/lib/observability/log.mjs";
import { expireAbandonedOnlineOrdersReport } from "@/lib/orders/place-order";
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
 * → { expired, confirmed, keptNoAnswer, forgottenSignUps }: the orders cancelled, those confirmed instead
 * (Razorpay had their payment), those kept for a later run (Razorpay did not answer), and the sign-ups
 * forgotten; the same in one log line. 401 without the secret; 503 when CRON_SECRET is not set.
 */
export const GET = route(async (request) => {
  requireScheduler(request);
  let expired = 0;
  let confirmed = 0;
  let keptNoAnswer = 0;
  // Up to 500 per run, in batches, so one call catches up after a long pause. A batch with an order kept for
  // Razorpay ends the run: the next batch would take that order up again (confirmed and cancelled ones leave).
  for (let batch = 0; batch < 10; batch += 1) {
    const done = await expireAbandonedOnlineOrdersReport(new Date(), 50);
    expired += done.cancelled;
    confirmed += done.confirmed;
    keptNoAnswer += done.keptNoAnswer;
    if (done.looked < 50 || done.keptNoAnswer > 0) break;
  }
  const forgottenSignUps = await forgetUnconfirmedSignUps();
  log.info(
    `[cron] expire-orders: ${expired} unpaid orders cancelled, ${confirmed} confirmed instead (paid at Razorpay), ` +
      `${keptNoAnswer} kept for the next run (Razorpay did not answer); ${forgottenSignUps} unconfirmed sign-ups forgotten`,
  );
  return json({ expired, confirmed, keptNoAnswer, forgottenSignUps });
});
