import Link from "next/link";
import { AdminTable } from "@/components/admin/admin-table";
import { buttonClass } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { textLinkClass } from "@/components/ui/link";
import { currentMonthIST, formatDateTimeIST } from "@/lib/time";
import { requirePageAdmin } from "@/lib/auth/session";
import { formatRupees } from "@/lib/money";
import {
  getInvoiceRegister,
  invoiceRegisterQuerySchema,
  REGISTER_PAGE_ROWS,
  type RegisterRow,
} from "@/lib/orders/invoice-register";
import { getB2cSummary, type B2cLargeRow, type B2cSummary } from "@/lib/orders/gst-b2c-summary";
import { getHsnSummary, type HsnSummary } from "@/lib/orders/gst-hsn-summary";

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

const HSN_AMOUNTS = [
  ["taxableValue", "Taxable value"],
  ["igst", "IGST"],
  ["cgst", "CGST"],
  ["sgst", "SGST/UTGST"],
  ["total", "Value"],
] as const;

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
        By HSN code and rate, net of the month&apos;s credit notes. Delivery charges count under their order&apos;s main
        item; an exchange&apos;s replacement delivery is a courier service (SAC).
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

/** Table 5's large invoices or table 9B's credit notes against them, rate by rate. */
function LargeB2cTable({ rows, creditNotes }: { rows: B2cLargeRow[]; creditNotes?: boolean }) {
  const columns = [
    { label: creditNotes ? "Credit note" : "Invoice" },
    { label: "Date" },
    ...(creditNotes ? [{ label: "Against invoice" }] : []),
    { label: "Value", align: "right" as const },
    { label: "Place of supply" },
    { label: "Rate", align: "right" as const },
    { label: "Taxable value", align: "right" as const },
    { label: "IGST", align: "right" as const },
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
          <td className="px-3 py-2 text-right">{formatRupees(row.documentValue)}</td>
          <td className="px-3 py-2">{row.placeOfSupply}</td>
          <td className="px-3 py-2 text-right">{row.ratePercent}%</td>
          <td className="px-3 py-2 text-right">{formatRupees(row.taxableValue)}</td>
          <td className="px-3 py-2 text-right">{formatRupees(row.igst)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** Supplies to consumers as GSTR-1 reports them: table 7 by state and rate, tables 5 and 9B one by one. */
function B2cSummarySection({ summary, monthName }: { summary: B2cSummary; monthName: string }) {
  const csv = (table: string) => `/api/admin/invoices/b2c?month=${summary.month}&format=csv&table=${table}`;
  const smallColumns = [
    { label: "Place of supply" },
    { label: "Rate", align: "right" as const },
    ...HSN_AMOUNTS.map(([, label]) => ({ label, align: "right" as const })),
  ];
  return (
    <section aria-labelledby="b2c-heading" className="space-y-3">
      <h2 id="b2c-heading" className="text-xl font-semibold">
        Consumer supplies (GSTR-1 tables 7, 5 and 9B)
      </h2>
      <p className="text-sm text-neutral-600">
        B2C small (table 7): by place of supply and rate, net of the month&apos;s credit notes. B2C large (table 5):
        invoices to another state above ₹1,00,000, each on its own, and the credit notes reversing them (table 9B).
      </p>
      <section aria-labelledby="b2cs-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="b2cs-heading" className="text-lg font-semibold">
            B2C small (table 7)
          </h3>
          {summary.small.length > 0 ? (
            <a href={csv("b2cs")} className={buttonClass.secondary}>
              Download B2CS CSV
            </a>
          ) : null}
        </div>
        {summary.small.length === 0 ? (
          <p>No small consumer supplies in {monthName}.</p>
        ) : (
          <AdminTable columns={smallColumns}>
            {summary.small.map((row) => (
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
        )}
      </section>
      {summary.large.length > 0 ? (
        <section aria-labelledby="b2cl-heading" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 id="b2cl-heading" className="text-lg font-semibold">
              B2C large (table 5)
            </h3>
            <a href={csv("b2cl")} className={buttonClass.secondary}>
              Download B2CL CSV
            </a>
          </div>
          <LargeB2cTable rows={summary.large} />
        </section>
      ) : null}
      {summary.largeCreditNotes.length > 0 ? (
        <section aria-labelledby="cdnur-heading" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 id="cdnur-heading" className="text-lg font-semibold">
              Credit notes against B2C large invoices (table 9B)
            </h3>
            <a href={csv("cdnur")} className={buttonClass.secondary}>
              Download CDNUR CSV
            </a>
          </div>
          <LargeB2cTable rows={summary.largeCreditNotes} creditNotes />
        </section>
      ) : null}
    </section>
  );
}

/** The month's GST documents (IST calendar month): invoices, credit notes, their net, the HSN and consumer summaries, and CSVs for the returns. */
export default async function AdminInvoicesPage({ searchParams }: Props) {
  const admin = await requirePageAdmin("/admin/invoices");
  const raw = await searchParams;
  const parsed = invoiceRegisterQuerySchema.safeParse({ month: typeof raw.month === "string" ? raw.month : undefined });
  const month = (parsed.success && parsed.data.month) || currentMonthIST();
  const [{ invoices, creditNotes, net, netBySupply }, hsnSummary, b2cSummary] = await Promise.all([
    getInvoiceRegister(admin, month),
    getHsnSummary(admin, month),
    getB2cSummary(admin, month),
  ]);
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

      <HsnSummarySection summary={hsnSummary} monthName={monthName} />

      <B2cSummarySection summary={b2cSummary} monthName={monthName} />
    </div>
  );
}
