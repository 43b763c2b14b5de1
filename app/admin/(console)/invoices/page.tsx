import Link from "next/link";
import { AdminTable } from "@/components/admin/admin-table";
import { buttonClass } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { textLinkClass } from "@/components/ui/link";
import { currentMonthIST, formatDateTimeIST } from "@/lib/time";
import { requirePageAdmin } from "@/lib/auth/session";
import { formatRupees } from "@/lib/money";
import {
  type getInvoiceRegister,
  invoiceRegisterQuerySchema,
  REGISTER_PAGE_ROWS,
  type RegisterRow,
} from "@/lib/orders/invoice-register";
import { getGstMonth } from "@/lib/orders/gst-month";
import type { DocumentRateRow, Gstr1Tables } from "@/lib/orders/gstr1-tables";
import type { HsnSummary } from "@/lib/orders/gst-hsn-summary";

export const metadata = { title: "Tax invoices" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
type Register = Awaited<ReturnType<typeof getInvoiceRegister>>;

const AMOUNT_LABELS = [
  ["taxableValue", "Taxable value"],
  ["cgst", "CGST"],
  ["sgst", "SGST"],
  ["igst", "IGST"],
  ["total", "Value"],
] as const;

/**
 * Documents of one kind (invoices or credit notes) as a table, linking each to
 * its page and its order; `gstin` adds the recipient's GSTIN (B2B documents).
 */
function DocumentTable({
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
    ...AMOUNT_LABELS.map(([, label]) => ({ label, align: "right" as const })),
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
          {AMOUNT_LABELS.map(([key]) => (
            <td key={key} className="px-3 py-2 text-right">
              {formatRupees(row[key])}
            </td>
          ))}
        </tr>
      ))}
    </AdminTable>
  );
}

function Truncated({ part }: { part: Register["invoices"] }) {
  if (!part.truncated) return null;
  return (
    <p className="mt-2 text-sm text-neutral-600">
      Showing the first {REGISTER_PAGE_ROWS} of {part.totals.count}; the CSV has all of them.
    </p>
  );
}

