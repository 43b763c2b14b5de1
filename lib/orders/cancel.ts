import "server-only";
import type { Prisma } from "@/lib/db";
import { issueCreditNote } from "./invoice";
import { releaseOrderStock } from "./stock";

/**
 * Cancels an order nobody has paid for, once: records the step, gives the
 * stock back, frees its quotation for a new checkout and, when the order was
 * already invoiced, issues the credit note that reverses it. Returns false (and
 * changes nothing) when the order is paid, delivered or already cancelled.
 */
export async function cancelUnpaidOrder(
  tx: Prisma.TransactionClient,
  orderId: string,
  note: string,
  /** The admin who cancelled; none when the shop did (checkout, expiry). */
  actorId: string | null = null,
): Promise<boolean> {
  const cancelled = await tx.order.updateMany({
    where: {
      id: orderId,
      cancelledAt: null,
      paymentStatus: { in: ["PENDING", "FAILED"] },
      fulfillmentStatus: { notIn: ["DELIVERED", "CANCELLED"] },
    },
    data: { fulfillmentStatus: "CANCELLED", cancelledAt: new Date(), quotationId: null },
  });
  if (cancelled.count !== 1) return false;
  await tx.fulfillmentEvent.create({ data: { orderId, status: "CANCELLED", note, actorId } });
  await tx.payment.updateMany({
    where: { orderId, status: "PENDING" },
    data: { status: "FAILED", failureReason: note },
  });
  await releaseOrderStock(tx, orderId);
  // Cancelled after it shipped (a refused delivery): its tax invoice is reversed.
  await issueCreditNote(tx, orderId, new Date());
  return true;
}
