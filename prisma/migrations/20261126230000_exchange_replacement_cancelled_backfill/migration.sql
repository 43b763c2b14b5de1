-- Exchanges approved before 20261126214104_exchange_replacement_cancelled whose replacement had already
-- been cancelled stayed "Approved" with nothing on its way, and no admin could approve them again
-- (docs/adr/0034-exchange-replacement-cancelled.md). They now wait for a new decision, as an exchange
-- does whose replacement is cancelled from now on. A migration of its own: PostgreSQL lets a
-- transaction use an enum value only after the transaction that added it has committed.
UPDATE "Exchange" AS e
SET "status" = 'REPLACEMENT_CANCELLED', "updatedAt" = CURRENT_TIMESTAMP
WHERE e."status" = 'APPROVED'
  AND EXISTS (SELECT 1 FROM "Order" AS r WHERE r."exchangeForOrderId" = e."orderId")
  AND NOT EXISTS (
    SELECT 1 FROM "Order" AS r
    WHERE r."exchangeForOrderId" = e."orderId" AND r."fulfillmentStatus" <> 'CANCELLED'
  );
