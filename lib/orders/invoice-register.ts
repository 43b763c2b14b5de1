import "server-only";
import { z } from "zod";
import { csvDownload, type CsvValue } from "@/lib/csv";
import { prisma, type Prisma } from "@/lib/db";
import { paiseToRupees } from "@/lib/money";
import { invoiceLines, invoiceSource } from "./invoice";

// The month's tax invoices for the operator's GST returns (outward supplies):
// one row per invoice with its place of supply, taxable value and each tax,
// months being India's calendar months. An order cancelled after it was
// invoiced is flagged: it needs a credit note.

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const BATCH = 500;
/** Most rows the admin page lists; the CSV has them all. */
export const REGISTER_PAGE_ROWS = 200;

/** This month in India, "YYYY-MM". */
export function currentMonthIST(now = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 7);
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
  cancelledAt: true,
  shipFullName: true,
  ...invoiceSource,
} satisfies Prisma.OrderSelect;
type RegisterOrder = Prisma.OrderGetPayload<{ select: typeof registerSelect }>;

function toRegisterRow(order: RegisterOrder) {
  const { totals } = invoiceLines(order);
  return {
    orderId: order.id,
    invoiceNumber: order.invoiceNumber!,
    issuedAt: order.invoiceIssuedAt!.toISOString(),
    orderNumber: order.number,
    customer: order.shipFullName,
    placeOfSupply: order.shipState,
    taxableValue: paiseToRupees(totals.taxableValue),
    cgst: paiseToRupees(totals.cgst),
    sgst: paiseToRupees(totals.sgst),
    igst: paiseToRupees(totals.igst),
    total: paiseToRupees(totals.amount),
    cancelledAfterInvoice: order.cancelledAt !== null,
  };
}
export type InvoiceRegisterRow = ReturnType<typeof toRegisterRow>;

/** The month's invoices in number order, read in batches (keyset on issue time, then id). */
async function* registerBatches(month: string): AsyncGenerator<InvoiceRegisterRow[]> {
  const { from, to } = monthRangeIST(month);
  let after: { at: Date; id: string } | null = null;
  for (;;) {
    const orders: RegisterOrder[] = await prisma.order.findMany({
      where: {
        invoiceIssuedAt: { gte: from, lt: to },
        ...(after && {
          OR: [{ invoiceIssuedAt: { gt: after.at } }, { invoiceIssuedAt: after.at, id: { gt: after.id } }],
        }),
      },
      orderBy: [{ invoiceIssuedAt: "asc" }, { id: "asc" }],
      take: BATCH,
      select: registerSelect,
    });
    if (orders.length === 0) return;
    yield orders.map(toRegisterRow);
    if (orders.length < BATCH) return;
    const last = orders[orders.length - 1]!;
    after = { at: last.invoiceIssuedAt!, id: last.id };
  }
}

/** The month's totals and its first REGISTER_PAGE_ROWS invoices, for the admin page and the JSON API. */
export async function getInvoiceRegister(month: string) {
  const invoices: InvoiceRegisterRow[] = [];
  const totals = { count: 0, taxableValue: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
  let seen = 0;
  for await (const rows of registerBatches(month)) {
    for (const row of rows) {
      seen += 1;
      if (invoices.length < REGISTER_PAGE_ROWS) invoices.push(row);
      if (row.cancelledAfterInvoice) continue; // a credit note will cancel it out
      totals.count += 1;
      for (const key of ["taxableValue", "cgst", "sgst", "igst", "total"] as const) totals[key] += row[key];
    }
  }
  // Rupee sums of two-decimal amounts: round away floating-point dust.
  for (const key of ["taxableValue", "cgst", "sgst", "igst", "total"] as const)
    totals[key] = Math.round(totals[key] * 100) / 100;
  return { month, totals, invoices, truncated: seen > invoices.length };
}

const CSV_HEADER = [
  "Invoice number",
  "Invoice date (IST)",
  "Order number",
  "Customer",
  "Place of supply",
  "Taxable value (₹)",
  "CGST (₹)",
  "SGST (₹)",
  "IGST (₹)",
  "Invoice value (₹)",
  "Cancelled after invoicing",
] as const;

async function* csvRows(month: string): AsyncGenerator<CsvValue[][]> {
  for await (const rows of registerBatches(month)) {
    yield rows.map((row) => [
      row.invoiceNumber,
      new Date(new Date(row.issuedAt).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10),
      row.orderNumber,
      row.customer,
      row.placeOfSupply,
      row.taxableValue,
      row.cgst,
      row.sgst,
      row.igst,
      row.total,
      row.cancelledAfterInvoice ? "yes: issue a credit note" : "no",
    ]);
  }
}

/** The month's invoices as a CSV download, every one of them. */
export function invoiceRegisterCsv(month: string): Response {
  return csvDownload(`tax-invoices-${month}.csv`, CSV_HEADER, csvRows(month));
}
