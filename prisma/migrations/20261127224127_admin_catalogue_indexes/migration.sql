-- The admin catalogue's reads at 100,000 products (lib/catalog/admin-products.ts, lib/admin/dashboard.ts).
-- Before, each read the whole table: its page of every product newest first (ORDER BY "createdAt" DESC,
-- "id": no index in that order, the storefront's is partial on "isActive"), the count of active
-- products without a GST category (shown on every catalogue page), the dashboard's low-stock list
-- and count, and a search by name or slug (ILIKE '%…%').
-- CreateIndex
CREATE INDEX "Product_createdAt_id_idx" ON "Product"("createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Product_taxCategoryId_idx" ON "Product"("taxCategoryId");

-- Active products low on stock (the dashboard's list and count, the catalogue's stock filter);
-- partial, so it holds only active products and stays small. Not in prisma/schema.prisma, which
-- cannot describe a partial index (like the listing indexes).
CREATE INDEX "Product_active_stock_idx" ON "Product" ("stock") WHERE "isActive";

-- The admin's search: part of a name or slug, any case (ILIKE '%…%'), by trigram (pg_trgm is
-- installed by the product search migration); the matching brands are looked up first, so the
-- search is a bitmap OR of these two and "Product_brandId_idx".
CREATE INDEX "Product_name_trgm_idx" ON "Product" USING GIN ("name" gin_trgm_ops);
CREATE INDEX "Product_slug_trgm_idx" ON "Product" USING GIN ("slug" gin_trgm_ops);
