import "server-only";
import { assertAdmin, type Viewer } from "@/lib/auth/viewer";
import type { CsvExport, CsvValue } from "@/lib/csv";
import { paiseToRupees } from "@/lib/money";
import { readMonthDocuments, type IssuedDocument, type SupplyType } from "./invoice-register";

// The month's HSN-wise summary of outward supplies, as GSTR-1 asks for it (table 12): one row per
// HSN code (SAC for services) and tax rate, with the unit (UQC), the total quantity, the taxable
// value and each tax, B2B and B2C apart (the return has a tab for each). It is made from the same
// documents as the register (lib/orders/invoice-register.ts): the invoices issued in the month,
// less the credit notes issued in it (GSTN asks for the summary net of credit notes), so a
// refused delivery invoiced and reversed in one month nets to nothing.
//
// A delivery charge is part of the same (composite) supply as its goods: each part of it is summed
// under the HSN and rate of the goods it was apportioned to (the main line's on documents issued
// before 2026-11-27), with no quantity of its own. Every figure is the document's as stored. An exchange's replacement shipment bills
// only its delivery, a courier service (SAC 996812): unit "NA" and quantity 0, as GSTN asks for
// services. Amounts are summed in paise and turned into rupees once.

/** A row's unit: pieces for goods; "NA" for services, whose codes (SAC) start with 99. */
export function unitOfQuantity(hsnCode: string): "PCS" | "NA" {
  return hsnCode.startsWith("99") ? "NA" : "PCS";
}

type Sums = { quantity: number; taxableValue: number; igst: number; cgst: number; sgst: number; total: number };

export type HsnSummaryRow = Sums & {
  supplyType: SupplyType;
  /** Empty when an order line was stored without one (the operator must fill it in the return). */
  hsnCode: string;
  uqc: "PCS" | "NA";
  /** Percent, e.g. 18 or 2.5. */
  ratePercent: number;
};

const SUMS = ["quantity", "taxableValue", "igst", "cgst", "sgst", "total"] as const;
const noSums = (): Sums => ({ quantity: 0, taxableValue: 0, igst: 0, cgst: 0, sgst: 0, total: 0 });
const SUPPLY_ORDER: Record<SupplyType, number> = { B2B: 0, B2C: 1 };

const inRupees = (sums: Sums): Sums => ({
  quantity: sums.quantity,
  taxableValue: paiseToRupees(sums.taxableValue),
  igst: paiseToRupees(sums.igst),
  cgst: paiseToRupees(sums.cgst),
  sgst: paiseToRupees(sums.sgst),
  total: paiseToRupees(sums.total),
});

/**
 * The HSN summary of `month` (rupees) made from the documents handed to `read`: sums (in paise)
 * by supply type, HSN code and rate over the invoices, less the credit notes; its rows, and the
 * totals of B2B and B2C apart. Rows that net to nothing (every document of that code reversed in
 * the month) are left out.
 */
export function hsnSummaryReader(month: string) {
  const sums = new Map<string, { supplyType: SupplyType; hsnCode: string; rateBasisPoints: number; sums: Sums }>();
  return {
    read(document: IssuedDocument) {
      const sign = document.kind === "invoice" ? 1 : -1;
      const { supplyType } = document;
      for (const line of document.lines) {
        const hsnCode = line.hsnCode?.trim() ?? "";
        const key = `${supplyType}|${hsnCode}|${line.rateBasisPoints}`;
        const row = sums.get(key) ?? { supplyType, hsnCode, rateBasisPoints: line.rateBasisPoints, sums: noSums() };
        sums.set(key, row);
        row.sums.quantity += sign * (line.quantity ?? 0);
        row.sums.taxableValue += sign * line.taxableValue;
        row.sums.igst += sign * line.igst;
        row.sums.cgst += sign * line.cgst;
        row.sums.sgst += sign * line.sgst;
        row.sums.total += sign * line.amount;
      }
    },
    result() {
      const sorted = [...sums.values()].sort(
        (a, b) =>
          SUPPLY_ORDER[a.supplyType] - SUPPLY_ORDER[b.supplyType] ||
          a.hsnCode.localeCompare(b.hsnCode) ||
          a.rateBasisPoints - b.rateBasisPoints,
      );
      const totals: Record<SupplyType, Sums> = { B2B: noSums(), B2C: noSums() };
      const rows: HsnSummaryRow[] = [];
      for (const { supplyType, hsnCode, rateBasisPoints, sums } of sorted) {
        if (SUMS.every((key) => sums[key] === 0)) continue;
        for (const key of SUMS) totals[supplyType][key] += sums[key];
        rows.push({
          supplyType,
          hsnCode,
          uqc: unitOfQuantity(hsnCode),
          ratePercent: rateBasisPoints / 100,
          ...inRupees(sums),
        });
      }
      return { month, rows, totals: { B2B: inRupees(totals.B2B), B2C: inRupees(totals.B2C) } };
    },
  };
}

/** The month's HSN summary (see hsnSummaryReader). Admins only. */
export async function getHsnSummary(viewer: Viewer, month: string) {
  const summary = hsnSummaryReader(month);
  await readMonthDocuments(viewer, month, summary.read);
  return summary.result();
}
export type HsnSummary = Awaited<ReturnType<typeof getHsnSummary>>;

const CSV_HEADER = [
  "Supply type",
  "HSN/SAC",
  "UQC",
  "Total quantity",
  "Rate (%)",
  "Taxable value (₹)",
  "IGST (₹)",
  "CGST (₹)",
  "SGST/UTGST (₹)",
  "Total value (₹)",
] as const;

async function* csvRows(viewer: Viewer, month: string): AsyncGenerator<CsvValue[][]> {
  const { rows } = await getHsnSummary(viewer, month);
  yield rows.map((row) => [
    row.supplyType,
    row.hsnCode,
    row.uqc,
    row.quantity,
    row.ratePercent,
    row.taxableValue,
    row.igst,
    row.cgst,
    row.sgst,
    row.total,
  ]);
}

/** The month's HSN summary as a CSV export (GSTR-1 table 12), B2B rows first. */
export function hsnSummaryCsv(viewer: Viewer, month: string): CsvExport {
  assertAdmin(viewer);
  return { filename: `gst-hsn-summary-${month}.csv`, header: CSV_HEADER, batches: csvRows(viewer, month) };
}
