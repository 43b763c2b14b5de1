-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "productNameHi" TEXT;

-- Orders placed before this migration: their product's Hindi name as it is now
-- (no snapshot was kept then); lines whose product is gone or has no Hindi name stay
-- NULL and are shown by their English productName.
UPDATE "OrderItem" AS oi
SET "productNameHi" = p."nameHi"
FROM "Product" AS p
WHERE oi."productId" = p."id"
  AND oi."productNameHi" IS NULL
  AND NULLIF(btrim(p."nameHi"), '') IS NOT NULL;
