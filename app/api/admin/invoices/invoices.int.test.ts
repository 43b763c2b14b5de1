import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db";
import { cancelOrder } from "@/lib/orders/admin-cancel";
import type { getInvoiceRegister } from "@/lib/orders/invoice-register";
import { currentMonthIST, monthRangeIST } from "@/lib/time";
import { seed } from "@/prisma/seed";
import type { Viewer } from "@/lib/auth/viewer";
import { adminAndShopper, apiRequest, bodyOf, csvLinesOf, useTestSecret } from "@/test/integration/accounts";
import { clockFrom } from "@/test/integration/clock";
import { creditedTestOrder, invoicedTestOrder } from "@/test/integration/orders";
import { GET } from "./route";

let adminViewer: Viewer;
let adminToken: string;
let shopperToken: string;
let shopperId: string;
let productId: string;

type Register = Awaited<ReturnType<typeof getInvoiceRegister>>;
const registerAs = (query: string, token?: string) => GET(apiRequest(`/api/admin/invoices${query}`, { token }), {});

/** A COD order for `quantity` units, taken to Shipped (so invoiced) by the admin; `business` makes it B2B. */
const shippedOrder = (quantity: number, kind: { business?: boolean; issuedAt?: Date } = {}) =>
  invoicedTestOrder(adminViewer, { userId: shopperId, lines: [{ productId, quantity }], ...kind });

beforeAll(async () => {
  // "This month's" register is read after its invoices are issued: mid-month, the two never fall in two months.
  clockFrom();
  useTestSecret();
  await seed(prisma, { log: () => {} });
  ({ adminViewer, adminToken, shopperToken, shopperId } = await adminAndShopper());
  // A product with a tax category, so the invoices carry GST.
  productId = (
    await prisma.product.findFirstOrThrow({
      where: { isActive: true, stock: { gte: 40 }, taxCategoryId: { not: null } },
    })
  ).id;
});

afterAll(() => {
  vi.useRealTimers();
});

