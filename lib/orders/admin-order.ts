import "server-only";
import { assertAdmin, type Viewer } from "@/lib/auth/viewer";
import { type Prisma, prisma } from "@/lib/db";
import { paiseToRupees } from "@/lib/money";
import { FULFILLMENT_LABELS, nextFulfillmentStep } from "./fulfillment";
import { COURIERS, EWAY_BILL_THRESHOLD, courierTrackingUrl, isCourierCode } from "./couriers";
import { orderItemsSelect, shippingAddressSelect, toApiOrderItems, toApiShippingAddress } from "./orders";
import { PAYMENT_STATUS_LABELS } from "./payment-labels";
import { summarySelect, toSummary } from "./admin-summary";
import { advanceBlockedReason, cancelBlockedReason } from "./admin-rules";
import { REFUND_STATUS_LABELS, refundClaimMs } from "@/lib/payments/refunds";

// One order as the admin's order page shows it: items, ship-to address,
// payments, the delivery steps taken and by whom, refunds (and which can be
// retried), invoice and credit note numbers, the shipment recorded, and what
// the admin may do next (or why not, ./admin-rules).
// Money leaves this module in rupees, as the /api shows it.
// The read takes the viewer and refuses anyone but an admin itself
// (docs/adr/0001-authorization-where-data-is-read.md).

const detailSelect = {
  ...summarySelect,
  subtotal: true,
  shippingFee: true,
  taxTotal: true,
  ...shippingAddressSelect,
  quotationId: true,
  cancelledAt: true,
  invoiceNumber: true,
  creditNoteNumber: true,
  deliveryChallan: { select: { number: true } },
  courier: true,
  trackingNumber: true,
  ewayBillNumber: true,
  items: orderItemsSelect,
  payments: {
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      provider: true,
      providerOrderId: true,
      providerPaymentId: true,
      status: true,
      amount: true,
      failureReason: true,
      paidAt: true,
      createdAt: true,
    },
  },
  fulfillmentEvents: {
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { status: true, note: true, createdAt: true, actorId: true, actor: { select: { name: true } } },
  },
  refunds: {
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      providerRefundId: true,
      providerPaymentId: true,
      kind: true,
      amount: true,
      status: true,
      failureReason: true,
      requestedAt: true,
      processedAt: true,
      retriedAt: true,
      createdAt: true,
    },
  },
} satisfies Prisma.OrderSelect;

/** Everything the admin's order page shows, or null when there is no such order. */
export async function getOrderForAdmin(viewer: Viewer, orderId: string) {
  assertAdmin(viewer);
  const row = await prisma.order.findUnique({ where: { id: orderId }, select: detailSelect });
  if (!row) return null;
  const next = nextFulfillmentStep(row.fulfillmentStatus);
  const history = row.fulfillmentEvents.map((event) => ({
    status: event.status,
    label: FULFILLMENT_LABELS[event.status],
    at: event.createdAt.toISOString(),
    note: event.note,
    /** Who recorded the step: "the customer" (a shopper's own cancellation), the admin's name, or null when the shop did. */
    by: event.actorId && event.actorId === row.user.id ? "the customer" : (event.actor?.name ?? null),
  }));
  const claimStaleBefore = Date.now() - refundClaimMs();
  // A failed refund of a payment that has another refund under way or done has nothing left to retry.
  const liveRefundOf = new Set(
    row.refunds.filter((refund) => refund.status !== "FAILED").map((refund) => refund.providerPaymentId),
  );
  // An order is placed when it is created, whether or not that first step was written down as an event.
  if (!history.some((event) => event.status === "ORDER_PLACED")) {
    history.unshift({
      status: "ORDER_PLACED",
      label: FULFILLMENT_LABELS.ORDER_PLACED,
      at: row.createdAt.toISOString(),
      note: null,
      by: null,
    });
  }
  return {
    ...toSummary(row),
    subtotal: paiseToRupees(row.subtotal),
    shippingFee: paiseToRupees(row.shippingFee),
    taxTotal: paiseToRupees(row.taxTotal),
    shippingAddress: toApiShippingAddress(row),
    items: toApiOrderItems(row.items),
    payments: row.payments.map((payment) => ({
      _id: payment.id,
      provider: payment.provider === "COD" ? "Cash on delivery" : "Razorpay",
      providerOrderId: payment.providerOrderId,
      providerPaymentId: payment.providerPaymentId,
      status: PAYMENT_STATUS_LABELS[payment.status],
      amount: paiseToRupees(payment.amount),
      failureReason: payment.failureReason,
      paidAt: payment.paidAt?.toISOString() ?? null,
      createdAt: payment.createdAt.toISOString(),
    })),
    history,
    refunds: row.refunds.map((refund) => ({
      _id: refund.id,
      providerRefundId: refund.providerRefundId,
      /** The Razorpay payment refunded; a second payment of an order already paid is `extraPayment`. */
      providerPaymentId: refund.providerPaymentId,
      extraPayment: refund.kind === "EXTRA_PAYMENT",
      amount: paiseToRupees(refund.amount),
      status: REFUND_STATUS_LABELS[refund.status],
      failureReason: refund.failureReason,
      createdAt: refund.createdAt.toISOString(),
      processedAt: refund.processedAt?.toISOString() ?? null,
      /** A failed refund not yet retried, or a requested one whose request got no answer (and is not in flight). */
      canRetry:
        (refund.status === "FAILED" && !refund.retriedAt && !liveRefundOf.has(refund.providerPaymentId)) ||
        (refund.status === "PENDING" && (!refund.requestedAt || refund.requestedAt.getTime() < claimStaleBefore)),
    })),
    quotationId: row.quotationId,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    invoiceNumber: row.invoiceNumber,
    creditNoteNumber: row.creditNoteNumber,
    /** A replacement's delivery challan (/orders/{id}/delivery-challan), else null. */
    challanNumber: row.deliveryChallan?.number ?? null,
    /** The courier, AWB and e-way bill recorded (each null until given); `editable` until delivered or cancelled. */
    shipment: {
      courier: row.courier && isCourierCode(row.courier) ? row.courier : null,
      courierName: row.courier && isCourierCode(row.courier) ? COURIERS[row.courier].name : row.courier,
      trackingNumber: row.trackingNumber,
      trackingUrl:
        row.courier && row.trackingNumber && isCourierCode(row.courier)
          ? courierTrackingUrl(row.courier, row.trackingNumber)
          : null,
      ewayBillNumber: row.ewayBillNumber,
      editable: ["SHIPPED", "OUT_FOR_DELIVERY"].includes(row.fulfillmentStatus),
    },
    /** CGST rule 138: a consignment above ₹50,000 travels with an e-way bill; a warning, never a block. */
    ewayBillNeeded: row.total > EWAY_BILL_THRESHOLD && !row.ewayBillNumber,
    nextStep: next ? { status: next, label: FULFILLMENT_LABELS[next] } : null,
    advanceBlockedReason: next ? advanceBlockedReason(row) : null,
    cancelBlockedReason: cancelBlockedReason(row),
    /** What cancelling refunds (rupees): the whole payment of an order paid online; null when nothing. */
    refundOnCancel: row.paymentMethod === "ONLINE" && row.paymentStatus === "PAID" ? paiseToRupees(row.total) : null,
  };
}
