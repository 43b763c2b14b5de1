import "server-only";
import { unavailable } from "@/lib/errors";
import { Prisma, prisma } from "@/lib/db";
import { removeOrderedFromCart } from "@/lib/orders/checkout";
import { queueOrderConfirmation, type QueuedOrderMails } from "@/lib/orders/confirmation-mail";
import { withdrawQueuedCancellationMail } from "@/lib/orders/cancelled-mail";
import { takeStock } from "@/lib/orders/stock";
import { GatewayError, paymentGateway, type GatewayPayment, type PaymentGateway } from "./gateway";
import { recordExtraPaymentRefund, recordRefundDue, requestRecordedRefund } from "./refunds";
import {
  queueLatePaymentRefundMail,
  sendQueuedLatePaymentRefundMail,
  type LateRefundReason,
} from "./late-payment-mail";
import { sendSecondPaymentMail } from "./second-payment-mail";
import { type Charge, PAYMENT_TEXT, paymentProblem, type ReportedPayment } from "./payment-check";
import { log } from "@/lib/observability/log.mjs";

// Turning a Razorpay payment into a paid order. Three roads lead here: the
// browser's checkout handler (./verify), Razorpay's webhook (./webhook, for a
// browser that never came back) and the reconcile job (./reconcile, for a
// webhook that never came either). All end in markPaid, which accepts only a
// payment Razorpay reports captured, for this order, of its amount, in INR
// (./payment-check); its conditional update lets exactly one of them make the
// transition however they race. Here too: the capture claim that keeps two
// payments of one order from both being captured, the revival of an order
// released before its payment came, and the refund of a second payment.

type Tx = Prisma.TransactionClient;

/** The payment gateway, or the shopper's 503 when online payment is not set up. */
export function requireGateway(): PaymentGateway {
  const gateway = paymentGateway();
  if (!gateway) throw unavailable(PAYMENT_TEXT.unavailable);
  return gateway;
}

/**
 * Claims the right to capture for one Razorpay payment of the order: the shop's
 * unpaid payment row takes that payment's id, by a conditional update only one
 * of two payments can win. Two payments authorized on one order (two tabs, or
 * a retry after a slow bank, on an account that captures by API) are then
 * never both captured, whichever callers (verify, the reconcile job) race.
 * A cancelled order is never claimed. The order row is locked first, as the
 * shopper's cancellation locks it: a cancellation either commits before the
 * claim (nothing is captured; the authorization lapses) or waits for it and
 * then refuses while the capture is under way (lib/orders/cancel.ts), so a
 * shopper's money is never taken for an order they had just cancelled.
 */
async function claimCapture(providerOrderId: string, paymentId: string): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const [order] = await tx.$queryRaw<Array<{ cancelledAt: Date | null }>>`
      SELECT o."cancelledAt" FROM "Order" o JOIN "Payment" p ON p."orderId" = o."id"
      WHERE p."providerOrderId" = ${providerOrderId} FOR UPDATE OF o`;
    if (!order || order.cancelledAt) return false;
    const claimed = await tx.payment.updateMany({
      where: {
        providerOrderId,
        status: { in: ["PENDING", "FAILED"] },
        OR: [{ providerPaymentId: null }, { providerPaymentId: paymentId }],
      },
      data: { providerPaymentId: paymentId },
    });
    return claimed.count === 1;
  });
}

/** Gives up a capture claim (the payment was not captured): another payment of the order may be taken. */
export async function releaseCaptureClaim(providerOrderId: string, paymentId: string, db: Tx = prisma): Promise<void> {
  await db.payment.updateMany({
    where: { providerOrderId, providerPaymentId: paymentId, status: { not: "PAID" } },
    data: { providerPaymentId: null },
  });
}

