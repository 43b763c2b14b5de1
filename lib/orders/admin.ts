import "server-only";
import { z } from "zod";
import { assertAdmin, type Viewer } from "@/lib/auth/viewer";
import { ADMIN_COUNT_CAP, adminPageParam, openPageInfo, pageWindow } from "@/lib/admin/paging";
import { type PaymentStatus, Prisma, prisma } from "@/lib/db";
import { paiseToRupees } from "@/lib/money";
import { FULFILLMENT_LABELS } from "./fulfillment";
import { COURIERS, isCourierCode } from "./couriers";
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from "./payment-labels";
import { summarySelect, toSummary } from "./admin-summary";
import { literalLikeText } from "@/lib/like-pattern";
import { endOfDayIST, isCalendarDate, istDate, istDateTime, startOfDayIST } from "@/lib/time";
import type { CsvExport, CsvValue } from "@/lib/csv";

// The admin's list of orders: the filters of /admin/orders (status, payment,
// placed from/to, and the search box: order number, phone, e-mail or name),
// one page of the matches, and every match as a CSV download. The list and
// its export share one filter, so the file holds exactly what the list shows.
// The rest of the admin's side of orders sits beside it: one order's page in
// ./admin-order, its steps and shipment details in ./admin-fulfillment, the
// cancel in ./admin-cancel, refunds to look at or retry in ./admin-refunds.
// Money leaves this module in rupees, as the /api shows it.
// Every exported read takes the viewer and refuses anyone but an admin itself
// (docs/adr/0001-authorization-where-data-is-read.md).

export const ADMIN_ORDERS_PAGE_SIZE = 25;

/** Fulfilment filter values as they appear in the URL (`?status=`). "to-ship": see waitingToShipWhere. */
export const ORDER_STATUS_FILTERS = [
  "all",
  "to-ship",
  "order-placed",
  "packed",
  "shipped",
  "out-for-delivery",
  "delivered",
  "cancelled",
] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

/** Payment filter values (`?payment=`). */
export const PAYMENT_FILTERS = ["all", "pending", "paid", "failed", "refunded"] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

/** `?from=` / `?to=`: an India calendar date the orders were placed on or after / on or before. */
const placedDate = (name: string) =>
  z.string().refine(isCalendarDate, `${name} must be a date (YYYY-MM-DD).`).optional();

const orderFilterShape = {
  status: z
    .enum(ORDER_STATUS_FILTERS, { error: `status must be one of ${ORDER_STATUS_FILTERS.join(", ")}.` })
    .optional()
    .default("all"),
  payment: z
    .enum(PAYMENT_FILTERS, { error: `payment must be one of ${PAYMENT_FILTERS.join(", ")}.` })
    .optional()
    .default("all"),
  q: z.string().trim().max(100, "q can be at most 100 characters.").optional().default(""),
  from: placedDate("from"),
  to: placedDate("to"),
  page: adminPageParam,
};
const fromNotAfterTo = (value: { from?: string; to?: string }) => !value.from || !value.to || value.from <= value.to;
const FROM_AFTER_TO = { message: "from must not be after to.", path: ["from"] };

export const adminOrderFilterSchema = z.object(orderFilterShape).refine(fromNotAfterTo, FROM_AFTER_TO);
export type AdminOrderFilter = z.infer<typeof adminOrderFilterSchema>;

/** GET /api/admin/orders: the list's filter, and `format=csv` for every matching order as a download. */
export const adminOrdersQuerySchema = z
  .object({
    ...orderFilterShape,
    format: z.enum(["json", "csv"], { error: "format must be json or csv." }).optional().default("json"),
  })
  .refine(fromNotAfterTo, FROM_AFTER_TO);

/**
 * Orders waiting to ship: not yet handed to the courier (placed or packed) and
 * ready to go — paid, or cash on delivery still to be collected. An online
 * order whose payment has not come through (or a refunded one) is not waiting
 * on the warehouse.
 */
export const waitingToShipWhere = {
  fulfillmentStatus: { in: ["ORDER_PLACED", "PACKED"] },
  OR: [{ paymentStatus: "PAID" }, { paymentMethod: "COD", paymentStatus: "PENDING" }],
} satisfies Prisma.OrderWhereInput;

