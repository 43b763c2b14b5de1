import { AdminTable } from "@/components/admin/admin-table";
import { buttonClass } from "@/components/ui/button";
import type { HsnSummary } from "@/lib/orders/gst-hsn-summary";
import { AmountCells, amountColumns, HSN_AMOUNTS } from "./amounts";

/** The month's HSN-wise summary (GSTR-1 table 12), net of credit notes, with its CSV. */
export function HsnSummarySection({ summary, monthName }: { summary: HsnSummary; monthName: string }) {
  const columns = [
    { label: "Supply" },
    { label: "HSN/SAC" },
    { label: "UQC" },
    { label: "Quantity", align: "right" as const },
    { label: "Rate", align: "right" as const },
    ...amountColumns(HSN_AMOUNTS),
  ];
  return (
    <section aria-labelledby="hsn-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="hsn-heading" className="text-xl font-semibold">
          HSN summary (GSTR-1 table 12)
        </h2>
        {summary.rows.length > 0 ? (
          <a href={`/api/admin/invoices/hsn?month=${summary.month}&format=csv`} className={buttonClass.secondary}>
            Download HSN CSV
          </a>
        ) : null}
      </div>
      <p className="text-sm text-neutral-600">
        By HSN code and rate, net of the month&apos;s credit notes. Delivery charges count under the items they were
        apportioned to (their order&apos;s main item on invoices issued before 27 November 2026); an exchange&apos;s
        replacement delivery is a courier service (SAC).
      </p>
      {summary.rows.length === 0 ? (
        <p>No supplies in {monthName}.</p>
      ) : (
        <AdminTable columns={columns}>
          {summary.rows.map((row) => (
            <tr
              key={`${row.supplyType}-${row.hsnCode}-${row.ratePercent}`}
              className="border-b border-neutral-100 last:border-0"
            >
              <td className="px-3 py-2">{row.supplyType}</td>
              <td className="px-3 py-2 font-mono">{row.hsnCode || "— (missing)"}</td>
              <td className="px-3 py-2">{row.uqc}</td>
              <td className="px-3 py-2 text-right">{row.quantity}</td>
              <td className="px-3 py-2 text-right">{row.ratePercent}%</td>
              <AmountCells row={row} amounts={HSN_AMOUNTS} />
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
