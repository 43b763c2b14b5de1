-- CreateEnum
CREATE TYPE "NetQuantityUnit" AS ENUM ('N', 'U', 'PAIR', 'G', 'KG', 'ML', 'L', 'CM', 'M');

-- CreateEnum
CREATE TYPE "PackerRole" AS ENUM ('MARKETER', 'PACKER', 'IMPORTER');

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "countryOfOrigin" TEXT,
ADD COLUMN     "customerCare" TEXT,
ADD COLUMN     "dimensions" TEXT,
ADD COLUMN     "genericName" TEXT,
ADD COLUMN     "manufacturerAddress" TEXT,
ADD COLUMN     "manufacturerName" TEXT,
ADD COLUMN     "netQuantityUnit" "NetQuantityUnit",
ADD COLUMN     "netQuantityValue" DECIMAL(12,3),
ADD COLUMN     "packerAddress" TEXT,
ADD COLUMN     "packerName" TEXT,
ADD COLUMN     "packerRole" "PackerRole",
ADD COLUMN     "weightGrams" INTEGER;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "deliveryFrom" DATE,
ADD COLUMN     "deliveryTo" DATE;


-- Added by hand: a net quantity is a positive number with its unit, or neither;
-- a promised delivery window has both dates, in order, or neither.
ALTER TABLE "Product" ADD CONSTRAINT "Product_net_quantity_whole" CHECK (("netQuantityValue" IS NULL) = ("netQuantityUnit" IS NULL) AND ("netQuantityValue" IS NULL OR "netQuantityValue" > 0));
ALTER TABLE "Product" ADD CONSTRAINT "Product_weight_positive" CHECK ("weightGrams" IS NULL OR "weightGrams" > 0);
ALTER TABLE "Order" ADD CONSTRAINT "Order_delivery_window_ordered" CHECK (("deliveryFrom" IS NULL) = ("deliveryTo" IS NULL) AND ("deliveryFrom" IS NULL OR "deliveryFrom" <= "deliveryTo"));
