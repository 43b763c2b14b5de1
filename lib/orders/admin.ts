import "server-only";
import { z } from "zod";
import { conflict, invalidInput, notFound } from "@/lib/errors";
import { assertAdmin, type Viewer } from "@/lib/auth/viewer";
import { ADMIN_COUNT_CAP, adminPageParam, openPageInfo, pageWindow } from "@/lib/admin/paging";
import {
  type FulfillmentStatus,
  type PaymentMethod,
  type PaymentStatus,
  Prisma,
  prisma,
  type RefundKind,
  type RefundStatus,
} from "@/lib/db";
import { paiseToRupees } from "@/lib/money";
import { deliverQueuedMail } from "@/lib/mail/queue";
import { cancelPaidOrder, cancelUnpaidOrder } from "./cancel";
import { queueCancellationMail, sendQueuedCancellationMail } from "./cancelled-mail";
import { FULFILLMENT_LABELS, FULFILLMENT_STEPS, nextFulfillmentStep } from "./fulfillment";
import {
  COURIERS,
  COURIER_CODES,
  type CourierCode,
  EWAY_BILL_THRESHOLD,
  courierTrackingUrl,
  isCourierCode,
} from "./couriers";
import { issueDeliveryChallan } from "./delivery-challan";
import { issueInvoice } from "./invoice";
import { queueShippedMail } from "./shipped-mail";
import { orderItemsSelect, shippingAddressSelect, toApiOrderItems, toApiShippingAddress } from "./orders";
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from "./payment-labels";
import { literalLikeText } from "@/lib/like-pattern";
import { REFUND_STATUS_LABELS, refundClaimMs, requestRecordedRefund, retryRefundRequest } from "@/lib/payments/refunds";
import { endOfDayIST, formatElapsed, isCalendarDate, istDate, istDateTime, startOfDayIST } from "@/lib/time";
import type { CsvExport, CsvValue } from "@/lib/csv";

// The admin's side of orders: find them, read one, move it along the delivery
// steps one at a time, and cancel an unpaid cash-on-delivery order. The
// cancel itself is the shared one in ./cancel (the unpaid-order sweep uses it
// too); stock moves stay in ./stock.
// Money leaves this module in rupees, as the /api shows it.
// Every exported read and write takes the viewer and refuses anyone but an
// admin itself (docs/adr/0001-authorization-where-data-is-read.md).

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

/** The steps an admin may move an order to (ORDER_PLACED is where every order starts). */
export const ADVANCE_TARGETS = FULFILLMENT_STEPS.slice(1) as Exclude<
  (typeof FULFILLMENT_STEPS)[number],
  "ORDER_PLACED"
>[];

/** The shipment details an admin gives: courier and AWB together or neither; the e-way bill on its own. */
const shipmentDetailsShape = {
  courier: z.enum(COURIER_CODES, { error: `courier must be one of ${COURIER_CODES.join(", ")}.` }).optional(),
  trackingNumber: z
    .string({ error: "trackingNumber must be text." })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{6,30}$/, "trackingNumber must be 6 to 30 letters, digits or hyphens.")
    .optional(),
  ewayBillNumber: z
    .string({ error: "ewayBillNumber must be text." })
    .trim()
    .regex(/^\d{12}$/, "ewayBillNumber must be exactly 12 digits.")
    .optional(),
};

function courierAndNumberTogether(value: { courier?: unknown; trackingNumber?: unknown }) {
  return (value.courier === undefined) === (value.trackingNumber === undefined);
}
const COURIER_PAIR_MESSAGE = "Give courier and trackingNumber together.";

/**
 * POST /api/admin/orders/{id}/fulfillment: `status`, and with SHIPPED optionally the
 * courier and its AWB (together) and the e-way bill number (docs/adr/0038).
 */
export const fulfillmentUpdateSchema = z
  .object({
    status: z.enum(ADVANCE_TARGETS, { error: `status must be one of ${ADVANCE_TARGETS.join(", ")}.` }),
    ...shipmentDetailsShape,
  })
  .refine(courierAndNumberTogether, { message: COURIER_PAIR_MESSAGE, path: ["trackingNumber"] })
  .refine(
    (value) =>
      value.status === "SHIPPED" ||
      (value.courier === undefined && value.trackingNumber === undefined && value.ewayBillNumber === undefined),
    { message: "courier, trackingNumber and ewayBillNumber are given only with the SHIPPED step.", path: ["status"] },
  );

