-- AlterTable
ALTER TABLE "Quotation" ADD COLUMN     "locale" VARCHAR(5) NOT NULL DEFAULT 'en';
