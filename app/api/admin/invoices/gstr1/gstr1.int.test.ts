import { beforeAll, describe, expect, it } from "vitest";
import type { Viewer } from "@/lib/auth/viewer";
import { prisma } from "@/lib/db";
import { B2C_LARGE_INVOICE_PAISE, placeOfSupply, type Gstr1Tables } from "@/lib/orders/gstr1-tables";
import type { getInvoiceRegister } from "@/lib/orders/invoice-register";
import { store } from "@/lib/store";
import { seed } from "@/prisma/seed";
import { adminAndShopper, apiRequest, bodyOf, csvLinesOf, useTestSecret } from "@/test/integration/accounts";
import { creditedTestOrder, invoicedTestOrder } from "@/test/integration/orders";
import { GET as registerGET } from "../route";
import { GET } from "./route";

// GSTR-1's tables from the month's documents: table 4A (to a GSTIN) and table 5 (large inter-state
// consumer invoices) rate by rate, table 7 (other consumer invoices) by place of supply and rate net
// of credit notes, and table 9B's credit notes against 4A and 5 invoices.

let adminViewer: Viewer;
let adminToken: string;
let shopperToken: string;
let shopperId: string;
let product: { id: string; price: number; ratePercent: number };

const MONTH = "2026-06";
const IN_MONTH = new Date("2026-06-15T06:00:00Z");
const summaryAs = (query: string, token?: string) =>
  GET(apiRequest(`/api/admin/invoices/gstr1${query}`, { token }), {});
const shippedOrder = (quantity: number, kind: { business?: boolean; intraState?: boolean } = {}) =>
  invoicedTestOrder(adminViewer, {
    userId: shopperId,
    lines: [{ productId: product.id, quantity }],
    issuedAt: IN_MONTH,
    ...kind,
  });

beforeAll(async () => {
  useTestSecret();
  await seed(prisma, { log: () => {} });
  ({ adminViewer, adminToken, shopperToken, shopperId } = await adminAndShopper());
  const taxed = await prisma.product.findFirstOrThrow({
    where: { isActive: true, taxCategoryId: { not: null } },
    orderBy: { price: "desc" },
    select: { id: true, price: true, taxCategory: { select: { rateBasisPoints: true } } },
  });
  // Enough in stock for an invoice past ₹1,00,000.
  await prisma.product.update({ where: { id: taxed.id }, data: { stock: 10_000 } });
  product = { id: taxed.id, price: taxed.price, ratePercent: taxed.taxCategory!.rateBasisPoints / 100 };
});