/** The shipment details alone, as advanceFulfillment and updateShipment check them for any caller. */
const shipmentDetailsSchema = z
  .object(shipmentDetailsShape)
  .refine(courierAndNumberTogether, { message: COURIER_PAIR_MESSAGE, path: ["trackingNumber"] });

/** PATCH /api/admin/orders/{id}/shipment: the courier and AWB (together) and/or the e-way bill number. */
export const shipmentUpdateSchema = shipmentDetailsSchema.refine(
  (value) => value.courier !== undefined || value.ewayBillNumber !== undefined,
  { message: "Give courier and trackingNumber, or ewayBillNumber." },
);

/** What an admin records of a shipment; courier and trackingNumber together or neither. */
export type ShipmentDetails = { courier?: CourierCode; trackingNumber?: string; ewayBillNumber?: string };

/** The columns to write for `details`, checked by the same rules as the API's (the AWB upper-cased). */
function shipmentData(details: ShipmentDetails) {
  const parsed = shipmentDetailsSchema.safeParse(details);
  if (!parsed.success) throw invalidInput(parsed.error.issues[0]!.message);
  const { courier, trackingNumber, ewayBillNumber } = parsed.data;
  return {
    ...(courier !== undefined && { courier, trackingNumber }),
    ...(ewayBillNumber !== undefined && { ewayBillNumber }),
  };
}

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

const summarySelect = {
  id: true,
  number: true,
  createdAt: true,
  total: true,
  paymentMethod: true,
  paymentStatus: true,
  fulfillmentStatus: true,
  shipFullName: true,
  shipPhone: true,
  user: { select: { id: true, name: true, email: true, phone: true } },
  _count: { select: { items: true } },
} satisfies Prisma.OrderSelect;

function toSummary(row: Prisma.OrderGetPayload<{ select: typeof summarySelect }>) {
  return {
    _id: row.id,
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    customer: { _id: row.user.id, name: row.user.name, email: row.user.email, phone: row.user.phone },
    shipTo: { fullName: row.shipFullName, phone: row.shipPhone },
    itemCount: row._count.items,
    total: paiseToRupees(row.total),
    paymentMethod: PAYMENT_METHOD_LABELS[row.paymentMethod],
    paymentStatus: PAYMENT_STATUS_LABELS[row.paymentStatus],
    fulfillmentStatus: FULFILLMENT_LABELS[row.fulfillmentStatus],
    fulfillmentCode: row.fulfillmentStatus,
  };
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

const detailSelect = {
  ...summarySelect,
  subtotal: true,
  shippingFee: true,
  taxTotal: true,
  ...shippingAddressSelect,
  quotationId: true,
  cancelledAt: true,
  invoiceNumber: true,
  creditNoteNumber: true,
  deliveryChallan: { select: { number: true } },
  courier: true,
  trackingNumber: true,
  ewayBillNumber: true,
  items: orderItemsSelect,
  payments: {
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      provider: true,
      providerOrderId: true,
      providerPaymentId: true,
      status: true,
      amount: true,
      failureReason: true,
      paidAt: true,
      createdAt: true,
    },
  },
  fulfillmentEvents: {
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { status: true, note: true, createdAt: true, actorId: true, actor: { select: { name: true } } },
  },
  refunds: {
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      providerRefundId: true,
      providerPaymentId: true,
      kind: true,
      amount: true,
      status: true,
      failureReason: true,
      requestedAt: true,
      processedAt: true,
      retriedAt: true,
      createdAt: true,
    },
  },
} satisfies Prisma.OrderSelect;

type OrderState = { paymentMethod: PaymentMethod; paymentStatus: PaymentStatus; fulfillmentStatus: FulfillmentStatus };

/** Why the order cannot take its next step now, or null when it can (or has no next step). */
function advanceBlockedReason(order: OrderState): string | null {
  // Every step of an online order needs a confirmed payment (also after packing: a refund stops it).
  if (order.paymentMethod === "ONLINE" && order.paymentStatus !== "PAID")
    return `This online order is not paid (payment ${PAYMENT_STATUS_LABELS[order.paymentStatus].toLowerCase()}); it moves on once the payment is confirmed.`;
  if (order.paymentMethod === "COD" && order.paymentStatus !== "PENDING" && order.paymentStatus !== "PAID")
    return `This order's payment is ${PAYMENT_STATUS_LABELS[order.paymentStatus].toLowerCase()}; it cannot move on.`;
  return null;
}

