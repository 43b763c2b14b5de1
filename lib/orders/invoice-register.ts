import "server-only";
import { z } from "zod";
import { assertAdmin, type Viewer } from "@/lib/auth/viewer";
import { csvDownload, type CsvValue } from "@/lib/csv";
import { prisma, type Prisma } from "@/lib/db";
import { paiseToRupees } from "@/lib/money";
import { invoiceLines, invoiceSource, IST_OFFSET_MS, istDate } from "./invoice";

// The month's GST documents for the operator's returns (outward supplies):
// the tax invoices issued in the month and the credit notes issued in it (an
// invoiced order cancelled, e.g. a refused delivery), each with its place of
// supply, taxable value and each tax. Months are India's calendar months; a
// credit note counts in the month it was issued, whatever its invoice's month.
// Both exports refuse anyone but an admin themselves (docs/adr/0001).

const BATCH = 500;
/** Most rows of each kind the admin page lists; the CSV has them all. */
export const REGISTER_PAGE_ROWS = 200;

/** This month in India, "YYYY-MM". */
export function currentMonthIST(now = new Date()): string {
  return istDate(now).slice(0, 7);
}

export const invoiceRegisterQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "month must be a month as YYYY-MM, e.g. 2026-11.")
    .optional(),
  format: z.enum(["json", "csv"], { error: "format must be json or csv." }).optional(),
});

/** The instants an IST calendar month starts and ends (exclusive). */
export function monthRangeIST(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const from = new Date(Date.UTC(year, monthNumber - 1, 1) - IST_OFFSET_MS);
  const to = new Date(Date.UTC(year, monthNumber, 1) - IST_OFFSET_MS);
  return { from, to };
}

const registerSelect = {
  id: true,
  number: true,
  invoiceNumber: true,
  invoiceIssuedAt: true,
  creditNoteNumber: true,
  creditNoteIssuedAt: true,
  shipFullName: true,
  ...invoiceSource,
} satisfies Prisma.OrderSelect;
type RegisterOrder = Prisma.OrderGetPayload<{ select: typeof registerSelect }>;

type Kind = "invoice" | "credit-note";
const DOCUMENT = {
  invoice: { number: "invoiceNumber", issuedAt: "invoiceIssuedAt", label: "Invoice" },
  "credit-note": { number: "creditNoteNumber", issuedAt: "creditNoteIssuedAt", label: "Credit note" },
} as const;

function toRegisterRow(order: RegisterOrder, kind: Kind) {
  const { totals } = invoiceLines(order);
  return {
    orderId: order.id,
    documentNumber: order[DOCUMENT[kind].number]!,
    issuedAt: order[DOCUMENT[kind].issuedAt]!.toISOString(),
    /** The invoice a credit note reverses (the invoice's own number on an invoice row). */
    invoiceNumber: order.invoiceNumber!,
    orderNumber: order.number,
    customer: order.shipFullName,
    placeOfSupply: order.shipState,
    taxableValue: paiseToRupees(totals.taxableValue),
    cgst: paiseToRupees(totals.cgst),
    sgst: paiseToRupees(totals.sgst),
    igst: paiseToRupees(totals.igst),
    total: paiseToRupees(totals.amount),
  };
}
export type RegisterRow = ReturnType<typeof toRegisterRow>;

/** The month's documents of one kind in number order, read in batches (keyset on issue time, then id). */
async function* registerBatches(kind: Kind, month: string): AsyncGenerator<RegisterRow[]> {
  const { from, to } = monthRangeIST(month);
  const issuedAt = DOCUMENT[kind].issuedAt;
  let after: { at: Date; id: string } | null = null;
  for (;;) {
    const orders: RegisterOrder[] = await prisma.order.findMany({
      where: {
        [issuedAt]: { gte: from, lt: to },
        ...(after && { OR: [{ [issuedAt]: { gt: after.at } }, { [issuedAt]: after.at, id: { gt: after.id } }] }),
      },
      orderBy: [{ [issuedAt]: "asc" }, { id: "asc" }],
      take: BATCH,
      select: registerSelect,
    });
    if (orders.length === 0) return;
    yield orders.map((order) => toRegisterRow(order, kind));
    if (orders.length < BATCH) return;
    const last = orders[orders.length - 1]!;
    after = { at: last[issuedAt]!, id: last.id };
  }
}

const AMOUNTS = ["taxableValue", "cgst", "sgst", "igst", "total"] as const;
type Amounts = Record<(typeof AMOUNTS)[number], number>;
const round = (rupees: number) => Math.round(rupees * 100) / 100; // sums of 2-decimal amounts: no float dust

/** The first REGISTER_PAGE_ROWS documents of a kind and the totals of all of them. */
async function registerOf(kind: Kind, month: string) {
  const rows: RegisterRow[] = [];
  const totals: Amounts & { count: number } = { count: 0, taxableValue: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
  for await (const batch of registerBatches(kind, month)) {
    for (const row of batch) {
      if (rows.length < REGISTER_PAGE_ROWS) rows.push(row);
      totals.count += 1;
      for (const key of AMOUNTS) totals[key] += row[key];
    }
  }
  for (const key of AMOUNTS) totals[key] = round(totals[key]);
  return { rows, totals, truncated: totals.count > rows.length };
}

/** The month's invoices and credit notes with their totals, and what they come to together (net). */
export async function getInvoiceRegister(viewer: Viewer, month: string) {
  assertAdmin(viewer);
  const [invoices, creditNotes] = await Promise.all([registerOf("invoice", month), registerOf("credit-note", month)]);
  const net = Object.fromEntries(
    AMOUNTS.map((key) => [key, round(invoices.totals[key] - creditNotes.totals[key])]),
  ) as Amounts;
  return { month, invoices, creditNotes, net };
}

const CSV_HEADER = [
  "Document",
  "Number",
  "Date (IST)",
  "Against invoice",
  "Order number",
  "Customer",
  "Place of supply",
  "Taxable value (₹)",
  "CGST (₹)",
  "SGST (₹)",
  "IGST (₹)",
  "Value (₹)",
] as const;

async function* csvRows(month: string): AsyncGenerator<CsvValue[][]> {
  for (const kind of ["invoice", "credit-note"] as const) {
    // A credit note's amounts are negative, so a column's sum is the month's net.
    const sign = kind === "invoice" ? 1 : -1;
    for await (const rows of registerBatches(kind, month)) {
      yield rows.map((row) => [
        DOCUMENT[kind].label,
        row.documentNumber,
        istDate(new Date(row.issuedAt)),
        kind === "credit-note" ? row.invoiceNumber : "",
        row.orderNumber,
        row.customer,
        row.placeOfSupply,
        ...AMOUNTS.map((key) => round(sign * row[key])),
      ]);
    }
  }
}

/** The month's invoices, then its credit notes (negative), as a CSV download: every one of them. */
export function invoiceRegisterCsv(viewer: Viewer, month: string): Response {
  assertAdmin(viewer);
  return csvDownload(`gst-documents-${month}.csv`, CSV_HEADER, csvRows(month));
}
