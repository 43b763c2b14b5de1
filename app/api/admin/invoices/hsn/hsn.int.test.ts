import { beforeAll, describe, expect, it } from "vitest";
import type { Viewer } from "@/lib/auth/viewer";
import { prisma } from "@/lib/db";
import type { HsnSummary } from "@/lib/orders/gst-hsn-summary";
import type { getInvoiceRegister } from "@/lib/orders/invoice-register";
import { seed } from "@/prisma/seed";
import { adminAndShopper, apiRequest, bodyOf, csvLinesOf, useTestSecret } from "@/test/integration/accounts";
import { creditedTestOrder, invoicedTestOrder } from "@/test/integration/orders";
import { GET as registerGET } from "../route";
import { GET } from "./route";

// GSTR-1 table 12 from the month's documents: rows by supply type, HSN and rate, net of credit notes.

let adminViewer: Viewer;
let adminToken: string;
let shopperToken: string;
let shopperId: string;
type Taxed = { id: string; hsnCode: string; ratePercent: number };
let kitchen: Taxed;
let luggage: Taxed;

const MONTH = "2026-05";
const IN_MONTH = new Date("2026-05-12T06:00:00Z");
const summaryAs = (query: string, token?: string) => GET(apiRequest(`/api/admin/invoices/hsn${query}`, { token }), {});

/** A COD order shipped (so invoiced) in MONTH; `business` makes it B2B, `intraState` ships it to the shop's state. */
const shippedOrder = (
  lines: Array<{ productId: string; quantity: number }>,
  kind: { business?: boolean; intraState?: boolean } = {},
) => invoicedTestOrder(adminViewer, { userId: shopperId, lines, issuedAt: IN_MONTH, ...kind });

beforeAll(async () => {
  useTestSecret();
  await seed(prisma, { log: () => {} });
  ({ adminViewer, adminToken, shopperToken, shopperId } = await adminAndShopper());
  // Two products of different GST categories (HSN codes and, in the demo, rates).
  const taxed = await prisma.product.findMany({
    where: { isActive: true, stock: { gte: 40 }, taxCategoryId: { not: null } },
    select: { id: true, taxCategory: { select: { hsnCode: true, rateBasisPoints: true } } },
    orderBy: { price: "asc" },
  });
  const asTaxed = (product: (typeof taxed)[number]): Taxed => ({
    id: product.id,
    hsnCode: product.taxCategory!.hsnCode,
    ratePercent: product.taxCategory!.rateBasisPoints / 100,
  });
  kitchen = asTaxed(taxed[0]!);
  luggage = asTaxed(taxed.find((product) => product.taxCategory!.hsnCode !== kitchen.hsnCode)!);
});