/**
 * An authorized payment (on an account that does not capture automatically)
 * that matches the charge is captured for exactly the order's amount, once it
 * holds the order's capture claim (another payment's claim leaves it
 * authorized: it lapses and the bank releases the hold); a refusal means
 * another caller captured it first, so it is read again. A payment left
 * uncaptured gives the claim up; after an unanswered call it keeps it, for
 * this payment's next attempt.
 */
export async function captureIfAuthorized(
  gateway: PaymentGateway,
  payment: GatewayPayment,
  charge: Charge,
): Promise<GatewayPayment> {
  if (payment.status !== "authorized" || paymentProblem({ ...payment, status: "captured" }, charge)) return payment;
  if (!(await claimCapture(charge.providerOrderId, payment.id))) return payment;
  let after: GatewayPayment;
  try {
    after = await gateway.capturePayment(payment.id, charge.amount);
  } catch (error) {
    if (!(error instanceof GatewayError) || error.kind !== "refused") throw error;
    after = (await gateway.fetchPayment(payment.id)) ?? payment;
  }
  if (after.status !== "captured") await releaseCaptureClaim(charge.providerOrderId, payment.id);
  return after;
}

/**
 * Why an authorized payment was left uncaptured, or null: its order was
 * cancelled meanwhile (claimCapture never claims a cancelled order), another
 * payment paid it, or another payment holds the order's capture claim.
 */
export async function uncapturedReason(charge: Charge, paymentId: string): Promise<string | null> {
  const row = await prisma.payment.findUnique({
    where: { providerOrderId: charge.providerOrderId },
    select: { status: true, providerPaymentId: true, order: { select: { cancelledAt: true } } },
  });
  if (row?.order.cancelledAt) return PAYMENT_TEXT.cancelledBeforeCapture;
  if (row?.status === "PAID" || row?.status === "REFUNDED") return PAYMENT_TEXT.paidWithAnotherPayment;
  if (row?.providerPaymentId && row.providerPaymentId !== paymentId) return PAYMENT_TEXT.anotherPaymentBeingTaken;
  return null;
}

export type PaidOutcome = {
  orderId: string;
  /** This call made the order paid (false: it already was, or the payment was not accepted). */
  changed: boolean;
  /** Why the payment was not accepted. */
  problem?: string;
  /** Paid after its stock was released and sold, or after its owner cancelled it: the order stays cancelled, for the shop to refund. */
  refundDue?: boolean;
  /**
   * A payment captured for an order another payment had already paid (two tabs, a retry): the order
   * stays as it is and this payment's money goes back (refundId, when this call recorded its refund).
   */
  extraPayment?: boolean;
  /** That refund, recorded with the payment: the caller asks Razorpay for it after the commit. */
  refundId?: string | null;
  /**
   * With refundDue: the shopper's mail saying their payment came after the cancellation and goes back, and why,
   * queued with the payment (mail null when it was not: a deleted account's address); requestOutcomeRefund
   * delivers it once Razorpay has been asked for the refund.
   */
  lateRefund?: { mail: string | null; reason: LateRefundReason };
  /**
   * The order's confirmation and the team's alert, queued with the payment when this call confirmed the
   * order (changed, not refundDue): the caller delivers them after the commit (sendQueuedOrderConfirmation).
   */
  mails?: QueuedOrderMails;
};

/**
 * After the commit of markPaid: asks Razorpay for the refund it recorded, if any, and tells the shopper
 * by e-mail when it gives back a second payment (their browser may be gone: the webhook, the reconcile job),
 * or a payment that came after the order was cancelled (its mail queued with the payment, worded "has been
 * made" now when Razorpay made the refund at once).
 */
export async function requestOutcomeRefund(outcome: PaidOutcome | null): Promise<void> {
  if (!outcome) return;
  if (outcome.refundId) {
    await requestRecordedRefund(outcome.refundId);
    if (outcome.extraPayment) await sendSecondPaymentMail(outcome.refundId);
  }
  if (outcome.lateRefund?.mail)
    await sendQueuedLatePaymentRefundMail(outcome.lateRefund.mail, outcome.orderId, outcome.lateRefund.reason, {
      refundRequested: Boolean(outcome.refundId),
    });
}

