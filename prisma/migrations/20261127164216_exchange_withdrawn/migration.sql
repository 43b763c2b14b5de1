-- AlterEnum
ALTER TYPE "ExchangeStatus" ADD VALUE 'WITHDRAWN';

-- AlterTable
ALTER TABLE "Exchange" ADD COLUMN     "withdrawnAt" TIMESTAMP(3);
