import { DELIVERY_DAYS } from "@/lib/shipping";

// The shop's policy facts (spec §9), defined once so the policy pages, the FAQ
// and the footer never disagree. Shipping fees live in lib/shipping.ts.

/** Returns and exchanges must be reported within this many hours of delivery. */
export const RETURN_REPORT_WINDOW_HOURS = 24;
/** Exchanges allowed per order. */
export const EXCHANGES_PER_ORDER = 1;
/** Bulk and corporate orders: the minimum quantity ranges from 50 to 100 units, depending on the product. */
export const BULK_ORDER_MIN_UNITS = { min: 50, max: 100 } as const;
/** Minimum age to buy from the shop. */
export const MINIMUM_AGE = 18;
/** The privacy policy and terms of use take effect on this date. */
export const POLICY_EFFECTIVE_DATE = { iso: "2025-05-04", text: "May 4, 2025" } as const;
/** Grievance redressal under the Consumer Protection (E-Commerce) Rules, 2020. */
export const GRIEVANCE_RESPONSE = {
  acknowledgeWithinHours: 48,
  resolveWithin: "one month",
} as const;

const days = (min: number, max: number, unit: string) => `${min} to ${max} ${unit}`;

/** Delivery times in words, from the shipping module's figures. */
export const DELIVERY_TIMES = {
  standard: days(DELIVERY_DAYS.standard.min, DELIVERY_DAYS.standard.max, "business days"),
  express: days(DELIVERY_DAYS.express.min, DELIVERY_DAYS.express.max, "days"),
  remote: `up to ${DELIVERY_DAYS.remoteMax} days`,
} as const;

/** "50 to 100 units" */
export const BULK_ORDER_MIN_TEXT = `${BULK_ORDER_MIN_UNITS.min} to ${BULK_ORDER_MIN_UNITS.max} units`;
