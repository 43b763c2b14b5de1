import { describe, expect, it } from "vitest";
import { financialYearOf, formatInvoiceNumber, invoiceLines, splitTax, taxContained } from "./invoice";
import { apportionDelivery, includedTax } from "./pricing";

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
  it("split the tax into equal CGST and SGST inside the seller's state, the rounding paisa in the taxable value", () => {
    // ₹49 at 5% contains 233.33 paise of GST: an odd 233 in one sum; each half is 116.67, so 117 twice.
    expect(includedTax(4_900, 500)).toBe(233);
    expect(taxContained(4_900, 500, true)).toEqual({ cgst: 117, sgst: 117, igst: 0 });
    expect(taxContained(4_900, 500, false)).toEqual({ cgst: 0, sgst: 0, igst: 233 });
    expect(taxContained(11_800, 1800, true)).toEqual({ cgst: 900, sgst: 900, igst: 0 });
    expect(taxContained(4_900, 0, true)).toEqual({ cgst: 0, sgst: 0, igst: 0 });
  });

  it("split the tax with the odd paisa to SGST on documents issued before 2026-11-27", () => {
    expect(splitTax(1_801, true)).toEqual({ cgst: 900, sgst: 901, igst: 0 });
    expect(splitTax(1_801, false)).toEqual({ cgst: 0, sgst: 0, igst: 1_801 });
  });

  it("apportion a delivery charge over the goods' codes and rates by taxable value, to the paisa", () => {
    const goods = [
      { hsnCode: "4202", rateBasisPoints: 1800, taxableValue: 10_000 },
      { hsnCode: "7323", rateBasisPoints: 500, taxableValue: 15_000 },
      { hsnCode: "4202", rateBasisPoints: 1800, taxableValue: 5_000 },
    ];
    expect(apportionDelivery(4_900, goods)).toEqual([
      { hsnCode: "4202", rateBasisPoints: 1800, amount: 2_450 },
      { hsnCode: "7323", rateBasisPoints: 500, amount: 2_450 },
    ]);
    expect(apportionDelivery(100, goods.slice(0, 2)).map((part) => part.amount)).toEqual([40, 60]);
    // Free goods: the whole charge with the first of them.
    expect(apportionDelivery(4_900, [{ hsnCode: "4202", rateBasisPoints: 1800, taxableValue: 0 }])).toEqual([
      { hsnCode: "4202", rateBasisPoints: 1800, amount: 4_900 },
    ]);
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

  it("break each tax-inclusive amount into taxable value and tax, delivery apportioned over the goods' rates", () => {
    const invoice = invoiceLines(order, "maharashtra ");
    expect(invoice.intraState).toBe(true);
    expect(
      invoice.lines.map((l) => [l.description, l.hsnCode, l.amount, l.taxableValue, l.cgst, l.sgst, l.igst]),
    ).toEqual([
      ["Trail Backpack (Teal)", "4202", 11_800, 10_000, 900, 900, 0],
      ["Steel Tiffin", "7323", 21_000, 20_000, 500, 500, 0],
      // ₹49 over taxable values of ₹100 and ₹200: ₹16.33 at 18%, the remaining ₹32.67 at 5%.
      ["Delivery charges", "4202", 1_633, 1_383, 125, 125, 0],
      ["Delivery charges", "7323", 3_267, 3_111, 78, 78, 0],
    ]);
    const { totals } = invoice;
    expect(totals.amount).toBe(11_800 + 21_000 + 4_900);
    expect(totals.taxableValue + totals.cgst + totals.sgst + totals.igst).toBe(totals.amount);
    expect(totals.cgst).toBe(totals.sgst);
    expect(totals.igst).toBe(0);
  });

  it("tax the delivery at the main line's rate on documents issued before 2026-11-27", () => {
    const invoice = invoiceLines(order, "Maharashtra", "before-2026-11-27");
    expect(invoice.lines.map((l) => [l.description, l.hsnCode, l.taxableValue, l.cgst, l.sgst])).toEqual([
      ["Trail Backpack (Teal)", "4202", 10_000, 900, 900],
      ["Steel Tiffin", "7323", 20_000, 500, 500],
      ["Delivery charges", "7323", 4_900 - 233, 116, 117],
    ]);
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
    // ₹49 at 18% within the state: 373.73 paise each of CGST and SGST, 374 twice.
    expect(
      invoice.lines.map((l) => [l.description, l.hsnCode, l.quantity, l.amount, l.taxableValue, l.cgst, l.sgst]),
    ).toEqual([["Exchange delivery charges", "996812", null, 4_900, 4_900 - 748, 374, 374]]);
    expect(invoice.totals).toMatchObject({ amount: 4_900, taxableValue: 4_900 - 748, igst: 0 });
  });
});
