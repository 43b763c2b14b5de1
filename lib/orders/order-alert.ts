import "server-only";
import { prisma } from "@/lib/db";
import type { Db } from "@/lib/mail/queue";
import { formatINR } from "@/lib/money";

/** What the team reads about a new order: what to pack, for whom and where, and how it is paid. */
export async function renderNewOrderAlert(orderId: string, db: Db = prisma) {
  const order = await db.order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
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
    },
  });
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
