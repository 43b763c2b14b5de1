import "server-only";
import { z } from "zod";
import { ApiError, badRequest, notFound } from "@/lib/api/http";
import { Prisma, prisma } from "@/lib/db";
import { removeOrderedFromCart } from "@/lib/orders/checkout";
import { sendOrderConfirmation } from "@/lib/orders/confirmation-mail";
import { takeStock } from "@/lib/orders/stock";
import { paymentGateway, type PaymentGateway } from "./gateway";
import { paymentSignature, signatureMatches, webhookSignature } from "./signatures";

// Turning a Razorpay payment into a paid order. Two roads lead here: the
// browser's checkout handler (verify) and Razorpay's webhook (for a browser
// that never came back). Both end in markPaid, whose conditional update lets
// exactly one of them make the transition however they race.

type Tx = Prisma.TransactionClient;

function requireGateway(): PaymentGateway {
  const gateway = paymentGateway();
  if (!gateway) throw new ApiError(503, "Online payment is not available right now.", "UNAVAILABLE");
  return gateway;
}

export const verifyPaymentSchema = z.object({
  razorpay_order_id: z.string({ error: "razorpay_order_id is required." }).trim().min(1).max(64),
  razorpay_payment_id: z.string({ error: "razorpay_payment_id is required." }).trim().min(1).max(64),
  razorpay_signature: z.string({ error: "razorpay_signature is required." }).trim().min(1).max(256),
});
export type VerifyPaymentInput = z.infer<typeof verifyPaymentSchema>;

type PaidOutcome = { orderId: string; changed: boolean };

/**
 * Marks a Razorpay payment (found by its order id) and its order paid, once.
 * A payment that arrives after its unpaid order was released takes the stock
 * back when it still can; when it cannot, the order stays cancelled but paid,
 * for the shop to refund.
 */
async function markPaid(
  tx: Tx,
  providerOrderId: string,
  providerPaymentId: string,
  amount: number | null,
): Promise<PaidOutcome | null> {
  const payment = await tx.payment.findUnique({
    where: { providerOrderId },
    select: { id: true, amount: true, orderId: true, order: { select: { userId: true, quotationId: true } } },
  });
  if (!payment) return null;
  if (amount !== null && amount !== payment.amount) {
    console.error(
      `[payments] ${providerOrderId}: captured ${amount} paise, expected ${payment.amount}; not marked paid.`,
    );
    return { orderId: payment.orderId, changed: false };
  }
  const paid = await tx.payment.updateMany({
    where: { id: payment.id, status: { not: "PAID" } },
    data: { status: "PAID", providerPaymentId, paidAt: new Date(), failureReason: null },
  });
  if (paid.count !== 1) return { orderId: payment.orderId, changed: false };
  await tx.order.update({ where: { id: payment.orderId }, data: { paymentStatus: "PAID" } });
  await reviveIfReleased(tx, payment.orderId);
  if (!payment.order.quotationId) await removeOrderedFromCart(tx, payment.order.userId, payment.orderId);
  return { orderId: payment.orderId, changed: true };
}

async function reviveIfReleased(tx: Tx, orderId: string) {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { stockReleasedAt: true, items: { select: { productId: true, productName: true, quantity: true } } },
  });
  if (!order.stockReleasedAt) return;
  try {
    await tx.$executeRaw`SAVEPOINT revive`;
    await takeStock(
      tx,
      order.items.flatMap((item) => (item.productId ? [{ ...item, productId: item.productId }] : [])),
    );
    await tx.order.update({
      where: { id: orderId },
      data: { stockReleasedAt: null, cancelledAt: null, fulfillmentStatus: "ORDER_PLACED" },
    });
    await tx.fulfillmentEvent.create({
      data: { orderId, status: "ORDER_PLACED", note: "Paid after the payment window." },
    });
    await tx.$executeRaw`RELEASE SAVEPOINT revive`;
  } catch (error) {
    await tx.$executeRaw`ROLLBACK TO SAVEPOINT revive`;
    console.error(
      `[payments] order ${orderId} was paid after its stock was released and cannot be filled; refund it.`,
      error,
    );
  }
}

