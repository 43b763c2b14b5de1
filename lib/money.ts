// Money is integer paise in the database and in lib/ (₹1 = 100 paise).
// The /api contract shows rupees, as the spec does; convert only at that edge.

const inrFormatter = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  trailingZeroDisplay: "stripIfInteger",
});

/** ₹1,23,456 or ₹1,299.50 — lakh grouping, paise shown only when present. */
export function formatINR(paise: number): string {
  return inrFormatter.format(paise / 100);
}

const inrWithPaiseFormatter = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });

/** ₹1,23,456.00 — always with paise, for documents such as the tax invoice. */
export function formatINRWithPaise(paise: number): string {
  return inrWithPaiseFormatter.format(paise / 100);
}

/** The same display for a rupee amount from the /api (e.g. a cart's `price`). */
export function formatRupees(rupees: number): string {
  return formatINR(rupeesToPaise(rupees));
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** Rupees (possibly with paise as decimals) to integer paise, rounding half away from zero. */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not an amount: ${rupees}`);
  // Shift the decimal point in the number's text, not by multiplying: 1.005 * 100 is 100.49999…
  return Math.sign(rupees) * Math.round(Number(`${Math.abs(rupees)}e2`));
}
