-- A quotation asked for from the cart keeps each line's size and colour (the cart
-- holds one line per product, size and colour), so the order placed from it tells
-- the warehouse which to send. Lines asked for without one (bulk requests) keep ''.
-- DropIndex
DROP INDEX "QuotationItem_quotationId_productId_key";

-- AlterTable
ALTER TABLE "QuotationItem" ADD COLUMN     "color" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "size" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE UNIQUE INDEX "QuotationItem_quotationId_productId_size_color_key" ON "QuotationItem"("quotationId", "productId", "size", "color");
