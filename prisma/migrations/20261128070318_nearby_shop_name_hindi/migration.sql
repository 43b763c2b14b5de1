-- AlterTable
ALTER TABLE "NearbyShop" ADD COLUMN     "nameHi" TEXT;

-- Hindi text is stored NFC-normalised, as the shop's Hindi address (20261128041242_nearby_shop_hindi).
ALTER TABLE "NearbyShop" ADD CONSTRAINT "NearbyShop_name_hindi_nfc" CHECK ("nameHi" IS NFC NORMALIZED);
