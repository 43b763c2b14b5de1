import "server-only";
import { Prisma } from "@/lib/db";
import { RELATED_READ_SIZE } from "./product-detail";

type Tx = Prisma.TransactionClient;

/**
 * The categories whose product pages' related products show this product: of
 * `categoryIds` (its category; before and after a move) and every category
 * above them, those whose RELATED_READ_SIZE newest active products it is one
 * of (other products' createdAt do not change with it, so before and after
 * alike): a related read (newestInCategory, lib/catalog/product-detail.ts)
 * takes no more, newest first, and elsewhere it shows in none. The subtree is
 * walked through active categories only, as the storefront's category tree
 * is, so no product a related read cannot see counts as newer. Used by a
 * product's write (admin-products.ts) and by stock running out or back
 * (lib/orders/stock.ts), which related products show as "out of stock".
 */
export async function relatedCategoriesShowing(tx: Tx, productId: string, categoryIds: string[]): Promise<string[]> {
  const rows = await tx.$queryRaw<Array<{ categoryId: string | null }>>`
    WITH RECURSIVE up AS (
      SELECT id, "parentId" FROM "Category" WHERE id = ANY(${[...new Set(categoryIds)]}::text[])
      UNION SELECT c.id, c."parentId" FROM "Category" c JOIN up ON c.id = up."parentId"),
    below AS (
      SELECT up.id AS top, up.id FROM up
      UNION SELECT below.top, c.id FROM "Category" c JOIN below ON c."parentId" = below.id WHERE c."isActive"),
    me AS (SELECT id, "createdAt" FROM "Product" WHERE id = ${productId})
    SELECT up.id AS "categoryId" FROM me
    JOIN up ON (
      SELECT count(*) FROM "Product" p
      WHERE p."isActive" AND p.id <> me.id
        AND p."categoryId" IN (SELECT below.id FROM below WHERE below.top = up.id)
        AND (p."createdAt" > me."createdAt" OR (p."createdAt" = me."createdAt" AND p.id < me.id))
    ) < ${RELATED_READ_SIZE}`;
  return rows.flatMap(({ categoryId }) => (categoryId ? [categoryId] : []));
}

/**
 * Of `categoryIds`, those whose related read (newestInCategory: the RELATED_READ_SIZE newest active products
 * of the category and of the active ones below it) takes a product `shows` holds for (SQL on its row `p`):
 * whose card shows a renamed brand's or category's name, or that a moved category brings or takes away.
 * The product pages reading related products from the others do not show it.
 */
export async function relatedCategoriesShowingAny(tx: Tx, categoryIds: string[], shows: Prisma.Sql): Promise<string[]> {
  if (!categoryIds.length) return [];
  const rows = await tx.$queryRaw<Array<{ top: string }>>`
    WITH RECURSIVE below AS (
      SELECT id AS top, id FROM "Category" WHERE id = ANY(${[...new Set(categoryIds)]}::text[])
      UNION SELECT below.top, c.id FROM "Category" c JOIN below ON c."parentId" = below.id WHERE c."isActive"),
    tops AS (SELECT DISTINCT top FROM below)
    SELECT tops.top FROM tops
    WHERE EXISTS (
      SELECT 1 FROM (
        SELECT p."brandId", p."categoryId" FROM "Product" p
        WHERE p."isActive" AND p."categoryId" IN (SELECT below.id FROM below WHERE below.top = tops.top)
        ORDER BY p."createdAt" DESC, p.id ASC
        LIMIT ${RELATED_READ_SIZE}) p
      WHERE ${shows})`;
  return rows.map(({ top }) => top);
}
