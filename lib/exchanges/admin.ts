import "server-only";
import { z } from "zod";
import { conflict, notFound } from "@/lib/errors";
import { ADMIN_COUNT_CAP, adminPageParam, openPageInfo, pageWindow } from "@/lib/admin/paging";
import { assertAdmin, type Viewer } from "@/lib/auth/viewer";
import { isUniqueViolation, prisma, type ExchangeStatus, type Prisma } from "@/lib/db";
import { codUnavailableStateAt, deliveryPromise, storedDate } from "@/lib/delivery/estimate";
import { formatINR } from "@/lib/money";
import { shippingAddressSelect } from "@/lib/orders/orders";
import { includedTax } from "@/lib/orders/pricing";
import { takeStock } from "@/lib/orders/stock";
import { EXCHANGE_DELIVERY_GST_BASIS_POINTS, EXCHANGE_SHIPPING_FEE_PAISE } from "./charges";
import { deliverQueuedMail } from "@/lib/mail/queue";
import { queueExchangeMail } from "./mail";
import { EXCHANGE_DECIDABLE, EXCHANGE_MESSAGE_MAX, EXCHANGE_STATUS_LABELS } from "./policy";
import { earlierReplacementsOf, exchangeSelect, toApiExchange } from "./view";

// The admin's exchanges queue: read the requests, approve one (which creates
// its replacement shipment: a new cash-on-delivery order for the exchanged
// units at no charge for the goods, taking stock, billing only the exchange
// delivery charge, linked to the original order by exchangeForOrderId, and
// moved through Packed, Shipped, … on the usual admin order page) or reject
// it with a message the shopper sees. A request is decided once: the decision
// is a conditional update, so two admins clicking at once get one winner.
// When the replacement is cancelled (lib/exchanges/replacement.ts) the exchange
// waits again, as "Replacement cancelled": approving it again sends a new
// replacement, rejecting it closes it (docs/adr/0034).
// Every export takes the viewer and refuses anyone but an admin
// (docs/adr/0001-authorization-where-data-is-read.md).

/** The admin's refusals worded here (the admin console is in English). */
export const EXCHANGE_ADMIN_TEXT = {
  productInactive: (product: string) =>
    `${product} is no longer active in the catalogue, so it cannot be sent as a replacement. Make it active again to approve, or reject the request with a message.`,
  productShort: (product: string, needed: number, stock: number) =>
    `${product} has ${stock} in stock, and the replacement needs ${needed}. Add stock to approve, or reject the request with a message.`,
  codUnavailable: (state: string, feePaise: number) =>
    `Cash on delivery is not available in ${state}, so the replacement's exchange delivery charge of ${formatINR(feePaise)} could not be collected there. Reject the request with a message that tells the shopper how the shop will arrange the exchange.`,
};

/** The queue's filters (?status=): the two that wait for a decision first; "all" shows every exchange. */
export const EXCHANGE_FILTERS = [
  "requested",
  "replacement-cancelled",
  "approved",
  "rejected",
  "withdrawn",
  "all",
] as const;

/** The exchange status each filter but "all" shows. */
const FILTER_STATUS = {
  requested: "REQUESTED",
  "replacement-cancelled": "REPLACEMENT_CANCELLED",
  approved: "APPROVED",
  rejected: "REJECTED",
  withdrawn: "WITHDRAWN",
} as const satisfies Record<Exclude<(typeof EXCHANGE_FILTERS)[number], "all">, ExchangeStatus>;

export const exchangeFilterSchema = z.object({
  status: z
    .enum(EXCHANGE_FILTERS, { error: `status must be one of ${EXCHANGE_FILTERS.join(", ")}.` })
    .optional()
    .default("requested"),
  page: adminPageParam,
});
export type ExchangeListFilter = z.infer<typeof exchangeFilterSchema>;

export const ADMIN_EXCHANGES_PAGE_SIZE = 50;

const message = z
  .string({ error: "message must be text." })
  .trim()
  .max(EXCHANGE_MESSAGE_MAX, `message can be at most ${EXCHANGE_MESSAGE_MAX} characters.`);

/** PATCH /api/admin/exchanges/{id}: approve (an optional message) or reject (a message the shopper sees). */
export const exchangeDecisionSchema = z.discriminatedUnion(
  "decision",
  [
    z.object({ decision: z.literal("approve"), message: message.optional().default("") }),
    z.object({
      decision: z.literal("reject"),
      message: message.min(1, "Write the message the shopper will see when rejecting."),
    }),
  ],
  { error: 'decision must be "approve" or "reject".' },
);
export type ExchangeDecision = z.infer<typeof exchangeDecisionSchema>;