describe("GET /api/admin/invoices", () => {
  it("answers 401 to a guest and 403 to a shopper", async () => {
    expect((await registerAs("")).status).toBe(401);
    expect((await registerAs("", shopperToken)).status).toBe(403);
  });

  it("refuses a malformed month with a clear 400", async () => {
    const response = await registerAs("?month=2026-13", adminToken);
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).message).toBe("month must be a month as YYYY-MM, e.g. 2026-11.");
  });

  it("lists this month's invoices and credit notes with their taxes, totals and net", async () => {
    const first = await shippedOrder(1);
    const second = await shippedOrder(2);
    const refused = await shippedOrder(1);
    await cancelOrder(adminViewer, refused.id); // a refused delivery: unpaid COD, shipped, not delivered
    const creditNote = (await prisma.order.findUniqueOrThrow({ where: { id: refused.id } })).creditNoteNumber;
    expect(creditNote).toMatch(/^CN\/\d{2}-\d{2}\/00001$/);

    const response = await registerAs("", adminToken);
    expect(response.status).toBe(200);
    const body = (await bodyOf(response)) as Register;
    expect(body.month).toBe(currentMonthIST());
    expect(body.invoices.rows.map((row) => row.documentNumber)).toEqual(
      [first, second, refused].map((order) => order.invoiceNumber),
    );
    const row = body.invoices.rows[0]!;
    // Delivered to Karnataka from a Maharashtra shop: IGST only; the parts add up to the invoice value.
    expect(row).toMatchObject({ orderNumber: first.number, placeOfSupply: "Karnataka", cgst: 0, sgst: 0 });
    expect(row.igst).toBeGreaterThan(0);
    expect(Math.round((row.taxableValue + row.igst) * 100)).toBe(first.total);
    expect(body.invoices.totals.count).toBe(3);
    expect(Math.round(body.invoices.totals.total * 100)).toBe(first.total + second.total + refused.total);

    // The credit note reverses the refused order's invoice in full; the net leaves only the two delivered ones.
    expect(body.creditNotes.rows).toEqual([
      expect.objectContaining({
        documentNumber: creditNote,
        invoiceNumber: refused.invoiceNumber,
        orderId: refused.id,
      }),
    ]);
    expect(Math.round(body.creditNotes.totals.total * 100)).toBe(refused.total);
    expect(Math.round(body.net.total * 100)).toBe(first.total + second.total);
    expect(body.net.igst).toBe(Math.round((body.invoices.totals.igst - body.creditNotes.totals.igst) * 100) / 100);
  });

  it("keeps months apart by India's calendar, and downloads the month as CSV", async () => {
    // Issued at 00:10 IST on 1 March 2026 (18:40 UTC on 28 February): a March invoice.
    const order = await shippedOrder(1, { issuedAt: new Date("2026-02-28T18:40:00Z") });
    expect(monthRangeIST("2026-03").from.toISOString()).toBe("2026-02-28T18:30:00.000Z");
    const february = (await bodyOf(await registerAs("?month=2026-02", adminToken))) as Register;
    expect(february.invoices.rows).toEqual([]);
    const march = (await bodyOf(await registerAs("?month=2026-03", adminToken))) as Register;
    expect(march.invoices.rows.map((row) => row.orderId)).toEqual([order.id]);

    const csv = await registerAs("?month=2026-03&format=csv", adminToken);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="gst-documents-2026-03.csv"');
    const lines = await csvLinesOf(csv);
    expect(lines[0]).toBe(
      "Document,Number,Date (IST),Against invoice,Order number,Supply type,Recipient GSTIN,Customer,Place of supply,Taxable value (₹),CGST (₹),SGST (₹),IGST (₹),Value (₹)",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^Invoice,${order.invoiceNumber},2026-03-01,,${order.number},B2C,,Meera Nair,Karnataka,[\\d.]+,0,0,[\\d.]+,${order.total / 100}$`,
      ),
    );
    // A credit note issued in March counts in March, as negative amounts.
    await creditedTestOrder(adminViewer, order.id, new Date("2026-03-05T06:00:00Z"));
    const withCredit = await csvLinesOf(await registerAs("?month=2026-03&format=csv", adminToken));
    expect(withCredit).toHaveLength(3);
    expect(withCredit[2]).toMatch(
      new RegExp(`^Credit note,CN/\\d{2}-\\d{2}/\\d{5},2026-03-05,${order.invoiceNumber},${order.number},`),
    );
    expect(withCredit[2]!.endsWith(`,-${order.total / 100}`)).toBe(true);
  });

  it("shows B2B invoices (with the buyer's GSTIN) apart from B2C ones, in the page data and the CSV", async () => {
    const month = "2026-04";
    const at = new Date("2026-04-10T06:00:00Z");
    // `business: true` bills Kaveri Traders Private Limited, GSTIN 29AAGCB7383J1Z4 (see invoicedTestOrder).
    const b2b = await shippedOrder(2, { business: true, issuedAt: at });
    const b2c = await shippedOrder(1, { issuedAt: at });
    const refusedB2b = await shippedOrder(1, { business: true, issuedAt: at });
    await creditedTestOrder(adminViewer, refusedB2b.id, at);

    const body = (await bodyOf(await registerAs(`?month=${month}`, adminToken))) as Register;
    const byOrder = new Map(body.invoices.rows.map((row) => [row.orderId, row]));
    expect(byOrder.get(b2b.id)).toMatchObject({
      supplyType: "B2B",
      buyerGstin: "29AAGCB7383J1Z4",
      customer: "Kaveri Traders Private Limited",
      placeOfSupply: "Karnataka",
    });
    expect(byOrder.get(b2c.id)).toMatchObject({ supplyType: "B2C", buyerGstin: null, customer: "Meera Nair" });
    expect(body.invoices.bySupply.B2B.count).toBe(2);
    expect(body.invoices.bySupply.B2C.count).toBe(1);
    expect(Math.round(body.invoices.bySupply.B2B.total * 100)).toBe(b2b.total + refusedB2b.total);
    expect(Math.round(body.invoices.bySupply.B2C.total * 100)).toBe(b2c.total);
    // The credit note reverses a B2B invoice, so it is netted against B2B only.
    expect(body.creditNotes.rows).toEqual([expect.objectContaining({ supplyType: "B2B", orderId: refusedB2b.id })]);
    expect(Math.round(body.netBySupply.B2B.total * 100)).toBe(b2b.total);
    expect(Math.round(body.netBySupply.B2C.total * 100)).toBe(b2c.total);
    expect(Math.round((body.netBySupply.B2B.total + body.netBySupply.B2C.total) * 100)).toBe(
      Math.round(body.net.total * 100),
    );

    // In the CSV each part sums on its own: the Supply type column tells them apart, credit notes negative.
    const lines = await csvLinesOf(await registerAs(`?month=${month}&format=csv`, adminToken));
    const header = lines[0]!.split(",");
    const cells = lines.slice(1).map((line) => line.split(","));
    const column = (name: string) => header.indexOf(name);
    const sumOf = (supply: string) =>
      Math.round(
        cells
          .filter((row) => row[column("Supply type")] === supply)
          .reduce((sum, row) => sum + Number(row[column("Value (₹)")]), 0) * 100,
      );
    expect(sumOf("B2B")).toBe(b2b.total);
    expect(sumOf("B2C")).toBe(b2c.total);
    const b2bRow = cells.find((row) => row[column("Order number")] === String(b2b.number))!;
    expect(b2bRow[column("Recipient GSTIN")]).toBe("29AAGCB7383J1Z4");
    expect(b2bRow[column("Customer")]).toBe("Kaveri Traders Private Limited");
  });
});
