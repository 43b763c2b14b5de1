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

/** `days` business days (Monday–Friday) after `from`, in India's time zone. */
export function addBusinessDays(from: Date, days: number): Date {
  // Count in IST calendar days, whatever the server's own time zone is.
  const IST_OFFSET_MS = 330 * 60_000;
  const date = new Date(from.getTime() + IST_OFFSET_MS);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(date.getTime() - IST_OFFSET_MS);
}

/** Standard delivery window for an order placed at `placedAt`: 4 to 7 business days. */
export function expectedDelivery(placedAt: Date): { earliest: Date; latest: Date } {
  return {
    earliest: addBusinessDays(placedAt, DELIVERY_DAYS.standard.min),
    latest: addBusinessDays(placedAt, DELIVERY_DAYS.standard.max),
  };
}
