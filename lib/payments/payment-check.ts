// Whether a payment Razorpay reports pays for an order (paymentProblem), and
// the words a shopper reads when it does not or cannot be checked
// (PAYMENT_TEXT). Shared by the three roads to a paid order: the checkout
// handler (./verify), the webhook (./webhook) and the reconcile job
// (./reconcile), all through ./confirm's markPaid. Pure: nothing is read here.

/**
 * What a shopper reads when a payment is not taken, or cannot be checked. The
 * /api answers them in Hindi for a Hindi request: the Api namespace of
 * messages/<locale>.json has each (lib/api/messages.test.ts checks it).
 */
export const PAYMENT_TEXT = {
  unavailable: "Online payment is not available right now.",
  notFound: "We could not find that payment.",
  signatureMismatch: "Payment verification failed: the signature does not match.",
  unknown: "Razorpay does not know this payment, so the order is not paid.",
  otherOrder: "This payment was made for a different order.",
  failed: "This payment failed, so the order is not paid. You can try again.",
  refunded:
    "This payment has been refunded to your original payment method, so the order is not paid. If you have questions, please contact support.",
  notInr: "This payment was not made in Indian rupees (INR), so the order is not paid. Please contact support.",
  wrongAmount: "This payment is not for the order's amount, so the order is not paid. Please contact support.",
  notCompleted: "This payment has not been completed yet, so the order is not paid.",
  totalChanged:
    "The order's total changed after this payment was set up, so the order is not paid. Please contact support.",
  paidWithAnotherPayment:
    "This order has already been paid with another payment, so this one was not taken. Any amount held for it is released by your bank.",
  paidTwiceRefunded:
    "This order had already been paid with another payment, so this payment is being refunded to your original payment method.",
  anotherPaymentBeingTaken:
    "Another payment for this order is being completed, so this one was not taken. Any amount held for it is released by your bank.",
  cancelledBeforeCapture:
    "This order was cancelled, so this payment was not taken. Any amount held for it is released by your bank.",
  cancelledRefunded:
    "This order has been cancelled, so this payment is being refunded to your original payment method.",
  unconfirmed:
    "We could not confirm your payment with Razorpay just now. If money left your account, your order is marked paid within a few minutes: see My Orders.",
} as const;

/** A payment as Razorpay reported it, from its API or a webhook (whose fields may be missing). */
export type ReportedPayment = {
  id: string;
  orderId: string | null;
  amount: number | null;
  currency: string | null;
  status: string | null;
};

/** What the shop charged: the Razorpay order it created and the order's total (paise). */
export type Charge = { providerOrderId: string; amount: number };

/**
 * Why a reported payment does not pay for `charge`, in words a shopper
 * understands; null when it does: captured, for this Razorpay order, of the
 * order's amount, in INR. Razorpay's statuses: created (details sent, not yet
 * processed), authorized (the bank holds the money; verify and the reconcile
 * job capture it), captured, refunded (all of it went back: refunded by the
 * shop, or an authorization never captured and released after a few days; a
 * partial refund leaves a payment captured) and failed.
 */
export function paymentProblem(reported: ReportedPayment, charge: Charge): string | null {
  if (reported.orderId !== charge.providerOrderId) return PAYMENT_TEXT.otherOrder;
  if (reported.status === "failed") return PAYMENT_TEXT.failed;
  if (reported.status === "refunded") return PAYMENT_TEXT.refunded;
  if (reported.currency !== "INR") return PAYMENT_TEXT.notInr;
  if (reported.amount !== charge.amount) return PAYMENT_TEXT.wrongAmount;
  if (reported.status !== "captured") return PAYMENT_TEXT.notCompleted;
  return null;
}