describe("GET /api/admin/invoices/gstr1", () => {
  it("answers 401 to a guest, 403 to a shopper and 400 to an unknown table", async () => {
    expect((await summaryAs("")).status).toBe(401);
    expect((await summaryAs("", shopperToken)).status).toBe(403);
    const bad = await summaryAs("?format=csv&table=b2ba", adminToken);
    expect(bad.status).toBe(400);
    expect((await bodyOf(bad)).message).toBe("table must be b2b, b2cl, b2cs, cdnr, cdnur or docs.");
  });

  it("puts each document in its table: business and large consumer invoices one by one, the rest summed", async () => {
    const karnataka = await shippedOrder(1);
    const home = await shippedOrder(2, { intraState: true });
    const refusedSmall = await shippedOrder(1);
    await creditedTestOrder(adminViewer, refusedSmall.id, IN_MONTH);
    const business = await shippedOrder(3, { business: true });
    const refusedBusiness = await shippedOrder(1, { business: true });
    const businessCredit = await creditedTestOrder(adminViewer, refusedBusiness.id, IN_MONTH);
    const largeUnits = Math.floor(B2C_LARGE_INVOICE_PAISE / product.price) + 1;
    const large = await shippedOrder(largeUnits);
    const refusedLarge = await shippedOrder(largeUnits);
    const creditNote = await creditedTestOrder(adminViewer, refusedLarge.id, IN_MONTH);
    // A large invoice within the shop's own state is still a small one (table 7 has no value limit there).
    const largeAtHome = await shippedOrder(largeUnits, { intraState: true });

    const response = await summaryAs(`?month=${MONTH}`, adminToken);
    expect(response.status).toBe(200);
    const summary = (await bodyOf(response)) as Gstr1Tables;
    const homeState = placeOfSupply(store.address.state);
    expect(summary.b2cs.map((row) => [row.placeOfSupply, row.ratePercent])).toEqual(
      [
        ["29-Karnataka", product.ratePercent],
        [homeState, product.ratePercent],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    const karnatakaRow = summary.b2cs.find((row) => row.placeOfSupply === "29-Karnataka")!;
    // The refused small invoice is netted out by its credit note: only the kept one remains.
    expect(Math.round(karnatakaRow.total * 100)).toBe(karnataka.total);
    expect(karnatakaRow).toMatchObject({ cgst: 0, sgst: 0 });
    const homeRow = summary.b2cs.find((row) => row.placeOfSupply === homeState)!;
    expect(Math.round(homeRow.total * 100)).toBe(home.total + largeAtHome.total);
    expect(homeRow.igst).toBe(0);
    expect(homeRow.cgst).toBeGreaterThan(0);

    expect(summary.b2cl).toEqual([
      expect.objectContaining({
        documentNumber: large.invoiceNumber,
        orderId: large.id,
        documentValue: large.total / 100,
        placeOfSupply: "29-Karnataka",
        ratePercent: product.ratePercent,
      }),
      expect.objectContaining({ documentNumber: refusedLarge.invoiceNumber, orderId: refusedLarge.id }),
    ]);
    expect(summary.cdnur).toEqual([
      expect.objectContaining({
        documentNumber: creditNote.creditNoteNumber,
        invoiceNumber: refusedLarge.invoiceNumber,
        documentValue: refusedLarge.total / 100,
      }),
    ]);

    // Each table downloads on its own.
    const csvLines = async (table: string) =>
      csvLinesOf(await summaryAs(`?month=${MONTH}&format=csv&table=${table}`, adminToken));
    // A business's invoices, with its GSTIN: the kept one and the refused one; the refusal's credit note in 9B.
    expect(summary.b2b.map((row) => [row.documentNumber, row.buyerGstin])).toEqual([
      [business.invoiceNumber, "29AAGCB7383J1Z4"],
      [refusedBusiness.invoiceNumber, "29AAGCB7383J1Z4"],
    ]);
    expect(summary.cdnr).toEqual([
      expect.objectContaining({
        documentNumber: businessCredit.creditNoteNumber,
        invoiceNumber: refusedBusiness.invoiceNumber,
        buyerName: "Kaveri Traders Private Limited",
      }),
    ]);
    const b2bCsv = await csvLines("b2b");
    expect(
      b2bCsv[1]!.startsWith(`29AAGCB7383J1Z4,Kaveri Traders Private Limited,${business.invoiceNumber},2026-06-15,`),
    ).toBe(true);

    // Table 13: each series' range and count; an invoiced order cancelled keeps its invoice (none cancelled).
    const creditNoteOf = async (order: { id: string }) =>
      (await prisma.order.findUniqueOrThrow({ where: { id: order.id }, select: { creditNoteNumber: true } }))
        .creditNoteNumber;
    expect(summary.docs).toEqual([
      {
        nature: "Invoices for outward supply",
        from: karnataka.invoiceNumber,
        to: largeAtHome.invoiceNumber,
        total: 8,
        cancelled: 0,
      },
      {
        nature: "Credit notes",
        from: await creditNoteOf(refusedSmall),
        to: await creditNoteOf(refusedLarge),
        total: 3,
        cancelled: 0,
      },
    ]);
    expect((await csvLines("docs"))[1]).toBe(
      `Invoices for outward supply,${karnataka.invoiceNumber},${largeAtHome.invoiceNumber},8,0,8`,
    );

    // Together the consumer tables hold every consumer document: they come to the register's B2C net.
    const register = (await bodyOf(
      await registerGET(apiRequest(`/api/admin/invoices?month=${MONTH}`, { token: adminToken }), {}),
    )) as Awaited<ReturnType<typeof getInvoiceRegister>>;
    const paise = (rupees: number) => Math.round(rupees * 100);
    const tables =
      summary.b2cs.reduce((sum, row) => sum + paise(row.total), 0) +
      summary.b2cl.reduce((sum, row) => sum + paise(row.taxableValue + row.igst), 0) -
      summary.cdnur.reduce((sum, row) => sum + paise(row.taxableValue + row.igst), 0);
    expect(tables).toBe(paise(register.netBySupply.B2C.total));

    const b2cs = await csvLines("b2cs");
    expect(b2cs[0]).toBe("Place of supply,Rate (%),Taxable value (₹),IGST (₹),CGST (₹),SGST/UTGST (₹),Value (₹)");
    expect(b2cs).toHaveLength(3);
    const b2cl = await csvLines("b2cl");
    expect(b2cl[1]).toBe(
      [
        large.invoiceNumber,
        "2026-06-15",
        large.total / 100,
        "29-Karnataka",
        product.ratePercent,
        summary.b2cl[0]!.taxableValue,
        summary.b2cl[0]!.igst,
        0,
        0,
      ].join(","),
    );
    const cdnur = await csvLines("cdnur");
    expect(cdnur[1]!.startsWith(`${creditNote.creditNoteNumber},2026-06-15,${refusedLarge.invoiceNumber},`)).toBe(true);
  });
});
