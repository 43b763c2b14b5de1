-- AlterEnum
ALTER TYPE "ExchangeStatus" ADD VALUE 'REPLACEMENT_CANCELLED';

-- DropIndex
DROP INDEX "Order_exchangeForOrderId_key";

-- CreateIndex
CREATE INDEX "Order_exchangeForOrderId_idx" ON "Order"("exchangeForOrderId");

-- By hand: rules the schema language cannot express (docs/adr/0034-exchange-replacement-cancelled.md).
-- One replacement on its way per order: a cancelled one keeps its link (its invoice and credit note
-- name it), and the exchange approved again gets a new one.
CREATE UNIQUE INDEX "Order_one_live_replacement_per_order" ON "Order"("exchangeForOrderId") WHERE "fulfillmentStatus" <> 'CANCELLED';