/** Why the order cannot be cancelled by an admin, or null when it can. */
function cancelBlockedReason(order: OrderState): string | null {
  if (order.fulfillmentStatus === "CANCELLED") return "This order is already cancelled.";
  if (order.fulfillmentStatus === "DELIVERED") return "A delivered order cannot be cancelled.";
  if (order.paymentMethod === "COD" && order.paymentStatus !== "PENDING")
    return "This order has been paid, so it cannot be cancelled here.";
  // An online order not paid yet expires by itself when its payment window closes (or is paid and moves on).
  if (order.paymentMethod === "ONLINE" && order.paymentStatus !== "PAID")
    return "This online order is not paid yet: it is cancelled by itself when its payment window closes.";
  return null;
}

/** Everything the admin's order page shows, or null when there is no such order. */
export async function getOrderForAdmin(viewer: Viewer, orderId: string) {
  assertAdmin(viewer);
  const row = await prisma.order.findUnique({ where: { id: orderId }, select: detailSelect });
  if (!row) return null;
  const next = nextFulfillmentStep(row.fulfillmentStatus);
  const history = row.fulfillmentEvents.map((event) => ({
    status: event.status,
    label: FULFILLMENT_LABELS[event.status],
    at: event.createdAt.toISOString(),
    note: event.note,
    /** Who recorded the step: "the customer" (a shopper's own cancellation), the admin's name, or null when the shop did. */
    by: event.actorId && event.actorId === row.user.id ? "the customer" : (event.actor?.name ?? null),
  }));
  const claimStaleBefore = Date.now() - refundClaimMs();
  // A failed refund of a payment that has another refund under way or done has nothing left to retry.
  const liveRefundOf = new Set(
    row.refunds.filter((refund) => refund.status !== "FAILED").map((refund) => refund.providerPaymentId),
  );
  // An order is placed when it is created, whether or not that first step was written down as an event.
  if (!history.some((event) => event.status === "ORDER_PLACED")) {
    history.unshift({
      status: "ORDER_PLACED",
      label: FULFILLMENT_LABELS.ORDER_PLACED,
      at: row.createdAt.toISOString(),
      note: null,
      by: null,
    });
  }
  return {
    ...toSummary(row),
    subtotal: paiseToRupees(row.subtotal),
    shippingFee: paiseToRupees(row.shippingFee),
    taxTotal: paiseToRupees(row.taxTotal),
    shippingAddress: toApiShippingAddress(row),
    items: toApiOrderItems(row.items),
    payments: row.payments.map((payment) => ({
      _id: payment.id,
      provider: payment.provider === "COD" ? "Cash on delivery" : "Razorpay",
      providerOrderId: payment.providerOrderId,
      providerPaymentId: payment.providerPaymentId,
      status: PAYMENT_STATUS_LABELS[payment.status],
      amount: paiseToRupees(payment.amount),
      failureReason: payment.failureReason,
      paidAt: payment.paidAt?.toISOString() ?? null,
      createdAt: payment.createdAt.toISOString(),
    })),
    history,
    refunds: row.refunds.map((refund) => ({
      _id: refund.id,
      providerRefundId: refund.providerRefundId,
      /** The Razorpay payment refunded; a second payment of an order already paid is `extraPayment`. */
      providerPaymentId: refund.providerPaymentId,
      extraPayment: refund.kind === "EXTRA_PAYMENT",
      amount: paiseToRupees(refund.amount),
      status: REFUND_STATUS_LABELS[refund.status],
      failureReason: refund.failureReason,
      createdAt: refund.createdAt.toISOString(),
      processedAt: refund.processedAt?.toISOString() ?? null,
      /** A failed refund not yet retried, or a requested one whose request got no answer (and is not in flight). */
      canRetry:
        (refund.status === "FAILED" && !refund.retriedAt && !liveRefundOf.has(refund.providerPaymentId)) ||
        (refund.status === "PENDING" && (!refund.requestedAt || refund.requestedAt.getTime() < claimStaleBefore)),
    })),
    quotationId: row.quotationId,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    invoiceNumber: row.invoiceNumber,
    creditNoteNumber: row.creditNoteNumber,
    /** A replacement's delivery challan (/orders/{id}/delivery-challan), else null. */
    challanNumber: row.deliveryChallan?.number ?? null,
    /** The courier, AWB and e-way bill recorded (each null until given); `editable` until delivered or cancelled. */
    shipment: {
      courier: row.courier && isCourierCode(row.courier) ? row.courier : null,
      courierName: row.courier && isCourierCode(row.courier) ? COURIERS[row.courier].name : row.courier,
      trackingNumber: row.trackingNumber,
      trackingUrl:
        row.courier && row.trackingNumber && isCourierCode(row.courier)
          ? courierTrackingUrl(row.courier, row.trackingNumber)
          : null,
      ewayBillNumber: row.ewayBillNumber,
      editable: ["SHIPPED", "OUT_FOR_DELIVERY"].includes(row.fulfillmentStatus),
    },
    /** CGST rule 138: a consignment above ₹50,000 travels with an e-way bill; a warning, never a block. */
    ewayBillNeeded: row.total > EWAY_BILL_THRESHOLD && !row.ewayBillNumber,
    nextStep: next ? { status: next, label: FULFILLMENT_LABELS[next] } : null,
    advanceBlockedReason: next ? advanceBlockedReason(row) : null,
    cancelBlockedReason: cancelBlockedReason(row),
    /** What cancelling refunds (rupees): the whole payment of an order paid online; null when nothing. */
    refundOnCancel: row.paymentMethod === "ONLINE" && row.paymentStatus === "PAID" ? paiseToRupees(row.total) : null,
  };
}

