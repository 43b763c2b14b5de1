import type { PaymentMethod, PaymentStatus } from "@/lib/generated/prisma/enums";

// How payment methods and statuses read in the /api and on screen (orders
// contract: paymentMethod "COD" | "Online", paymentStatus "Pending" | "Paid" |
// "Failed" | "Refunded"). Client-safe.

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, "COD" | "Online"> = {
  COD: "COD",
  ONLINE: "Online",
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, "Pending" | "Paid" | "Failed" | "Refunded"> = {
  PENDING: "Pending",
  PAID: "Paid",
  FAILED: "Failed",
  REFUNDED: "Refunded",
};
