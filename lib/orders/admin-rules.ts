import type { FulfillmentStatus, PaymentMethod, PaymentStatus } from "@/lib/db";
import { PAYMENT_STATUS_LABELS } from "./payment-labels";

// What an admin may do to an order in its state now: take its next delivery
// step, or cancel it. The order's page (./admin-order) shows the reason beside
// a disabled button; the actions (./admin-fulfillment, ./admin-cancel) refuse
// with the same words as a 409. Pure rules: nothing is read here.

/** The 409 when the order changed between reading it and the conditional write (another admin, a payment, the shopper). */
export const CHANGED_MEANWHILE = "Someone else changed this order just now. Reload to see where it is.";

export type OrderState = {
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  fulfillmentStatus: FulfillmentStatus;
};

/** Why the order cannot take its next step now, or null when it can (or has no next step). */
export function advanceBlockedReason(order: OrderState): string | null {
  // Every step of an online order needs a confirmed payment (also after packing: a refund stops it).
  if (order.paymentMethod === "ONLINE" && order.paymentStatus !== "PAID")
    return `This online order is not paid (payment ${PAYMENT_STATUS_LABELS[order.paymentStatus].toLowerCase()}); it moves on once the payment is confirmed.`;
  if (order.paymentMethod === "COD" && order.paymentStatus !== "PENDING" && order.paymentStatus !== "PAID")
    return `This order's payment is ${PAYMENT_STATUS_LABELS[order.paymentStatus].toLowerCase()}; it cannot move on.`;
  return null;
}

/** Why the order cannot be cancelled by an admin, or null when it can. */
export function cancelBlockedReason(order: OrderState): string | null {
  if (order.fulfillmentStatus === "CANCELLED") return "This order is already cancelled.";
  if (order.fulfillmentStatus === "DELIVERED") return "A delivered order cannot be cancelled.";
  if (order.paymentMethod === "COD" && order.paymentStatus !== "PENDING")
    return "This order has been paid, so it cannot be cancelled here.";
  // An online order not paid yet expires by itself when its payment window closes (or is paid and moves on).
  if (order.paymentMethod === "ONLINE" && order.paymentStatus !== "PAID")
    return "This online order is not paid yet: it is cancelled by itself when its payment window closes.";
  return null;
}
