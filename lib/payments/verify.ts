import "server-only";
import { z } from "zod";
import { conflict, invalidInput, notFound } from "@/lib/errors";
import { prisma } from "@/lib/db";
import { sendQueuedOrderConfirmation } from "@/lib/orders/confirmation-mail";
import { GatewayError, gatewayFailure, type GatewayPayment } from "./gateway";
import { PAYMENT_TEXT, paymentProblem } from "./payment-check";
import { captureIfAuthorized, markPaid, requestOutcomeRefund, requireGateway, uncapturedReason } from "./confirm";
import { paymentSignature, signatureMatches } from "./signatures";

// The first road to a paid order: the browser's checkout handler comes back
// from Razorpay's pop-up with the payment's id and signature (POST
// /api/payment/verify). Its answer is the shopper's: their order confirmed, or
// why not, in words from PAYMENT_TEXT. The recording itself is ./confirm's.

export const verifyPaymentSchema = z.object({
  razorpay_order_id: z.string({ error: "razorpay_order_id is required." }).trim().min(1).max(64),
  razorpay_payment_id: z.string({ error: "razorpay_payment_id is required." }).trim().min(1).max(64),
  razorpay_signature: z.string({ error: "razorpay_signature is required." }).trim().min(1).max(256),
});
export type VerifyPaymentInput = z.infer<typeof verifyPaymentSchema>;

/**
 * The checkout handler's answer. Its signature is checked against the
 * Razorpay order id we stored for this shopper's order (never the one merely
 * sent back) with a timing-safe comparison; then Razorpay is asked what
 * became of the payment (outside any transaction), and only a captured
 * payment of the order's amount in INR marks it paid — an authorized one is
 * captured first. Anything else changes nothing.
 */
export async function verifyCheckoutPayment(userId: string, input: VerifyPaymentInput): Promise<{ orderId: string }> {
  const gateway = requireGateway();
  const payment = await prisma.payment.findFirst({
    where: { providerOrderId: input.razorpay_order_id, order: { userId } },
    select: {
      orderId: true,
      providerOrderId: true,
      amount: true,
      status: true,
      providerPaymentId: true,
      order: { select: { cancelledAt: true } },
    },
  });
  if (!payment?.providerOrderId) throw notFound(PAYMENT_TEXT.notFound);
  const expected = paymentSignature(gateway.keySecret, payment.providerOrderId, input.razorpay_payment_id);
  if (!signatureMatches(expected, input.razorpay_signature)) throw invalidInput(PAYMENT_TEXT.signatureMismatch);
  // A repeat of a confirmed payment answers the same, without asking Razorpay again.
  if (payment.status === "PAID" && payment.providerPaymentId === input.razorpay_payment_id) {
    if (payment.order.cancelledAt) throw conflict(PAYMENT_TEXT.cancelledRefunded, "PAYMENT_NOT_ACCEPTED");
    return { orderId: payment.orderId };
  }
  // So does a repeat of a second payment of the order, already being refunded (Razorpay would now
  // call it refunded, and the order is paid all the same).
  const extraRefund = await prisma.refund.findFirst({
    where: { orderId: payment.orderId, providerPaymentId: input.razorpay_payment_id, kind: "EXTRA_PAYMENT" },
    select: { id: true },
  });
  if (extraRefund) throw conflict(paidTwiceText(payment.order.cancelledAt), "PAYMENT_NOT_ACCEPTED");
  // Another payment may already have paid this order. Razorpay is asked about this one all the same:
  // authorized, it is never captured (that would charge the shopper twice) and lapses, the bank
  // releasing the hold; captured already (auto-capture), markPaid records its refund.

  const charge = { providerOrderId: payment.providerOrderId, amount: payment.amount };
  let reported: GatewayPayment | null;
  try {
    reported = await gateway.fetchPayment(input.razorpay_payment_id);
    // Capturing takes the shopper's money, so only for an order that still wants it (as the reconcile
    // job): an authorization on a cancelled order is left to lapse rather than taken and refunded.
    if (reported?.status === "authorized" && payment.order.cancelledAt)
      throw conflict(PAYMENT_TEXT.cancelledBeforeCapture, "PAYMENT_NOT_ACCEPTED");
    if (reported) reported = await captureIfAuthorized(gateway, reported, charge);
  } catch (error) {
    if (error instanceof GatewayError) throw gatewayFailure(error, PAYMENT_TEXT.unconfirmed);
    throw error;
  }
  if (!reported) throw conflict(PAYMENT_TEXT.unknown, "PAYMENT_NOT_ACCEPTED");
  const problem = paymentProblem(reported, charge);
  if (problem) {
    const uncaptured = reported.status === "authorized" ? await uncapturedReason(charge, reported.id) : null;
    throw conflict(uncaptured ?? problem, "PAYMENT_NOT_ACCEPTED");
  }

  const outcome = await prisma.$transaction((tx) => markPaid(tx, reported));
  if (!outcome) throw notFound(PAYMENT_TEXT.notFound);
  if (outcome.problem) throw conflict(outcome.problem, "PAYMENT_NOT_ACCEPTED");
  await requestOutcomeRefund(outcome);
  if (outcome.extraPayment) {
    const order = await prisma.order.findUnique({ where: { id: outcome.orderId }, select: { cancelledAt: true } });
    throw conflict(paidTwiceText(order?.cancelledAt ?? null), "PAYMENT_NOT_ACCEPTED");
  }
  // An order that stays cancelled is not confirmed: the shopper is told their money goes back, not "Payment Successful!".
  if (outcome.refundDue) throw conflict(PAYMENT_TEXT.cancelledRefunded, "PAYMENT_NOT_ACCEPTED");
  if (outcome.mails) await sendQueuedOrderConfirmation(outcome.mails);
  return { orderId: outcome.orderId };
}

/** What a shopper reads about a second payment of an order, refunded: the order was paid already, or cancelled. */
const paidTwiceText = (cancelledAt: Date | null) =>
  cancelledAt ? PAYMENT_TEXT.cancelledRefunded : PAYMENT_TEXT.paidTwiceRefunded;
