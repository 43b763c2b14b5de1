-- AlterTable
ALTER TABLE "User" ADD COLUMN     "gstBusinessName" TEXT,
ADD COLUMN     "gstin" CHAR(15);

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "buyerBusinessName" TEXT,
ADD COLUMN     "buyerGstin" CHAR(15);

-- A business buyer is a GSTIN and its registered name together, never one alone;
-- the GSTIN is stored uppercase in its 15-character shape (the check character and
-- state code are checked by lib/gstin.ts before anything is written).
ALTER TABLE "User" ADD CONSTRAINT "User_gst_business_complete"
  CHECK (("gstin" IS NULL) = ("gstBusinessName" IS NULL)
    AND ("gstin" IS NULL OR "gstin" ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'));
ALTER TABLE "Order" ADD CONSTRAINT "Order_buyer_gstin_complete"
  CHECK (("buyerGstin" IS NULL) = ("buyerBusinessName" IS NULL)
    AND ("buyerGstin" IS NULL OR "buyerGstin" ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'));
