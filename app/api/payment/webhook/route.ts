import { json, readBodyText, route, WEBHOOK_BODY_LIMIT_BYTES } from "@/lib/api/http";
import { handleWebhook } from "@/lib/payments/webhook";

/**
 * POST /api/payment/webhook — Razorpay's events (payment.captured, order.paid,
 * payment.failed, refund.processed, refund.failed; payment.authorized is
 * recorded only). Verified by
 * X-Razorpay-Signature over the raw body; each event is handled and recorded
 * once, by its id and by its signed body (the id header is not signed); a
 * payment that is not captured, of the order's amount, in INR is recorded as
 * `rejected` and changes nothing. No session: Razorpay is the caller.
 */
export const POST = route(async (request) => {
  // The signature covers the exact bytes: read raw, no further than the cap.
  const rawBody = await readBodyText(request, WEBHOOK_BODY_LIMIT_BYTES);
  const result = await handleWebhook(
    rawBody,
    request.headers.get("x-razorpay-signature"),
    request.headers.get("x-razorpay-event-id"),
  );
  return json({ received: true, ...result });
});
