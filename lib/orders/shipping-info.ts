// Checkout's "Shipping Information" (spec §3 shipping info). The spec's field
// `address` is a saved address's `street`. Shared by the checkout form and the
// payment handlers, so both apply the same rules (phone, PIN, state). No zod
// here, so that the form can import it up front; the schema is
// lib/orders/shipping-info-schema.ts.

export const SHIPPING_FIELDS = ["fullName", "phone", "address", "city", "country", "state", "postalCode"] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];
export type ShippingInfoInput = Record<ShippingField, string>;

/** Spec §5: COD needs every field, non-empty after trimming. */
export const MISSING_SHIPPING_INFO_MESSAGE = "Please fill out all shipping information before placing an order.";

export function hasEveryShippingField(info: Partial<Record<ShippingField, unknown>>): boolean {
  return SHIPPING_FIELDS.every((field) => typeof info[field] === "string" && (info[field] as string).trim() !== "");
}
