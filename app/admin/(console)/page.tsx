import type { Metadata } from "next";
import Link from "next/link";
import { AdminTable, type AdminColumn } from "@/components/admin/admin-table";
import { DailyBarChart } from "@/components/admin/daily-bar-chart";
import { longDayLabel } from "@/lib/admin/chart";
import { DASHBOARD_DAYS, getDashboard, LOW_STOCK_THRESHOLD } from "@/lib/admin/dashboard";
import { requirePageAdmin } from "@/lib/auth/session";
import { listRefundsNeedingAttention } from "@/lib/orders/admin-refunds";
import { formatINR, formatRupees } from "@/lib/money";

export const metadata: Metadata = { title: "Dashboard" };

const card = "rounded-lg border border-neutral-200 bg-white p-4";
const link = "font-medium text-brand-700 underline underline-offset-2";
const REFUND_COLUMNS: readonly AdminColumn[] = [
  { label: "Order" },
  { label: "Amount", align: "right" },
  { label: "Status" },
  { label: "Reason" },
  { label: "Owed for" },
];

export default async function AdminDashboard() {
  const admin = await requirePageAdmin("/admin");
  const [{ days, totals, lowStock, pendingQuotations, waitingToShip, undeliveredMails }, refundsToCheck] =
    await Promise.all([getDashboard(admin), listRefundsNeedingAttention(admin)]);
  const first = days[0]?.day;
  const lastDay = days.at(-1)?.day;
  const period = first && lastDay ? `${longDayLabel(first)} to ${longDayLabel(lastDay)}` : "";
  const busiest = days.reduce<(typeof days)[number] | null>(
    (best, day) => (day.revenue > (best?.revenue ?? 0) ? day : best),
    null,
  );
  const summary = `${DASHBOARD_DAYS} days, ${period}: ${totals.orders} orders, ${formatINR(totals.revenue)} in total.`;
  const dayList = days.map((day) => day.day);
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold">Dashboard</h1>

      <section aria-labelledby="todo-heading">
        <h2 id="todo-heading" className="sr-only">
          Waiting for you
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <li className={card}>
            <p className="text-sm text-neutral-700">Orders waiting to ship</p>
            <p className="mt-1 text-3xl font-bold">{waitingToShip}</p>
            <Link href="/admin/orders?status=to-ship" className={`mt-2 inline-block text-sm ${link}`}>
              See orders to ship
            </Link>
          </li>
          <li className={card}>
            <p className="text-sm text-neutral-700">Pending quotations</p>
            <p className="mt-1 text-3xl font-bold">{pendingQuotations}</p>
            <Link href="/admin/quotations?status=pending" className={`mt-2 inline-block text-sm ${link}`}>
              Answer quotations
            </Link>
          </li>
          <li className={card}>
            <p className="text-sm text-neutral-700">Orders, last {DASHBOARD_DAYS} days</p>
            <p className="mt-1 text-3xl font-bold">{totals.orders}</p>
          </li>
          <li className={card}>
            <p className="text-sm text-neutral-700">Revenue, last {DASHBOARD_DAYS} days</p>
            <p className="mt-1 text-3xl font-bold">{formatINR(totals.revenue)}</p>
            <p className="mt-1 text-sm text-neutral-700">Average order {formatINR(totals.averageOrderValue)}</p>
          </li>
        </ul>
      </section>

      {undeliveredMails > 0 ? (
        <section aria-labelledby="mails-heading" className="space-y-1" data-testid="undelivered-mails">
          <h2 id="mails-heading" className="text-xl font-bold">
            Mails not delivered ({undeliveredMails})
          </h2>
          <p className="text-sm text-neutral-700">
            Mails the SMTP server refused for good, or still could not take 48 hours after they were sent, in the last
            30 days. The server log names each (&quot;[mail] … not sent&quot;); check SMTP_URL and the addresses.
          </p>
        </section>
      ) : null}

      {refundsToCheck.total > 0 ? (
        <section aria-labelledby="refunds-heading" className="space-y-3">
          <h2 id="refunds-heading" className="text-xl font-bold">
            Refunds needing attention ({refundsToCheck.total})
          </h2>
          <p className="text-sm text-neutral-700">
            Failed refunds nothing else will replace, refunds Razorpay has not accepted after an hour, and refunds still
            processing after 10 days
            {refundsToCheck.total > refundsToCheck.refunds.length
              ? ` (the ${refundsToCheck.refunds.length} oldest are shown)`
              : ""}
            . Retry a refund from its order&apos;s Refunds.
          </p>
          <AdminTable columns={REFUND_COLUMNS}>
            {refundsToCheck.refunds.map((refund) => (
              <tr key={refund._id} className="border-t border-neutral-200" data-testid="refund-needing-attention">
                <td className="px-3 py-2">
                  <Link href={`/admin/orders/${refund.orderId}#refunds`} className={link}>
                    #{refund.orderNumber}
                  </Link>
                  {refund.extraPayment ? <span className="block text-neutral-700">Second payment</span> : null}
                </td>
                <td className="px-3 py-2 text-right font-semibold">{formatRupees(refund.amount)}</td>
                <td className={`px-3 py-2 ${refund.status === "Failed" ? "font-semibold text-red-700" : ""}`}>
                  {refund.status}
                </td>
                <td className="px-3 py-2">{refund.reason}</td>
                <td className="px-3 py-2">
                  <time dateTime={refund.owedSince}>{refund.age}</time>
                </td>
              </tr>
            ))}
          </AdminTable>
        </section>
      ) : null}

      <section aria-labelledby="sales-heading" className="space-y-4">
        <div>
          <h2 id="sales-heading" className="text-xl font-bold">
            Sales per day
          </h2>
          <p className="text-sm text-neutral-700">
            India time, {period}. Counts paid orders and cash-on-delivery orders that are not cancelled; unpaid online,
            failed, refunded and cancelled orders are left out.
          </p>
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <DailyBarChart
            id="revenue"
            title={`Revenue per day, last ${DASHBOARD_DAYS} days`}
            description={`${summary}${busiest ? ` Best day: ${longDayLabel(busiest.day)}, ${formatINR(busiest.revenue)}.` : " No sales in this period."}`}
            days={dayList}
            values={days.map((day) => day.revenue)}
            formatValue={formatINR}
            minimumScale={100}
          />
          <DailyBarChart
            id="orders"
            title={`Orders per day, last ${DASHBOARD_DAYS} days`}
            description={summary}
            days={dayList}
            values={days.map((day) => day.orders)}
            formatValue={(value) => value.toLocaleString("en-IN")}
            minimumScale={2}
            integer
          />
        </div>
        <table className="sr-only">
          <caption>Orders and revenue per day, {period}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Orders</th>
              <th scope="col">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{longDayLabel(day.day)}</th>
                <td>{day.orders}</td>
                <td>{formatINR(day.revenue)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td>{totals.orders}</td>
              <td>{formatINR(totals.revenue)}</td>
            </tr>
          </tfoot>
        </table>
      </section>

      <section aria-labelledby="stock-heading" className="space-y-3">
        <h2 id="stock-heading" className="text-xl font-bold">
          Low stock
        </h2>
        <p className="text-sm text-neutral-700">
          Active products with {LOW_STOCK_THRESHOLD} or fewer units
          {lowStock.count > lowStock.products.length
            ? ` (${lowStock.count} in all; the ${lowStock.products.length} emptiest are shown)`
            : ""}
          .
          {lowStock.count > lowStock.products.length ? (
            <>
              {" "}
              <Link href="/admin/catalogue?status=active&stock=low" className={link}>
                See all {lowStock.count}
              </Link>
            </>
          ) : null}
        </p>
        {lowStock.products.length === 0 ? (
          <p>Every active product has more than {LOW_STOCK_THRESHOLD} units.</p>
        ) : (
          <table className="w-full border-collapse overflow-hidden rounded-lg bg-white text-left text-sm">
            <thead className="bg-neutral-100">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Product
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Units left
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lowStock.products.map((product) => (
                <tr key={product.id} className="border-t border-neutral-200">
                  <td className="px-3 py-2">
                    <Link href={`/product/${product.slug}`} className={link}>
                      {product.name}
                    </Link>
                  </td>
                  <td className={`px-3 py-2 text-right font-semibold ${product.stock === 0 ? "text-red-700" : ""}`}>
                    {product.stock === 0 ? "Out of stock" : product.stock}
                  </td>
                  <td className="px-3 py-2">
                    <Link href={`/admin/catalogue/${product.id}/edit`} className={link}>
                      Edit<span className="sr-only"> {product.name}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
