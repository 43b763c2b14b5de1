-- CreateEnum
CREATE TYPE "ExchangeStatus" AS ENUM ('REQUESTED', 'APPROVED', 'REJECTED');

-- CreateEnum
CREATE TYPE "ExchangeReason" AS ENUM ('DAMAGED', 'DEFECTIVE', 'WRONG_ITEM', 'WRONG_SIZE_OR_COLOUR', 'OTHER');

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "exchangeForOrderId" TEXT;

-- CreateTable
CREATE TABLE "Exchange" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "status" "ExchangeStatus" NOT NULL DEFAULT 'REQUESTED',
    "note" TEXT NOT NULL DEFAULT '',
    "adminMessage" TEXT,
    "decidedAt" TIMESTAMP(3),
    "decidedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Exchange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExchangeItem" (
    "id" TEXT NOT NULL,
    "exchangeId" TEXT NOT NULL,
    "orderItemId" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "reason" "ExchangeReason" NOT NULL,

    CONSTRAINT "ExchangeItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExchangePhoto" (
    "id" TEXT NOT NULL,
    "exchangeId" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,
    "position" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ExchangePhoto_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Exchange_orderId_key" ON "Exchange"("orderId");

-- CreateIndex
CREATE INDEX "Exchange_status_createdAt_idx" ON "Exchange"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Exchange_createdAt_idx" ON "Exchange"("createdAt");

-- CreateIndex
CREATE INDEX "ExchangeItem_orderItemId_idx" ON "ExchangeItem"("orderItemId");

-- CreateIndex
CREATE UNIQUE INDEX "ExchangeItem_exchangeId_orderItemId_key" ON "ExchangeItem"("exchangeId", "orderItemId");

-- CreateIndex
CREATE UNIQUE INDEX "ExchangePhoto_exchangeId_position_key" ON "ExchangePhoto"("exchangeId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "Order_exchangeForOrderId_key" ON "Order"("exchangeForOrderId");

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_exchangeForOrderId_fkey" FOREIGN KEY ("exchangeForOrderId") REFERENCES "Order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Exchange" ADD CONSTRAINT "Exchange_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Exchange" ADD CONSTRAINT "Exchange_decidedById_fkey" FOREIGN KEY ("decidedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExchangeItem" ADD CONSTRAINT "ExchangeItem_exchangeId_fkey" FOREIGN KEY ("exchangeId") REFERENCES "Exchange"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExchangeItem" ADD CONSTRAINT "ExchangeItem_orderItemId_fkey" FOREIGN KEY ("orderItemId") REFERENCES "OrderItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExchangePhoto" ADD CONSTRAINT "ExchangePhoto_exchangeId_fkey" FOREIGN KEY ("exchangeId") REFERENCES "Exchange"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- By hand: rules the schema language cannot express.
ALTER TABLE "ExchangeItem" ADD CONSTRAINT "ExchangeItem_quantity_positive" CHECK ("quantity" > 0);
ALTER TABLE "ExchangePhoto" ADD CONSTRAINT "ExchangePhoto_position_range" CHECK ("position" >= 0 AND "position" < 3);
ALTER TABLE "ExchangePhoto" ADD CONSTRAINT "ExchangePhoto_type_known" CHECK ("contentType" IN ('image/jpeg', 'image/png', 'image/webp'));
ALTER TABLE "Order" ADD CONSTRAINT "Order_not_its_own_replacement" CHECK ("exchangeForOrderId" IS NULL OR "exchangeForOrderId" <> "id");
