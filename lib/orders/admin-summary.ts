import type { Prisma } from "@/lib/db";
import { paiseToRupees } from "@/lib/money";
import { FULFILLMENT_LABELS } from "./fulfillment";
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from "./payment-labels";

// How one order reads in the admin's list (./admin) and at the head of its own
// page (./admin-order): the columns to select and their /api shape, in rupees.
// Kept apart so the list and the page cannot drift; no data is read here.

export const summarySelect = {
  id: true,
  number: true,
  createdAt: true,
  total: true,
  paymentMethod: true,
  paymentStatus: true,
  fulfillmentStatus: true,
  shipFullName: true,
  shipPhone: true,
  user: { select: { id: true, name: true, email: true, phone: true } },
  _count: { select: { items: true } },
} satisfies Prisma.OrderSelect;

export function toSummary(row: Prisma.OrderGetPayload<{ select: typeof summarySelect }>) {
  return {
    _id: row.id,
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    customer: { _id: row.user.id, name: row.user.name, email: row.user.email, phone: row.user.phone },
    shipTo: { fullName: row.shipFullName, phone: row.shipPhone },
    itemCount: row._count.items,
    total: paiseToRupees(row.total),
    paymentMethod: PAYMENT_METHOD_LABELS[row.paymentMethod],
    paymentStatus: PAYMENT_STATUS_LABELS[row.paymentStatus],
    fulfillmentStatus: FULFILLMENT_LABELS[row.fulfillmentStatus],
    fulfillmentCode: row.fulfillmentStatus,
  };
}
