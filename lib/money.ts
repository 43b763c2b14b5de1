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
  // The text may be exponential ("1e-7", "1e+21"): its exponent is shifted instead.
  const [digits, exponent = "0"] = String(Math.abs(rupees)).split("e");
  const paise = Math.sign(rupees) * Math.round(Number(`${digits}e${Number(exponent) + 2}`));
  return paise === 0 ? 0 : paise;
}

/**
 * True for an amount in whole paise (at most two decimals): 1299.5 yes,
 * 0.001 or 1e-9 no. A tiny positive amount is refused, not rounded to ₹0.
 */
export function isWholePaise(rupees: number): boolean {
  const paise = rupees * 100;
  return Math.abs(paise - Math.round(paise)) < 1e-6 && (rupees === 0 || Math.round(paise) !== 0);
}
