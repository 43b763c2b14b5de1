import type { PaymentMethod, PaymentStatus } from "@/lib/generated/prisma/enums";

// How payment methods and statuses read in the /api and on screen (orders
// contract: paymentMethod "COD" | "Online", paymentStatus "Pending" | "Paid" |
// "Failed" | "Refunded"). Client-safe.

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, "COD" | "Online"> = {
  COD: "COD",
  ONLINE: "Online",
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, "Pending" | "Paid" | "Failed" | "Refunded"> = {
  PENDING: "Pending",
  PAID: "Paid",
  FAILED: "Failed",
  REFUNDED: "Refunded",
};

/** How a cancelled order whose cash (or online payment) was never taken shows its payment. */
export const NOTHING_TO_PAY = "Nothing to pay";

/**
 * The payment status a shopper's page shows: a cancelled order still "Pending" will never be asked for its
 * money (its payment was closed with the cancellation), so it reads "Nothing to pay", not "Pending" (which the
 * Hindi pages word as "बाक़ी", due) beside a note that nothing is due. The /api keeps the stored status.
 */
export function shownPaymentStatus(order: { fulfillmentStatus: string; paymentStatus: string }): string {
  return order.fulfillmentStatus === "Cancelled" && order.paymentStatus === PAYMENT_STATUS_LABELS.PENDING
    ? NOTHING_TO_PAY
    : order.paymentStatus;
}
