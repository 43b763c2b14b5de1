import { ApiError, json, route } from "@/lib/api/http";
import { handleWebhook } from "@/lib/payments/confirm";

/** Razorpay's events are a few kilobytes; anything far larger is not one of them. */
const MAX_WEBHOOK_BYTES = 64 * 1024;

const tooLarge = () => new ApiError(413, "Webhook body is too large.", "PAYLOAD_TOO_LARGE");

/**
 * The raw body (the signature covers its exact bytes), read no further than
 * the cap. A local reader until lib/api/http.ts has a shared size-capped one.
 */
async function readCappedText(request: Request): Promise<string> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_WEBHOOK_BYTES) throw tooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_WEBHOOK_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * POST /api/payment/webhook — Razorpay's events (payment.captured, order.paid,
 * payment.failed; payment.authorized is recorded only). Verified by
 * X-Razorpay-Signature over the raw body; each event id is handled once; a
 * payment that is not captured, of the order's amount, in INR is recorded as
 * `rejected` and changes nothing. No session: Razorpay is the caller.
 */
export const POST = route(async (request) => {
  const rawBody = await readCappedText(request);
  const result = await handleWebhook(
    rawBody,
    request.headers.get("x-razorpay-signature"),
    request.headers.get("x-razorpay-event-id"),
  );
  return json({ received: true, ...result });
});
