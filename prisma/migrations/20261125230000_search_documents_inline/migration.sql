-- Keep both search documents inside the product's row (docs/adr/0025-hindi-catalogue-and-search.md).
-- A product row is about 2.2 kB; past 2 kB PostgreSQL moves its largest
-- column out of line, and that was "searchVectorHi" (about 700 bytes, hardly
-- compressible) in 89 % of rows at 100,000 products: every row a common-word
-- search looked at cost a TOAST index lookup, and a Hindi search for "टिफिन"
-- read 14,000 buffers to rank 1,000 matches. MAIN still compresses but moves
-- the documents out only as a last resort: the descriptions go instead (read
-- 24 at a time, for one page of cards). Measured on the bench catalogue
-- (median of 40): Hindi "टिफिन" 13.9 → 6.1 ms, "बैकपैक" 15.6 → 4.8 ms,
-- English unchanged or faster ("tiffin" 6.6 → 3.8 ms).
ALTER TABLE "Product"
  ALTER COLUMN "searchVector" SET STORAGE MAIN,
  ALTER COLUMN "searchVectorHi" SET STORAGE MAIN;

-- Existing rows take the new storage when their documents are written again
-- (a new value; an unchanged one would keep its out-of-line copy).
UPDATE "Product"
SET "searchVector" = "searchVector" || ''::tsvector,
    "searchVectorHi" = "searchVectorHi" || ''::tsvector;
