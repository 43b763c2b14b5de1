import Link from "next/link";
import { AdminTable } from "@/components/admin/admin-table";
import { buttonClass } from "@/components/ui/button";
import { textLinkClass } from "@/components/ui/link";
import { formatRupees } from "@/lib/money";
import type { DocumentRateRow, Gstr1Tables } from "@/lib/orders/gstr1-tables";
import { formatDateTimeIST } from "@/lib/time";
import { AmountCells, amountColumns, HSN_AMOUNTS, TAX_AMOUNTS } from "./amounts";

/** Documents reported one by one in GSTR-1 (tables 4A, 5 and 9B), rate by rate. */
function DocumentRateTable({
  rows,
  creditNotes,
  buyer,
}: {
  rows: DocumentRateRow[];
  creditNotes?: boolean;
  buyer?: boolean;
}) {
  const columns = [
    { label: creditNotes ? "Credit note" : "Invoice" },
    { label: "Date" },
    ...(creditNotes ? [{ label: "Against invoice" }] : []),
    ...(buyer ? [{ label: "Recipient GSTIN" }] : []),
    { label: "Value", align: "right" as const },
    { label: "Place of supply" },
    { label: "Rate", align: "right" as const },
    ...amountColumns(TAX_AMOUNTS),
  ];
  return (
    <AdminTable columns={columns}>
      {rows.map((row) => (
        <tr key={`${row.documentNumber}-${row.ratePercent}`} className="border-b border-neutral-100 last:border-0">
          <td className="px-3 py-2 whitespace-nowrap">
            <Link href={`/orders/${row.orderId}/${creditNotes ? "credit-note" : "invoice"}`} className={textLinkClass}>
              {row.documentNumber}
            </Link>
          </td>
          <td className="px-3 py-2">{formatDateTimeIST(row.issuedAt)}</td>
          {creditNotes ? <td className="px-3 py-2 whitespace-nowrap">{row.invoiceNumber}</td> : null}
          {buyer ? <td className="px-3 py-2 font-mono whitespace-nowrap">{row.buyerGstin}</td> : null}
          <td className="px-3 py-2 text-right">{formatRupees(row.documentValue)}</td>
          <td className="px-3 py-2">{row.placeOfSupply}</td>
          <td className="px-3 py-2 text-right">{row.ratePercent}%</td>
          <AmountCells row={row} amounts={TAX_AMOUNTS} />
        </tr>
      ))}
    </AdminTable>
  );
}

/** One GSTR-1 table: its heading, its CSV and its rows (or a line saying there are none). */
function Gstr1Part({
  id,
  title,
  csv,
  empty,
  children,
}: {
  id: string;
  title: string;
  csv: string | null;
  empty: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${id}-heading`} className="text-lg font-semibold">
          {title}
        </h3>
        {csv ? (
          <a href={csv} className={buttonClass.secondary}>
            Download {id.toUpperCase()} CSV
          </a>
        ) : null}
      </div>
      {csv ? children : <p>{empty}</p>}
    </section>
  );
}

/** The month's documents in GSTR-1's tables 4A, 5, 7 and 9B, each with its CSV. */
export function Gstr1Section({ tables, monthName }: { tables: Gstr1Tables; monthName: string }) {
  const csv = (table: keyof Omit<Gstr1Tables, "month">) =>
    tables[table].length > 0 ? `/api/admin/invoices/gstr1?month=${tables.month}&format=csv&table=${table}` : null;
  const smallColumns = [
    { label: "Place of supply" },
    { label: "Rate", align: "right" as const },
    ...amountColumns(HSN_AMOUNTS),
  ];
  return (
    <section aria-labelledby="gstr1-heading" className="space-y-4">
      <h2 id="gstr1-heading" className="text-xl font-semibold">
        GSTR-1 tables
      </h2>
      <p className="text-sm text-neutral-600">
        B2B (4A): invoices to a GSTIN, rate by rate. B2C large (5): invoices to a consumer in another state above
        ₹1,00,000. B2C small (7): every other consumer invoice, by place of supply and rate, net of the month&apos;s
        credit notes. Credit notes (9B) against B2B and B2C large invoices, one by one. Documents issued (13): each
        series&apos; range; none is cancelled (a cancelled order keeps its invoice and gets a credit note).
      </p>
      <Gstr1Part id="b2b" title="B2B invoices (table 4A)" csv={csv("b2b")} empty={`No B2B invoices in ${monthName}.`}>
        <DocumentRateTable rows={tables.b2b} buyer />
      </Gstr1Part>
      <Gstr1Part
        id="b2cl"
        title="B2C large (table 5)"
        csv={csv("b2cl")}
        empty={`No B2C large invoices in ${monthName}.`}
      >
        <DocumentRateTable rows={tables.b2cl} />
      </Gstr1Part>
      <Gstr1Part
        id="b2cs"
        title="B2C small (table 7)"
        csv={csv("b2cs")}
        empty={`No B2C small supplies in ${monthName}.`}
      >
        <AdminTable columns={smallColumns}>
          {tables.b2cs.map((row) => (
            <tr key={`${row.placeOfSupply}-${row.ratePercent}`} className="border-b border-neutral-100 last:border-0">
              <td className="px-3 py-2">{row.placeOfSupply}</td>
              <td className="px-3 py-2 text-right">{row.ratePercent}%</td>
              <AmountCells row={row} amounts={HSN_AMOUNTS} />
            </tr>
          ))}
        </AdminTable>
      </Gstr1Part>
      <Gstr1Part
        id="cdnr"
        title="Credit notes to registered buyers (table 9B)"
        csv={csv("cdnr")}
        empty={`No credit notes to registered buyers in ${monthName}.`}
      >
        <DocumentRateTable rows={tables.cdnr} creditNotes buyer />
      </Gstr1Part>
      <Gstr1Part
        id="cdnur"
        title="Credit notes against B2C large invoices (table 9B)"
        csv={csv("cdnur")}
        empty={`No credit notes against B2C large invoices in ${monthName}.`}
      >
        <DocumentRateTable rows={tables.cdnur} creditNotes />
      </Gstr1Part>
      <Gstr1Part
        id="docs"
        title="Documents issued (table 13)"
        csv={csv("docs")}
        empty={`No documents in ${monthName}.`}
      >
        <AdminTable
          columns={[
            { label: "Nature of document" },
            { label: "From" },
            { label: "To" },
            { label: "Total", align: "right" },
            { label: "Cancelled", align: "right" },
          ]}
        >
          {tables.docs.map((row) => (
            <tr key={row.nature} className="border-b border-neutral-100 last:border-0">
              <td className="px-3 py-2">{row.nature}</td>
              <td className="px-3 py-2 whitespace-nowrap">{row.from}</td>
              <td className="px-3 py-2 whitespace-nowrap">{row.to}</td>
              <td className="px-3 py-2 text-right">{row.total}</td>
              <td className="px-3 py-2 text-right">{row.cancelled}</td>
            </tr>
          ))}
        </AdminTable>
      </Gstr1Part>
    </section>
  );
}