function Amounts({ amounts, testId }: { amounts: Register["net"]; testId: string }) {
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-5" data-testid={testId}>
      {AMOUNT_LABELS.map(([key, label]) => (
        <div key={key}>
          <dt className="text-neutral-600">{label}</dt>
          <dd className="font-semibold">{formatRupees(amounts[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

const TAX_AMOUNTS = [
  ["taxableValue", "Taxable value"],
  ["igst", "IGST"],
  ["cgst", "CGST"],
  ["sgst", "SGST/UTGST"],
] as const;
const HSN_AMOUNTS = [...TAX_AMOUNTS, ["total", "Value"]] as const;

/** The month's HSN-wise summary (GSTR-1 table 12), net of credit notes, with its CSV. */
function HsnSummarySection({ summary, monthName }: { summary: HsnSummary; monthName: string }) {
  const columns = [
    { label: "Supply" },
    { label: "HSN/SAC" },
    { label: "UQC" },
    { label: "Quantity", align: "right" as const },
    { label: "Rate", align: "right" as const },
    ...HSN_AMOUNTS.map(([, label]) => ({ label, align: "right" as const })),
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
              {HSN_AMOUNTS.map(([key]) => (
                <td key={key} className="px-3 py-2 text-right">
                  {formatRupees(row[key])}
                </td>
              ))}
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}

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
    ...TAX_AMOUNTS.map(([, label]) => ({ label, align: "right" as const })),
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
          {TAX_AMOUNTS.map(([key]) => (
            <td key={key} className="px-3 py-2 text-right">
              {formatRupees(row[key])}
            </td>
          ))}
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
function Gstr1Section({ tables, monthName }: { tables: Gstr1Tables; monthName: string }) {
  const csv = (table: keyof Omit<Gstr1Tables, "month">) =>
    tables[table].length > 0 ? `/api/admin/invoices/gstr1?month=${tables.month}&format=csv&table=${table}` : null;
  const smallColumns = [
    { label: "Place of supply" },
    { label: "Rate", align: "right" as const },
    ...HSN_AMOUNTS.map(([, label]) => ({ label, align: "right" as const })),
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
              {HSN_AMOUNTS.map(([key]) => (
                <td key={key} className="px-3 py-2 text-right">
                  {formatRupees(row[key])}
                </td>
              ))}
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

/** The month's GST documents (IST calendar month): invoices, credit notes, their net, the GSTR-1 tables and HSN summary, and CSVs for the returns. */
export default async function AdminInvoicesPage({ searchParams }: Props) {
  const admin = await requirePageAdmin("/admin/invoices");
  const raw = await searchParams;
  const parsed = invoiceRegisterQuerySchema.safeParse({ month: typeof raw.month === "string" ? raw.month : undefined });
  const month = (parsed.success && parsed.data.month) || currentMonthIST();
  // One read of the month's documents makes all three (lib/orders/gst-month.ts).
  const {
    register: { invoices, creditNotes, net, netBySupply, challans },
    hsnSummary,
    gstr1,
  } = await getGstMonth(admin, month);
  const monthName = new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold">Tax invoices</h1>
        <form method="get" className="flex items-end gap-2">
          <TextField label="Month" id="invoice-month" name="month" type="month" defaultValue={month} />
          <button type="submit" className={buttonClass.primary}>
            Show
          </button>
        </form>
      </div>

      <section aria-labelledby="net-heading" className="space-y-3 rounded-lg border border-neutral-200 bg-white p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="net-heading" className="text-lg font-semibold">
            {monthName}: {count(invoices.totals.count, "invoice", "invoices")},{" "}
            {count(creditNotes.totals.count, "credit note", "credit notes")}
          </h2>
          {/* A plain link: the browser downloads the attachment with the session cookie. */}
          <a href={`/api/admin/invoices?month=${month}&format=csv`} className={buttonClass.secondary}>
            Download CSV
          </a>
        </div>
        <p className="text-sm text-neutral-600">
          Net of credit notes (invoices are numbered when an order ships; cancelling a shipped order issues a credit
          note that reverses its invoice):
        </p>
        <Amounts amounts={net} testId="register-net" />
        <div className="grid gap-4 border-t border-neutral-200 pt-3 lg:grid-cols-2">
          <div>
            <h3 className="mb-2 text-sm font-semibold">B2B (registered buyers), net</h3>
            <Amounts amounts={netBySupply.B2B} testId="register-net-b2b" />
          </div>
          <div>
            <h3 className="mb-2 text-sm font-semibold">B2C (consumers), net</h3>
            <Amounts amounts={netBySupply.B2C} testId="register-net-b2c" />
          </div>
        </div>
      </section>

      <section aria-labelledby="invoices-heading" className="space-y-6">
        <h2 id="invoices-heading" className="text-xl font-semibold">
          Invoices
        </h2>
        {invoices.rows.length === 0 ? <p>No tax invoices in {monthName}.</p> : null}
        {(["B2B", "B2C"] as const).map((supply) => {
          const rows = invoices.rows.filter((row) => row.supplyType === supply);
          const totals = invoices.bySupply[supply];
          if (totals.count === 0) return null;
          const title = supply === "B2B" ? "B2B invoices (registered buyers)" : "B2C invoices (consumers)";
          return (
            <section key={supply} aria-labelledby={`invoices-${supply}`} className="space-y-3">
              <h3 id={`invoices-${supply}`} className="text-lg font-semibold">
                {title}: {count(totals.count, "invoice", "invoices")}
              </h3>
              <Amounts amounts={totals} testId={`register-invoices-${supply.toLowerCase()}`} />
              <DocumentTable title="Invoice" path="invoice" rows={rows} gstin={supply === "B2B"} />
            </section>
          );
        })}
        <Truncated part={invoices} />
      </section>

      <section aria-labelledby="credit-notes-heading" className="space-y-3">
        <h2 id="credit-notes-heading" className="text-xl font-semibold">
          Credit notes
        </h2>
        {creditNotes.rows.length === 0 ? (
          <p>No credit notes in {monthName}.</p>
        ) : (
          <DocumentTable title="Credit note" path="credit-note" rows={creditNotes.rows} against supplyType gstin />
        )}
        <Truncated part={creditNotes} />
      </section>

      <section aria-labelledby="challans-heading" className="space-y-3">
        <h2 id="challans-heading" className="text-xl font-semibold">
          Delivery challans
        </h2>
        <p className="text-sm text-neutral-600">
          Replacement shipments&apos; goods (exchanges, no supply) travel with a delivery challan issued when they ship:
          no tax, in no total above.
        </p>
        {challans.rows.length === 0 ? (
          <p>No delivery challans in {monthName}.</p>
        ) : (
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
            {challans.rows.map((row) => (
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
        )}
        {challans.truncated ? (
          <p className="text-sm text-neutral-600">
            The first {REGISTER_PAGE_ROWS} of {challans.totals.count} challans are listed here.
          </p>
        ) : null}
      </section>

      <HsnSummarySection summary={hsnSummary} monthName={monthName} />

      <Gstr1Section tables={gstr1} monthName={monthName} />
    </div>
  );
}
