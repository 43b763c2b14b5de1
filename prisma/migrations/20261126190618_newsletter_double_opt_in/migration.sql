-- Double opt-in for the newsletter (docs/adr/0031-newsletter-double-opt-in.md):
-- an address is sent the newsletter only once its owner confirmed through the
-- link mailed to it. Until now every sign-up counted at once, so the rows that
-- exist are taken as confirmed when they were made: the current list keeps
-- working, and an unsubscribed row stays unsubscribed.
ALTER TABLE "NewsletterSubscription" ADD COLUMN "confirmedAt" TIMESTAMP(3);

UPDATE "NewsletterSubscription" SET "confirmedAt" = "createdAt";