/**
 * Moves an order to `to`, which must be the step right after its current one
 * (FULFILLMENT_STEPS). The step is recorded as a FulfillmentEvent with its
 * time, in the same transaction as a conditional update: when two admins
 * click at once, one moves the order and the other gets a 409.
 * Online orders move only while paid; cash-on-delivery orders
 * ship unpaid and become paid when delivered.
 */
export async function advanceFulfillment(
  /** The admin making the step, recorded with it. */
  viewer: Viewer,
  orderId: string,
  to: FulfillmentStatus,
  now = new Date(),
  /** With SHIPPED only: the courier and AWB, the e-way bill number (all optional). */
  shipment: ShipmentDetails = {},
) {
  assertAdmin(viewer);
  const actorId = viewer.id;
  const shipmentColumns = shipmentData(shipment);
  if (to !== "SHIPPED" && Object.keys(shipmentColumns).length > 0)
    throw invalidInput("courier, trackingNumber and ewayBillNumber are given only with the SHIPPED step.");
  const result = await prisma.$transaction(async (tx) => {
    const order = await tx.order.findUnique({
      where: { id: orderId },
      select: { fulfillmentStatus: true, paymentMethod: true, paymentStatus: true },
    });
    if (!order) throw notFound("No such order.");
    const from = order.fulfillmentStatus;
    if (from === "CANCELLED" || from === "DELIVERED")
      throw conflict(`This order is ${FULFILLMENT_LABELS[from].toLowerCase()}; its status cannot change any more.`);
    if (from === to) throw conflict(`This order is already ${FULFILLMENT_LABELS[to]}.`);
    const next = nextFulfillmentStep(from);
    if (next !== to)
      throw conflict(
        `An order moves one step at a time: this one is ${FULFILLMENT_LABELS[from]}, so its next step is ${next ? FULFILLMENT_LABELS[next] : "none"}.`,
      );
    const blocked = advanceBlockedReason(order);
    if (blocked) throw conflict(blocked);

    const collectCash = to === "DELIVERED" && order.paymentMethod === "COD" && order.paymentStatus === "PENDING";
    const moved = await tx.order.updateMany({
      // Re-checked under the row lock: a concurrent change makes this match nothing.
      where: { id: orderId, fulfillmentStatus: from, paymentStatus: order.paymentStatus },
      data: { fulfillmentStatus: to, ...shipmentColumns, ...(collectCash ? { paymentStatus: "PAID" } : {}) },
    });
    if (moved.count !== 1) throw conflict("Someone else changed this order just now. Reload to see where it is.");
    await tx.fulfillmentEvent.create({ data: { orderId, status: to, createdAt: now, actorId } });
    let mail: string | null = null;
    // Goods are invoiced when they leave: the tax invoice gets its number with this step, and a
    // replacement's goods (no supply) their delivery challan (docs/adr/0037).
    if (to === "SHIPPED") {
      await issueInvoice(tx, orderId, now);
      await issueDeliveryChallan(tx, orderId, now);
      // With the step: a process ending before it is delivered leaves it to the send-mails job.
      mail = await queueShippedMail(orderId, tx);
    }
    if (collectCash) {
      await tx.payment.updateMany({
        where: { orderId, provider: "COD", status: "PENDING" },
        data: { status: "PAID", paidAt: now },
      });
    }
    return {
      mail,
      answer: {
        status: to,
        label: FULFILLMENT_LABELS[to],
        paymentStatus: PAYMENT_STATUS_LABELS[collectCash ? "PAID" : order.paymentStatus],
      },
    };
  });
  // After the commit: the shopper hears of a shipment that really happened.
  if (result.mail) await deliverQueuedMail(result.mail);
  return result.answer;
}

