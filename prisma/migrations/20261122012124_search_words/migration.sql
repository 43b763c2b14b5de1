-- CreateTable
CREATE TABLE "SearchWord" (
    "id" BIGSERIAL NOT NULL,
    "word" TEXT NOT NULL,

    CONSTRAINT "SearchWord_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SearchWord_word_idx" ON "SearchWord"("word");

CREATE INDEX "SearchWord_word_trgm_idx" ON "SearchWord" USING GIN ("word" gin_trgm_ops);

-- The product search document trigger now also records the product's words.
CREATE OR REPLACE FUNCTION product_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  brand_name text;
  category_names text;
BEGIN
  SELECT name INTO brand_name FROM "Brand" WHERE id = NEW."brandId";
  WITH RECURSIVE chain AS (
    SELECT id, name, "parentId" FROM "Category" WHERE id = NEW."categoryId"
    UNION
    SELECT c.id, c.name, c."parentId" FROM "Category" c JOIN chain ON c.id = chain."parentId"
  )
  SELECT string_agg(name, ' ') INTO category_names FROM chain;
  NEW."searchText" := lower(concat_ws(' ', NEW.name, brand_name, category_names));
  NEW."searchVector" :=
    setweight(to_tsvector('english', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('english', concat_ws(' ', brand_name, category_names)), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C');
  -- New words only. No unique index, so concurrent writes never wait on each other.
  INSERT INTO "SearchWord" (word)
    SELECT DISTINCT w FROM regexp_split_to_table(NEW."searchText", '[^a-z0-9]+') AS w
    WHERE length(w) >= 3 AND NOT EXISTS (SELECT 1 FROM "SearchWord" s WHERE s.word = w);
  RETURN NEW;
END
$$;

-- Words of the products that already exist.
INSERT INTO "SearchWord" (word)
  SELECT DISTINCT w FROM "Product", regexp_split_to_table("searchText", '[^a-z0-9]+') AS w WHERE length(w) >= 3;
