import "server-only";
import { z } from "zod";
import { assertAdmin, type Viewer } from "@/lib/auth/viewer";
import type { CsvExport, CsvValue } from "@/lib/csv";
import { prisma, type Prisma } from "@/lib/db";
import { paiseToRupees } from "@/lib/money";
import { istDate, monthRangeIST } from "@/lib/time";
import { readMonthChallans, type IssuedChallan } from "./delivery-challan";
import {
  backfillTaxDocuments,
  missingDocument,
  storeEarlierDocuments,
  storedFigures,
  taxDocumentSelect,
  type StoredFigures,
} from "./invoice";

// The month's GST documents for the operator's returns (outward supplies):
// the tax invoices issued in the month and the credit notes issued in it (an
// invoiced order cancelled, e.g. a refused delivery), each with its place of
// supply, taxable value and each tax. Months are India's calendar months; a
// credit note counts in the month it was issued, whatever its invoice's month.
// Documents made out to a registered business (its GSTIN given at checkout)
// are B2B, the others B2C: GSTR-1 reports B2B ones invoice by invoice with the
// buyer's GSTIN and B2C ones as totals, so each row says which it is and the
// register sums each part.
// Every figure is the document's as stored when it was issued (docs/adr/0036); the admin page
// reads the month once and makes the register, the HSN summary and the GSTR-1 tables from that
// one read (lib/orders/gst-month.ts).
// Both exports refuse anyone but an admin themselves (docs/adr/0001).

const BATCH = 500;
/** Most rows of each kind the admin page lists; the CSV has them all. */
export const REGISTER_PAGE_ROWS = 200;

export const invoiceRegisterQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "month must be a month as YYYY-MM, e.g. 2026-11.")
    .optional(),
  format: z.enum(["json", "csv"], { error: "format must be json or csv." }).optional(),
});

export type DocumentKind = "invoice" | "credit-note";
type Kind = DocumentKind;
const DOCUMENT = {
  invoice: { number: "invoiceNumber", issuedAt: "invoiceIssuedAt", label: "Invoice", stored: "INVOICE" },
  "credit-note": {
    number: "creditNoteNumber",
    issuedAt: "creditNoteIssuedAt",
    label: "Credit note",
    stored: "CREDIT_NOTE",
  },
} as const;

/** B2B: made out to a registered business (GSTIN); B2C: to a consumer. */
export const SUPPLY_TYPES = ["B2B", "B2C"] as const;
export type SupplyType = (typeof SUPPLY_TYPES)[number];

/** One of the month's documents: its number and date (on its order) and its figures as stored when issued. */
export type IssuedDocument = StoredFigures & {
  kind: Kind;
  orderId: string;
  orderNumber: number;
  documentNumber: string;
  issuedAt: Date;
  /** The invoice a credit note reverses (the invoice's own number on an invoice). */
  invoiceNumber: string;
  supplyType: SupplyType;
};

const documentOrderSelect = {
  id: true,
  number: true,
  invoiceNumber: true,
  invoiceIssuedAt: true,
  creditNoteNumber: true,
  creditNoteIssuedAt: true,
  taxDocuments: { select: taxDocumentSelect },
} satisfies Prisma.OrderSelect;
type DocumentOrder = Prisma.OrderGetPayload<{ select: typeof documentOrderSelect }>;

/** The month's documents of one kind, in number order, read in batches (keyset on issue time, then id). */
async function* documentBatches(kind: Kind, month: string): AsyncGenerator<IssuedDocument[]> {
  const { from, to } = monthRangeIST(month);
  const { issuedAt, number, stored } = DOCUMENT[kind];
  let after: { at: Date; id: string } | null = null;
  let backfilled = false;
  for (;;) {
    const orders: DocumentOrder[] = await prisma.order.findMany({
      where: {
        [issuedAt]: { gte: from, lt: to },
        ...(after && { OR: [{ [issuedAt]: { gt: after.at } }, { [issuedAt]: after.at, id: { gt: after.id } }] }),
      },
      orderBy: [{ [issuedAt]: "asc" }, { id: "asc" }],
      take: BATCH,
      select: { ...documentOrderSelect, taxDocuments: { where: { kind: stored }, select: taxDocumentSelect } },
    });
    if (orders.length === 0) return;
    // A document issued without stored figures since this process stored the earlier ones (an older
    // release still running beside this one): stored as it was shown, then the batch is read again.
    if (!backfilled && orders.some((order) => order.taxDocuments.length === 0)) {
      backfilled = true;
      await backfillTaxDocuments();
      continue;
    }
    yield orders.map((order) => {
      const [document] = order.taxDocuments;
      if (!document) throw missingDocument(order[number]!);
      const figures = storedFigures(document);
      return {
        ...figures,
        kind,
        orderId: order.id,
        orderNumber: order.number,
        documentNumber: order[number]!,
        issuedAt: order[issuedAt]!,
        invoiceNumber: order.invoiceNumber!,
        supplyType: figures.buyer ? "B2B" : "B2C",
      };
    });
    if (orders.length < BATCH) return;
    const last = orders[orders.length - 1]!;
    after = { at: last[issuedAt]!, id: last.id };
  }
}