const STATUS_FILTER_WHERE: Record<Exclude<OrderStatusFilter, "all">, Prisma.OrderWhereInput> = {
  "to-ship": waitingToShipWhere,
  "order-placed": { fulfillmentStatus: "ORDER_PLACED" },
  packed: { fulfillmentStatus: "PACKED" },
  shipped: { fulfillmentStatus: "SHIPPED" },
  "out-for-delivery": { fulfillmentStatus: "OUT_FOR_DELIVERY" },
  delivered: { fulfillmentStatus: "DELIVERED" },
  cancelled: { fulfillmentStatus: "CANCELLED" },
};

/** Up to this many matching customers are looked up first and their orders found by userId. */
const CUSTOMERS_LOOKED_UP = 200;

/**
 * A search's condition, and whether it is broad: it matched more than CUSTOMERS_LOOKED_UP
 * customers, so each order is joined to its customer to test it, and counting the matches
 * reads every order (200,000: 250–650 ms, docs/adr/0041) — such a list is paged without a count.
 */
type Search = { where: Prisma.OrderWhereInput; broad: boolean };

/**
 * The orders of the customers `who` matches. The customers are looked up first (a small table beside
 * the orders), so the search's OR stays index scans (userId beside the trigram indexes on the
 * ship-to name and phone, migration admin_order_search_indexes) instead of reading every order
 * against a subquery; a search matching very many customers ("gmail") leaves the join to the database.
 */
async function ordersOfCustomers(
  who: Prisma.UserWhereInput,
): Promise<{ conditions: Prisma.OrderWhereInput[]; broad: boolean }> {
  const users = await prisma.user.findMany({ where: who, select: { id: true }, take: CUSTOMERS_LOOKED_UP + 1 });
  if (users.length > CUSTOMERS_LOOKED_UP) return { conditions: [{ user: who }], broad: true };
  return { conditions: users.length > 0 ? [{ userId: { in: users.map((user) => user.id) } }] : [], broad: false };
}

/**
 * What the admin typed in the search box: an order number ("1042" or "#1042"),
 * a phone number (any spacing, with or without +91: matched on its last ten
 * digits), or part of the customer's e-mail or name.
 */
async function searchWhere(q: string): Promise<Search | null> {
  if (!q) return null;
  const number = /^#?(\d{1,9})$/.exec(q);
  if (number) return { where: { number: Number(number[1]) }, broad: false };
  const digits = q.replace(/[\s()+-]/g, "");
  if (/^\d{10,12}$/.test(digits)) {
    const lastTen = digits.slice(-10);
    const customers = await ordersOfCustomers({ phone: { endsWith: lastTen } });
    return { where: { OR: [{ shipPhone: { endsWith: lastTen } }, ...customers.conditions] }, broad: customers.broad };
  }
  const pattern = literalLikeText(q);
  const customers = await ordersOfCustomers({
    OR: [{ email: { contains: pattern, mode: "insensitive" } }, { name: { contains: pattern, mode: "insensitive" } }],
  });
  return {
    where: { OR: [{ shipFullName: { contains: pattern, mode: "insensitive" } }, ...customers.conditions] },
    broad: customers.broad,
  };
}

async function listWhere(filter: AdminOrderFilter): Promise<Search> {
  const conditions: Prisma.OrderWhereInput[] = [];
  if (filter.status !== "all") conditions.push(STATUS_FILTER_WHERE[filter.status]);
  if (filter.payment !== "all") conditions.push({ paymentStatus: filter.payment.toUpperCase() as PaymentStatus });
  if (filter.from) conditions.push({ createdAt: { gte: startOfDayIST(filter.from) } });
  if (filter.to) conditions.push({ createdAt: { lte: endOfDayIST(filter.to) } });
  const search = await searchWhere(filter.q);
  if (search) conditions.push(search.where);
  return { where: { AND: conditions }, broad: search?.broad ?? false };
}
/**
 * One page of orders, newest first, with the filter applied. The matches are counted up to
 * ADMIN_COUNT_CAP, and a broad search's not at all (see Search): then `total` is as many as are
 * known and `totalIsAtLeast` says so. One row past the page tells whether another page follows.
 */
