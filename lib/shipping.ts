import { formatINR } from "./money";

// The shop's one shipping policy (DESIGN.md "Shipping"). Every page, the cart,
// checkout and the order read it from here, so no two places disagree.

/** Orders of at least this subtotal (paise) ship free: ₹999. */
export const FREE_SHIPPING_THRESHOLD_PAISE = 99_900;
/** Flat fee below the threshold (paise): ₹49. */
export const FLAT_SHIPPING_FEE_PAISE = 4_900;

export const DELIVERY_DAYS = {
  standard: { min: 4, max: 7 },
  express: { min: 1, max: 3 },
  remoteMax: 10,
} as const;

/**
 * Business days from dispatch to delivery by where the parcel goes from the
 * shop's own city and state (lib/delivery/zones.ts decides the zone). Each
 * range stays inside the policy above: standard 4–7, remote areas up to 10.
 */
export const DELIVERY_ZONE_DAYS = {
  sameCity: { min: 4, max: 5 },
  sameState: { min: 4, max: 6 },
  restOfIndia: { min: 5, max: 7 },
  remote: { min: 7, max: DELIVERY_DAYS.remoteMax },
} as const;
export type DeliveryZone = keyof typeof DELIVERY_ZONE_DAYS;

export const SHIPPING_METHOD_NAME = "Standard Shipping";

/** Shipping fee in paise for a cart or order subtotal in paise. */
export function shippingFeeFor(subtotalPaise: number): number {
  if (subtotalPaise <= 0) return 0;
  return subtotalPaise >= FREE_SHIPPING_THRESHOLD_PAISE ? 0 : FLAT_SHIPPING_FEE_PAISE;
}

/** The policy in one sentence, for the home page, the shipping page and the FAQ. */
export function describeShippingPolicy(): string {
  return `Free shipping on orders of ${formatINR(FREE_SHIPPING_THRESHOLD_PAISE)} and above; a flat ${formatINR(FLAT_SHIPPING_FEE_PAISE)} below that.`;
}