/** The month's documents as stored, invoices first, then credit notes, in batches. Admins only. */
export async function* monthDocumentBatches(viewer: Viewer, month: string): AsyncGenerator<IssuedDocument[]> {
  assertAdmin(viewer);
  await storeEarlierDocuments();
  for (const kind of ["invoice", "credit-note"] as const) yield* documentBatches(kind, month);
}

/**
 * Reads the month's documents once, handing each, invoices first, to every one of `readers`
 * (the register, the HSN summary and the GSTR-1 tables each keep what they need). Admins only.
 */
export async function readMonthDocuments(
  viewer: Viewer,
  month: string,
  ...readers: Array<(document: IssuedDocument) => void>
) {
  for await (const batch of monthDocumentBatches(viewer, month))
    for (const document of batch) for (const read of readers) read(document);
}

function toRegisterRow(document: IssuedDocument) {
  const { totals, buyer } = document;
  return {
    orderId: document.orderId,
    documentNumber: document.documentNumber,
    issuedAt: document.issuedAt.toISOString(),
    /** The invoice a credit note reverses (the invoice's own number on an invoice row). */
    invoiceNumber: document.invoiceNumber,
    orderNumber: document.orderNumber,
    supplyType: document.supplyType,
    /** The registered business's GSTIN on a B2B document, else null. */
    buyerGstin: buyer?.gstin ?? null,
    /** The registered business name on a B2B document, else the person it was shipped to. */
    customer: buyer?.businessName ?? document.consignee.name,
    placeOfSupply: document.placeOfSupply,
    taxableValue: paiseToRupees(totals.taxableValue),
    cgst: paiseToRupees(totals.cgst),
    sgst: paiseToRupees(totals.sgst),
    igst: paiseToRupees(totals.igst),
    total: paiseToRupees(totals.amount),
  };
}
export type RegisterRow = ReturnType<typeof toRegisterRow>;

const AMOUNTS = ["taxableValue", "cgst", "sgst", "igst", "total"] as const;
type Amounts = Record<(typeof AMOUNTS)[number], number>;
type Totals = Amounts & { count: number };
const noTotals = (): Totals => ({ count: 0, taxableValue: 0, cgst: 0, sgst: 0, igst: 0, total: 0 });
const round = (rupees: number) => Math.round(rupees * 100) / 100; // sums of 2-decimal amounts: no float dust

/** The first REGISTER_PAGE_ROWS documents of a kind, the totals of all of them, and of each supply type. */
function registerPart() {
  const rows: RegisterRow[] = [];
  const totals = noTotals();
  const bySupply: Record<SupplyType, Totals> = { B2B: noTotals(), B2C: noTotals() };
  return {
    read(row: RegisterRow) {
      if (rows.length < REGISTER_PAGE_ROWS) rows.push(row);
      for (const sum of [totals, bySupply[row.supplyType]]) {
        sum.count += 1;
        for (const key of AMOUNTS) sum[key] += row[key];
      }
    },
    result() {
      for (const sum of [totals, bySupply.B2B, bySupply.B2C]) for (const key of AMOUNTS) sum[key] = round(sum[key]);
      return { rows, totals, bySupply, truncated: totals.count > rows.length };
    },
  };
}

