-- GST tax invoices and credit notes are stored as issued (docs/adr/0036-gst-documents-fixed-when-issued.md):
-- one row per document, written in the transaction that allots its number and never changed after,
-- so a later change of a product's price/HSN/rate, the shop's GSTIN/address or the buyer's profile
-- leaves every issued document as it was. Documents issued before this migration are stored, as
-- they were shown until now, by an idempotent step each server process runs before it shows or
-- reports its first document (backfillTaxDocuments in lib/orders/invoice.ts), not here: it needs
-- the shop's configured identity (STORE_* environment, unknown to SQL) and the figures' rules,
-- which live once, in TypeScript.

-- CreateEnum
CREATE TYPE "TaxDocumentKind" AS ENUM ('INVOICE', 'CREDIT_NOTE');

-- CreateTable
CREATE TABLE "TaxDocument" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "kind" "TaxDocumentKind" NOT NULL,
    "sellerLegalName" TEXT NOT NULL,
    "sellerGstin" CHAR(15) NOT NULL,
    "sellerAddress" TEXT NOT NULL,
    "buyerGstin" CHAR(15),
    "buyerName" TEXT,
    "consigneeName" TEXT NOT NULL,
    "consigneeAddress" TEXT NOT NULL,
    "placeOfSupply" TEXT NOT NULL,
    "intraState" BOOLEAN NOT NULL,
    "deliveryApportioned" BOOLEAN NOT NULL,
    "lines" JSONB NOT NULL,
    "taxableValue" INTEGER NOT NULL,
    "cgst" INTEGER NOT NULL,
    "sgst" INTEGER NOT NULL,
    "igst" INTEGER NOT NULL,
    "total" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TaxDocument_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TaxDocument_orderId_kind_key" ON "TaxDocument"("orderId", "kind");

-- AddForeignKey
ALTER TABLE "TaxDocument" ADD CONSTRAINT "TaxDocument_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Issued means fixed: no statement may change a stored document.
CREATE FUNCTION "TaxDocument_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an issued GST document (%) cannot be changed', OLD."id";
END;
$$;
CREATE TRIGGER "TaxDocument_fixed" BEFORE UPDATE ON "TaxDocument"
  FOR EACH ROW EXECUTE FUNCTION "TaxDocument_refuse_update"();