/**
 * Records or corrects the courier and AWB and/or the e-way bill number of a
 * shipped order, until it is delivered or cancelled (409 before it ships and
 * after). Conditional on the status read, so a delivery at the same moment wins.
 */
export async function updateShipment(viewer: Viewer, orderId: string, details: ShipmentDetails) {
  assertAdmin(viewer);
  const data = shipmentData(details);
  if (Object.keys(data).length === 0) throw invalidInput("Give courier and trackingNumber, or ewayBillNumber.");
  const order = await prisma.order.findUnique({ where: { id: orderId }, select: { fulfillmentStatus: true } });
  if (!order) throw notFound("No such order.");
  const status = order.fulfillmentStatus;
  if (status !== "SHIPPED" && status !== "OUT_FOR_DELIVERY")
    throw conflict(
      status === "DELIVERED" || status === "CANCELLED"
        ? `This order is ${FULFILLMENT_LABELS[status].toLowerCase()}; its shipment details cannot change any more.`
        : "This order has not shipped yet: give the courier and AWB when marking it Shipped.",
    );
  const updated = await prisma.order.updateMany({ where: { id: orderId, fulfillmentStatus: status }, data });
  if (updated.count !== 1) throw conflict("Someone else changed this order just now. Reload to see where it is.");
  const row = await prisma.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { courier: true, trackingNumber: true, ewayBillNumber: true },
  });
  return row;
}

/** The note on the CANCELLED event and the COD payment when the shop cancels. */
export const ADMIN_CANCEL_NOTE = "Cancelled by the shop.";

/**
 * Cancels an order that has not been delivered, through the one cancel path
 * (./cancel): marks it cancelled, records a CANCELLED event, gives its units
 * back to stock once, frees its quotation and reverses its invoice with a
 * credit note when it had one. An unpaid cash-on-delivery order is simply
 * cancelled; one paid online (packed and found short, shipped and refused) is
 * refunded in full, asked of Razorpay after the commit (a PENDING refund the
 * reconcile job and the admin's retry ask again when Razorpay does not
 * answer). The shopper is told by e-mail either way. An online order not paid yet,
 * a delivered one and a second cancel are a 409.
 */
export async function cancelOrder(viewer: Viewer, orderId: string) {
  assertAdmin(viewer);
  const actorId = viewer.id;
  const outcome = await prisma.$transaction(async (tx) => {
    const order = await tx.order.findUnique({
      where: { id: orderId },
      select: { fulfillmentStatus: true, paymentMethod: true, paymentStatus: true },
    });
    if (!order) throw notFound("No such order.");
    const blocked = cancelBlockedReason(order);
    if (blocked) throw conflict(blocked);
    // Conditional on the order's state as read, so a concurrent cancel, delivery or refund wins cleanly.
    const cancelled =
      order.paymentMethod === "ONLINE"
        ? await cancelPaidOrder(tx, orderId, ADMIN_CANCEL_NOTE, actorId)
        : (await cancelUnpaidOrder(tx, orderId, ADMIN_CANCEL_NOTE, actorId)) && { refundId: null };
    if (!cancelled) throw conflict("Someone else changed this order just now. Reload to see where it is.");
    // With the cancellation: a process ending before it is delivered leaves it to the send-mails job.
    const mail = await queueCancellationMail(orderId, tx);
    return { refundId: cancelled.refundId, online: order.paymentMethod === "ONLINE", mail };
  });
  if (outcome.refundId) await requestRecordedRefund(outcome.refundId);
  await sendQueuedCancellationMail(outcome.mail, orderId, { refundRequested: Boolean(outcome.refundId) });
  return { status: "CANCELLED" as const, label: FULFILLMENT_LABELS.CANCELLED, refunded: outcome.online };
}

