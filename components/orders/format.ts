import { formatDateTimeIST, formatShortWeekdayDateIST } from "@/lib/time";

// How orders read on screen: dates and times in India's time zone (en-IN),
// the payment method's name and the fulfilment badge (spec §2 Orders).

/** "3 Dec 2026, 2:35 pm" (IST). */
export const formatOrderDateTime = (iso: string) => formatDateTimeIST(iso);

/** "Tue, 8 December 2026" (IST). */
export const formatDeliveryDate = (iso: string) => formatShortWeekdayDateIST(iso);

/** "between Thu, 3 December 2026 and Tue, 8 December 2026", or one date when both fall on the same day. */
export function deliveryWindowText(window: { earliest: string; latest: string }): string {
  const earliest = formatDeliveryDate(window.earliest);
  const latest = formatDeliveryDate(window.latest);
  return earliest === latest ? `on ${latest}` : `between ${earliest} and ${latest}`;
}

export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  COD: "Cash on Delivery (COD)",
  Online: "Pay Online (Razorpay)",
};

export const paymentMethodLabel = (method: string) => PAYMENT_METHOD_LABELS[method] ?? method;

/** Spec §2/§4: the badge says the status, "Processing" when blank; green when Delivered, else yellow. */
export function fulfillmentBadge(status: string | null | undefined): { text: string; className: string } {
  const text = status?.trim() || "Processing";
  return {
    text,
    className: text === "Delivered" ? "bg-green-100 text-green-900" : "bg-yellow-100 text-yellow-900",
  };
}

/** Payment status colours: paid green, failed red, anything else neutral. */
export function paymentStatusClass(status: string): string {
  if (status === "Paid") return "text-green-800";
  if (status === "Failed") return "text-red-700";
  return "text-neutral-800";
}
