import "server-only";
import { createHash } from "node:crypto";
import { after } from "next/server";
import { z } from "zod";
import { invalidInput } from "@/lib/errors";
import { isUniqueViolation, type Prisma, prisma } from "@/lib/db";
import { sendQueuedOrderConfirmation } from "@/lib/orders/confirmation-mail";
import { markFailed, markPaid, type PaidOutcome, requestOutcomeRefund, requireGateway } from "./confirm";
import { applyRefundReport } from "./refunds";
import { webhookSignature, signatureMatches } from "./signatures";
import { log } from "@/lib/observability/log.mjs";

// The second road to a paid order: Razorpay's webhook (POST
// /api/payment/webhook), for a browser that never came back. Each signed
// event is recorded once (docs/adr/0050), with its effect: a payment
// captured or failed (./confirm), a refund processed or failed (./refunds).
// Work that calls out runs after the answer, inside Razorpay's 5 seconds.

const webhookPaymentSchema = z.object({
  id: z.string(),
  order_id: z.string().nullable().optional(),
  amount: z.number().int().optional(),
  currency: z.string().optional(),
  status: z.string().optional(),
  error_description: z.string().nullable().optional(),
});

const webhookRefundSchema = z.object({
  id: z.string(),
  payment_id: z.string().nullable().optional(),
  status: z.string().optional(),
  receipt: z.string().nullable().optional(),
  // Not in every refund entity; read when Razorpay sends one.
  error_description: z.string().nullable().optional(),
});

const webhookSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: webhookPaymentSchema }).optional(),
    refund: z.object({ entity: webhookRefundSchema }).optional(),
    order: z.object({ entity: z.object({ id: z.string(), amount_paid: z.number().int().optional() }) }).optional(),
  }),
});

/** The event as recorded: the fields webhookSchema reads, nothing else (JSON, without undefined). */
const storedEvent = (event: z.infer<typeof webhookSchema>) =>
  JSON.parse(JSON.stringify(event)) as Prisma.InputJsonObject;

export type WebhookResult = { status: "processed" | "duplicate" | "ignored" | "rejected" };

/**
 * A Razorpay webhook: the signature over the raw body first (400 when it does
 * not match), then each event once, by its id and by its signed body — a
 * redelivery, or the body replayed under another id (the header is not
 * signed), is acknowledged and changes nothing and records nothing. The event is recorded in the same transaction as its
 * effect, so a failure leaves it for Razorpay's retry.
 *
 * The signed payload's payment entity is taken as Razorpay's report (status,
 * amount, currency, order): it is what payments.fetch would answer at that
 * moment, and not calling back keeps the webhook independent of the API's
 * health and inside Razorpay's 5-second answer window. A payment.authorized
 * event is recorded only: the reconcile job captures such a payment.
 */
export async function handleWebhook(
  rawBody: string,
  signature: string | null,
  eventId: string | null,
): Promise<WebhookResult> {
  const gateway = requireGateway();
  if (!signature || !signatureMatches(webhookSignature(gateway.webhookSecret, rawBody), signature))
    throw invalidInput("Webhook signature does not match.");
  let parsed: z.infer<typeof webhookSchema>;
  try {
    parsed = webhookSchema.parse(JSON.parse(rawBody));
  } catch {
    throw invalidInput("Webhook body is not a Razorpay event.");
  }
  const { event, payload } = parsed;
  const subject = payload.refund?.entity.id ?? payload.payment?.entity.id ?? payload.order?.entity.id;
  const id = eventId?.trim() || `${event}:${subject ?? rawBody.length}`;
  let paidOutcome: PaidOutcome | null = null;

  const result = await prisma.$transaction(async (tx): Promise<WebhookResult> => {
    try {
      await tx.$executeRaw`SAVEPOINT webhook_event`;
      await tx.webhookEvent.create({
        // Only what the shop reads (the schema above): Razorpay's entities also carry the shopper's e-mail,
        // phone, UPI id and card details, which the shop keeps nowhere (docs/adr/0033-account-deletion.md).
        // Its body's hash too: the event id header is outside the signature, so a captured body replayed
        // under made-up ids is the same event again (a unique violation, as a retry under its own id is).
        data: {
          provider: "RAZORPAY",
          eventId: id.slice(0, 200),
          bodyHash: createHash("sha256").update(rawBody).digest("hex"),
          type: event,
          payload: storedEvent(parsed),
        },
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        await tx.$executeRaw`ROLLBACK TO SAVEPOINT webhook_event`;
        return { status: "duplicate" };
      }
      throw error;
    }
    if (event === "refund.processed" || event === "refund.failed") {
      const refund = payload.refund?.entity;
      if (!refund) return { status: "ignored" };
      const change = await applyRefundReport(tx, {
        id: refund.id,
        paymentId: refund.payment_id ?? null,
        // The event names the outcome; the entity's own status says the same.
        status: event === "refund.processed" ? "processed" : "failed",
        receipt: refund.receipt ?? null,
        failureReason: refund.error_description ?? null,
      });
      return { status: change ? "processed" : "ignored" };
    }
    const payment = payload.payment?.entity;
    const providerOrderId = payment?.order_id ?? payload.order?.entity.id ?? null;
    if (!providerOrderId) return { status: "ignored" };
    if ((event === "payment.captured" || event === "order.paid") && payment) {
      const outcome = await markPaid(tx, {
        id: payment.id,
        orderId: providerOrderId,
        amount: payment.amount ?? null,
        currency: payment.currency ?? null,
        status: payment.status ?? null,
      });
      paidOutcome = outcome;
      return { status: !outcome ? "ignored" : outcome.problem ? "rejected" : "processed" };
    }
    if (event === "payment.failed") {
      const orderId = await markFailed(
        tx,
        providerOrderId,
        payment?.error_description || "Payment failed.",
        payment?.id ?? null,
      );
      return { status: orderId ? "processed" : "ignored" };
    }
    return { status: "ignored" };
  });
  await afterWebhookAnswer(paidOutcome);
  return result;
}

/**
 * The webhook's work that calls out (the Refunds API for a second payment it recorded, the mails), run once
 * the webhook has answered, through Next's after(): Razorpay waits 5 seconds for the answer and retries an
 * event answered late, and a refund request alone may take PAYMENT_GATEWAY_TIMEOUT_MS. The refund is already
 * recorded and claimed in the event's transaction, so nothing is lost if this never runs (the process dies):
 * once the claim is stale the reconcile job asks for it, after looking for it at Razorpay by its receipt, and
 * the claim keeps the two from asking at once. Outside a Next.js server (tests, scripts) it runs before
 * returning. A failure is logged, never Razorpay's.
 */
function afterWebhookAnswer(outcome: PaidOutcome | null): Promise<void> | void {
  const mails = outcome?.mails;
  if (!outcome?.refundId && !mails && !outcome?.lateRefund?.mail) return;
  const work = async () => {
    try {
      await requestOutcomeRefund(outcome);
      // Queued with the payment (markPaid): a process ending first leaves them to the send-mails job.
      if (mails) await sendQueuedOrderConfirmation(mails);
    } catch (error) {
      log.error("[payments] the webhook's follow-up failed; the reconcile job asks for any refund left", { error });
    }
  };
  if (!process.env.NEXT_RUNTIME) return work();
  after(work);
}
