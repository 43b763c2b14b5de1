-- AlterTable
ALTER TABLE "Quotation" ALTER COLUMN "locale" DROP NOT NULL,
ALTER COLUMN "locale" DROP DEFAULT;

-- Quotations asked before their language was recorded (migration 20261127165915_quotation_locale gave
-- them 'en' by default) have no known language: null, so their mails use the shopper's latest recorded
-- one (lib/quotations/mail.ts) instead of English. Those are the rows created before that migration ran.
UPDATE "Quotation" SET "locale" = NULL
WHERE "locale" = 'en'
  AND "createdAt" < (SELECT started_at FROM "_prisma_migrations"
                     WHERE migration_name = '20261127165915_quotation_locale' AND finished_at IS NOT NULL);

-- Only the shop's languages (lib/i18n/locale.ts), as Order.locale.
ALTER TABLE "Quotation" ADD CONSTRAINT "Quotation_locale_check" CHECK ("locale" IN ('en', 'hi'));
