import type { AdminColumn } from "@/components/admin/admin-table";
import { formatRupees } from "@/lib/money";

// The money columns of the admin GST pages, in the order each return prints them. Rows hold
// rupees (the register's and GSTR-1's figures as stored when each document was issued).

type AmountList<K extends string> = readonly (readonly [K, string])[];

/** The register's order: taxable value, then CGST, SGST, IGST and the documents' value. */
export const REGISTER_AMOUNTS = [
  ["taxableValue", "Taxable value"],
  ["cgst", "CGST"],
  ["sgst", "SGST"],
  ["igst", "IGST"],
  ["total", "Value"],
] as const;

/** GSTR-1's order for one document's taxes: taxable value, IGST, CGST, SGST/UTGST. */
export const TAX_AMOUNTS = [
  ["taxableValue", "Taxable value"],
  ["igst", "IGST"],
  ["cgst", "CGST"],
  ["sgst", "SGST/UTGST"],
] as const;

/** GSTR-1's summaries (HSN, B2C small): the taxes and then the value. */
export const HSN_AMOUNTS = [...TAX_AMOUNTS, ["total", "Value"]] as const;

/** The header cells for a list of amounts, right-aligned as the figures under them. */
export function amountColumns<K extends string>(amounts: AmountList<K>): AdminColumn[] {
  return amounts.map(([, label]) => ({ label, align: "right" }));
}

/** One row's amounts as table cells, in the list's order. */
export function AmountCells<K extends string>({ row, amounts }: { row: Record<K, number>; amounts: AmountList<K> }) {
  return amounts.map(([key]) => (
    <td key={key} className="px-3 py-2 text-right">
      {formatRupees(row[key])}
    </td>
  ));
}

/** Totals as a labelled list (the register's net figures and each supply type's). */
export function AmountList({
  amounts,
  testId,
}: {
  amounts: Record<(typeof REGISTER_AMOUNTS)[number][0], number>;
  testId: string;
}) {
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-5" data-testid={testId}>
      {REGISTER_AMOUNTS.map(([key, label]) => (
        <div key={key}>
          <dt className="text-neutral-600">{label}</dt>
          <dd className="font-semibold">{formatRupees(amounts[key])}</dd>
        </div>
      ))}
    </dl>
  );
}
