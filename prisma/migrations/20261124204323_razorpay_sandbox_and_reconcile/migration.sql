-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "gatewayCheckedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "RazorpaySandboxOrder" (
    "id" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'INR',
    "receipt" TEXT,
    "notes" JSONB,
    "status" TEXT NOT NULL DEFAULT 'created',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RazorpaySandboxOrder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RazorpaySandboxPayment" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'INR',
    "status" TEXT NOT NULL,
    "errorDescription" TEXT,
    "capturedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RazorpaySandboxPayment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "RazorpaySandboxPayment_orderId_idx" ON "RazorpaySandboxPayment"("orderId");

-- CreateIndex
CREATE INDEX "Payment_provider_status_gatewayCheckedAt_idx" ON "Payment"("provider", "status", "gatewayCheckedAt");

-- AddForeignKey
ALTER TABLE "RazorpaySandboxPayment" ADD CONSTRAINT "RazorpaySandboxPayment_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "RazorpaySandboxOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Razorpay's own vocabulary, so a reader (or a consistency check) can trust the values.
ALTER TABLE "RazorpaySandboxOrder" ADD CONSTRAINT "RazorpaySandboxOrder_status_known" CHECK ("status" IN ('created', 'attempted', 'paid'));
ALTER TABLE "RazorpaySandboxOrder" ADD CONSTRAINT "RazorpaySandboxOrder_amount_positive" CHECK ("amount" > 0);
ALTER TABLE "RazorpaySandboxPayment" ADD CONSTRAINT "RazorpaySandboxPayment_status_known" CHECK ("status" IN ('created', 'authorized', 'captured', 'refunded', 'failed'));
ALTER TABLE "RazorpaySandboxPayment" ADD CONSTRAINT "RazorpaySandboxPayment_amount_positive" CHECK ("amount" > 0);
