import "server-only";
import { z } from "zod";
import { assertAdmin, type Viewer } from "@/lib/auth/viewer";
import type { CsvExport, CsvValue } from "@/lib/csv";
import { gstStateCode } from "@/lib/gstin";
import { paiseToRupees } from "@/lib/money";
import { istDate } from "@/lib/time";
import { businessBuyerOf, invoiceLines, type InvoiceLine } from "./invoice";
import { documentOrderBatches, invoiceRegisterQuerySchema, type DocumentKind } from "./invoice-register";

// The month's supplies to consumers (B2C: no GSTIN) as GSTR-1 reports them, from the same
// documents as the register (lib/orders/invoice-register.ts):
//   - B2C large (table 5): an invoice to another state whose value passes ₹1,00,000 is reported
//     on its own, rate by rate; a credit note reversing one goes to table 9B (CDNUR), also on its own;
//   - B2C small (table 7): every other B2C invoice (within the seller's state whatever its value,
//     to another state up to ₹1,00,000), summed by place of supply and rate, net of the credit
//     notes issued in the month against such invoices.
// Place of supply is the delivery state, written as GSTN's code and name ("29-Karnataka").
// Amounts are summed in paise and turned into rupees once.

/** Inter-state B2C invoices above this value (paise: ₹1,00,000) are "large" (GSTR-1 table 5, from August 2024). */
export const B2C_LARGE_INVOICE_PAISE = 10_000_000;

export const B2C_TABLES = ["b2cs", "b2cl", "cdnur"] as const;
export type B2cTable = (typeof B2C_TABLES)[number];

/** The register's month and format, and for a CSV which table (b2cs unless asked). */
export const b2cSummaryQuerySchema = invoiceRegisterQuerySchema.extend({
  table: z.enum(B2C_TABLES, { error: "table must be b2cs, b2cl or cdnur." }).optional(),
});

/** "29-Karnataka", as GSTR-1 writes a place of supply; the state as stored when GSTN has no code for it. */
export function placeOfSupply(state: string): string {
  const code = gstStateCode(state);
  return code ? `${code}-${state}` : state;
}

type Sums = { taxableValue: number; igst: number; cgst: number; sgst: number; total: number };
const noSums = (): Sums => ({ taxableValue: 0, igst: 0, cgst: 0, sgst: 0, total: 0 });
const SUMS = ["taxableValue", "igst", "cgst", "sgst", "total"] as const;
const inRupees = (sums: Sums): Sums => Object.fromEntries(SUMS.map((key) => [key, paiseToRupees(sums[key])])) as Sums;

export type B2cSmallRow = Sums & { placeOfSupply: string; ratePercent: number };
/** One rate of one large invoice (table 5), or of the credit note reversing one (table 9B). */
export type B2cLargeRow = {
  documentNumber: string;
  issuedAt: string;
  /** The invoice a credit note reverses; the invoice's own number on an invoice row. */
  invoiceNumber: string;
  orderId: string;
  /** The whole document's value (₹), on each of its rate rows, as GSTR-1 asks. */
  documentValue: number;
  placeOfSupply: string;
  ratePercent: number;
  taxableValue: number;
  igst: number;
};

/** Sums (paise) of a document's lines by rate. */
function byRate(lines: InvoiceLine[]): Map<number, Sums> {
  const rates = new Map<number, Sums>();
  for (const line of lines) {
    const sums = rates.get(line.rateBasisPoints) ?? noSums();
    rates.set(line.rateBasisPoints, sums);
    sums.taxableValue += line.taxableValue;
    sums.igst += line.igst;
    sums.cgst += line.cgst;
    sums.sgst += line.sgst;
    sums.total += line.amount;
  }
  return rates;
}

