import { describe, expect, it } from "vitest";
import { financialYearOf, formatInvoiceNumber, invoiceLines, splitTax } from "./invoice";
import { includedTax } from "./pricing";

describe("tax invoice numbers", () => {
  it("count financial years from 1 April, India time", () => {
    expect(financialYearOf(new Date("2026-03-31T18:29:59Z"))).toBe("25-26"); // 23:59:59 IST, 31 March
    expect(financialYearOf(new Date("2026-03-31T18:30:00Z"))).toBe("26-27"); // 00:00 IST, 1 April
    expect(financialYearOf(new Date("2026-11-22T10:00:00Z"))).toBe("26-27");
    expect(financialYearOf(new Date("2099-12-31T00:00:00Z"))).toBe("99-00");
  });

  it("fit in GST's 16 characters up to 999,999 invoices a year", () => {
    expect(formatInvoiceNumber("KC", "26-27", 1)).toBe("KC/26-27/00001");
    expect(formatInvoiceNumber("KCX", "26-27", 999_999)).toHaveLength(16);
  });
});

describe("tax invoice amounts", () => {
  it("split the tax in half (CGST + SGST) inside the seller's state, the odd paisa to SGST", () => {
    expect(splitTax(1_801, true)).toEqual({ cgst: 900, sgst: 901, igst: 0 });
    expect(splitTax(1_801, false)).toEqual({ cgst: 0, sgst: 0, igst: 1_801 });
  });

  const order = {
    shippingFee: 4_900,
    shipState: "Maharashtra",
    items: [
      {
        productName: "Trail Backpack",
        size: "",
        color: "Teal",
        hsnCode: "4202",
        quantity: 1,
        lineTotal: 11_800,
        taxRateBasisPoints: 1800,
      },
      {
        productName: "Steel Tiffin",
        size: "",
        color: "",
        hsnCode: "7323",
        quantity: 2,
        lineTotal: 21_000,
        taxRateBasisPoints: 500,
      },
    ],
  };

  it("break each tax-inclusive amount into taxable value and tax, delivery at the main line's rate", () => {
    const invoice = invoiceLines(order, "maharashtra ");
    expect(invoice.intraState).toBe(true);
    expect(invoice.lines.map((l) => [l.description, l.hsnCode, l.taxableValue, l.cgst + l.sgst + l.igst])).toEqual([
      ["Trail Backpack (Teal)", "4202", 10_000, 1_800],
      ["Steel Tiffin", "7323", 20_000, 1_000],
      ["Delivery charges", "7323", 4_900 - includedTax(4_900, 500), includedTax(4_900, 500)],
    ]);
    const { totals } = invoice;
    expect(totals.amount).toBe(11_800 + 21_000 + 4_900);
    expect(totals.taxableValue + totals.cgst + totals.sgst + totals.igst).toBe(totals.amount);
    expect(totals.igst).toBe(0);
  });

  it("charge IGST only when the goods go to another state", () => {
    const invoice = invoiceLines({ ...order, shipState: "Karnataka", shippingFee: 0 }, "Maharashtra");
    expect(invoice.intraState).toBe(false);
    expect(invoice.lines).toHaveLength(2);
    expect(invoice.totals).toMatchObject({ cgst: 0, sgst: 0, igst: 2_800, taxableValue: 30_000 });
  });

  it("bill a replacement shipment (an approved exchange) only its exchange delivery charge, as a courier service", () => {
    const replacement = {
      ...order,
      exchangeForOrderId: "original-order",
      items: order.items.map((item) => ({ ...item, lineTotal: 0 })),
    };
    const invoice = invoiceLines(replacement, "Maharashtra");
    const tax = includedTax(4_900, 1800);
    expect(
      invoice.lines.map((l) => [l.description, l.hsnCode, l.quantity, l.amount, l.taxableValue, l.cgst, l.sgst]),
    ).toEqual([
      ["Exchange delivery charges", "996812", null, 4_900, 4_900 - tax, Math.floor(tax / 2), tax - Math.floor(tax / 2)],
    ]);
    expect(invoice.totals).toMatchObject({ amount: 4_900, taxableValue: 4_900 - tax, igst: 0 });
  });
});
