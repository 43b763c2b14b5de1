-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "creditNoteIssuedAt" TIMESTAMP(3),
ADD COLUMN     "creditNoteNumber" TEXT,
ADD COLUMN     "invoiceIssuedAt" TIMESTAMP(3),
ADD COLUMN     "invoiceNumber" TEXT;

-- CreateTable
CREATE TABLE "DocumentSequence" (
    "series" TEXT NOT NULL,
    "lastSerial" INTEGER NOT NULL,

    CONSTRAINT "DocumentSequence_pkey" PRIMARY KEY ("series")
);

-- CreateIndex
CREATE UNIQUE INDEX "Order_invoiceNumber_key" ON "Order"("invoiceNumber");

-- CreateIndex
CREATE UNIQUE INDEX "Order_creditNoteNumber_key" ON "Order"("creditNoteNumber");

-- CreateIndex
CREATE INDEX "Order_invoiceIssuedAt_idx" ON "Order"("invoiceIssuedAt");

-- CreateIndex
CREATE INDEX "Order_creditNoteIssuedAt_idx" ON "Order"("creditNoteIssuedAt");
