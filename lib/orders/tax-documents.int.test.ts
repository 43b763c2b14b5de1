import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { TaxInvoice } from "@/components/orders/tax-invoice";
import type { Viewer } from "@/lib/auth/viewer";
import { prisma } from "@/lib/db";
import { store } from "@/lib/store";
import { KITCHENWARE } from "@/prisma/seed-data/catalog";
import { seed } from "@/prisma/seed";
import { createUser, viewerFor } from "@/test/integration/accounts";
import { product } from "@/test/integration/checkout";
import { createTestOrder, creditedTestOrder, invoicedTestOrder } from "@/test/integration/orders";
import { cancelOrder } from "./admin-cancel";
import { getHsnSummary } from "./gst-hsn-summary";
import { getGstMonth } from "./gst-month";
import { getGstr1Tables } from "./gstr1-tables";
import { backfillTaxDocuments, getTaxInvoice } from "./invoice";
import { getInvoiceRegister } from "./invoice-register";

// GST documents as issued (docs/adr/0036-gst-documents-fixed-when-issued.md): stored when their
// number is allotted and shown, registered and returned as stored; the delivery charge of a
// mixed-rate order apportioned over its rates; CGST equal to SGST.

let admin: Viewer;
let shopper: Viewer;
let shopperId: string;

const rupees = (paise: number) => paise / 100;
const paise = (rupees: number) => Math.round(rupees * 100);

/** A product of a GST category of its own (so the test may change it), at `price` paise. */
async function productTaxedAt(price: number, hsnCode: string, rateBasisPoints: number) {
  const { id } = await product(price, 50);
  const category = await prisma.taxCategory.create({
    data: { name: `Test ${hsnCode} ${rateBasisPoints} ${id}`, hsnCode, rateBasisPoints },
  });
  await prisma.product.update({ where: { id }, data: { taxCategoryId: category.id } });
  return { id, taxCategoryId: category.id };
}

/** Everything an operator or a shopper sees of a month's documents. */
async function monthSeen(month: string) {
  const [register, hsn, gstr1] = await Promise.all([
    getInvoiceRegister(admin, month),
    getHsnSummary(admin, month),
    getGstr1Tables(admin, month),
  ]);
  return { register, hsn, gstr1 };
}

beforeAll(async () => {
  await seed(prisma, { log: () => {} });
  const [adminUser, shopperUser] = await Promise.all([createUser({ role: "ADMIN" }), createUser()]);
  [admin, shopper] = await Promise.all([viewerFor(adminUser), viewerFor(shopperUser)]);
  shopperId = shopperUser.id;
});

describe("an issued tax invoice", () => {
  it("stays as issued when the product, the shop's registration and address, and the buyer's profile change", async () => {
    const month = "2026-08";
    const bag = await productTaxedAt(59_000, "4202", 1800);
    const order = await invoicedTestOrder(admin, {
      userId: shopperId,
      lines: [{ productId: bag.id, quantity: 1 }],
      issuedAt: new Date("2026-08-10T06:00:00Z"),
      business: true,
    });
    const invoice = await getTaxInvoice(shopper, order.id);
    const printed = renderToStaticMarkup(createElement(TaxInvoice, { invoice: invoice! }));
    const seen = await monthSeen(month);
    expect(printed).toContain(store.gstin);
    expect(invoice!.totals.igst).toBeGreaterThan(0); // Karnataka from a Maharashtra shop

    const shop = { gstin: store.gstin, legalName: store.legalName, address: { ...store.address } };
    try {
      await prisma.product.update({ where: { id: bag.id }, data: { price: 99_000 } });
      await prisma.taxCategory.update({
        where: { id: bag.taxCategoryId },
        data: { hsnCode: "6307", rateBasisPoints: 1200 },
      });
      // The shop moves and re-registers in Karnataka (its configuration, as the STORE_* environment sets it).
      Object.assign(store as { gstin: string; legalName: string }, {
        gstin: "29AAGCB7383J1Z4",
        legalName: "Kosh Karnataka LLP",
      });
      Object.assign(store.address as Record<string, string>, { street: "1 Residency Road", state: "Karnataka" });
      await prisma.user.update({
        where: { id: shopperId },
        data: { name: "Someone Else", gstin: "27AAACK1234F1Z0", gstBusinessName: "Another Business LLP" },
      });

      expect(await getTaxInvoice(shopper, order.id)).toEqual(invoice);
      expect(
        renderToStaticMarkup(createElement(TaxInvoice, { invoice: (await getTaxInvoice(shopper, order.id))! })),
      ).toBe(printed);
      expect(await monthSeen(month)).toEqual(seen);

      // Its credit note, issued after the changes, reverses exactly what was invoiced.
      await creditedTestOrder(admin, order.id, new Date("2026-08-20T06:00:00Z"));
      const creditNote = await getTaxInvoice(shopper, order.id, "credit-note");
      expect(creditNote).toMatchObject({
        lines: invoice!.lines,
        totals: invoice!.totals,
        buyer: invoice!.buyer,
        placeOfSupply: invoice!.placeOfSupply,
        intraState: false,
      });
      expect((await getInvoiceRegister(admin, month)).net.total).toBe(0);
    } finally {
      Object.assign(store as { gstin: string; legalName: string }, { gstin: shop.gstin, legalName: shop.legalName });
      Object.assign(store.address as Record<string, string>, shop.address);
    }
    // Nothing can rewrite a stored document afterwards.
    await expect(prisma.taxDocument.updateMany({ where: { orderId: order.id }, data: { total: 1 } })).rejects.toThrow(
      /cannot be changed/,
    );
  });
});

