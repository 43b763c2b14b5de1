-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "releasedQuotationId" TEXT;
