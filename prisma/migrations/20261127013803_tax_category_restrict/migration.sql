-- A product's GST category can no longer be removed by deleting the category: ON DELETE SET NULL made
-- every product of a deleted category silently tax-free (sold and invoiced at 0%). Nothing in the app
-- deletes tax categories today; this keeps a hand-run DELETE (or a future admin screen) from doing so.
-- Existing ACTIVE products without a tax category are deliberately left as they are (no rate is
-- guessed, none is deactivated): checkout refuses them (409) and the admin catalogue flags them until
-- an admin chooses their category (docs/adr/0011-gst-invoices-for-business-buyers.md, 2026-11-27).

-- DropForeignKey
ALTER TABLE "Product" DROP CONSTRAINT "Product_taxCategoryId_fkey";

-- AddForeignKey
ALTER TABLE "Product" ADD CONSTRAINT "Product_taxCategoryId_fkey" FOREIGN KEY ("taxCategoryId") REFERENCES "TaxCategory"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
