import "server-only";
import { prisma, type Prisma } from "@/lib/db";
import { paiseToRupees } from "@/lib/money";
import { codUnavailableStateAt } from "@/lib/delivery/estimate";
import { FULFILLMENT_LABELS } from "@/lib/orders/fulfillment";
import { localized } from "@/lib/catalog/localize";
import { defaultLocale, type Locale } from "@/lib/i18n/locale";
import { EXCHANGE_REASON_LABELS, EXCHANGE_STATUS_LABELS, EXCHANGE_WINDOW_MS } from "./policy";

// How an exchange reads in the /api and on the shopper's and admin's pages:
// its status, lines, photos (as links to the checked photo route) and the
// replacement shipment once approved. Orders carry it (lib/orders/orders.ts)
// with the time until which an exchange may still be asked for. An exchange
// approved again after its replacement was cancelled has several replacement
// orders: the newest is `replacement`, the cancelled ones before it are listed
// for the admin (docs/adr/0034-exchange-replacement-cancelled.md).

export const exchangeSelect = {
  id: true,
  orderId: true,
  status: true,
  note: true,
  adminMessage: true,
  decidedAt: true,
  withdrawnAt: true,
  createdAt: true,
  items: {
    orderBy: { id: "asc" },
    select: {
      orderItemId: true,
      quantity: true,
      reason: true,
      orderItem: { select: { productName: true, productNameHi: true, size: true, color: true } },
    },
  },
  photos: { orderBy: { position: "asc" }, select: { id: true } },
  order: {
    select: {
      number: true,
      // Newest first: the current replacement, then any cancelled before it (one per approval).
      replacementOrders: {
        orderBy: { number: "desc" },
        select: { id: true, number: true, fulfillmentStatus: true, total: true },
      },
    },
  },
} satisfies Prisma.ExchangeSelect;
export type ExchangeRow = Prisma.ExchangeGetPayload<{ select: typeof exchangeSelect }>;

/** Where the owner (or an admin) sees a photo of an exchange request. */
export const exchangePhotoUrl = (orderId: string, photoId: string) =>
  `/api/orders/${encodeURIComponent(orderId)}/exchange/photos/${encodeURIComponent(photoId)}`;

type ReplacementRow = ExchangeRow["order"]["replacementOrders"][number];

const toApiReplacement = (replacement: ReplacementRow) => ({
  _id: replacement.id,
  number: replacement.number,
  fulfillmentStatus: FULFILLMENT_LABELS[replacement.fulfillmentStatus],
  total: paiseToRupees(replacement.total),
});

/** The replacements cancelled before the current one, oldest first (the admin's views list them). */
export const earlierReplacementsOf = (row: ExchangeRow) =>
  row.order.replacementOrders.slice(1).reverse().map(toApiReplacement);

/** `locale` names the lines as the order does (the Hindi name kept with the order line, else the English). */
export function toApiExchange(row: ExchangeRow, locale: Locale = defaultLocale) {
  const replacement = row.order.replacementOrders[0];
  return {
    _id: row.id,
    orderId: row.orderId,
    orderNumber: row.order.number,
    status: EXCHANGE_STATUS_LABELS[row.status],
    requestedAt: row.createdAt.toISOString(),
    note: row.note,
    /** The admin's message (always there when rejected). */
    adminMessage: row.adminMessage,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    /** When the shopper withdrew the request (status "Withdrawn"), else null. */
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    items: row.items.map((item) => ({
      orderItemId: item.orderItemId,
      name: localized(locale, item.orderItem.productName, item.orderItem.productNameHi),
      size: item.orderItem.size,
      color: item.orderItem.color,
      quantity: item.quantity,
      reason: EXCHANGE_REASON_LABELS[item.reason],
    })),
    photos: row.photos.map((photo) => ({ _id: photo.id, url: exchangePhotoUrl(row.orderId, photo.id) })),
    /**
     * The replacement shipment (a new order, COD of the exchange delivery charge) once approved: the
     * latest one, whose fulfillmentStatus is "Cancelled" while the status is "Replacement cancelled".
     */
    replacement: replacement ? toApiReplacement(replacement) : null,
  };
}

/** What an order view reads for its exchange fields (spread into lib/orders/orders.ts's select). */
export const exchangeOrderSelect = {
  exchangeForOrder: { select: { id: true, number: true } },
  exchange: { select: exchangeSelect },
} satisfies Prisma.OrderSelect;
type ExchangeOrderRow = Prisma.OrderGetPayload<{ select: typeof exchangeOrderSelect }> & {
  fulfillmentStatus: string;
  shipState: string;
  shipPostalCode: string;
};

/** The latest Delivered step of each order (the exchange window starts there). */
export async function deliveredAtFor(orderIds: string[]): Promise<Map<string, Date>> {
  if (orderIds.length === 0) return new Map();
  const rows = await prisma.fulfillmentEvent.groupBy({
    by: ["orderId"],
    where: { orderId: { in: orderIds }, status: "DELIVERED" },
    _max: { createdAt: true },
  });
  return new Map(rows.flatMap((row) => (row._max.createdAt ? [[row.orderId, row._max.createdAt] as const] : [])));
}

/** When the exchange window closes, or null when the order was never delivered. */
export const exchangeDeadlineOf = (deliveredAt: Date) => new Date(deliveredAt.getTime() + EXCHANGE_WINDOW_MS);

/** The exchange fields of an order in the /api (spread into toApiOrder). */
export function exchangeFieldsOf(
  row: ExchangeOrderRow,
  deliveredAt: Date | null,
  locale: Locale = defaultLocale,
  now = new Date(),
) {
  const deadline = deliveredAt ? exchangeDeadlineOf(deliveredAt) : null;
  const open =
    row.fulfillmentStatus === "DELIVERED" &&
    // A withdrawn request does not count as the order's one exchange (docs/adr/0010), unless it had been
    // approved: a replacement was made for it, then cancelled (docs/adr/0034).
    (!row.exchange || (row.exchange.status === "WITHDRAWN" && row.exchange.order.replacementOrders.length === 0)) &&
    !row.exchangeForOrder &&
    deadline !== null &&
    now.getTime() <= deadline.getTime();
  return {
    /** The exchange requested for this order, or null. */
    exchange: row.exchange ? toApiExchange(row.exchange, locale) : null,
    /** While an exchange may be requested (POST /api/orders/{_id}/exchange): until when; else null. */
    exchangeOpenUntil: open && deadline ? deadline.toISOString() : null,
    /**
     * While an exchange may be requested, and the address is where cash on delivery is not offered (the
     * islands by default): that state or union territory, else null. A replacement's charge is paid on
     * delivery, so none can be approved there; the request is still taken and the shop arranges the
     * exchange by e-mail (docs/adr/0010). The form says so before the shopper sends it.
     */
    exchangeCodUnavailableIn: open
      ? codUnavailableStateAt({ postalCode: row.shipPostalCode, state: row.shipState })
      : null,
    /** On a replacement shipment: the order whose exchange it fulfils. */
    exchangeFor: row.exchangeForOrder ? { _id: row.exchangeForOrder.id, number: row.exchangeForOrder.number } : null,
  };
}
