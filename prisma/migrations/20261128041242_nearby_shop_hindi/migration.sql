-- AlterTable
ALTER TABLE "NearbyShop" ADD COLUMN     "addressHi" TEXT,
ADD COLUMN     "cityHi" TEXT;

-- Hindi text is stored NFC-normalised, as the catalogue's (20261125195559_hindi_catalogue).
ALTER TABLE "NearbyShop" ADD CONSTRAINT "NearbyShop_hindi_nfc" CHECK (
  "addressHi" IS NFC NORMALIZED AND "cityHi" IS NFC NORMALIZED);
