import "server-only";
import { assertAdmin, type Viewer } from "@/lib/auth/viewer";
import { Prisma, prisma, type RefundKind, type RefundStatus } from "@/lib/db";
import { paiseToRupees } from "@/lib/money";
import { REFUND_STATUS_LABELS, retryRefundRequest } from "@/lib/payments/refunds";
import { formatElapsed } from "@/lib/time";

// Refunds from the admin's side: the list of refunds an operator must look at
// (failed and not replaced, or stuck at Razorpay), shown on the dashboard,
// and the Retry button of an order's page. Asking Razorpay is
// lib/payments/refunds.ts's; this module decides what needs a person.
// Money leaves this module in rupees, as the /api shows it.
// Every exported read and write takes the viewer and refuses anyone but an
// admin itself (docs/adr/0001-authorization-where-data-is-read.md).

/**
 * The admin retries a refund: a failed one is replaced by a new request to
 * Razorpay, a requested one that got no answer is asked for again
 * (lib/payments/refunds.ts). Anything else is a 409; an unknown id a 404.
 */
export async function retryRefund(viewer: Viewer, refundId: string) {
  assertAdmin(viewer);
  return retryRefundRequest(refundId);
}

/** A refund still Requested this long after it was owed needs a person: the reconcile job asks every 15 minutes. */
export const REFUND_REQUESTED_TOO_LONG_MS = 60 * 60 * 1000;
/** Razorpay's normal-speed refunds take 5–7 working days; one still Processing after 10 days needs a look. */
export const REFUND_PROCESSING_TOO_LONG_MS = 10 * 24 * 60 * 60 * 1000;
export const REFUNDS_NEEDING_ATTENTION_LIMIT = 50;

/** What a refund needing attention reads as when Razorpay gave no reason. */
const NO_REASON: Record<RefundStatus, string> = {
  PENDING: "Razorpay has not accepted the request yet.",
  PROCESSING: "Razorpay accepted it but has not reported it processed.",
  PROCESSED: "",
  FAILED: "Razorpay gave no reason.",
};

/**
 * Refunds an operator must look at, oldest first, without opening each order: every FAILED one
 * not retried and whose payment has no other refund under way or done (so nothing else will give
 * the money back), and those stuck: Requested for over an hour (Razorpay never accepted them) or
 * Processing for over 10 days. `total` counts them all; at most REFUNDS_NEEDING_ATTENTION_LIMIT
 * are listed. The order page (#refunds) has the Retry button.
 */
export async function listRefundsNeedingAttention(viewer: Viewer, now = new Date()) {
  assertAdmin(viewer);
  const requestedBefore = new Date(now.getTime() - REFUND_REQUESTED_TOO_LONG_MS);
  const processingBefore = new Date(now.getTime() - REFUND_PROCESSING_TOO_LONG_MS);
  const needsAttention = Prisma.sql`
    (r."status" = 'FAILED' AND r."retriedAt" IS NULL AND NOT EXISTS (
        SELECT 1 FROM "Refund" AS live
        WHERE live."providerPaymentId" = r."providerPaymentId" AND live."status" <> 'FAILED'))
    OR (r."status" = 'PENDING' AND r."createdAt" < ${requestedBefore})
    OR (r."status" = 'PROCESSING' AND r."createdAt" < ${processingBefore})`;
  const [rows, [counted]] = await Promise.all([
    prisma.$queryRaw<
      Array<{
        id: string;
        orderId: string;
        number: number;
        amount: number;
        status: RefundStatus;
        kind: RefundKind;
        failureReason: string | null;
        createdAt: Date;
      }>
    >`
      SELECT r."id", r."orderId", o."number", r."amount", r."status", r."kind", r."failureReason", r."createdAt"
      FROM "Refund" AS r JOIN "Order" AS o ON o."id" = r."orderId"
      WHERE ${needsAttention}
      ORDER BY r."createdAt" ASC, r."id" ASC
      LIMIT ${REFUNDS_NEEDING_ATTENTION_LIMIT}`,
    prisma.$queryRaw<Array<{ total: number }>>`
      SELECT count(*)::int AS "total" FROM "Refund" AS r WHERE ${needsAttention}`,
  ]);
  return {
    total: counted?.total ?? 0,
    refunds: rows.map((row) => ({
      _id: row.id,
      orderId: row.orderId,
      orderNumber: row.number,
      amount: paiseToRupees(row.amount),
      status: REFUND_STATUS_LABELS[row.status],
      extraPayment: row.kind === "EXTRA_PAYMENT",
      reason: row.failureReason || NO_REASON[row.status],
      owedSince: row.createdAt.toISOString(),
      age: formatElapsed(now.getTime() - row.createdAt.getTime()),
    })),
  };
}
