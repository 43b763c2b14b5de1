import { describe, expect, it } from "vitest";
import { includedTax, orderTotals, priceAtList, priceAtQuote, principalLineIndex, type PricedLine } from "./pricing";

const line = (listPrice: number, quantity: number, taxRateBasisPoints = 1800): PricedLine => ({
  productId: `p${listPrice}`,
  quantity,
  listPrice,
  taxRateBasisPoints,
});

describe("order pricing", () => {
  it("prices catalogue lines at today's price and adds shipping below ₹999", () => {
    const lines = [line(29_900, 2), line(10_000, 1)];
    const totals = orderTotals(lines, priceAtList(lines));
    expect(totals).toMatchObject({ subtotal: 69_800, shippingFee: 4_900, total: 74_700 });
  });

  it("ships free from ₹999", () => {
    const lines = [line(99_900, 1)];
    expect(orderTotals(lines, priceAtList(lines)).shippingFee).toBe(0);
  });

  it("spreads a quoted total so the lines add up to it exactly", () => {
    const lines = [line(33_333, 70), line(10_001, 30), line(1, 7)];
    const amounts = priceAtQuote(lines, 2_000_003);
    expect(amounts.reduce((sum, a) => sum + a.lineTotal, 0)).toBe(2_000_003);
    // In proportion to list value: the first line carries most of it.
    expect(amounts[0]!.lineTotal).toBeGreaterThan(amounts[1]!.lineTotal);
    expect(amounts.every((a) => a.lineTotal >= 0 && a.unitPrice >= 0)).toBe(true);
  });

  it("gives each line its exact share of a large quotation: one quoted at the list total keeps every line's list value", () => {
    // ₹9,327.59 × 273 and ₹918.49 × 45, quoted at their list total (₹25,87,764.12): a share worked out
    // in floating point (quoted total × line value, past 2^53) came to one paisa less for the first line.
    const lines = [line(932_759, 273), line(91_849, 45)];
    const amounts = priceAtQuote(lines, 932_759 * 273 + 91_849 * 45);
    expect(amounts.map((a) => a.lineTotal)).toEqual([932_759 * 273, 91_849 * 45]);
    expect(amounts.map((a) => a.unitPrice)).toEqual([932_759, 91_849]);
  });

  it("counts the GST in the goods and in the delivery charge, apportioned over the goods by value as the invoice does", () => {
    // ₹118 at 18 % (₹100 taxable) and ₹210 of 5 % kitchenware (₹200 taxable); ₹49 delivery below ₹999:
    // ₹16.33 of it at 18 % (₹2.49 GST) and ₹32.67 at 5 % (₹1.56), not all of it at the main line's 5 %.
    const lines = [line(11_800, 1, 1800), line(10_500, 2, 500)];
    const totals = orderTotals(lines, priceAtList(lines));
    expect(totals).toMatchObject({ subtotal: 32_800, shippingFee: 4_900, total: 37_700 });
    expect(totals.taxTotal).toBe(1_800 + 1_000 + 249 + 156);
    expect(principalLineIndex([11_800, 21_000])).toBe(1);
    expect(principalLineIndex([5_000, 5_000])).toBe(0);
  });

  it("works out the GST contained in a tax-inclusive price", () => {
    expect(includedTax(11_800, 1800)).toBe(1_800);
    expect(includedTax(10_500, 500)).toBe(500);
    expect(includedTax(10_000, 0)).toBe(0);
  });
});
