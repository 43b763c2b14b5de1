// Why a shopper cancels (POST /api/orders/{id}/cancel): one of a fixed list,
// with an optional note in their own words. Client-safe: the cancel dialog
// offers the same list, so no zod here; the handler's schema is
// lib/orders/cancel-schema.ts.

export const CANCEL_REASONS = {
  "ordered-by-mistake": "Ordered by mistake",
  "better-price": "Found a better price elsewhere",
  "delivery-too-late": "Delivery would take too long",
  "change-details": "Need to change the address or payment method",
  "change-items": "Want to change the items or quantity",
  other: "Another reason",
} as const;
export type CancelReason = keyof typeof CANCEL_REASONS;
export const CANCEL_NOTE_MAX_LENGTH = 500;

/** The reason as the admin's order history and the shopper's e-mail show it. */
export function cancelReasonText(input: { reason: CancelReason; note: string }): string {
  const label = CANCEL_REASONS[input.reason];
  // One line: a note's line breaks would not survive the history's layout.
  const note = input.note.replace(/\s+/g, " ").trim();
  return note ? `${label}: ${note}` : label;
}

/** Whether a shopper may still cancel an order (its status as the /api shows it): before the parcel leaves. */
export const canShopperCancel = (order: { fulfillmentStatus: string }) =>
  order.fulfillmentStatus === "Order Placed" || order.fulfillmentStatus === "Packed";
