import Link from "next/link";
import { AdminTable } from "@/components/admin/admin-table";
import { adminButton, adminInput, adminLabel, adminLink, adminSecondaryButton } from "@/components/admin/styles";
import { formatDateTimeIST } from "@/lib/admin/format";
import { requirePageAdmin } from "@/lib/auth/session";
import { formatRupees } from "@/lib/money";
import {
  currentMonthIST,
  getInvoiceRegister,
  invoiceRegisterQuerySchema,
  REGISTER_PAGE_ROWS,
} from "@/lib/orders/invoice-register";

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

/** One kind of document (invoices or credit notes) as a table, linking each to its page and its order. */
function DocumentTable({
  title,
  path,
  part,
  against,
}: {
  title: string;
  path: "invoice" | "credit-note";
  part: Register["invoices"];
  against?: boolean;
}) {
  const columns = [
    { label: title },
    { label: "Issued" },
    ...(against ? [{ label: "Against invoice" }] : []),
    { label: "Order" },
    { label: "Place of supply" },
    ...AMOUNT_LABELS.map(([, label]) => ({ label, align: "right" as const })),
  ];
  return (
    <>
      <AdminTable columns={columns}>
        {part.rows.map((row) => (
          <tr key={row.documentNumber} className="border-b border-neutral-100 last:border-0">
            <td className="px-3 py-2 whitespace-nowrap">
              <Link href={`/orders/${row.orderId}/${path}`} className={adminLink}>
                {row.documentNumber}
              </Link>
            </td>
            <td className="px-3 py-2">{formatDateTimeIST(row.issuedAt)}</td>
            {against ? <td className="px-3 py-2 whitespace-nowrap">{row.invoiceNumber}</td> : null}
            <td className="px-3 py-2">
              <Link href={`/admin/orders/${row.orderId}`} className={adminLink}>
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
      {part.truncated ? (
        <p className="mt-2 text-sm text-neutral-600">
          Showing the first {REGISTER_PAGE_ROWS} of {part.totals.count}; the CSV has all of them.
        </p>
      ) : null}
    </>
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

/** The month's GST documents (IST calendar month): invoices, credit notes, their net, and a CSV for the returns. */
export default async function AdminInvoicesPage({ searchParams }: Props) {
  const admin = await requirePageAdmin("/admin/invoices");
  const raw = await searchParams;
  const parsed = invoiceRegisterQuerySchema.safeParse({ month: typeof raw.month === "string" ? raw.month : undefined });
  const month = (parsed.success && parsed.data.month) || currentMonthIST();
  const { invoices, creditNotes, net } = await getInvoiceRegister(admin, month);
  const monthName = new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold">Tax invoices</h1>
        <form method="get" className="flex items-end gap-2">
          <div>
            <label htmlFor="invoice-month" className={adminLabel}>
              Month
            </label>
            <input id="invoice-month" name="month" type="month" defaultValue={month} className={adminInput} />
          </div>
          <button type="submit" className={adminButton}>
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
          <a href={`/api/admin/invoices?month=${month}&format=csv`} className={adminSecondaryButton}>
            Download CSV
          </a>
        </div>
        <p className="text-sm text-neutral-600">
          Net of credit notes (invoices are numbered when an order ships; cancelling a shipped order issues a credit
          note that reverses its invoice):
        </p>
        <Amounts amounts={net} testId="register-net" />
      </section>

      <section aria-labelledby="invoices-heading" className="space-y-3">
        <h2 id="invoices-heading" className="text-xl font-semibold">
          Invoices
        </h2>
        {invoices.rows.length === 0 ? (
          <p>No tax invoices in {monthName}.</p>
        ) : (
          <DocumentTable title="Invoice" path="invoice" part={invoices} />
        )}
      </section>

      <section aria-labelledby="credit-notes-heading" className="space-y-3">
        <h2 id="credit-notes-heading" className="text-xl font-semibold">
          Credit notes
        </h2>
        {creditNotes.rows.length === 0 ? (
          <p>No credit notes in {monthName}.</p>
        ) : (
          <DocumentTable title="Credit note" path="credit-note" part={creditNotes} against />
        )}
      </section>
    </div>
  );
}
