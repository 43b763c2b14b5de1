import type { Metadata } from "next";
import Link from "next/link";
import { adminListCount, AdminFilterNav } from "@/components/admin/admin-filter-nav";
import { AdminPager } from "@/components/admin/admin-pager";
import { AdminTable } from "@/components/admin/admin-table";
import { FulfillmentBadge } from "@/components/admin/fulfillment-badge";
import { buttonClass } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { formatDateTimeIST } from "@/lib/time";
import { requirePageAdmin } from "@/lib/auth/session";
import { formatRupees } from "@/lib/money";
import { shownPaymentStatus } from "@/lib/orders/payment-labels";
import {
  type AdminOrderFilter,
  adminOrderFilterSchema,
  listOrdersForAdmin,
  ORDER_STATUS_FILTERS,
  PAYMENT_FILTERS,
  type OrderStatusFilter,
  type PaymentFilter,
} from "@/lib/orders/admin";

export const metadata: Metadata = { title: "Orders" };

const STATUS_LABELS: Record<OrderStatusFilter, string> = {
  all: "All",
  "to-ship": "To ship",
  "order-placed": "Order Placed",
  packed: "Packed",
  shipped: "Shipped",
  "out-for-delivery": "Out for Delivery",
  delivered: "Delivered",
  cancelled: "Cancelled",
};
const PAYMENT_LABELS: Record<PaymentFilter, string> = {
  all: "Any payment",
  pending: "Pending",
  paid: "Paid",
  failed: "Failed",
  refunded: "Refunded",
};

/** The filter as query parameters; defaults are left out so links stay short. */
function filterParams(filter: AdminOrderFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status !== "all") params.set("status", filter.status);
  if (filter.payment !== "all") params.set("payment", filter.payment);
  if (filter.q) params.set("q", filter.q);
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  return params;
}

/** The list's URL for a filter. */
function ordersHref(filter: AdminOrderFilter): string {
  const params = filterParams(filter);
  if (filter.page > 1) params.set("page", String(filter.page));
  const query = params.toString();
  return query ? `/admin/orders?${query}` : "/admin/orders";
}

/** Every order the filter matches as a CSV download (GET /api/admin/orders?format=csv). */
function exportHref(filter: AdminOrderFilter): string {
  const params = filterParams(filter);
  params.set("format", "csv");
  return `/api/admin/orders?${params}`;
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminOrdersPage({ searchParams }: Props) {
  const admin = await requirePageAdmin("/admin/orders");
  const raw = await searchParams;
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const parsed = adminOrderFilterSchema.safeParse({
    status: first(raw.status),
    payment: first(raw.payment),
    q: first(raw.q),
    from: first(raw.from) || undefined,
    to: first(raw.to) || undefined,
    page: first(raw.page),
  });
  // A hand-edited URL with a bad value shows every order rather than an error page.
  const filter = parsed.success ? parsed.data : adminOrderFilterSchema.parse({});
  const { orders, total, totalIsAtLeast, page, pageCount } = await listOrdersForAdmin(admin, filter);

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Orders</h1>
      {!parsed.success ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          That filter is not valid, so every order is shown.
        </p>
      ) : null}

      <AdminFilterNav
        label="Filter by status"
        className="flex flex-wrap gap-2"
        links={ORDER_STATUS_FILTERS.map((status) => ({
          key: status,
          href: ordersHref({ ...filter, status, page: 1 }),
          current: status === filter.status,
          label: STATUS_LABELS[status],
        }))}
      />

      <form action="/admin/orders" method="get" role="search" className="flex flex-wrap items-end gap-3">
        {filter.status !== "all" ? <input type="hidden" name="status" value={filter.status} /> : null}
        <TextField
          label="Search orders"
          id="orders-q"
          className="w-72"
          name="q"
          type="search"
          defaultValue={filter.q}
          maxLength={100}
          placeholder="Order number, phone, e-mail or name"
        />
        <SelectField label="Payment" id="orders-payment" name="payment" defaultValue={filter.payment}>
          {PAYMENT_FILTERS.map((payment) => (
            <option key={payment} value={payment}>
              {PAYMENT_LABELS[payment]}
            </option>
          ))}
        </SelectField>
        <TextField label="Placed from" id="orders-from" name="from" type="date" defaultValue={filter.from} />
        <TextField label="Placed to" id="orders-to" name="to" type="date" defaultValue={filter.to} />
        <button type="submit" className={buttonClass.primary}>
          Search
        </button>
        {filter.q || filter.payment !== "all" || filter.from || filter.to ? (
          <Link
            href={ordersHref({ ...filter, q: "", payment: "all", from: undefined, to: undefined, page: 1 })}
            className="py-2 text-sm underline"
          >
            Clear search
          </Link>
        ) : null}
      </form>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-neutral-700" aria-live="polite">
          {/* Counted up to a cap, a broad search not at all (listOrdersForAdmin): "10,000+ orders, page 1 of 400+". */}
          {adminListCount({ total, totalIsAtLeast, page, pageCount }, "order", "orders")}
        </p>
        {total > 0 ? (
          // A download, not a page: a plain link, never prefetched.
          <a href={exportHref(filter)} download className={buttonClass.secondary}>
            Download CSV
          </a>
        ) : null}
      </div>

      {orders.length === 0 ? (
        <p>No orders match.</p>
      ) : (
        <AdminTable
          columns={[
            { label: "Order" },
            { label: "Placed" },
            { label: "Customer" },
            { label: "Total", align: "right" },
            { label: "Payment" },
            { label: "Status" },
          ]}
        >
          {orders.map((order) => (
            <tr key={order._id} className="border-t border-neutral-200 align-top">
              <th scope="row" className="px-3 py-2 font-semibold">
                <Link href={`/admin/orders/${order._id}`} className="text-brand-700 underline underline-offset-2">
                  #{order.number}
                </Link>
              </th>
              <td className="px-3 py-2 whitespace-nowrap">{formatDateTimeIST(order.createdAt)}</td>
              <td className="px-3 py-2">
                <span className="block">{order.customer.name}</span>
                <span className="block text-neutral-600">{order.customer.email}</span>
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap">{formatRupees(order.total)}</td>
              {/* A cancelled order whose cash was never taken: "Nothing to pay", not "Pending" (payment-labels.ts). */}
              <td className="px-3 py-2 whitespace-nowrap" data-testid="payment-status">
                {order.paymentMethod} · {shownPaymentStatus(order)}
              </td>
              <td className="px-3 py-2">
                <FulfillmentBadge status={order.fulfillmentCode} />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}

      <AdminPager
        page={page}
        pageCount={pageCount}
        pageCountIsAtLeast={totalIsAtLeast}
        hrefFor={(n) => ordersHref({ ...filter, page: n })}
      />
    </div>
  );
}