/** One page of exchange requests, oldest waiting first when filtered to "requested", else newest first. */
export async function listExchangesForAdmin(
  viewer: Viewer,
  { status, page }: ExchangeListFilter = { status: "requested", page: 1 },
) {
  assertAdmin(viewer);
  const where = status === "all" ? {} : { status: FILTER_STATUS[status] };
  // The two queues that wait for a decision: oldest first.
  const waiting = status === "requested" || status === "replacement-cancelled";
  const orderBy: Prisma.ExchangeOrderByWithRelationInput[] = waiting
    ? [{ createdAt: "asc" }, { id: "asc" }]
    : [{ createdAt: "desc" }, { id: "desc" }];
  const { skip, take } = pageWindow(page, ADMIN_EXCHANGES_PAGE_SIZE);
  const [rows, counted, awaiting] = await Promise.all([
    prisma.exchange.findMany({
      where,
      orderBy,
      skip,
      take: take + 1,
      select: {
        ...exchangeSelect,
        decidedBy: { select: { name: true } },
        order: {
          select: {
            ...exchangeSelect.order.select,
            user: { select: { name: true, email: true, phone: true } },
          },
        },
      },
    }),
    // In the list's order, so PostgreSQL walks its index and stops at the cap: "all" grows without bound.
    prisma.exchange.count({ where, orderBy, take: ADMIN_COUNT_CAP + 1 }),
    prisma.exchange.count({ where: { status: "REPLACEMENT_CANCELLED" } }),
  ]);
  const shown = rows.slice(0, take);
  return {
    exchanges: shown.map((row) => ({
      ...toApiExchange(row),
      /** Replacements cancelled before the current one, oldest first (an exchange approved again). */
      earlierReplacements: earlierReplacementsOf(row),
      customer: row.order.user,
      decidedBy: row.decidedBy?.name ?? null,
    })),
    ...openPageInfo(page, ADMIN_EXCHANGES_PAGE_SIZE, counted, shown.length, rows.length > take),
    /** How many exchanges wait for a new decision because their replacement was cancelled (any filter). */
    replacementCancelled: awaiting,
  };
}

/**
 * Approves or rejects a waiting request, once, and e-mails the shopper (the
 * mail queued with the decision, delivered after the commit). Approving creates the replacement shipment in the same
 * transaction: if a product is out of stock or no longer sold, nothing is
 * written and the answer (409) says which. An exchange whose replacement was
 * cancelled is decided again the same way: approving sends a new replacement
 * (the cancelled one gave its stock back when it was cancelled), rejecting
 * closes it; two admins at once still get one winner.
 */
export async function decideExchange(viewer: Viewer, exchangeId: string, input: ExchangeDecision, now = new Date()) {
  assertAdmin(viewer);
  const adminId = viewer.id;
  const approve = input.decision === "approve";
  let mail: string | null;
  try {
    mail = await prisma.$transaction(async (tx) => {
      await decide(tx, exchangeId, input, adminId, now);
      // With the decision: a process ending before it is delivered leaves it to the send-mails job.
      return queueExchangeMail(exchangeId, approve ? "approved" : "rejected", tx);
    });
  } catch (error) {
    // The partial unique index "Order_one_live_replacement_per_order": a replacement is already on its way.
    if (isUniqueViolation(error))
      throw conflict("A replacement for this order is already on its way. Reload to see it.");
    throw error;
  }
  if (mail) await deliverQueuedMail(mail);
  return toApiExchange(await prisma.exchange.findUniqueOrThrow({ where: { id: exchangeId }, select: exchangeSelect }));
}

type Tx = Parameters<Parameters<typeof prisma.$transaction>[0]>[0];

/** The decision's writes, in decideExchange's transaction: the conditional claim, then the replacement when approving. */
async function decide(tx: Tx, exchangeId: string, input: ExchangeDecision, adminId: string, now: Date) {
  const approve = input.decision === "approve";
  const claimed = await tx.exchange.updateMany({
    where: { id: exchangeId, status: { in: [...EXCHANGE_DECIDABLE] } },
    data: {
      status: approve ? "APPROVED" : "REJECTED",
      adminMessage: input.message || null,
      decidedAt: now,
      decidedById: adminId,
    },
  });
  if (claimed.count !== 1) {
    const existing = await tx.exchange.findUnique({ where: { id: exchangeId }, select: { status: true } });
    if (!existing) throw notFound("No such exchange request.");
    throw conflict(
      `This exchange request has already been ${EXCHANGE_STATUS_LABELS[existing.status].toLowerCase()}. Reload to see it.`,
    );
  }
  if (approve) await createReplacement(tx, exchangeId, adminId, now);
}

