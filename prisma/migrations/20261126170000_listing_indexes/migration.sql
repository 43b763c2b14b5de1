-- Catalogue listings read one page of ids first, in SQL, then the cards for
-- those 24 ids (lib/catalog/products.ts, listingPage). These partial indexes
-- hold only active products, in each listing order, with the filter columns
-- alongside, so that first read is an index-only scan: it walks the order
-- until it has the page, checks categories and brands on the way, and never
-- visits a table row. Before, at 100,000 products (bench catalogue), the
-- whole table was read and sorted (external merge on disk) for a deep page
-- (161 ms at offset 60,000), and a category's page 1 read every row of the
-- category (35-55 ms); after, 11-19 ms at any depth, and 0.1-0.5 ms for a
-- first page. They are not in prisma/schema.prisma, which cannot describe a
-- partial index with INCLUDE columns (like the search indexes).
CREATE INDEX "Product_listing_newest_idx" ON "Product" ("createdAt" DESC, "id")
  INCLUDE ("categoryId", "brandId", "brandSubcategoryId") WHERE "isActive";
CREATE INDEX "Product_listing_price_asc_idx" ON "Product" ("price", "id")
  INCLUDE ("categoryId", "brandId", "brandSubcategoryId") WHERE "isActive";
CREATE INDEX "Product_listing_price_desc_idx" ON "Product" ("price" DESC, "id")
  INCLUDE ("categoryId", "brandId", "brandSubcategoryId") WHERE "isActive";

-- The listing's total: a category's active products counted from the index
-- alone (35 ms → 1.7 ms for the 15,868 of "Backpack" and its subcategories).
CREATE INDEX "Product_listing_category_idx" ON "Product" ("categoryId") WHERE "isActive";
CREATE INDEX "Product_listing_brand_idx" ON "Product" ("brandId") WHERE "isActive";
CREATE INDEX "Product_listing_brand_subcategory_idx" ON "Product" ("brandSubcategoryId") WHERE "isActive";
