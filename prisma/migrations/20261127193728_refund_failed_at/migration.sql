-- AlterTable
ALTER TABLE "Refund" ADD COLUMN     "failedAt" TIMESTAMP(3);

-- Refunds already failed: their last change is when they failed (the reconcile job rechecks the recent ones).
UPDATE "Refund" SET "failedAt" = "updatedAt" WHERE "status" = 'FAILED';
