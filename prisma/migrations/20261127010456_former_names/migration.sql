-- AlterTable
ALTER TABLE "Brand" ADD COLUMN     "formerNames" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- AlterTable
ALTER TABLE "Category" ADD COLUMN     "formerNames" TEXT[] DEFAULT ARRAY[]::TEXT[];
