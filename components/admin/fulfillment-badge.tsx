import type { FulfillmentStatus } from "@/lib/generated/prisma/enums";
import { FULFILLMENT_LABELS } from "@/lib/orders/fulfillment";

/** Delivered green, cancelled red, every step on the way yellow (as the shopper's orders page shows it). */
export function FulfillmentBadge({ status }: { status: FulfillmentStatus }) {
  const tone =
    status === "DELIVERED"
      ? "bg-green-100 text-green-800"
      : status === "CANCELLED"
        ? "bg-red-100 text-red-800"
        : "bg-yellow-100 text-yellow-900";
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}>
      {FULFILLMENT_LABELS[status]}
    </span>
  );
}
