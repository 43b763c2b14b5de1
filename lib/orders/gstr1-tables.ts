import "server-only";
import { z } from "zod";
import { assertAdmin, type Viewer } from "@/lib/auth/viewer";
import type { CsvExport, CsvValue } from "@/lib/csv";
import { gstStateCode } from "@/lib/gstin";
import { paiseToRupees } from "@/lib/money";
import { istDate } from "@/lib/time";
import { CHALLAN_DOCUMENT_NATURE, readMonthChallans, type IssuedChallan } from "./delivery-challan";
import type { InvoiceLine } from "./invoice";
import { invoiceRegisterQuerySchema, readMonthDocuments, type IssuedDocument } from "./invoice-register";

// The month's documents as GSTR-1's tables of outward supplies ask for them, from the same
// documents as the register (lib/orders/invoice-register.ts), each table in its own CSV:
//   - b2b (table 4A): every invoice made out to a GSTIN, rate by rate, with the buyer's GSTIN;
//   - b2cl (table 5): an invoice to a consumer in another state whose value passes ₹1,00,000,
//     rate by rate;
//   - b2cs (table 7): every other consumer invoice (within the seller's state whatever its value,
//     to another state up to ₹1,00,000), summed by place of supply and rate, net of the credit
//     notes issued in the month against such invoices;
//   - cdnr / cdnur (table 9B): credit notes reversing a b2b / a b2cl invoice, rate by rate;
//   - docs (table 13): the range and count of invoices and of credit notes issued, and of the
//     delivery challans replacement shipments travel with ("in cases other than by way of supply",
//     lib/orders/delivery-challan.ts). None is ever cancelled: an invoiced order that is cancelled
//     keeps its invoice and gets a credit note; a shipped replacement keeps its challan.
// The HSN summary (table 12) is lib/orders/gst-hsn-summary.ts. Place of supply is the delivery
// state, written as GSTN's code and name ("29-Karnataka"). Every figure is the document's as stored
// when it was issued; amounts are summed in paise and turned into rupees once.

/** Inter-state B2C invoices above this value (paise: ₹1,00,000) are "large" (GSTR-1 table 5, from August 2024). */
export const B2C_LARGE_INVOICE_PAISE = 10_000_000;

export const GSTR1_TABLES = ["b2b", "b2cl", "b2cs", "cdnr", "cdnur", "docs"] as const;
export type Gstr1Table = (typeof GSTR1_TABLES)[number];

/** The register's month and format, and for a CSV which table (b2cs unless asked). */
export const gstr1QuerySchema = invoiceRegisterQuerySchema.extend({
  table: z.enum(GSTR1_TABLES, { error: "table must be b2b, b2cl, b2cs, cdnr, cdnur or docs." }).optional(),
});

/** "29-Karnataka", as GSTR-1 writes a place of supply; the state as stored when GSTN has no code for it. */
export function placeOfSupply(state: string): string {
  const code = gstStateCode(state);
  return code ? `${code}-${state}` : state;
}

type Sums = { taxableValue: number; igst: number; cgst: number; sgst: number; total: number };
const SUMS = ["taxableValue", "igst", "cgst", "sgst", "total"] as const;
const noSums = (): Sums => ({ taxableValue: 0, igst: 0, cgst: 0, sgst: 0, total: 0 });
const inRupees = (sums: Sums): Sums => Object.fromEntries(SUMS.map((key) => [key, paiseToRupees(sums[key])])) as Sums;

/** One place of supply and rate of table 7. */
export type B2csRow = Sums & { placeOfSupply: string; ratePercent: number };

/** One rate of one document reported on its own (tables 4A, 5 and 9B). */
export type DocumentRateRow = Omit<Sums, "total"> & {
  documentNumber: string;
  issuedAt: string;
  /** The invoice a credit note reverses; the invoice's own number on an invoice row. */
  invoiceNumber: string;
  orderId: string;
  /** The whole document's value (₹), on each of its rate rows, as GSTR-1 asks. */
  documentValue: number;
  placeOfSupply: string;
  ratePercent: number;
  /** The registered buyer (tables 4A and 9B registered); null for a consumer. */
  buyerGstin: string | null;
  buyerName: string | null;
};

