-- A refund names the Razorpay payment it gives back, so a second payment captured for an order already
-- paid (two tabs, a retry in the pop-up) is refunded too, beside the order's own payment.

-- CreateEnum
CREATE TYPE "RefundKind" AS ENUM ('ORDER_PAYMENT', 'EXTRA_PAYMENT');

-- AlterTable: every refund so far gave back its order's own payment.
ALTER TABLE "Refund" ADD COLUMN     "kind" "RefundKind" NOT NULL DEFAULT 'ORDER_PAYMENT',
ADD COLUMN     "providerPaymentId" TEXT;
UPDATE "Refund" AS r SET "providerPaymentId" = p."providerPaymentId" FROM "Payment" AS p WHERE p."id" = r."paymentId";
ALTER TABLE "Refund" ALTER COLUMN "providerPaymentId" SET NOT NULL;

-- The reconcile job's paid candidates: Razorpay payments paid in the last two days.
CREATE INDEX "Payment_provider_status_paidAt_idx" ON "Payment"("provider", "status", "paidAt");

-- By hand: rules the schema language cannot express.
-- A Razorpay payment is refunded at most once: every refund of it but the failed ones counts. (One Payment
-- row, one Razorpay order, may now owe two refunds: its own payment's and a second captured payment's.)
DROP INDEX "Refund_one_live_per_payment";
CREATE UNIQUE INDEX "Refund_one_live_per_provider_payment" ON "Refund"("providerPaymentId") WHERE "status" <> 'FAILED';
