import "server-only";
import { conflict, notFound } from "@/lib/errors";
import type { Viewer } from "@/lib/auth/viewer";
import { prisma, type FulfillmentStatus, type PaymentMethod, type PaymentStatus, type Prisma } from "@/lib/db";
import { markReplacementCancelled } from "@/lib/exchanges/replacement";
import { recordRefundDue, requestRecordedRefund } from "@/lib/payments/refunds";
import { enforceRateLimit } from "@/lib/rate-limit";
import { cancelReasonText } from "./cancel-reasons";
import type { CancelOrderInput } from "./cancel-schema";
import { queueCancellationMail, sendQueuedCancellationMail } from "./cancelled-mail";
import { issueCreditNote } from "./invoice";
import { getOrderForUser, type ApiOrder } from "./orders";
import { releaseOrderStock } from "./stock";

// Cancelling an order, the one way every path takes: the order is marked
// cancelled by a conditional update, the step is recorded with who did it and
// why, its stock goes back exactly once (Order.stockReleasedAt), its quotation
// is freed for a new checkout and, when it was already invoiced, a credit note
// reverses the invoice; a cancelled replacement shipment leaves its exchange
// waiting for the admin's new decision (docs/adr/0034). A shopper's own
// cancellation also records the refund of a captured online payment, asked of
// Razorpay after the commit (lib/payments/refunds.ts), and so does the shop's
// cancellation of an order paid online (cancelPaidOrder). No cancellation
// charge is ever taken.

type Tx = Prisma.TransactionClient;

/** Records the cancellation of an order the caller's conditional update has just cancelled. */
async function afterCancelled(
  tx: Tx,
  orderId: string,
  note: string,
  actorId: string | null,
  at: Date,
  /** Why a payment still awaited will not come (the note by default). */
  paymentNote = note,
) {
  await tx.fulfillmentEvent.create({ data: { orderId, status: "CANCELLED", note, actorId, createdAt: at } });
  await tx.payment.updateMany({
    where: { orderId, status: "PENDING" },
    data: { status: "FAILED", failureReason: paymentNote },
  });
  // Before the stock: the order row, then the exchange, then products, as an approval locks exchange then products.
  await markReplacementCancelled(tx, orderId);
  await releaseOrderStock(tx, orderId);
  // Cancelled after it shipped (a refused delivery): its tax invoice is reversed.
  await issueCreditNote(tx, orderId, at);
}

/**
 * A cancelled order frees its quotation for a new checkout and remembers it: a
 * payment that arrives later revives the order only by taking the quotation
 * back (lib/payments/confirm.ts), so one quotation is never ordered twice.
 */
const freedQuotation = (quotationId: string | null) => ({ quotationId: null, releasedQuotationId: quotationId });

/**
 * Cancels an undelivered order once, if it still is in the payment state
 * `payment` describes: the conditional update, then the steps every
 * cancellation takes (afterCancelled). False (nothing changed) otherwise.
 */
async function cancelUndelivered(
  tx: Tx,
  orderId: string,
  payment: Prisma.OrderWhereInput,
  note: string,
  actorId: string | null,
  now: Date,
): Promise<boolean> {
  // Only a cancellation clears an order's quotation, and the update below is conditional, so what is read here is what it frees.
  const held = await tx.order.findUnique({ where: { id: orderId }, select: { quotationId: true } });
  const cancelled = await tx.order.updateMany({
    where: { id: orderId, cancelledAt: null, fulfillmentStatus: { notIn: ["DELIVERED", "CANCELLED"] }, ...payment },
    data: { fulfillmentStatus: "CANCELLED", cancelledAt: now, ...freedQuotation(held?.quotationId ?? null) },
  });
  if (cancelled.count !== 1) return false;
  await afterCancelled(tx, orderId, note, actorId, now);
  return true;
}

/**
 * Cancels an order nobody has paid for, once: records the step, gives the
 * stock back, frees its quotation for a new checkout and, when the order was
 * already invoiced, issues the credit note that reverses it. Returns false (and
 * changes nothing) when the order is paid, delivered or already cancelled.
 */
export function cancelUnpaidOrder(
  tx: Tx,
  orderId: string,
  note: string,
  /**
   * Who cancelled: an admin, or the shopper whose newer checkout replaced this
   * one (a late payment is then refunded, never revived); none when the shop
   * did (expiry).
   */
  actorId: string | null = null,
): Promise<boolean> {
  return cancelUndelivered(tx, orderId, { paymentStatus: { in: ["PENDING", "FAILED"] } }, note, actorId, new Date());
}

