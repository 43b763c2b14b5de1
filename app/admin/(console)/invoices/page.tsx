import { AmountList } from "@/components/admin/gst-month/amounts";
import { Gstr1Section } from "@/components/admin/gst-month/gstr1-section";
import { HsnSummarySection } from "@/components/admin/gst-month/hsn-summary-section";
import { ChallanTable, DocumentTable, Truncated } from "@/components/admin/gst-month/register-tables";
import { buttonClass } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { currentMonthIST } from "@/lib/time";
import { requirePageAdmin } from "@/lib/auth/session";
import { invoiceRegisterQuerySchema, REGISTER_PAGE_ROWS } from "@/lib/orders/invoice-register";
import { getGstMonth } from "@/lib/orders/gst-month";

export const metadata = { title: "Tax invoices" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

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
        <AmountList amounts={net} testId="register-net" />
        <div className="grid gap-4 border-t border-neutral-200 pt-3 lg:grid-cols-2">
          <div>
            <h3 className="mb-2 text-sm font-semibold">B2B (registered buyers), net</h3>
            <AmountList amounts={netBySupply.B2B} testId="register-net-b2b" />
          </div>
          <div>
            <h3 className="mb-2 text-sm font-semibold">B2C (consumers), net</h3>
            <AmountList amounts={netBySupply.B2C} testId="register-net-b2c" />
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
              <AmountList amounts={totals} testId={`register-invoices-${supply.toLowerCase()}`} />
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
          <ChallanTable rows={challans.rows} />
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