describe("a tax invoice issued now", () => {
  const month = "2026-07";
  const issuedAt = new Date("2026-07-15T06:00:00Z");

  it("apportions the delivery charge of a mixed-rate order over its rates by taxable value, to the paisa", async () => {
    const bag = await productTaxedAt(11_800, "4202", 1800); // ₹100 + 18%
    const tiffin = await productTaxedAt(21_000, "7323", 500); // ₹200 + 5%
    const order = await invoicedTestOrder(admin, {
      userId: shopperId,
      lines: [
        { productId: bag.id, quantity: 1 },
        { productId: tiffin.id, quantity: 1 },
      ],
      issuedAt,
      intraState: true,
    });
    expect(order.shippingFee).toBe(4_900);
    const invoice = (await getTaxInvoice(shopper, order.id))!;
    // ₹49 over taxable values of ₹100 and ₹200: a third at 18%, the rest at 5% (not all at the main line's 5%).
    expect(invoice.lines.filter((line) => line.description === "Delivery charges")).toEqual([
      expect.objectContaining({ hsnCode: "4202", rateBasisPoints: 1800, amount: 1_633, cgst: 125, sgst: 125 }),
      expect.objectContaining({ hsnCode: "7323", rateBasisPoints: 500, amount: 3_267, cgst: 78, sgst: 78 }),
    ]);
    expect(invoice.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(order.total);
    expect(invoice.totals.amount).toBe(order.total);
    expect(invoice.totals.taxableValue + invoice.totals.cgst + invoice.totals.sgst).toBe(order.total);
    // The "includes GST" of cart and checkout apportions the same way: at most a paisa a line apart (it does not
    // know the state, so it cannot halve the tax as CGST + SGST); with the delivery at the main line's 5% it was ₹1.73.
    const { taxTotal } = await prisma.order.findUniqueOrThrow({ where: { id: order.id }, select: { taxTotal: true } });
    expect(Math.abs(invoice.totals.cgst + invoice.totals.sgst - taxTotal)).toBeLessThanOrEqual(1);

    const { hsn, gstr1 } = await monthSeen(month);
    const hsnRow = (code: string) => hsn.rows.find((row) => row.hsnCode === code);
    expect(hsnRow("4202")).toMatchObject({ ratePercent: 18, quantity: 1, total: rupees(11_800 + 1_633) });
    expect(hsnRow("7323")).toMatchObject({ ratePercent: 5, quantity: 1, total: rupees(21_000 + 3_267) });
    const b2cs = (rate: number) => gstr1.b2cs.find((row) => row.ratePercent === rate);
    expect(b2cs(18)).toMatchObject({ placeOfSupply: "27-Maharashtra", total: rupees(11_800 + 1_633) });
    expect(b2cs(5)).toMatchObject({ placeOfSupply: "27-Maharashtra", total: rupees(21_000 + 3_267) });
  });

  it("charges CGST and SGST of the same amount when the tax comes to an odd number of paise", async () => {
    // ₹49 at 5% contains 233.33 paise of GST (an odd 233), and so does the ₹49 delivery charge.
    const { id } = await product(4_900, 50, { tax: KITCHENWARE });
    const order = await invoicedTestOrder(admin, {
      userId: shopperId,
      lines: [{ productId: id, quantity: 1 }],
      issuedAt,
      intraState: true,
    });
    const invoice = (await getTaxInvoice(shopper, order.id))!;
    for (const line of invoice.lines) {
      expect(line.cgst).toBe(line.sgst);
      expect(line).toMatchObject({ amount: 4_900, cgst: 117, taxableValue: 4_900 - 234 });
    }
    expect(invoice.totals).toMatchObject({ cgst: 234, sgst: 234, igst: 0, amount: order.total });
    const row = (await getInvoiceRegister(admin, month)).invoices.rows.find((r) => r.orderId === order.id)!;
    expect(row.cgst).toBe(row.sgst);
    expect(paise(row.taxableValue) + paise(row.cgst) + paise(row.sgst)).toBe(order.total);
  });

  it("leaves the register, the HSN summary and the GSTR-1 tables reconciled to the paisa, from one read", async () => {
    const bag = await productTaxedAt(35_500, "4202", 1800);
    const tiffin = await productTaxedAt(24_100, "7323", 500);
    const lines = [
      { productId: bag.id, quantity: 1 },
      { productId: tiffin.id, quantity: 2 },
    ];
    await invoicedTestOrder(admin, { userId: shopperId, lines, issuedAt, business: true });
    const refused = await invoicedTestOrder(admin, { userId: shopperId, lines, issuedAt });
    await creditedTestOrder(admin, refused.id, issuedAt);

    const { register, hsnSummary, gstr1 } = await getGstMonth(admin, month);
    // One read makes the same three as reading each apart.
    expect({ register, hsn: hsnSummary, gstr1 }).toEqual(await monthSeen(month));

    const keys = ["taxableValue", "igst", "cgst", "sgst"] as const;
    const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + paise(pick(row)), 0);
    for (const key of keys) {
      const net = paise(register.net[key]);
      expect(paise(hsnSummary.totals.B2B[key]) + paise(hsnSummary.totals.B2C[key])).toBe(net);
      const gstr1Net =
        sum(gstr1.b2b, (row) => row[key]) +
        sum(gstr1.b2cl, (row) => row[key]) +
        sum(gstr1.b2cs, (row) => row[key]) -
        sum(gstr1.cdnr, (row) => row[key]) -
        sum(gstr1.cdnur, (row) => row[key]);
      expect(gstr1Net).toBe(net);
    }
    expect(paise(register.net.cgst)).toBe(paise(register.net.sgst));
    expect(paise(hsnSummary.totals.B2B.total) + paise(hsnSummary.totals.B2C.total)).toBe(paise(register.net.total));
    expect(paise(register.net.taxableValue + register.net.igst + register.net.cgst + register.net.sgst)).toBe(
      paise(register.net.total),
    );
  });
});

