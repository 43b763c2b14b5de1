import "server-only";
import type { Prisma } from "@/lib/db";

// A replacement shipment cancelled — by the admin, by the shopper before it
// ships, or by any job — leaves its exchange waiting for a new decision
// instead of "Approved" for ever (docs/adr/0034-exchange-replacement-cancelled.md).
// Called by the one cancel path (lib/orders/cancel.ts, afterCancelled), in the
// cancel's transaction, so the order and its exchange change together or not
// at all.

type Tx = Prisma.TransactionClient;

/**
 * When the order just cancelled is the replacement shipment of an approved
 * exchange, moves that exchange to REPLACEMENT_CANCELLED. A conditional
 * update: true when it moved, false for any other order (or an exchange not
 * approved, which has no replacement on its way).
 */
export async function markReplacementCancelled(tx: Tx, orderId: string): Promise<boolean> {
  const order = await tx.order.findUnique({ where: { id: orderId }, select: { exchangeForOrderId: true } });
  if (!order?.exchangeForOrderId) return false;
  const moved = await tx.exchange.updateMany({
    where: { orderId: order.exchangeForOrderId, status: "APPROVED" },
    data: { status: "REPLACEMENT_CANCELLED" },
  });
  return moved.count === 1;
}