/** Records a failed attempt: the order stays unpaid (FAILED) and keeps its stock until the window closes. */
async function markFailed(tx: Tx, providerOrderId: string, reason: string): Promise<string | null> {
  const payment = await tx.payment.findUnique({ where: { providerOrderId }, select: { id: true, orderId: true } });
  if (!payment) return null;
  const failed = await tx.payment.updateMany({
    where: { id: payment.id, status: "PENDING" },
    data: { status: "FAILED", failureReason: reason.slice(0, 500) },
  });
  if (failed.count === 1)
    await tx.order.updateMany({
      where: { id: payment.orderId, paymentStatus: "PENDING" },
      data: { paymentStatus: "FAILED" },
    });
  return payment.orderId;
}

/**
 * The checkout handler's answer: checked against the Razorpay order id we
 * stored for this shopper's order (never the one merely sent back) with a
 * timing-safe comparison. A bad signature changes nothing.
 */
export async function verifyCheckoutPayment(userId: string, input: VerifyPaymentInput): Promise<{ orderId: string }> {
  const gateway = requireGateway();
  const payment = await prisma.payment.findFirst({
    where: { providerOrderId: input.razorpay_order_id, order: { userId } },
    select: { providerOrderId: true },
  });
  if (!payment?.providerOrderId) throw notFound("We could not find that payment.");
  const expected = paymentSignature(gateway.keySecret, payment.providerOrderId, input.razorpay_payment_id);
  if (!signatureMatches(expected, input.razorpay_signature))
    throw badRequest("Payment verification failed: the signature does not match.");
  const outcome = await prisma.$transaction((tx) =>
    markPaid(tx, payment.providerOrderId!, input.razorpay_payment_id, null),
  );
  if (!outcome) throw notFound("We could not find that payment.");
  if (outcome.changed) await sendOrderConfirmation(outcome.orderId);
  return { orderId: outcome.orderId };
}

const webhookSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z
      .object({
        entity: z.object({
          id: z.string(),
          order_id: z.string().nullable().optional(),
          amount: z.number().int().optional(),
          error_description: z.string().nullable().optional(),
        }),
      })
      .optional(),
    order: z.object({ entity: z.object({ id: z.string(), amount_paid: z.number().int().optional() }) }).optional(),
  }),
});

export type WebhookResult = { status: "processed" | "duplicate" | "ignored" };

/**
 * A Razorpay webhook: the signature over the raw body first (400 when it does
 * not match), then each event id once — a redelivery is acknowledged and
 * changes nothing. The event is recorded in the same transaction as its
 * effect, so a failure leaves it for Razorpay's retry.
 */
export async function handleWebhook(
  rawBody: string,
  signature: string | null,
  eventId: string | null,
): Promise<WebhookResult> {
  const gateway = requireGateway();
  if (!signature || !signatureMatches(webhookSignature(gateway.webhookSecret, rawBody), signature))
    throw badRequest("Webhook signature does not match.");
  let parsed: z.infer<typeof webhookSchema>;
  try {
    parsed = webhookSchema.parse(JSON.parse(rawBody));
  } catch {
    throw badRequest("Webhook body is not a Razorpay event.");
  }
  const { event, payload } = parsed;
  const id = eventId?.trim() || `${event}:${payload.payment?.entity.id ?? payload.order?.entity.id ?? rawBody.length}`;
  let confirmedOrderId: string | null = null;

  const result = await prisma.$transaction(async (tx): Promise<WebhookResult> => {
    try {
      await tx.$executeRaw`SAVEPOINT webhook_event`;
      await tx.webhookEvent.create({
        data: { provider: "RAZORPAY", eventId: id.slice(0, 200), type: event, payload: JSON.parse(rawBody) },
      });
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
        await tx.$executeRaw`ROLLBACK TO SAVEPOINT webhook_event`;
        return { status: "duplicate" };
      }
      throw error;
    }
    const payment = payload.payment?.entity;
    const providerOrderId = payment?.order_id ?? payload.order?.entity.id ?? null;
    if (!providerOrderId) return { status: "ignored" };
    if ((event === "payment.captured" || event === "order.paid") && payment) {
      const outcome = await markPaid(tx, providerOrderId, payment.id, payment.amount ?? null);
      if (outcome?.changed) confirmedOrderId = outcome.orderId;
      return { status: outcome ? "processed" : "ignored" };
    }
    if (event === "payment.failed") {
      const orderId = await markFailed(tx, providerOrderId, payment?.error_description || "Payment failed.");
      return { status: orderId ? "processed" : "ignored" };
    }
    return { status: "ignored" };
  });
  if (confirmedOrderId) await sendOrderConfirmation(confirmedOrderId);
  return result;
}
