-- AlterTable
ALTER TABLE "Brand" ADD COLUMN     "nameHi" TEXT;

-- AlterTable
ALTER TABLE "BrandSubcategory" ADD COLUMN     "nameHi" TEXT;

-- AlterTable
ALTER TABLE "Category" ADD COLUMN     "nameHi" TEXT;

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "descriptionHi" TEXT,
ADD COLUMN     "genericNameHi" TEXT,
ADD COLUMN     "nameHi" TEXT;

-- Hindi text is stored NFC-normalised (lib/catalog/admin-schema.ts normalises what
-- the admin sends), so equal words are equal bytes for search and uniqueness.
ALTER TABLE "Brand" ADD CONSTRAINT "Brand_nameHi_nfc" CHECK ("nameHi" IS NFC NORMALIZED);
ALTER TABLE "BrandSubcategory" ADD CONSTRAINT "BrandSubcategory_nameHi_nfc" CHECK ("nameHi" IS NFC NORMALIZED);
ALTER TABLE "Category" ADD CONSTRAINT "Category_nameHi_nfc" CHECK ("nameHi" IS NFC NORMALIZED);
ALTER TABLE "Product" ADD CONSTRAINT "Product_hindi_nfc" CHECK (
  "nameHi" IS NFC NORMALIZED AND "descriptionHi" IS NFC NORMALIZED AND "genericNameHi" IS NFC NORMALIZED);