/** The note of an order cancelled because its online payment was not completed within the payment window. */
export const PAYMENT_NOT_COMPLETED_NOTE = "Payment not completed in time.";

/**
 * Cancels an online order whose payment was not completed within the payment window (the expiry job and the
 * checkout's sweep, reconcile's release), once, as cancelUnpaidOrder does, and queues the shopper's mail
 * saying so (nothing was charged) in the same transaction: of two instances expiring it at once, only the
 * one whose conditional update cancelled it queues one. Returns the mail's id (null when it was not queued:
 * a deleted account's address, a render that failed) for deliverQueuedMail after the commit, or false when
 * the order was not cancelled here (paid, delivered or already cancelled).
 */
export async function expireUnpaidOrder(tx: Tx, orderId: string): Promise<string | null | false> {
  if (!(await cancelUnpaidOrder(tx, orderId, PAYMENT_NOT_COMPLETED_NOTE))) return false;
  return queueCancellationMail(orderId, tx, { reason: "payment-not-completed" });
}

/**
 * The shop cancels an order paid online that was not delivered (packed and
 * found short, or shipped and refused): the same steps as any cancellation,
 * and its payment refunded in full, recorded here and asked of Razorpay by the
 * caller after the commit. Returns the refund's id, or false (changing
 * nothing) when the order is not paid online, delivered or already cancelled.
 */
export async function cancelPaidOrder(
  tx: Tx,
  orderId: string,
  note: string,
  actorId: string,
  now = new Date(),
): Promise<{ refundId: string | null } | false> {
  const paidOnline = { paymentMethod: "ONLINE", paymentStatus: "PAID" } as const;
  if (!(await cancelUndelivered(tx, orderId, paidOnline, note, actorId, now))) return false;
  return { refundId: await recordRefundDue(tx, orderId, now) };
}

/** The owner's CANCELLED step on an order already cancelled by the shop, once. */
async function recordOwnersCancellation(tx: Tx, orderId: string, ownerId: string, note: string, at: Date) {
  const recorded = await tx.fulfillmentEvent.count({ where: { orderId, status: "CANCELLED", actorId: ownerId } });
  if (recorded === 0)
    await tx.fulfillmentEvent.create({ data: { orderId, status: "CANCELLED", note, actorId: ownerId, createdAt: at } });
}

/** The steps before the parcel leaves: a shopper may cancel only then. */
export const SHOPPER_CANCELLABLE: readonly FulfillmentStatus[] = ["ORDER_PLACED", "PACKED"];

export const ALREADY_SHIPPED_MESSAGE = "This order has already shipped and can no longer be cancelled.";

export const PAYMENT_BEING_COMPLETED_MESSAGE =
  "A payment for this order is being completed right now. Please try again in a few minutes: once it is paid, cancelling refunds it in full.";

/** A newer checkout (online or cash on delivery) while the earlier one's payment is being captured. */
export const EARLIER_CHECKOUT_BEING_PAID_MESSAGE =
  "A payment for your earlier checkout is being completed right now. Please wait a few minutes and check My Orders before you order again.";

/**
 * A capture of one of the order's payments is under way: it holds the payment's claim
 * (lib/payments/confirm.ts, claimCapture, which locks the order row first). Read with the order row locked.
 */
async function captureUnderWay(tx: Tx, orderId: string): Promise<boolean> {
  const claimed = await tx.payment.count({
    where: { orderId, status: { in: ["PENDING", "FAILED"] }, providerPaymentId: { not: null } },
  });
  return claimed > 0;
}

/**
 * The shopper's newer checkout replaces one of their unpaid orders: cancelled as their own act (a late payment
 * is refunded, never revived), as cancelUnpaidOrder does, but, as the shopper's own cancel, never while a
 * capture of its payment is under way (a 409): that would take the shopper's money only to refund it. The
 * order row is locked first, as claimCapture locks it. False when the order is paid, delivered or cancelled.
 */
export async function cancelReplacedCheckout(tx: Tx, orderId: string, note: string, userId: string): Promise<boolean> {
  await tx.$queryRaw`SELECT "id" FROM "Order" WHERE "id" = ${orderId} FOR UPDATE`;
  if (await captureUnderWay(tx, orderId)) throw conflict(EARLIER_CHECKOUT_BEING_PAID_MESSAGE);
  return cancelUnpaidOrder(tx, orderId, note, userId);
}

