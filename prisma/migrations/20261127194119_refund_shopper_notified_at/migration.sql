-- AlterTable
ALTER TABLE "Refund" ADD COLUMN     "shopperNotifiedAt" TIMESTAMP(3);

-- Second payments refunded before this column: their mail was sent when the refund was recorded.
UPDATE "Refund" SET "shopperNotifiedAt" = "createdAt" WHERE "kind" = 'EXTRA_PAYMENT';