describe("GET /api/admin/invoices/hsn", () => {
  it("answers 401 to a guest, 403 to a shopper and 400 to a malformed month", async () => {
    expect((await summaryAs("")).status).toBe(401);
    expect((await summaryAs("", shopperToken)).status).toBe(403);
    const bad = await summaryAs("?month=May", adminToken);
    expect(bad.status).toBe(400);
    expect((await bodyOf(bad)).message).toBe("month must be a month as YYYY-MM, e.g. 2026-11.");
  });

  it("sums the month's lines by supply type, HSN and rate, net of credit notes, and matches the register", async () => {
    // B2C: two pieces of one, three of the other (two orders, one within the shop's state).
    const b2cOut = await shippedOrder([
      { productId: kitchen.id, quantity: 2 },
      { productId: luggage.id, quantity: 1 },
    ]);
    const b2cIn = await shippedOrder([{ productId: luggage.id, quantity: 2 }], { intraState: true });
    // B2B: one order kept, one refused after shipping (its credit note reverses it in the same month).
    const b2b = await shippedOrder([{ productId: luggage.id, quantity: 4 }], { business: true });
    const refused = await shippedOrder([{ productId: kitchen.id, quantity: 1 }], { business: true });
    await creditedTestOrder(adminViewer, refused.id, IN_MONTH);

    const response = await summaryAs(`?month=${MONTH}`, adminToken);
    expect(response.status).toBe(200);
    const summary = (await bodyOf(response)) as HsnSummary;
    const rowOf = (supplyType: string, product: Taxed) =>
      summary.rows.find(
        (row) =>
          row.supplyType === supplyType && row.hsnCode === product.hsnCode && row.ratePercent === product.ratePercent,
      );

    // Pieces per code; delivery charges add value under their main line's code but no pieces.
    expect(rowOf("B2C", kitchen)).toMatchObject({ uqc: "PCS", quantity: 2 });
    expect(rowOf("B2C", luggage)).toMatchObject({ uqc: "PCS", quantity: 3 });
    expect(rowOf("B2B", luggage)).toMatchObject({ uqc: "PCS", quantity: 4, cgst: 0, sgst: 0 });
    // The refused B2B order's invoice and credit note cancel out: no B2B row for its code.
    expect(rowOf("B2B", kitchen)).toBeUndefined();
    // Within the shop's state the tax is CGST + SGST; elsewhere IGST.
    const b2cLuggage = rowOf("B2C", luggage)!;
    expect(b2cLuggage.cgst).toBeGreaterThan(0);
    expect(b2cLuggage.sgst).toBeGreaterThan(0);
    expect(b2cLuggage.igst).toBeGreaterThan(0);

    // Each supply type's rows add up to the register's net for it, to the paisa.
    const register = (await bodyOf(
      await registerGET(apiRequest(`/api/admin/invoices?month=${MONTH}`, { token: adminToken }), {}),
    )) as Awaited<ReturnType<typeof getInvoiceRegister>>;
    for (const supply of ["B2B", "B2C"] as const) {
      const rows = summary.rows.filter((row) => row.supplyType === supply);
      const paise = (pick: (row: (typeof rows)[number]) => number) =>
        rows.reduce((sum, row) => sum + Math.round(pick(row) * 100), 0);
      const net = register.netBySupply[supply];
      expect(
        paise((row) => row.total),
        supply,
      ).toBe(Math.round(net.total * 100));
      expect(
        paise((row) => row.taxableValue),
        supply,
      ).toBe(Math.round(net.taxableValue * 100));
      expect(
        paise((row) => row.igst + row.cgst + row.sgst),
        supply,
      ).toBe(Math.round((net.igst + net.cgst + net.sgst) * 100));
      expect(Math.round(summary.totals[supply].total * 100)).toBe(Math.round(net.total * 100));
    }
    expect(Math.round(summary.totals.B2C.total * 100)).toBe(b2cOut.total + b2cIn.total);
    expect(Math.round(summary.totals.B2B.total * 100)).toBe(b2b.total);

    // The CSV has the same rows, B2B first.
    const csv = await summaryAs(`?month=${MONTH}&format=csv`, adminToken);
    expect(csv.headers.get("content-disposition")).toBe(`attachment; filename="gst-hsn-summary-${MONTH}.csv"`);
    const lines = await csvLinesOf(csv);
    expect(lines[0]).toBe(
      "Supply type,HSN/SAC,UQC,Total quantity,Rate (%),Taxable value (₹),IGST (₹),CGST (₹),SGST/UTGST (₹),Total value (₹)",
    );
    expect(lines).toHaveLength(summary.rows.length + 1);
    const b2bRow = rowOf("B2B", luggage)!;
    expect(lines[1]).toBe(
      [
        "B2B",
        luggage.hsnCode,
        "PCS",
        4,
        luggage.ratePercent,
        b2bRow.taxableValue,
        b2bRow.igst,
        0,
        0,
        b2bRow.total,
      ].join(","),
    );
  });

  it("is empty for a month without documents", async () => {
    const summary = (await bodyOf(await summaryAs("?month=2019-01", adminToken))) as HsnSummary;
    expect(summary.rows).toEqual([]);
    expect(summary.totals.B2B.total).toBe(0);
  });
});
