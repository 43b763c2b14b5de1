import { formatINR } from "@/lib/money";

// How delivery promises and their refusals read, for the API, the pages and
// the checkout form alike (no server-only code here: the browser uses it too).
// Dates are India calendar dates, "YYYY-MM-DD".

const shortDate = new Intl.DateTimeFormat("en-IN", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC", // a calendar date is already India's: format it as it is
});

/** "2026-11-27" → "Fri, 27 Nov". */
export const formatCalendarDate = (date: string) => shortDate.format(new Date(`${date}T00:00:00Z`));

/** "Fri, 27 Nov – Mon, 30 Nov", or one date when both are the same. */
export function deliveryRangeText(from: string, to: string): string {
  return from === to ? formatCalendarDate(from) : `${formatCalendarDate(from)} – ${formatCalendarDate(to)}`;
}

/** "Delivery by Fri, 27 Nov – Mon, 30 Nov". */
export const deliveryMessage = (from: string, to: string) => `Delivery by ${deliveryRangeText(from, to)}`;

export const unserviceableMessage = (pin: string) =>
  `Sorry, we do not deliver to PIN code ${pin} yet. Please check the PIN code.`;

export const pinStateMismatchMessage = (pin: string, pinState: string, chosenState: string) =>
  `PIN code ${pin} is in ${pinState}, not ${chosenState}. Check the PIN code, or choose ${pinState} as the state.`;

export const COD_AVAILABLE_MESSAGE = "Cash on Delivery available";

export const codUnavailableInMessage = (state: string) =>
  `Cash on Delivery is not available in ${state}. Please pay online.`;

export const codOverLimitMessage = (limitPaise: number) =>
  `Cash on Delivery is available for orders up to ${formatINR(limitPaise)}. Please pay online for this order.`;