/**
 * Marks the shop's payment for a Razorpay order, and its order, paid — once,
 * and only for a payment paymentProblem accepts. A payment that arrives after
 * its unpaid order was released takes the stock back when it still can; when
 * it cannot, the order stays cancelled but paid, for the shop to refund. A
 * second captured payment, for an order another payment already paid (or
 * paid and refunded), is refunded in full and changes nothing else.
 */
export async function markPaid(tx: Tx, reported: ReportedPayment): Promise<PaidOutcome | null> {
  if (!reported.orderId) return null;
  const payment = await tx.payment.findUnique({
    where: { providerOrderId: reported.orderId },
    select: {
      id: true,
      amount: true,
      orderId: true,
      order: { select: { userId: true, quotationId: true, releasedQuotationId: true, total: true, createdAt: true } },
    },
  });
  if (!payment) return null;
  // The order row first, then its payment: the order cancelUnpaidOrder takes
  // them in, so a payment and an expiry racing wait for each other instead of
  // deadlocking.
  await tx.$queryRaw`SELECT "id" FROM "Order" WHERE "id" = ${payment.orderId} FOR UPDATE`;
  const problem =
    payment.amount !== payment.order.total
      ? PAYMENT_TEXT.totalChanged
      : paymentProblem(reported, { providerOrderId: reported.orderId, amount: payment.amount });
  if (problem) {
    log.error(
      `[payments] ${reported.orderId}: payment ${reported.id} (${reported.status}, ${reported.amount} ${reported.currency}) not accepted for ${payment.amount} INR: ${problem}`,
    );
    return { orderId: payment.orderId, changed: false, problem };
  }
  // Only an unpaid payment becomes paid: a REFUNDED one reported captured again (Razorpay's other
  // event for it, delivered late) must not revive an order whose money has gone back.
  const paid = await tx.payment.updateMany({
    where: { id: payment.id, status: { in: ["PENDING", "FAILED"] } },
    data: { status: "PAID", providerPaymentId: reported.id, paidAt: new Date(), failureReason: null },
  });
  if (paid.count !== 1) return refundIfExtra(tx, { id: payment.id, orderId: payment.orderId }, reported);
  await tx.order.update({ where: { id: payment.orderId }, data: { paymentStatus: "PAID" } });
  const revival = await reviveIfReleased(tx, payment.orderId, payment.order.userId);
  // A quotation's order was never in the cart (also when cancelled, which moved its quotation to releasedQuotationId).
  if (!payment.order.quotationId && !payment.order.releasedQuotationId)
    await removeOrderedFromCart(tx, payment.order.userId, payment.orderId);
  // Only the caller that won the conditional update above queues the mails, with the payment: a verify and a
  // webhook racing send one, and a process ending after the commit leaves them to the send-mails job.
  if (revival.filled) {
    // Revived after the expiry job's "cancelled, no payment was taken": its confirmation says it is back on, and
    // that cancellation, if still waiting in the queue (its sender ended first), is withdrawn with the revival.
    if (revival.revived) await withdrawQueuedCancellationMail(payment.orderId, payment.order.createdAt, tx);
    const mails = await queueOrderConfirmation(payment.orderId, tx, { revived: revival.revived });
    return { orderId: payment.orderId, changed: true, refundDue: false, refundId: null, mails };
  }
  const refundId = await recordRefundDue(tx, payment.orderId);
  // For the operator, on the order's timeline: why a cancelled order has a payment, and a refund.
  await tx.fulfillmentEvent.create({
    data: { orderId: payment.orderId, status: "CANCELLED", note: `${LATE_REFUND_NOTE}${revival.note}` },
  });
  const mail = await queueLatePaymentRefundMail(payment.orderId, revival.reason, tx);
  return {
    orderId: payment.orderId,
    changed: true,
    refundDue: true,
    refundId,
    lateRefund: { mail, reason: revival.reason },
  };
}

