import "server-only";
import { prisma, type Prisma } from "@/lib/db";
import { paiseToRupees } from "@/lib/money";
import { localized } from "@/lib/catalog/localize";
import { defaultLocale, type Locale } from "@/lib/i18n/locale";
import { orderDeliveryWindow } from "@/lib/delivery/estimate";
import { REFUND_STATUS_LABELS } from "@/lib/payments/refunds";
import { SHIPPING_METHOD_NAME } from "@/lib/shipping";
import { deliveredAtFor, exchangeFieldsOf, exchangeOrderSelect } from "@/lib/exchanges/view";
import { FULFILLMENT_LABELS } from "./fulfillment";
import { shipmentView } from "./couriers";
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from "./payment-labels";

// A shopper's orders as the API and pages show them (spec §3 Order): rupees,
// readable labels, and only ever the caller's own orders.

/** The order lines as every order view reads them. */
export const orderItemsSelect = {
  orderBy: { id: "asc" },
  select: {
    id: true,
    productId: true,
    productName: true,
    productNameHi: true,
    productImage: true,
    quantity: true,
    unitPrice: true,
    lineTotal: true,
    size: true,
    color: true,
    product: { select: { slug: true } },
  },
} satisfies Prisma.Order$itemsArgs;

/** The shipping address an order keeps (its snapshot at checkout), as every view of an order reads it. */
export const shippingAddressSelect = {
  shipFullName: true,
  shipPhone: true,
  shipStreet: true,
  shipCity: true,
  shipState: true,
  shipPostalCode: true,
  shipCountry: true,
} satisfies Prisma.OrderSelect;

export const orderSelect = {
  id: true,
  number: true,
  createdAt: true,
  subtotal: true,
  shippingFee: true,
  total: true,
  taxTotal: true,
  paymentMethod: true,
  paymentStatus: true,
  fulfillmentStatus: true,
  ...shippingAddressSelect,
  buyerGstin: true,
  buyerBusinessName: true,
  quotationId: true,
  invoiceNumber: true,
  creditNoteNumber: true,
  deliveryChallan: { select: { number: true } },
  // Never ewayBillNumber: the e-way bill is the shop's own paperwork (docs/adr/0038).
  courier: true,
  trackingNumber: true,
  deliveryFrom: true,
  deliveryTo: true,
  items: orderItemsSelect,
  ...exchangeOrderSelect,
  // The latest refund of the order's payment (a failed one the admin retried is replaced by its retry); a
  // second payment's refund (kind EXTRA_PAYMENT) is not the order's: the shopper was told at checkout.
  refunds: {
    where: { retriedAt: null, kind: "ORDER_PAYMENT" },
    orderBy: { createdAt: "desc" },
    take: 1,
    select: { amount: true, status: true },
  },
} satisfies Prisma.OrderSelect;
export type OrderRow = Prisma.OrderGetPayload<{ select: typeof orderSelect }>;

type ShippingColumns = Prisma.OrderGetPayload<{ select: typeof shippingAddressSelect }>;

/** Spec §3 shippingAddress (the order's snapshot; `address` is the street line). */
export function toApiShippingAddress(row: ShippingColumns) {
  return {
    fullName: row.shipFullName,
    phone: row.shipPhone,
    address: row.shipStreet,
    city: row.shipCity,
    state: row.shipState,
    country: row.shipCountry,
    postalCode: row.shipPostalCode,
  };
}

/**
 * Spec §3 order items, rupees. Each named as it was when ordered, in `locale`: the Hindi name kept
 * then (OrderItem.productNameHi) for "hi" when there was one, else the English.
 */
export function toApiOrderItems(items: OrderRow["items"], locale: Locale = defaultLocale) {
  return items.map((item) => ({
    /** The order line's id: an exchange request names the lines it is about by it. */
    _id: item.id,
    productId: item.productId,
    slug: item.product?.slug ?? null,
    name: localized(locale, item.productName, item.productNameHi),
    image: item.productImage,
    size: item.size,
    color: item.color,
    quantity: item.quantity,
    priceAtOrder: paiseToRupees(item.unitPrice),
    lineTotal: paiseToRupees(item.lineTotal),
  }));
}

/** `deliveredAt`: the order's Delivered step, which opens its exchange window (deliveredAtFor); `locale` names the items. */
export function toApiOrder(row: OrderRow, deliveredAt: Date | null = null, locale: Locale = defaultLocale) {
  return {
    _id: row.id,
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    subtotal: paiseToRupees(row.subtotal),
    shippingFee: paiseToRupees(row.shippingFee),
    total: paiseToRupees(row.total),
    taxIncluded: paiseToRupees(row.taxTotal),
    paymentMethod: PAYMENT_METHOD_LABELS[row.paymentMethod],
    paymentStatus: PAYMENT_STATUS_LABELS[row.paymentStatus],
    fulfillmentStatus: FULFILLMENT_LABELS[row.fulfillmentStatus],
    shippingAddress: toApiShippingAddress(row),
    items: toApiOrderItems(row.items, locale),
    /** The delivery dates promised at checkout, India calendar dates ("2026-11-27"). */
    expectedDelivery: orderDeliveryWindow(row),
    shippingMethod: SHIPPING_METHOD_NAME,
    quotationId: row.quotationId,
    /** The GST tax invoice's number once the order has shipped (page: /orders/{_id}/invoice), else null. */
    invoiceNumber: row.invoiceNumber,
    /** The credit note that reversed the invoice when the order was cancelled after shipping (/orders/{_id}/credit-note), else null. */
    creditNoteNumber: row.creditNoteNumber,
    /** A replacement's delivery challan, issued when it ships (/orders/{_id}/delivery-challan), else null. */
    challanNumber: row.deliveryChallan?.number ?? null,
    /** The courier (display name) and AWB with the courier's tracking page (null when it has none), once shipped with them; else null. */
    shipment: shipmentView(row),
    /** exchange, exchangeOpenUntil, exchangeFor (lib/exchanges/view.ts). */
    ...exchangeFieldsOf(row, deliveredAt, locale),
    /** The business a GST (B2B) invoice is made out to, as given at checkout; null for a consumer's order. */
    gstInvoice:
      row.buyerGstin && row.buyerBusinessName ? { gstin: row.buyerGstin, businessName: row.buyerBusinessName } : null,
    /** The refund to the original payment method of a cancelled paid order, else null. */
    refund: row.refunds[0]
      ? { amount: paiseToRupees(row.refunds[0].amount), status: REFUND_STATUS_LABELS[row.refunds[0].status] }
      : null,
  };
}
export type ApiOrder = ReturnType<typeof toApiOrder>;

/** Most orders one history request returns (newest first). */
export const ORDER_HISTORY_LIMIT = 100;

export async function listOrdersForUser(userId: string, locale: Locale = defaultLocale): Promise<ApiOrder[]> {
  const rows = await prisma.order.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: ORDER_HISTORY_LIMIT,
    select: orderSelect,
  });
  const delivered = await deliveredAtFor(rows.map((row) => row.id));
  return rows.map((row) => toApiOrder(row, delivered.get(row.id) ?? null, locale));
}

/** The caller's order, or null — someone else's order looks exactly like a missing one. */
export async function getOrderForUser(
  userId: string,
  orderId: string,
  locale: Locale = defaultLocale,
): Promise<ApiOrder | null> {
  const row = await prisma.order.findFirst({ where: { id: orderId, userId }, select: orderSelect });
  if (!row) return null;
  const delivered = await deliveredAtFor([row.id]);
  return toApiOrder(row, delivered.get(row.id) ?? null, locale);
}
