-- The admin's order search (lib/orders/admin.ts, searchWhere): part of the ship-to name, any case
-- (ILIKE '%…%'), or a phone's last ten digits (LIKE '%9812345678'). No b-tree can serve either, so
-- every search, and its count, read every order; with these trigram indexes (pg_trgm is installed by
-- the product search migration) and the matching customers looked up first (their orders by
-- "Order_userId_createdAt_idx"), a search is a bitmap OR of index scans. Not in prisma/schema.prisma,
-- which cannot name an operator class (like the product search indexes).
CREATE INDEX "Order_shipFullName_trgm_idx" ON "Order" USING GIN ("shipFullName" gin_trgm_ops);
CREATE INDEX "Order_shipPhone_trgm_idx" ON "Order" USING GIN ("shipPhone" gin_trgm_ops);