/** One series of documents issued in the month (table 13). */
export type DocumentSeriesRow = {
  nature: "Invoices for outward supply" | "Credit notes" | typeof CHALLAN_DOCUMENT_NATURE;
  from: string;
  to: string;
  total: number;
  cancelled: number;
};

const serialOf = (documentNumber: string) => Number(documentNumber.slice(documentNumber.lastIndexOf("/") + 1));

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

/** Counts a document of a series in its table 13 row (made on its first document), widening its range. */
function countInSeries(docs: DocumentSeriesRow[], nature: DocumentSeriesRow["nature"], number: string) {
  let run = docs.find((row) => row.nature === nature);
  if (!run) docs.push((run = { nature, from: number, to: number, total: 0, cancelled: 0 }));
  run.total += 1;
  if (serialOf(number) < serialOf(run.from)) run.from = number;
  if (serialOf(number) > serialOf(run.to)) run.to = number;
}

/**
 * GSTR-1's tables of `month` (rupees), made from the documents handed to `read`, invoices first,
 * and the delivery challans handed to `readChallan` (table 13 only: they carry no tax).
 */
export function gstr1TablesReader(month: string) {
  const tables: Record<Exclude<Gstr1Table, "b2cs" | "docs">, DocumentRateRow[]> = {
    b2b: [],
    b2cl: [],
    cdnr: [],
    cdnur: [],
  };
  const docs: DocumentSeriesRow[] = [];
  const small = new Map<string, { placeOfSupply: string; rateBasisPoints: number; sums: Sums }>();
  const read = (document: IssuedDocument) => {
    const { kind, documentNumber: number, buyer, intraState, lines, totals } = document;
    const sign = kind === "invoice" ? 1 : -1;
    countInSeries(docs, kind === "invoice" ? "Invoices for outward supply" : "Credit notes", number);
    const where = placeOfSupply(document.placeOfSupply);
    const large = !buyer && !intraState && totals.amount > B2C_LARGE_INVOICE_PAISE;
    if (buyer || large) {
      const table = buyer ? (kind === "invoice" ? "b2b" : "cdnr") : kind === "invoice" ? "b2cl" : "cdnur";
      for (const [rateBasisPoints, sums] of byRate(lines)) {
        tables[table].push({
          documentNumber: number,
          issuedAt: document.issuedAt.toISOString(),
          invoiceNumber: document.invoiceNumber,
          orderId: document.orderId,
          documentValue: paiseToRupees(totals.amount),
          placeOfSupply: where,
          ratePercent: rateBasisPoints / 100,
          taxableValue: paiseToRupees(sums.taxableValue),
          igst: paiseToRupees(sums.igst),
          cgst: paiseToRupees(sums.cgst),
          sgst: paiseToRupees(sums.sgst),
          buyerGstin: buyer?.gstin ?? null,
          buyerName: buyer?.businessName ?? null,
        });
      }
      return;
    }
    for (const [rateBasisPoints, sums] of byRate(lines)) {
      const key = `${where}|${rateBasisPoints}`;
      const row = small.get(key) ?? { placeOfSupply: where, rateBasisPoints, sums: noSums() };
      small.set(key, row);
      for (const field of SUMS) row.sums[field] += sign * sums[field];
    }
  };
  const result = () => {
    const b2cs: B2csRow[] = [...small.values()]
      .filter(({ sums }) => SUMS.some((key) => sums[key] !== 0))
      .sort((a, b) => a.placeOfSupply.localeCompare(b.placeOfSupply) || a.rateBasisPoints - b.rateBasisPoints)
      .map(({ placeOfSupply, rateBasisPoints, sums }) => ({
        placeOfSupply,
        ratePercent: rateBasisPoints / 100,
        ...inRupees(sums),
      }));
    return { month, ...tables, b2cs, docs };
  };
  const readChallan = (challan: IssuedChallan) => countInSeries(docs, CHALLAN_DOCUMENT_NATURE, challan.number);
  return { read, readChallan, result };
}