/** The timeline note of a cancelled order paid late and not revived; the reason follows. */
const LATE_REFUND_NOTE = "Paid after it had been cancelled; not revived, the payment is refunded: ";

/** The note of a released order a late payment revived (its ORDER_PLACED step). */
const REVIVED_NOTE = "Revived after expiry: paid after it had been cancelled for non-payment.";

/**
 * What reviveIfReleased made of a paid order: filled (still holding its stock, or `revived`: released and
 * taken back), or not, for the shopper's mail (`reason`) and the operator's timeline (`note`).
 */
type Revival = { filled: true; revived: boolean } | { filled: false; reason: LateRefundReason; note: string };

const notRevived = (reason: LateRefundReason, note: string): Revival => ({ filled: false, reason, note });

/**
 * After markPaid found the order paid already: `reported` (captured, matching the order) is either the
 * payment that paid it (a repeat: nothing to do) or another one Razorpay also captured — two tabs, a
 * retry in the pop-up, auto-capture — whose money the shop must give back. Under the order's row lock
 * markPaid holds, so two callers reporting it at once record its refund once.
 */
async function refundIfExtra(
  tx: Tx,
  payment: { id: string; orderId: string },
  reported: ReportedPayment,
): Promise<PaidOutcome> {
  const row = await tx.payment.findUniqueOrThrow({
    where: { id: payment.id },
    select: { status: true, providerPaymentId: true },
  });
  const unchanged = { orderId: payment.orderId, changed: false };
  if (row.providerPaymentId === reported.id || (row.status !== "PAID" && row.status !== "REFUNDED")) return unchanged;
  const refundId = await recordExtraPaymentRefund(tx, payment, {
    id: reported.id,
    amount: reported.amount!,
    currency: reported.currency!,
  });
  if (refundId)
    log.error(
      `[payments] order ${payment.orderId}: payment ${reported.id} was captured after ${row.providerPaymentId} had paid it; refunding it (refund ${refundId}).`,
    );
  return { ...unchanged, extraPayment: true, refundId };
}

/**
 * Takes a released order's stock back (revived); not filled when it cannot (sold meanwhile,
 * or its quotation was checked out again by another order, its approval
 * withdrawn or its validity ended) or must not: its owner cancelled it or
 * checked out again since, or has deleted their account
 * since it expired (nobody could be told it is coming after all:
 * docs/adr/0033-account-deletion.md), so the money goes back instead, with the reason the
 * shopper and the operator are told.
 */
