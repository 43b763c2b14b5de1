-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "locale" VARCHAR(5) NOT NULL DEFAULT 'en';

-- Only the shop's languages (lib/i18n/locale.ts).
ALTER TABLE "Order" ADD CONSTRAINT "Order_locale_check" CHECK ("locale" IN ('en', 'hi'));