export async function listOrdersForAdmin(viewer: Viewer, filter: AdminOrderFilter) {
  assertAdmin(viewer);
  const { where, broad } = await listWhere(filter);
  const { skip, take } = pageWindow(filter.page, ADMIN_ORDERS_PAGE_SIZE);
  const [counted, rows] = await Promise.all([
    // In the list's order, so PostgreSQL can walk the same index and stop at the cap.
    broad ? null : prisma.order.count({ where, orderBy: { createdAt: "desc" }, take: ADMIN_COUNT_CAP + 1 }),
    prisma.order.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip,
      take: take + 1,
      select: summarySelect,
    }),
  ]);
  const shown = rows.slice(0, take);
  return {
    orders: shown.map(toSummary),
    ...openPageInfo(filter.page, ADMIN_ORDERS_PAGE_SIZE, counted, shown.length, rows.length > take),
  };
}

/** Orders read per query while an export streams: the file is never held whole. */
const EXPORT_BATCH = 500;

const exportSelect = {
  id: true,
  number: true,
  createdAt: true,
  subtotal: true,
  shippingFee: true,
  taxTotal: true,
  total: true,
  paymentMethod: true,
  paymentStatus: true,
  fulfillmentStatus: true,
  shipFullName: true,
  shipPhone: true,
  shipCity: true,
  shipState: true,
  shipPostalCode: true,
  courier: true,
  trackingNumber: true,
  invoiceNumber: true,
  user: { select: { name: true, email: true } },
  items: { select: { quantity: true } },
} satisfies Prisma.OrderSelect;

const ORDERS_CSV_HEADER = [
  "Order number",
  "Placed (IST)",
  "Customer",
  "Customer e-mail",
  "Ship to",
  "Phone",
  "City",
  "State",
  "PIN code",
  "Items",
  "Subtotal (₹)",
  "Shipping (₹)",
  "GST included (₹)",
  "Total (₹)",
  "Payment method",
  "Payment status",
  "Status",
  "Courier",
  "AWB",
  "Invoice number",
] as const;

/**
 * The filter's orders newest first, EXPORT_BATCH at a time. Keyset paging on (createdAt, id),
 * the list's order: an order placed while the export runs neither shifts nor repeats a row.
 */
async function* orderCsvRows(filter: AdminOrderFilter): AsyncGenerator<CsvValue[][]> {
  const { where } = await listWhere(filter);
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const rows: Prisma.OrderGetPayload<{ select: typeof exportSelect }>[] = await prisma.order.findMany({
      where: after
        ? {
            AND: [
              where,
              {
                OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }],
              },
            ],
          }
        : where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: EXPORT_BATCH,
      select: exportSelect,
    });
    if (rows.length === 0) return;
    yield rows.map((row) => [
      row.number,
      istDateTime(row.createdAt),
      row.user.name,
      row.user.email,
      row.shipFullName,
      row.shipPhone,
      row.shipCity,
      row.shipState,
      row.shipPostalCode,
      row.items.reduce((sum, item) => sum + item.quantity, 0),
      paiseToRupees(row.subtotal),
      paiseToRupees(row.shippingFee),
      paiseToRupees(row.taxTotal),
      paiseToRupees(row.total),
      PAYMENT_METHOD_LABELS[row.paymentMethod],
      PAYMENT_STATUS_LABELS[row.paymentStatus],
      FULFILLMENT_LABELS[row.fulfillmentStatus],
      row.courier && isCourierCode(row.courier) ? COURIERS[row.courier].name : row.courier,
      row.trackingNumber,
      row.invoiceNumber,
    ]);
    if (rows.length < EXPORT_BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/**
 * Every order the filter matches (its page ignored) as a CSV export, newest first: for a courier
 * pick-up list (status to-ship), cash-on-delivery reconciliation or a month's sales (from/to).
 * Amounts in rupees; Items counts units.
 */
export function ordersCsv(viewer: Viewer, filter: AdminOrderFilter): CsvExport {
  assertAdmin(viewer);
  const range = filter.from || filter.to ? `${filter.from ?? "start"}-to-${filter.to ?? istDate(new Date())}` : null;
  return {
    filename: `orders-${range ?? istDate(new Date())}.csv`,
    header: ORDERS_CSV_HEADER,
    batches: orderCsvRows(filter),
  };
}
