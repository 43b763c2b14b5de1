import type { FulfillmentStatus } from "@/lib/generated/prisma/enums";

// The delivery steps of spec §2 "Track order", in order. An order moves one
// step at a time (the admin records each one); CANCELLED ends it early.

export const FULFILLMENT_STEPS = [
  "ORDER_PLACED",
  "PACKED",
  "SHIPPED",
  "OUT_FOR_DELIVERY",
  "DELIVERED",
] as const satisfies readonly FulfillmentStatus[];

export const FULFILLMENT_LABELS: Record<FulfillmentStatus, string> = {
  ORDER_PLACED: "Order Placed",
  PACKED: "Packed",
  SHIPPED: "Shipped",
  OUT_FOR_DELIVERY: "Out for Delivery",
  DELIVERED: "Delivered",
  CANCELLED: "Cancelled",
};

/** Index of a status among the steps (0–4), or -1 for CANCELLED. */
export function fulfillmentStepIndex(status: FulfillmentStatus): number {
  return (FULFILLMENT_STEPS as readonly FulfillmentStatus[]).indexOf(status);
}

/** The step after `status`, or null when delivered or cancelled. */
export function nextFulfillmentStep(status: FulfillmentStatus): FulfillmentStatus | null {
  const index = fulfillmentStepIndex(status);
  if (index < 0 || index === FULFILLMENT_STEPS.length - 1) return null;
  return FULFILLMENT_STEPS[index + 1] ?? null;
}
