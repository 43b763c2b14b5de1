import "server-only";
import { conflict, notFound } from "@/lib/errors";
import { assertAdmin, type Viewer } from "@/lib/auth/viewer";
import { prisma } from "@/lib/db";
import { cancelPaidOrder, cancelUnpaidOrder } from "./cancel";
import { queueCancellationMail, sendQueuedCancellationMail } from "./cancelled-mail";
import { FULFILLMENT_LABELS } from "./fulfillment";
import { CHANGED_MEANWHILE, cancelBlockedReason } from "./admin-rules";
import { requestRecordedRefund } from "@/lib/payments/refunds";

// The shop cancels an order: an unpaid cash-on-delivery one, or one paid
// online (refunded in full). The cancel itself is the shared one in ./cancel
// (the shopper's own cancel and the unpaid-order sweep use it too); stock
// moves stay in ./stock. Which orders may be cancelled: ./admin-rules.
// The write takes the viewer and refuses anyone but an admin itself
// (docs/adr/0001-authorization-where-data-is-read.md).

/** The note on the CANCELLED event and the COD payment when the shop cancels. */
export const ADMIN_CANCEL_NOTE = "Cancelled by the shop.";

/**
 * Cancels an order that has not been delivered, through the one cancel path
 * (./cancel): marks it cancelled, records a CANCELLED event, gives its units
 * back to stock once, frees its quotation and reverses its invoice with a
 * credit note when it had one. An unpaid cash-on-delivery order is simply
 * cancelled; one paid online (packed and found short, shipped and refused) is
 * refunded in full, asked of Razorpay after the commit (a PENDING refund the
 * reconcile job and the admin's retry ask again when Razorpay does not
 * answer). The shopper is told by e-mail either way. An online order not paid yet,
 * a delivered one and a second cancel are a 409.
 */
export async function cancelOrder(viewer: Viewer, orderId: string) {
  assertAdmin(viewer);
  const actorId = viewer.id;
  const outcome = await prisma.$transaction(async (tx) => {
    const order = await tx.order.findUnique({
      where: { id: orderId },
      select: { fulfillmentStatus: true, paymentMethod: true, paymentStatus: true },
    });
    if (!order) throw notFound("No such order.");
    const blocked = cancelBlockedReason(order);
    if (blocked) throw conflict(blocked);
    // Conditional on the order's state as read, so a concurrent cancel, delivery or refund wins cleanly.
    const cancelled =
      order.paymentMethod === "ONLINE"
        ? await cancelPaidOrder(tx, orderId, ADMIN_CANCEL_NOTE, actorId)
        : (await cancelUnpaidOrder(tx, orderId, ADMIN_CANCEL_NOTE, actorId)) && { refundId: null };
    if (!cancelled) throw conflict(CHANGED_MEANWHILE);
    // With the cancellation: a process ending before it is delivered leaves it to the send-mails job.
    const mail = await queueCancellationMail(orderId, tx);
    return { refundId: cancelled.refundId, online: order.paymentMethod === "ONLINE", mail };
  });
  if (outcome.refundId) await requestRecordedRefund(outcome.refundId);
  await sendQueuedCancellationMail(outcome.mail, orderId, { refundRequested: Boolean(outcome.refundId) });
  return { status: "CANCELLED" as const, label: FULFILLMENT_LABELS.CANCELLED, refunded: outcome.online };
}