describe("an invoice issued before documents were stored", () => {
  it("is stored once, with the figures it was shown with, and its credit note repeats them", async () => {
    const bag = await productTaxedAt(11_800, "4202", 1800);
    const tiffin = await productTaxedAt(21_000, "7323", 500);
    const order = await createTestOrder({
      userId: shopperId,
      lines: [
        { productId: bag.id, quantity: 1 },
        { productId: tiffin.id, quantity: 1 },
      ],
    });
    // As the shop issued it before: a number on the order, no stored figures.
    await prisma.order.update({
      where: { id: order.id },
      data: {
        shipState: store.address.state,
        fulfillmentStatus: "SHIPPED",
        invoiceNumber: `KC/26-27/9${String(order.number).padStart(4, "0")}`,
        invoiceIssuedAt: new Date("2026-09-03T06:00:00Z"),
      },
    });
    expect(await backfillTaxDocuments()).toBeGreaterThanOrEqual(1);
    expect(await backfillTaxDocuments()).toBe(0);

    const invoice = (await getTaxInvoice(shopper, order.id))!;
    expect(invoice.deliveryApportioned).toBe(false);
    // The delivery charge at the main line's 5%, its odd 233 paise split 116 + 117, as it was shown.
    expect(invoice.lines.at(-1)).toMatchObject({
      description: "Delivery charges",
      hsnCode: "7323",
      rateBasisPoints: 500,
      amount: 4_900,
      cgst: 116,
      sgst: 117,
    });
    expect(invoice.totals.amount).toBe(order.total);
    const printed = renderToStaticMarkup(createElement(TaxInvoice, { invoice }));
    expect(printed).toContain("carry the rate of the main item");

    await cancelOrder(admin, order.id);
    const creditNote = (await getTaxInvoice(shopper, order.id, "credit-note"))!;
    expect(creditNote).toMatchObject({ lines: invoice.lines, totals: invoice.totals });

    // One issued without figures after this process stored the earlier ones (an older release
    // beside this one): the register and its page store it as it was shown when they meet it.
    const late = await createTestOrder({ userId: shopperId, lines: [{ productId: tiffin.id, quantity: 1 }] });
    await prisma.order.update({
      where: { id: late.id },
      data: {
        shipState: store.address.state,
        fulfillmentStatus: "SHIPPED",
        invoiceNumber: `KC/26-27/8${String(late.number).padStart(4, "0")}`,
        invoiceIssuedAt: new Date("2026-09-04T06:00:00Z"),
      },
    });
    const row = (await getInvoiceRegister(admin, "2026-09")).invoices.rows.find((r) => r.orderId === late.id);
    expect(row).toMatchObject({ total: rupees(late.total), cgst: rupees(500 + 116), sgst: rupees(500 + 117) });
    expect((await getTaxInvoice(shopper, late.id))!.totals.amount).toBe(late.total);
  });
});
