-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "searchText" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "searchVector" tsvector;

-- Trigram similarity, so a misspelling still finds the product ("bakpack" finds backpacks).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The search document of a product: its name (weight A), brand and category
-- chain (B) and description (C). Written by triggers only.
CREATE FUNCTION product_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
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
  RETURN NEW;
END
$$;

CREATE TRIGGER product_search_document
  BEFORE INSERT OR UPDATE OF name, description, "brandId", "categoryId" ON "Product"
  FOR EACH ROW EXECUTE FUNCTION product_search_document();

-- A renamed brand refreshes its products' documents.
CREATE FUNCTION product_search_refresh_brand() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Product" SET name = name WHERE "brandId" = NEW.id;
  RETURN NULL;
END
$$;

CREATE TRIGGER product_search_refresh_brand
  AFTER UPDATE OF name ON "Brand"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION product_search_refresh_brand();

-- A renamed or moved category refreshes the products in it and below it.
CREATE FUNCTION product_search_refresh_category() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH RECURSIVE subtree AS (
    SELECT NEW.id AS id
    UNION
    SELECT c.id FROM "Category" c JOIN subtree ON c."parentId" = subtree.id
  )
  UPDATE "Product" SET name = name WHERE "categoryId" IN (SELECT id FROM subtree);
  RETURN NULL;
END
$$;

CREATE TRIGGER product_search_refresh_category
  AFTER UPDATE OF name, "parentId" ON "Category"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD."parentId" IS DISTINCT FROM NEW."parentId")
  EXECUTE FUNCTION product_search_refresh_category();

CREATE INDEX "Product_searchVector_idx" ON "Product" USING GIN ("searchVector");
CREATE INDEX "Product_searchText_trgm_idx" ON "Product" USING GIN ("searchText" gin_trgm_ops);

-- Fill the documents of existing products.
UPDATE "Product" SET name = name;
