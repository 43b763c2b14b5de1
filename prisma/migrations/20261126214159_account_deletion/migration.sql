-- Account deletion (docs/adr/0033-account-deletion.md): a shopper who deletes
-- their account while orders refer to it keeps an anonymised row (no name,
-- e-mail deleted-<id>@invalid, no password), marked with when it was deleted.
ALTER TABLE "User" ADD COLUMN     "deletedAt" TIMESTAMP(3);
