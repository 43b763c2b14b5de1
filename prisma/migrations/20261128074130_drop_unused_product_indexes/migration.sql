-- Two indexes of "Product" that no query needs (docs/adr/0052-product-indexes-each-with-a-reader.md), each
-- kept up on every stock change: a stock write is never a HOT update ("stock" is indexed), so every index of
-- the table gets an entry for the new row version, whatever column changed.
--
-- "Product_active_stock_idx" (stock) WHERE "isActive": the admin dashboard's low-stock count and list
-- (lib/admin/dashboard.ts). Not small: ~98% of products are active (98,032 of the bench's 100,000; 712 kB).
-- "Product_stock_createdAt_id_isActive_idx" (admin_stock_filter_index) serves both reads the same way,
-- "isActive" checked in the index: EXPLAIN ANALYZE at 100,000 products, the count an index-only scan of the
-- 7,734 entries, 0.87 -> 1.7 ms (9 -> 73 buffers); the list the same index scan of the 5,882 active products
-- out of stock, then the top 20 by name, 5,393 -> 5,934 buffers, times within the machine's noise.
DROP INDEX "Product_active_stock_idx";

-- "Product_searchText_trgm_idx", a trigram GIN of "searchText" (14 MB at 100,000 products, the largest
-- index with the slug's): search read it until it corrected misspelt words against "SearchWord" instead
-- (commit 860b327, migration 20261122012124_search_words); no query has read "searchText" since. The
-- column stays: the product_search_document trigger derives the product's SearchWord rows from it.
DROP INDEX "Product_searchText_trgm_idx";
