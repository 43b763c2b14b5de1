-- Open cash-on-delivery orders per delivery phone number, counted by every COD checkout across all accounts
-- (lib/orders/cod-limits.ts, docs/adr/0051-cod-limits-per-phone-and-product.md). Partial: only COD orders still
-- unpaid and not cancelled, a small share of all orders, so the count reads a few index entries. Not in
-- prisma/schema.prisma, which cannot express a partial index (as "Order_one_live_replacement_per_order").
CREATE INDEX "Order_open_cod_shipPhone_idx" ON "Order" ("shipPhone")
  WHERE "paymentMethod" = 'COD' AND "paymentStatus" = 'PENDING' AND "cancelledAt" IS NULL;
