import Link from "next/link";
import { AdminTable } from "@/components/admin/admin-table";
import { textLinkClass } from "@/components/ui/link";
import { formatRupees } from "@/lib/money";
import { type ChallanRow, REGISTER_PAGE_ROWS, type RegisterRow } from "@/lib/orders/invoice-register";
import { formatDateTimeIST } from "@/lib/time";
import { AmountCells, amountColumns, REGISTER_AMOUNTS } from "./amounts";

/**
 * Documents of one kind (invoices or credit notes) as a table, linking each to
 * its page and its order; `gstin` adds the recipient's GSTIN (B2B documents).
 */
export function DocumentTable({
  title,
  path,
  rows,
  against,
  gstin,
  supplyType,
}: {
  title: string;
  path: "invoice" | "credit-note";
  rows: RegisterRow[];
  against?: boolean;
  gstin?: boolean;
  /** Shows each row's supply type (B2B / B2C): for credit notes, listed together. */
  supplyType?: boolean;
}) {
  const columns = [
    { label: title },
    { label: "Issued" },
    ...(against ? [{ label: "Against invoice" }] : []),
    ...(supplyType ? [{ label: "Supply" }] : []),
    ...(gstin ? [{ label: "Recipient GSTIN" }] : []),
    { label: "Order" },
    { label: "Place of supply" },
    ...amountColumns(REGISTER_AMOUNTS),
  ];
  return (
    <AdminTable columns={columns}>
      {rows.map((row) => (
        <tr key={row.documentNumber} className="border-b border-neutral-100 last:border-0">
          <td className="px-3 py-2 whitespace-nowrap">
            <Link href={`/orders/${row.orderId}/${path}`} className={textLinkClass}>
              {row.documentNumber}
            </Link>
          </td>
          <td className="px-3 py-2">{formatDateTimeIST(row.issuedAt)}</td>
          {against ? <td className="px-3 py-2 whitespace-nowrap">{row.invoiceNumber}</td> : null}
          {supplyType ? <td className="px-3 py-2">{row.supplyType}</td> : null}
          {gstin ? <td className="px-3 py-2 font-mono whitespace-nowrap">{row.buyerGstin ?? "—"}</td> : null}
          <td className="px-3 py-2">
            <Link href={`/admin/orders/${row.orderId}`} className={textLinkClass}>
              #{row.orderNumber}
            </Link>{" "}
            {row.customer}
          </td>
          <td className="px-3 py-2">{row.placeOfSupply}</td>
          <AmountCells row={row} amounts={REGISTER_AMOUNTS} />
        </tr>
      ))}
    </AdminTable>
  );
}

/** Says when a part lists only its first rows (the CSV has them all). */
export function Truncated({ part }: { part: { truncated: boolean; totals: { count: number } } }) {
  if (!part.truncated) return null;
  return (
    <p className="mt-2 text-sm text-neutral-600">
      Showing the first {REGISTER_PAGE_ROWS} of {part.totals.count}; the CSV has all of them.
    </p>
  );
}

/** The month's delivery challans (replacement shipments: no supply, no tax). */
export function ChallanTable({ rows }: { rows: ChallanRow[] }) {
  return (
    <AdminTable
      columns={[
        { label: "Challan" },
        { label: "Issued" },
        { label: "Order" },
        { label: "Replacement for" },
        { label: "Consignee" },
        { label: "Place of supply" },
        { label: "Value", align: "right" },
      ]}
    >
      {rows.map((row) => (
        <tr key={row.documentNumber} className="border-b border-neutral-100 last:border-0">
          <td className="px-3 py-2 whitespace-nowrap">
            <Link href={`/orders/${row.orderId}/delivery-challan`} className={textLinkClass}>
              {row.documentNumber}
            </Link>
          </td>
          <td className="px-3 py-2">{formatDateTimeIST(row.issuedAt)}</td>
          <td className="px-3 py-2">
            <Link href={`/admin/orders/${row.orderId}`} className={textLinkClass}>
              #{row.orderNumber}
            </Link>
          </td>
          <td className="px-3 py-2">{row.replacementFor ? `#${row.replacementFor}` : "—"}</td>
          <td className="px-3 py-2">{row.customer}</td>
          <td className="px-3 py-2">{row.placeOfSupply}</td>
          <td className="px-3 py-2 text-right">{formatRupees(row.value)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