function toChallanRow(challan: IssuedChallan) {
  return {
    orderId: challan.orderId,
    documentNumber: challan.number,
    issuedAt: challan.issuedAt.toISOString(),
    orderNumber: challan.orderNumber,
    /** The order whose exchange the replacement fulfils. */
    replacementFor: challan.replacementFor,
    /** The consignee's GSTIN when the goods go to a registered business, else null. */
    consigneeGstin: challan.consignee.business?.gstin ?? null,
    customer: challan.consignee.business?.businessName ?? challan.consignee.name,
    placeOfSupply: challan.placeOfSupply,
    /** The goods' value (₹); no tax is charged on a challan. */
    value: paiseToRupees(challan.totalValue),
  };
}
export type ChallanRow = ReturnType<typeof toChallanRow>;

/** The first REGISTER_PAGE_ROWS delivery challans, and how many there are and their value. */
function challanPart() {
  const rows: ChallanRow[] = [];
  const totals = { count: 0, value: 0 };
  return {
    read(challan: IssuedChallan) {
      const row = toChallanRow(challan);
      if (rows.length < REGISTER_PAGE_ROWS) rows.push(row);
      totals.count += 1;
      totals.value += challan.totalValue;
    },
    result() {
      return {
        rows,
        totals: { count: totals.count, value: paiseToRupees(totals.value) },
        truncated: totals.count > rows.length,
      };
    },
  };
}

const netOf = (invoices: Amounts, creditNotes: Amounts) =>
  Object.fromEntries(AMOUNTS.map((key) => [key, round(invoices[key] - creditNotes[key])])) as Amounts;

/**
 * The register of `month` made from the documents handed to `read`: the invoices and credit notes
 * with their totals, and what they come to together (net), in all and for B2B and B2C apart; and the
 * delivery challans handed to `readChallan` (replacement goods, no supply: in no total or net).
 */
export function invoiceRegisterReader(month: string) {
  const parts = { invoice: registerPart(), "credit-note": registerPart() };
  const challans = challanPart();
  return {
    read: (document: IssuedDocument) => parts[document.kind].read(toRegisterRow(document)),
    readChallan: challans.read,
    result() {
      const [invoices, creditNotes] = [parts.invoice.result(), parts["credit-note"].result()];
      const net = netOf(invoices.totals, creditNotes.totals);
      const netBySupply = {
        B2B: netOf(invoices.bySupply.B2B, creditNotes.bySupply.B2B),
        B2C: netOf(invoices.bySupply.B2C, creditNotes.bySupply.B2C),
      };
      return { month, invoices, creditNotes, net, netBySupply, challans: challans.result() };
    },
  };
}

/** The month's invoices and credit notes with their totals and net, and its delivery challans (see invoiceRegisterReader). Admins only. */
export async function getInvoiceRegister(viewer: Viewer, month: string) {
  const register = invoiceRegisterReader(month);
  await readMonthDocuments(viewer, month, register.read);
  await readMonthChallans(viewer, month, register.readChallan);
  return register.result();
}

const CSV_HEADER = [
  "Document",
  "Number",
  "Date (IST)",
  "Against invoice",
  "Order number",
  "Supply type",
  "Recipient GSTIN",
  "Customer",
  "Place of supply",
  "Taxable value (₹)",
  "CGST (₹)",
  "SGST (₹)",
  "IGST (₹)",
  "Value (₹)",
] as const;

async function* csvRows(viewer: Viewer, month: string): AsyncGenerator<CsvValue[][]> {
  for await (const documents of monthDocumentBatches(viewer, month)) {
    yield documents.map((document) => {
      const row = toRegisterRow(document);
      // A credit note's amounts are negative, so a column's sum is the month's net.
      const sign = document.kind === "invoice" ? 1 : -1;
      return [
        DOCUMENT[document.kind].label,
        row.documentNumber,
        istDate(document.issuedAt),
        document.kind === "credit-note" ? row.invoiceNumber : "",
        row.orderNumber,
        row.supplyType,
        row.buyerGstin ?? "",
        row.customer,
        row.placeOfSupply,
        ...AMOUNTS.map((key) => round(sign * row[key])),
      ];
    });
  }
}

/** The month's invoices, then its credit notes (negative), as a CSV export: every one of them. */
export function invoiceRegisterCsv(viewer: Viewer, month: string): CsvExport {
  assertAdmin(viewer);
  return { filename: `gst-documents-${month}.csv`, header: CSV_HEADER, batches: csvRows(viewer, month) };
}
