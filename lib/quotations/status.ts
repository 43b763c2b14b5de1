// When an approved quotation has expired, and how its status reads on the shopper's and the admin's pages,
// defined once: checkout refuses it by the same rule (lib/orders/checkout.ts). No server-only imports.

/** A quotation's valid-till moment has passed (the end of its valid-till day, as the admin set it). */
export const validityPassed = (validUntil: Date, now: Date) => validUntil.getTime() < now.getTime();

/** The status a quotation card shows: an approved quotation past its date, never ordered, shows "expired". */
export function shownQuotationStatus(quotation: { status: string; expired: boolean }) {
  return quotation.status === "approved" && quotation.expired ? "expired" : quotation.status;
}
