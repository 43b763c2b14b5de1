import { json, route } from "@/lib/api/http";
import { reconcileOnlinePayments } from "@/lib/payments/reconcile";
import { requireScheduler } from "../scheduler";

/**
 * GET /api/cron/reconcile — settles online orders whose payment Razorpay
 * captured but nobody confirmed (a lost webhook and verify), captures
 * authorized ones, and releases orders past their payment window with no
 * payment (lib/payments/reconcile.ts), refunds a second payment captured for
 * an order already paid; then asks again for refunds Razorpay
 * never answered and settles refunds whose webhook was lost (also one recorded
 * failed that Razorpay processed after all, for 48 h after it failed), and sends
 * a second payment's "we received another payment" mail its sender never sent. Idempotent; two
 * instances may run it at once. Same secret as expire-orders.
 * → { checked, settled, captured, refundsDue, released, mismatched, paidChecked, extraPaymentsRefunded, gatewayErrors,
 *     refundsChecked, refundsSettled, refundGatewayErrors, secondPaymentMailsSent };
 * 401 without the secret; 503 when CRON_SECRET or online payment is not set up.
 */
export const GET = route(async (request) => {
  requireScheduler(request);
  return json(await reconcileOnlinePayments());
});
