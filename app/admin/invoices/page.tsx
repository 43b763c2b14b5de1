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

const COLUMNS = [
  { label: "Invoice" },
  { label: "Issued" },
  { label: "Order" },
  { label: "Place of supply" },
  { label: "Taxable value", align: "right" },
  { label: "CGST", align: "right" },
  { label: "SGST", align: "right" },
  { label: "IGST", align: "right" },
  { label: "Invoice value", align: "right" },
] as const;

/** The month's GST tax invoices (IST calendar month), with totals and a CSV for the returns. */
export default async function AdminInvoicesPage({ searchParams }: Props) {
  await requirePageAdmin("/admin/invoices");
  const raw = await searchParams;
  const parsed = invoiceRegisterQuerySchema.safeParse({ month: typeof raw.month === "string" ? raw.month : undefined });
  const month = (parsed.success && parsed.data.month) || currentMonthIST();
  const register = await getInvoiceRegister(month);
  const { totals } = register;
  const monthName = new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

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

      <section aria-labelledby="totals-heading" className="rounded-lg border border-neutral-200 bg-white p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="totals-heading" className="text-lg font-semibold">
            {monthName}: {totals.count} {totals.count === 1 ? "invoice" : "invoices"}
          </h2>
          {/* A plain link: the browser downloads the attachment with the session cookie. */}
          <a href={`/api/admin/invoices?month=${month}&format=csv`} className={adminSecondaryButton}>
            Download CSV
          </a>
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-5" data-testid="invoice-totals">
          {(
            [
              ["Taxable value", totals.taxableValue],
              ["CGST", totals.cgst],
              ["SGST", totals.sgst],
              ["IGST", totals.igst],
              ["Invoice value", totals.total],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt className="text-neutral-600">{label}</dt>
              <dd className="font-semibold">{formatRupees(value)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-neutral-600">
          Invoices are numbered when an order ships. Totals leave out orders cancelled after invoicing: those are marked
          below and need a credit note.
        </p>
      </section>

      {register.invoices.length === 0 ? (
        <p>No tax invoices in {monthName}.</p>
      ) : (
        <AdminTable columns={COLUMNS}>
          {register.invoices.map((row) => (
            <tr key={row.invoiceNumber} className="border-b border-neutral-100 last:border-0">
              <td className="px-3 py-2">
                <Link href={`/orders/${row.orderId}/invoice`} className={adminLink}>
                  {row.invoiceNumber}
                </Link>
                {row.cancelledAfterInvoice ? (
                  <span className="block text-xs font-semibold text-red-700">Cancelled: issue a credit note</span>
                ) : null}
              </td>
              <td className="px-3 py-2">{formatDateTimeIST(row.issuedAt)}</td>
              <td className="px-3 py-2">
                <Link href={`/admin/orders/${row.orderId}`} className={adminLink}>
                  #{row.orderNumber}
                </Link>{" "}
                {row.customer}
              </td>
              <td className="px-3 py-2">{row.placeOfSupply}</td>
              <td className="px-3 py-2 text-right">{formatRupees(row.taxableValue)}</td>
              <td className="px-3 py-2 text-right">{formatRupees(row.cgst)}</td>
              <td className="px-3 py-2 text-right">{formatRupees(row.sgst)}</td>
              <td className="px-3 py-2 text-right">{formatRupees(row.igst)}</td>
              <td className="px-3 py-2 text-right">{formatRupees(row.total)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      {register.truncated ? (
        <p className="text-sm text-neutral-600">
          Showing the first {REGISTER_PAGE_ROWS} invoices of the month; the CSV has all of them.
        </p>
      ) : null}
    </div>
  );
}
