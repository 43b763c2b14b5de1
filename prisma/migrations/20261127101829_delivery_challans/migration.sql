-- Delivery challans (CGST Rules, rule 55) for replacement shipments: their goods are replaced free
-- of charge under an exchange, no supply, so they travel with a challan, not a tax invoice
-- (docs/adr/0037-delivery-challans-for-replacements.md). One row per replacement order, written in
-- the transaction that ships it and allots its number (DC/YY-YY/NNNNN, DocumentSequence), and never
-- changed after, like the tax documents (migration 20261127065505_gst_documents_fixed).

-- CreateTable
CREATE TABLE "DeliveryChallan" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL,
    "sellerLegalName" TEXT NOT NULL,
    "sellerGstin" CHAR(15) NOT NULL,
    "sellerAddress" TEXT NOT NULL,
    "consigneeName" TEXT NOT NULL,
    "consigneeAddress" TEXT NOT NULL,
    "consigneeGstin" CHAR(15),
    "consigneeBusinessName" TEXT,
    "placeOfSupply" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "lines" JSONB NOT NULL,
    "totalValue" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DeliveryChallan_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DeliveryChallan_orderId_key" ON "DeliveryChallan"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "DeliveryChallan_number_key" ON "DeliveryChallan"("number");

-- CreateIndex
CREATE INDEX "DeliveryChallan_issuedAt_idx" ON "DeliveryChallan"("issuedAt");

-- AddForeignKey
ALTER TABLE "DeliveryChallan" ADD CONSTRAINT "DeliveryChallan_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Issued means fixed: no statement may change a stored challan.
CREATE FUNCTION "DeliveryChallan_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an issued delivery challan (%) cannot be changed', OLD."number";
END;
$$;
CREATE TRIGGER "DeliveryChallan_fixed" BEFORE UPDATE ON "DeliveryChallan"
  FOR EACH ROW EXECUTE FUNCTION "DeliveryChallan_refuse_update"();
