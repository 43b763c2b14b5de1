import "server-only";
import { prisma, type Prisma } from "@/lib/db";
import type { Db } from "@/lib/mail/queue";
import { formatINR } from "@/lib/money";

const alertSelect = {
  number: true,
  total: true,
  paymentMethod: true,
  shipFullName: true,
  shipCity: true,
  shipState: true,
  shipPostalCode: true,
  buyerGstin: true,
  quotationId: true,
  items: { orderBy: { id: "asc" }, select: { productName: true, quantity: true, size: true, color: true } },
} satisfies Prisma.OrderSelect;

/** The order as the alert reads it (its lines by id); a row read with more fields does as well. */
export type OrderForAlert = Prisma.OrderGetPayload<{ select: typeof alertSelect }>;

/** What the team reads about a new order: what to pack, for whom and where, and how it is paid. */
export async function renderNewOrderAlert(orderId: string, db: Db = prisma, options: { revived?: boolean } = {}) {
  return composeNewOrderAlert(
    orderId,
    await db.order.findUniqueOrThrow({ where: { id: orderId }, select: alertSelect }),
    options,
  );
}

/**
 * renderNewOrderAlert's words for the order `orderId` already read; `revived`: paid after the expiry job had
 * cancelled it (lib/payments/confirm.ts), which the team should know before packing it.
 */
export function composeNewOrderAlert(orderId: string, order: OrderForAlert, { revived = false } = {}) {
  const payment = order.paymentMethod === "COD" ? "cash on delivery" : "paid online";
  const options = (item: { size: string; color: string }) => [item.size, item.color].filter(Boolean).join(", ");
  return {
    what: `order ${orderId}`,
    subject: `New order #${order.number}: ${formatINR(order.total)}, ${payment}`,
    lines: [
      ...order.items.map(
        (item) => `${item.productName}${options(item) ? ` (${options(item)})` : ""} × ${item.quantity}`,
      ),
      `For ${order.shipFullName}, ${order.shipCity}, ${order.shipState} ${order.shipPostalCode}.`,
      ...(order.buyerGstin ? [`GST invoice to ${order.buyerGstin}.`] : []),
      ...(order.quotationId ? ["At a quoted price."] : []),
      ...(revived
        ? [
            "Revived after expiry: paid after it had been cancelled for non-payment. The customer has been told it is back on.",
          ]
        : []),
    ],
    adminPath: `/admin/orders/${orderId}`,
  };
}