/** The month's documents in GSTR-1's tables (rupees). Admins only. */
export async function getGstr1Tables(viewer: Viewer, month: string) {
  const tables = gstr1TablesReader(month);
  await readMonthDocuments(viewer, month, tables.read);
  await readMonthChallans(viewer, month, tables.readChallan);
  return tables.result();
}
export type Gstr1Tables = Awaited<ReturnType<typeof getGstr1Tables>>;

const TAXES = ["Taxable value (₹)", "IGST (₹)", "CGST (₹)", "SGST/UTGST (₹)"] as const;
const taxesOf = (row: DocumentRateRow | B2csRow): CsvValue[] => [row.taxableValue, row.igst, row.cgst, row.sgst];
const dateOf = (row: DocumentRateRow) => istDate(new Date(row.issuedAt));

const CSV: Record<Gstr1Table, { header: readonly string[]; rows: (tables: Gstr1Tables) => CsvValue[][] }> = {
  b2b: {
    header: [
      "Recipient GSTIN",
      "Receiver name",
      "Invoice number",
      "Invoice date",
      "Invoice value (₹)",
      "Place of supply",
      "Reverse charge",
      "Rate (%)",
      ...TAXES,
    ],
    rows: (tables) =>
      tables.b2b.map((row) => [
        row.buyerGstin,
        row.buyerName,
        row.documentNumber,
        dateOf(row),
        row.documentValue,
        row.placeOfSupply,
        "N",
        row.ratePercent,
        ...taxesOf(row),
      ]),
  },
  b2cl: {
    header: ["Invoice number", "Invoice date", "Invoice value (₹)", "Place of supply", "Rate (%)", ...TAXES],
    rows: (tables) =>
      tables.b2cl.map((row) => [
        row.documentNumber,
        dateOf(row),
        row.documentValue,
        row.placeOfSupply,
        row.ratePercent,
        ...taxesOf(row),
      ]),
  },
  b2cs: {
    header: ["Place of supply", "Rate (%)", ...TAXES, "Value (₹)"],
    rows: (tables) => tables.b2cs.map((row) => [row.placeOfSupply, row.ratePercent, ...taxesOf(row), row.total]),
  },
  cdnr: {
    header: [
      "Recipient GSTIN",
      "Receiver name",
      "Credit note number",
      "Credit note date",
      "Against invoice",
      "Note value (₹)",
      "Place of supply",
      "Reverse charge",
      "Rate (%)",
      ...TAXES,
    ],
    rows: (tables) =>
      tables.cdnr.map((row) => [
        row.buyerGstin,
        row.buyerName,
        row.documentNumber,
        dateOf(row),
        row.invoiceNumber,
        row.documentValue,
        row.placeOfSupply,
        "N",
        row.ratePercent,
        ...taxesOf(row),
      ]),
  },
  docs: {
    header: ["Nature of document", "From", "To", "Total number", "Cancelled", "Net issued"],
    rows: (tables) =>
      tables.docs.map((row) => [row.nature, row.from, row.to, row.total, row.cancelled, row.total - row.cancelled]),
  },
  cdnur: {
    header: [
      "Credit note number",
      "Credit note date",
      "Against invoice",
      "Note value (₹)",
      "Place of supply",
      "Rate (%)",
      ...TAXES,
    ],
    rows: (tables) =>
      tables.cdnur.map((row) => [
        row.documentNumber,
        dateOf(row),
        row.invoiceNumber,
        row.documentValue,
        row.placeOfSupply,
        row.ratePercent,
        ...taxesOf(row),
      ]),
  },
};

async function* csvRows(viewer: Viewer, month: string, table: Gstr1Table): AsyncGenerator<CsvValue[][]> {
  yield CSV[table].rows(await getGstr1Tables(viewer, month));
}

/** One of the month's GSTR-1 tables as a CSV export. */
export function gstr1TableCsv(viewer: Viewer, month: string, table: Gstr1Table): CsvExport {
  assertAdmin(viewer);
  return { filename: `gstr1-${table}-${month}.csv`, header: CSV[table].header, batches: csvRows(viewer, month, table) };
}