/** The month's B2C supplies: table 7 rows (net), table 5 rows and table 9B (CDNUR) rows. Admins only. */
export async function getB2cSummary(viewer: Viewer, month: string) {
  assertAdmin(viewer);
  const small = new Map<string, { placeOfSupply: string; rateBasisPoints: number; sums: Sums }>();
  const large: { invoice: B2cLargeRow[]; "credit-note": B2cLargeRow[] } = { invoice: [], "credit-note": [] };
  for (const kind of ["invoice", "credit-note"] as const satisfies DocumentKind[]) {
    const sign = kind === "invoice" ? 1 : -1;
    for await (const orders of documentOrderBatches(viewer, kind, month)) {
      for (const order of orders) {
        if (businessBuyerOf(order)) continue;
        const { intraState, lines, totals } = invoiceLines(order);
        const where = placeOfSupply(order.shipState);
        if (!intraState && totals.amount > B2C_LARGE_INVOICE_PAISE) {
          for (const [rateBasisPoints, sums] of byRate(lines)) {
            large[kind].push({
              documentNumber: (kind === "invoice" ? order.invoiceNumber : order.creditNoteNumber)!,
              issuedAt: (kind === "invoice" ? order.invoiceIssuedAt : order.creditNoteIssuedAt)!.toISOString(),
              invoiceNumber: order.invoiceNumber!,
              orderId: order.id,
              documentValue: paiseToRupees(totals.amount),
              placeOfSupply: where,
              ratePercent: rateBasisPoints / 100,
              taxableValue: paiseToRupees(sums.taxableValue),
              igst: paiseToRupees(sums.igst),
            });
          }
          continue;
        }
        for (const [rateBasisPoints, sums] of byRate(lines)) {
          const key = `${where}|${rateBasisPoints}`;
          const row = small.get(key) ?? { placeOfSupply: where, rateBasisPoints, sums: noSums() };
          small.set(key, row);
          for (const field of SUMS) row.sums[field] += sign * sums[field];
        }
      }
    }
  }
  const smallRows: B2cSmallRow[] = [...small.values()]
    .filter(({ sums }) => SUMS.some((key) => sums[key] !== 0))
    .sort((a, b) => a.placeOfSupply.localeCompare(b.placeOfSupply) || a.rateBasisPoints - b.rateBasisPoints)
    .map(({ placeOfSupply, rateBasisPoints, sums }) => ({
      placeOfSupply,
      ratePercent: rateBasisPoints / 100,
      ...inRupees(sums),
    }));
  return { month, small: smallRows, large: large.invoice, largeCreditNotes: large["credit-note"] };
}
export type B2cSummary = Awaited<ReturnType<typeof getB2cSummary>>;

const CSV: Record<B2cTable, { header: readonly string[]; rows: (summary: B2cSummary) => CsvValue[][] }> = {
  b2cs: {
    header: ["Place of supply", "Rate (%)", "Taxable value (₹)", "IGST (₹)", "CGST (₹)", "SGST/UTGST (₹)", "Value (₹)"],
    rows: (summary) =>
      summary.small.map((row) => [
        row.placeOfSupply,
        row.ratePercent,
        row.taxableValue,
        row.igst,
        row.cgst,
        row.sgst,
        row.total,
      ]),
  },
  b2cl: {
    header: [
      "Invoice number",
      "Invoice date",
      "Invoice value (₹)",
      "Place of supply",
      "Rate (%)",
      "Taxable value (₹)",
      "IGST (₹)",
    ],
    rows: (summary) =>
      summary.large.map((row) => [
        row.documentNumber,
        istDate(new Date(row.issuedAt)),
        row.documentValue,
        row.placeOfSupply,
        row.ratePercent,
        row.taxableValue,
        row.igst,
      ]),
  },
  cdnur: {
    header: [
      "Credit note number",
      "Credit note date",
      "Against invoice",
      "Note value (₹)",
      "Place of supply",
      "Rate (%)",
      "Taxable value (₹)",
      "IGST (₹)",
    ],
    rows: (summary) =>
      summary.largeCreditNotes.map((row) => [
        row.documentNumber,
        istDate(new Date(row.issuedAt)),
        row.invoiceNumber,
        row.documentValue,
        row.placeOfSupply,
        row.ratePercent,
        row.taxableValue,
        row.igst,
      ]),
  },
};

async function* csvRows(viewer: Viewer, month: string, table: B2cTable): AsyncGenerator<CsvValue[][]> {
  yield CSV[table].rows(await getB2cSummary(viewer, month));
}

/** One table of the month's B2C summary as a CSV export: b2cs (table 7), b2cl (table 5) or cdnur (table 9B). */
export function b2cSummaryCsv(viewer: Viewer, month: string, table: B2cTable): CsvExport {
  assertAdmin(viewer);
  return {
    filename: `gst-${table}-${month}.csv`,
    header: CSV[table].header,
    batches: csvRows(viewer, month, table),
  };
}