async function reviveIfReleased(tx: Tx, orderId: string, ownerId: string): Promise<Revival> {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      createdAt: true,
      stockReleasedAt: true,
      releasedQuotationId: true,
      items: { select: { productId: true, productName: true, quantity: true } },
    },
  });
  if (!order.stockReleasedAt) return { filled: true, revived: false };
  // A checkout of the owner's after this one (cash on delivery or online) replaced it, as a newer checkout
  // replaces an online order still waiting for its payment (lib/orders/place-order.ts): released first by
  // the payment window, it must not come back beside the order that took its place.
  const newer = await tx.order.findFirst({
    where: { userId: ownerId, id: { not: orderId }, exchangeForOrderId: null, createdAt: { gt: order.createdAt } },
    orderBy: { createdAt: "asc" },
    select: { number: true },
  });
  if (newer) {
    log.error(`[payments] order ${orderId} was paid after its owner checked out again; refund it.`);
    return notRevived("ordered-again", `the customer had ordered again since (order #${newer.number}).`);
  }
  // Asked after the newer checkout, which also cancels it as the owner's act (a replaced checkout), so the
  // shopper hears of the order that took its place.
  const cancelledByOwner = await tx.fulfillmentEvent.count({
    where: { orderId, status: "CANCELLED", actorId: ownerId },
  });
  if (cancelledByOwner > 0) return notRevived("cancelled-by-you", "the customer had cancelled it.");
  // A locking read: an account deletion under way holds the row, and its count of orders in progress
  // did not see this one revived; waiting for it shows the account deleted (then the money goes back).
  const [owner] = await tx.$queryRaw<Array<{ deletedAt: Date | null }>>`
    SELECT "deletedAt" FROM "User" WHERE "id" = ${ownerId} FOR SHARE`;
  if (!owner || owner.deletedAt) return notRevived("unavailable", "the customer's account had been deleted.");
  if (order.releasedQuotationId) {
    // Locked as checkout and the admin's withdrawal lock it (lib/quotations/admin.ts): an approval
    // withdrawn since the order expired is not revived at the price the admin took back, nor one whose
    // validity has ended since (checkout refuses it then): the quoted price held until that date only.
    const [quotation] = await tx.$queryRaw<Array<{ status: string; validUntil: Date | null }>>`
      SELECT "status", "validUntil" FROM "Quotation" WHERE "id" = ${order.releasedQuotationId} FOR UPDATE`;
    if (quotation?.status !== "APPROVED") {
      log.error(`[payments] order ${orderId} was paid after its quotation's approval was withdrawn; refund it.`);
      return notRevived("unavailable", "its quotation's approval had been withdrawn.");
    }
    if (!quotation.validUntil || quotation.validUntil.getTime() < Date.now()) {
      log.error(`[payments] order ${orderId} was paid after its quotation expired; refund it.`);
      return notRevived("unavailable", "its quotation had expired.");
    }
  }
  if (order.releasedQuotationId && (await tx.order.count({ where: { quotationId: order.releasedQuotationId } }))) {
    log.error(`[payments] order ${orderId} was paid after its quotation was ordered again; refund it.`);
    return notRevived("unavailable", "its quotation had been ordered again.");
  }
  try {
    await tx.$executeRaw`SAVEPOINT revive`;
    await takeStock(
      tx,
      order.items.flatMap((item) => (item.productId ? [{ ...item, productId: item.productId }] : [])),
    );
    // Priced from a quotation: revived only by taking the quotation back; a newer order that took it
    // meanwhile makes this a unique violation, rolled back below — one quotation, one order.
    const quotation = order.releasedQuotationId
      ? { quotationId: order.releasedQuotationId, releasedQuotationId: null }
      : {};
    await tx.order.update({
      where: { id: orderId },
      data: { stockReleasedAt: null, cancelledAt: null, fulfillmentStatus: "ORDER_PLACED", ...quotation },
    });
    await tx.fulfillmentEvent.create({
      data: { orderId, status: "ORDER_PLACED", note: REVIVED_NOTE },
    });
    await tx.$executeRaw`RELEASE SAVEPOINT revive`;
    return { filled: true, revived: true };
  } catch (error) {
    await tx.$executeRaw`ROLLBACK TO SAVEPOINT revive`;
    log.error(`[payments] order ${orderId} was paid after its stock was released and cannot be filled; refund it.`, {
      error,
    });
    return notRevived(
      "unavailable",
      order.releasedQuotationId
        ? "its stock had been sold, or its quotation had been ordered again."
        : "its stock had been sold.",
    );
  }
}

/** Records a failed attempt: the order stays unpaid (FAILED) and keeps its stock until the window closes. */
export async function markFailed(
  tx: Tx,
  providerOrderId: string,
  reason: string,
  paymentId: string | null,
): Promise<string | null> {
  const payment = await tx.payment.findUnique({ where: { providerOrderId }, select: { id: true, orderId: true } });
  if (!payment) return null;
  // A failed payment holds no capture claim: another attempt may be taken.
  if (paymentId) await releaseCaptureClaim(providerOrderId, paymentId, tx);
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
