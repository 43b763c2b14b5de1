import { shippingFeeFor } from "@/lib/shipping";

// Pure money arithmetic for an order, in integer paise: no rounding drift,
// and the line totals always add up to the subtotal.

export type PricedLine = {
  productId: string;
  quantity: number;
  /** Today's catalogue price per unit (paise). */
  listPrice: number;
  /** GST rate contained in the price, in basis points (1800 = 18 %). */
  taxRateBasisPoints: number;
  /** The goods' HSN code: the delivery charge is apportioned per code and rate, as on the invoice. */
  hsnCode?: string | null;
};

export type LineAmounts = { unitPrice: number; lineTotal: number };

/** Catalogue pricing: each line at today's price. */
export function priceAtList(lines: PricedLine[]): LineAmounts[] {
  return lines.map((line) => ({ unitPrice: line.listPrice, lineTotal: line.listPrice * line.quantity }));
}

/**
 * Spreads an admin's quoted total over the lines in proportion to their list
 * value, so the order's lines add up to exactly the quoted price. The last
 * line takes the rounding remainder; its unit price is the rounded average.
 */
export function priceAtQuote(lines: PricedLine[], quotedTotal: number): LineAmounts[] {
  // In BigInt: quoted total × a line's list value passes 2^53 (₹10 lakh quoted for ₹5,000 × 1,000
  // units), where floating point would lose the last paise of a share.
  const listTotal = lines.reduce((sum, line) => sum + BigInt(line.listPrice) * BigInt(line.quantity), 0n);
  let allocated = 0;
  return lines.map((line, index) => {
    const isLast = index === lines.length - 1;
    const share =
      listTotal > 0n
        ? Number((BigInt(quotedTotal) * BigInt(line.listPrice) * BigInt(line.quantity)) / listTotal)
        : Math.floor(quotedTotal / lines.length);
    const lineTotal = isLast ? quotedTotal - allocated : share;
    allocated += lineTotal;
    return { unitPrice: Math.round(lineTotal / line.quantity), lineTotal };
  });
}

/** GST contained in a tax-inclusive amount: amount × rate / (100 % + rate), rounded. */
export function includedTax(amount: number, rateBasisPoints: number): number {
  if (rateBasisPoints <= 0) return 0;
  return Math.round((amount * rateBasisPoints) / (10_000 + rateBasisPoints));
}

/**
 * The line whose goods make up most of the order (the first of equals): the delivery charge of a
 * document issued before 2026-11-27 was taxed at this line's rate (lib/orders/invoice.ts, old rules).
 */
export function principalLineIndex(lineTotals: readonly number[]): number {
  return lineTotals.reduce((best, total, i) => (total > lineTotals[best]! ? i : best), 0);
}

/**
 * The delivery charge split over the goods' HSN codes and rates, in proportion to their taxable
 * value (in BigInt, as priceAtQuote: fee × value may pass 2^53), the last part taking the rounding
 * remainder: one part per code and rate, in the order the goods first name them. Goods of no
 * taxable value at all (a free order) leave the whole charge with the first of them.
 */
export function apportionDelivery(
  fee: number,
  goods: ReadonlyArray<{ hsnCode: string | null; rateBasisPoints: number; taxableValue: number }>,
): Array<{ hsnCode: string | null; rateBasisPoints: number; amount: number }> {
  const groups: Array<{ hsnCode: string | null; rateBasisPoints: number; value: bigint }> = [];
  for (const line of goods) {
    const group = groups.find((g) => g.hsnCode === line.hsnCode && g.rateBasisPoints === line.rateBasisPoints);
    if (group) group.value += BigInt(line.taxableValue);
    else
      groups.push({ hsnCode: line.hsnCode, rateBasisPoints: line.rateBasisPoints, value: BigInt(line.taxableValue) });
  }
  const whole = groups.reduce((sum, group) => sum + group.value, 0n);
  let allocated = 0;
  return groups
    .map((group, index) => {
      const amount =
        index === groups.length - 1
          ? fee - allocated
          : whole > 0n
            ? Number((BigInt(fee) * group.value) / whole)
            : index === 0
              ? fee
              : 0;
      allocated += amount;
      return { hsnCode: group.hsnCode, rateBasisPoints: group.rateBasisPoints, amount };
    })
    .filter((part) => part.amount !== 0);
}

/**
 * The most one order may come to: ₹1 crore, the most a product may cost.
 * An order keeps its amounts in 32-bit columns (₹2.14 crore at most), and a
 * cart of such products at 10 a line would pass that.
 */
export const ORDER_TOTAL_LIMIT_PAISE = 1_000_000_000;

export type OrderTotals = { subtotal: number; shippingFee: number; total: number; taxTotal: number };

export function orderTotals(lines: PricedLine[], amounts: LineAmounts[]): OrderTotals {
  const subtotal = amounts.reduce((sum, amount) => sum + amount.lineTotal, 0);
  const shippingFee = shippingFeeFor(subtotal);
  const goods = lines.map((line, i) => {
    const amount = amounts[i]!.lineTotal;
    const tax = includedTax(amount, line.taxRateBasisPoints);
    return { hsnCode: line.hsnCode ?? null, rateBasisPoints: line.taxRateBasisPoints, tax, taxableValue: amount - tax };
  });
  const goodsTax = goods.reduce((sum, line) => sum + line.tax, 0);
  // Apportioned over the goods as the tax invoice does (docs/adr/0036); the invoice, which knows the
  // state (CGST + SGST in equal halves, or IGST), may differ from this by a paisa a line.
  const shippingTax = apportionDelivery(shippingFee, goods).reduce(
    (sum, part) => sum + includedTax(part.amount, part.rateBasisPoints),
    0,
  );
  return { subtotal, shippingFee, total: subtotal + shippingFee, taxTotal: goodsTax + shippingTax };
}
