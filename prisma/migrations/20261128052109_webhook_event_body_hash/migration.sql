-- AlterTable
ALTER TABLE "WebhookEvent" ADD COLUMN     "bodyHash" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "WebhookEvent_provider_bodyHash_key" ON "WebhookEvent"("provider", "bodyHash");