/** A person needs a few seconds per cancellation; this only holds back a script. */
export const CANCEL_RATE_LIMIT = { limit: 20, windowMs: 10 * 60 * 1000 };

/** Counts one cancellation request against the shopper's limit; a 429 with Retry-After beyond it. */
export async function throttleCancel(userId: string): Promise<void> {
  await enforceRateLimit(
    `orders:cancel:user:${userId}`,
    CANCEL_RATE_LIMIT,
    "You have sent a lot of cancellation requests in a short time. Please wait a few minutes and try again.",
  );
}

/**
 * The shopper cancels their own order before it ships (Order Placed or
 * Packed), for a reason from the fixed list. Someone else's order, or none, is
 * a 404; a shipped or delivered one a 409. The order row is locked first, so a
 * concurrent "Mark as Shipped" (a conditional update on the status it read)
 * and this cannot both win, and a repeated request waits and then finds the
 * order cancelled: it answers the same cancelled order and refunds nothing
 * again. A captured online payment is refunded in full to its method: the
 * refund is recorded with the cancellation and asked of Razorpay after the
 * commit; if Razorpay does not answer, the order stays cancelled with the
 * refund PENDING, which the reconcile job and the admin's retry ask again.
 */
export async function cancelOrderForShopper(
  viewer: Viewer,
  orderId: string,
  input: CancelOrderInput,
  now = new Date(),
): Promise<ApiOrder> {
  const outcome = await prisma.$transaction(async (tx) => {
    const [order] = await tx.$queryRaw<
      Array<{
        fulfillmentStatus: FulfillmentStatus;
        quotationId: string | null;
        paymentMethod: PaymentMethod;
        paymentStatus: PaymentStatus;
      }>
    >`
      SELECT "fulfillmentStatus", "quotationId", "paymentMethod", "paymentStatus" FROM "Order"
      WHERE "id" = ${orderId} AND "userId" = ${viewer.id} FOR UPDATE`;
    if (!order) throw notFound("We could not find that order.");
    if (order.fulfillmentStatus === "CANCELLED") {
      // Released by the payment window a moment before this request (the sweep and the cancel met): the
      // shopper's own cancellation is recorded too, so a payment still landing for it is refunded rather than
      // reviving the order they were just told is cancelled (lib/payments/confirm.ts, reviveIfReleased).
      if (order.paymentMethod === "ONLINE" && ["PENDING", "FAILED"].includes(order.paymentStatus))
        await recordOwnersCancellation(tx, orderId, viewer.id, cancelReasonText(input), now);
      return { cancelled: false, refundId: null, mail: null };
    }
    if (!SHOPPER_CANCELLABLE.includes(order.fulfillmentStatus)) throw conflict(ALREADY_SHIPPED_MESSAGE);
    // A capture under way holds the payment's claim (lib/payments/confirm.ts, claimCapture, which locks this
    // row first): cancelling now would take the shopper's money only to refund it. Once it is paid (or given up), the cancel goes through.
    if (await captureUnderWay(tx, orderId)) throw conflict(PAYMENT_BEING_COMPLETED_MESSAGE);
    const moved = await tx.order.updateMany({
      where: { id: orderId, userId: viewer.id, cancelledAt: null, fulfillmentStatus: { in: [...SHOPPER_CANCELLABLE] } },
      data: { fulfillmentStatus: "CANCELLED", cancelledAt: now, ...freedQuotation(order.quotationId) },
    });
    if (moved.count !== 1) throw conflict(ALREADY_SHIPPED_MESSAGE);
    await afterCancelled(tx, orderId, cancelReasonText(input), viewer.id, now, "Cancelled by the customer.");
    const refundId = await recordRefundDue(tx, orderId, now);
    // With the cancellation: a process ending before it is delivered leaves it to the send-mails job.
    return { cancelled: true, refundId, mail: await queueCancellationMail(orderId, tx) };
  });
  if (outcome.refundId) await requestRecordedRefund(outcome.refundId);
  await sendQueuedCancellationMail(outcome.mail, orderId, { refundRequested: Boolean(outcome.refundId) });
  const order = await getOrderForUser(viewer.id, orderId);
  if (!order) throw notFound("We could not find that order.");
  return order;
}