/**
 * The admin retries a refund: a failed one is replaced by a new request to
 * Razorpay, a requested one that got no answer is asked for again
 * (lib/payments/refunds.ts). Anything else is a 409; an unknown id a 404.
 */
export async function retryRefund(viewer: Viewer, refundId: string) {
  assertAdmin(viewer);
  return retryRefundRequest(refundId);
}

/** A refund still Requested this long after it was owed needs a person: the reconcile job asks every 15 minutes. */
export const REFUND_REQUESTED_TOO_LONG_MS = 60 * 60 * 1000;
/** Razorpay's normal-speed refunds take 5–7 working days; one still Processing after 10 days needs a look. */
export const REFUND_PROCESSING_TOO_LONG_MS = 10 * 24 * 60 * 60 * 1000;
export const REFUNDS_NEEDING_ATTENTION_LIMIT = 50;

/** What a refund needing attention reads as when Razorpay gave no reason. */
const NO_REASON: Record<RefundStatus, string> = {
  PENDING: "Razorpay has not accepted the request yet.",
  PROCESSING: "Razorpay accepted it but has not reported it processed.",
  PROCESSED: "",
  FAILED: "Razorpay gave no reason.",
};

/**
 * Refunds an operator must look at, oldest first, without opening each order: every FAILED one
 * not retried and whose payment has no other refund under way or done (so nothing else will give
 * the money back), and those stuck: Requested for over an hour (Razorpay never accepted them) or
 * Processing for over 10 days. `total` counts them all; at most REFUNDS_NEEDING_ATTENTION_LIMIT
 * are listed. The order page (#refunds) has the Retry button.
 */
export async function listRefundsNeedingAttention(viewer: Viewer, now = new Date()) {
  assertAdmin(viewer);
  const requestedBefore = new Date(now.getTime() - REFUND_REQUESTED_TOO_LONG_MS);
  const processingBefore = new Date(now.getTime() - REFUND_PROCESSING_TOO_LONG_MS);
  const needsAttention = Prisma.sql`
    (r."status" = 'FAILED' AND r."retriedAt" IS NULL AND NOT EXISTS (
        SELECT 1 FROM "Refund" AS live
        WHERE live."providerPaymentId" = r."providerPaymentId" AND live."status" <> 'FAILED'))
    OR (r."status" = 'PENDING' AND r."createdAt" < ${requestedBefore})
    OR (r."status" = 'PROCESSING' AND r."createdAt" < ${processingBefore})`;
  const [rows, [counted]] = await Promise.all([
    prisma.$queryRaw<
      Array<{
        id: string;
        orderId: string;
        number: number;
        amount: number;
        status: RefundStatus;
        kind: RefundKind;
        failureReason: string | null;
        createdAt: Date;
      }>
    >`
      SELECT r."id", r."orderId", o."number", r."amount", r."status", r."kind", r."failureReason", r."createdAt"
      FROM "Refund" AS r JOIN "Order" AS o ON o."id" = r."orderId"
      WHERE ${needsAttention}
      ORDER BY r."createdAt" ASC, r."id" ASC
      LIMIT ${REFUNDS_NEEDING_ATTENTION_LIMIT}`,
    prisma.$queryRaw<Array<{ total: number }>>`
      SELECT count(*)::int AS "total" FROM "Refund" AS r WHERE ${needsAttention}`,
  ]);
  return {
    total: counted?.total ?? 0,
    refunds: rows.map((row) => ({
      _id: row.id,
      orderId: row.orderId,
      orderNumber: row.number,
      amount: paiseToRupees(row.amount),
      status: REFUND_STATUS_LABELS[row.status],
      extraPayment: row.kind === "EXTRA_PAYMENT",
      reason: row.failureReason || NO_REASON[row.status],
      owedSince: row.createdAt.toISOString(),
      age: formatElapsed(now.getTime() - row.createdAt.getTime()),
    })),
  };
}
