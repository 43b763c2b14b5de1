-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "searchVectorHi" tsvector;

-- Search in Hindi (docs/adr/0025-hindi-catalogue-and-search.md): a second
-- search document per product, "searchVectorHi", holds its Hindi name (weight
-- A), its brand's and categories' Hindi names (B) and its Hindi description
-- (C) under the 'simple' configuration (no stemming, no stop words:
-- PostgreSQL has no Hindi dictionary), and the Hindi words of its name, brand
-- and categories join SearchWord, so a misspelt Hindi word is corrected as an
-- English one is. Apart from "searchVector", so English searches read a
-- document no bigger than before (one with both languages was measured about
-- twice as slow for common English words at 100,000 products).

-- Hindi as search compares it: NFC, without the nukta (टिफ़िन and टिफिन, both
-- spellings shoppers type, are one word) and with chandrabindu as anusvara
-- (हाँडी and हांडी). lib/catalog/search-synonyms.ts normalises queries the same way.
CREATE FUNCTION hindi_search_text(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(replace(normalize(coalesce($1, ''), NFC), U&'\093C', ''), U&'\0901', U&'\0902')
$$;

CREATE OR REPLACE FUNCTION product_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  brand_name text;
  brand_name_hi text;
  category_names text;
  category_names_hi text;
  hindi_words text;
BEGIN
  SELECT name, "nameHi" INTO brand_name, brand_name_hi FROM "Brand" WHERE id = NEW."brandId";
  WITH RECURSIVE chain AS (
    SELECT id, name, "nameHi", "parentId" FROM "Category" WHERE id = NEW."categoryId"
    UNION
    SELECT c.id, c.name, c."nameHi", c."parentId" FROM "Category" c JOIN chain ON c.id = chain."parentId"
  )
  SELECT string_agg(name, ' '), string_agg("nameHi", ' ') INTO category_names, category_names_hi FROM chain;
  NEW."searchText" := lower(concat_ws(' ', NEW.name, brand_name, category_names));
  hindi_words := hindi_search_text(concat_ws(' ', NEW."nameHi", brand_name_hi, category_names_hi));
  NEW."searchVector" :=
    setweight(to_tsvector('english', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('english', concat_ws(' ', brand_name, category_names)), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C');
  -- NULL when the product has no Hindi at all: nothing to store or index.
  NEW."searchVectorHi" := nullif(
    setweight(to_tsvector('simple', hindi_search_text(NEW."nameHi")), 'A') ||
    setweight(to_tsvector('simple', hindi_search_text(concat_ws(' ', brand_name_hi, category_names_hi))), 'B') ||
    setweight(to_tsvector('simple', hindi_search_text(NEW."descriptionHi")), 'C'),
    ''::tsvector);
  -- New words only. No unique index, so concurrent writes never wait on each other.
  INSERT INTO "SearchWord" (word)
    SELECT DISTINCT w FROM (
      SELECT regexp_split_to_table(NEW."searchText", '[^a-z0-9]+') AS w
      UNION ALL
      SELECT regexp_split_to_table(hindi_words, '[^\u0900-\u0963\u0966-\u097F]+')
    ) AS words
    WHERE length(w) >= 3 AND NOT EXISTS (SELECT 1 FROM "SearchWord" s WHERE s.word = w);
  RETURN NEW;
END
$$;

DROP TRIGGER product_search_document ON "Product";
CREATE TRIGGER product_search_document
  BEFORE INSERT OR UPDATE OF name, description, "nameHi", "descriptionHi", "brandId", "categoryId" ON "Product"
  FOR EACH ROW EXECUTE FUNCTION product_search_document();

-- A brand or category whose Hindi name changes refreshes its products' documents too.
DROP TRIGGER product_search_refresh_brand ON "Brand";
CREATE TRIGGER product_search_refresh_brand
  AFTER UPDATE OF name, "nameHi" ON "Brand"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD."nameHi" IS DISTINCT FROM NEW."nameHi")
  EXECUTE FUNCTION product_search_refresh_brand();

DROP TRIGGER product_search_refresh_category ON "Category";
CREATE TRIGGER product_search_refresh_category
  AFTER UPDATE OF name, "nameHi", "parentId" ON "Category"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD."nameHi" IS DISTINCT FROM NEW."nameHi"
    OR OLD."parentId" IS DISTINCT FROM NEW."parentId")
  EXECUTE FUNCTION product_search_refresh_category();

CREATE INDEX "Product_searchVectorHi_idx" ON "Product" USING GIN ("searchVectorHi");

-- Documents and words of the products that already exist.
UPDATE "Product" SET name = name;
