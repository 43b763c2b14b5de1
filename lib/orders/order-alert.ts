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
export async function renderNewOrderAlert(orderId: string, db: Db = prisma) {
  return composeNewOrderAlert(
    orderId,
    await db.order.findUniqueOrThrow({ where: { id: orderId }, select: alertSelect }),
  );
}

/** renderNewOrderAlert's words for the order `orderId` already read. */
export function composeNewOrderAlert(orderId: string, order: OrderForAlert) {
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
    ],
    adminPath: `/admin/orders/${orderId}`,
  };
}