/** The replacement shipment of an approved exchange (inside decideExchange's transaction). */
async function createReplacement(tx: Tx, exchangeId: string, adminId: string, now: Date) {
  const exchange = await tx.exchange.findUniqueOrThrow({
    where: { id: exchangeId },
    select: {
      items: {
        orderBy: { id: "asc" },
        select: {
          quantity: true,
          orderItem: {
            select: {
              productId: true,
              productName: true,
              productNameHi: true,
              productImage: true,
              size: true,
              color: true,
              hsnCode: true,
              taxRateBasisPoints: true,
            },
          },
        },
      },
      order: {
        select: {
          id: true,
          number: true,
          userId: true,
          locale: true,
          buyerGstin: true,
          buyerBusinessName: true,
          ...shippingAddressSelect,
          // Approved again after a replacement was cancelled: the latest one (cancelled), for the new one's history.
          replacementOrders: { orderBy: { number: "desc" }, take: 1, select: { number: true } },
        },
      },
    },
  });
  const { order } = exchange;
  const cancelledBefore = order.replacementOrders[0]?.number;
  const lines = exchange.items.map((item) => {
    const productId = item.orderItem.productId;
    if (!productId)
      throw conflict(`${item.orderItem.productName} is no longer in the catalogue, so it cannot be replaced.`);
    return { ...item.orderItem, productId, quantity: item.quantity };
  });
  const fee = EXCHANGE_SHIPPING_FEE_PAISE;
  // The charge is collected in cash on delivery: where couriers take no cash (the islands, ADR 0007), it could
  // never be, yet Delivered would record it as paid and invoiced. Refused before anything is taken (409).
  const noCod = codUnavailableStateAt({ postalCode: order.shipPostalCode, state: order.shipState });
  if (noCod) throw conflict(EXCHANGE_ADMIN_TEXT.codUnavailable(noCod, fee));
  // The replacement units leave the warehouse like any order's (a short product is a 409 and undoes the approval).
  await takeStock(
    tx,
    lines.map((line) => ({ productId: line.productId, productName: line.productName, quantity: line.quantity })),
    // Worded for the admin: checkout's "fewer units left than you ordered" says nothing true to them.
    (line, product) =>
      product && !product.isActive
        ? EXCHANGE_ADMIN_TEXT.productInactive(line.productName)
        : EXCHANGE_ADMIN_TEXT.productShort(line.productName, line.quantity, product?.stock ?? 0),
  );
  const promise = promisedDates(order, now);
  await tx.order.create({
    data: {
      userId: order.userId,
      paymentMethod: "COD",
      subtotal: 0,
      shippingFee: fee,
      total: fee,
      taxTotal: includedTax(fee, EXCHANGE_DELIVERY_GST_BASIS_POINTS),
      shipFullName: order.shipFullName,
      shipPhone: order.shipPhone,
      shipStreet: order.shipStreet,
      shipCity: order.shipCity,
      shipState: order.shipState,
      shipPostalCode: order.shipPostalCode,
      shipCountry: order.shipCountry,
      // The same buyer: a business's replacement invoice (the delivery charge) carries its GSTIN, and the
      // order's e-mails go out in the language it was placed in.
      buyerGstin: order.buyerGstin,
      buyerBusinessName: order.buyerBusinessName,
      locale: order.locale,
      exchangeForOrderId: order.id,
      deliveryFrom: promise?.from ?? null,
      deliveryTo: promise?.to ?? null,
      createdAt: now,
      items: {
        create: lines.map((line) => ({
          productId: line.productId,
          productName: line.productName,
          productNameHi: line.productNameHi,
          productImage: line.productImage,
          size: line.size,
          color: line.color,
          // Replaced free of charge: the goods are no sale (docs/adr/0010).
          unitPrice: 0,
          quantity: line.quantity,
          lineTotal: 0,
          hsnCode: line.hsnCode,
          taxRateBasisPoints: line.taxRateBasisPoints,
        })),
      },
      payments: { create: { provider: "COD", amount: fee } },
      fulfillmentEvents: {
        create: {
          status: "ORDER_PLACED",
          note: cancelledBefore
            ? `Replacement for order #${order.number} (exchange approved again after replacement #${cancelledBefore} was cancelled).`
            : `Replacement for order #${order.number} (exchange approved).`,
          actorId: adminId,
          createdAt: now,
        },
      },
    },
  });
}

/** The delivery dates promised from today, or none when the PIN code is no longer served (it was delivered to). */
function promisedDates(order: { shipPostalCode: string; shipState: string }, now: Date) {
  try {
    const { from, to } = deliveryPromise({ postalCode: order.shipPostalCode, state: order.shipState }, now);
    return { from: storedDate(from), to: storedDate(to) };
  } catch {
    return null;
  }
}

/**
 * The exchange links of one order for the admin's order page: the exchange
 * requested for it (and its replacements), or the order a replacement was sent for.
 */
export async function getOrderExchangeForAdmin(viewer: Viewer, orderId: string) {
  assertAdmin(viewer);
  const order = await prisma.order.findUnique({
    where: { id: orderId },
    select: {
      exchangeForOrder: { select: { id: true, number: true } },
      exchange: { select: exchangeSelect },
    },
  });
  if (!order) return null;
  return {
    exchangeFor: order.exchangeForOrder
      ? { _id: order.exchangeForOrder.id, number: order.exchangeForOrder.number }
      : null,
    exchange: order.exchange
      ? { ...toApiExchange(order.exchange), earlierReplacements: earlierReplacementsOf(order.exchange) }
      : null,
  };
}
