import "server-only";
import { conflict } from "@/lib/errors";
import { inStockChanged, invalidateStock, type StockMove } from "@/lib/catalog/cache";
import { relatedCategoriesShowing } from "@/lib/catalog/related-categories";
import type { Prisma } from "@/lib/db";

// Stock moves only here. An order holds its units from the moment it exists
// (COD and online alike) and gives them back at most once, when it is
// cancelled or its payment is abandoned: Order.stockReleasedAt records that.

type Tx = Prisma.TransactionClient;
export type StockLine = { productId: string; productName: string; quantity: number };

/**
 * A product's stock move as the catalogue caches need it (StockMove): when it ran out or came back, with
 * the categories whose related products show it, looked up in the same transaction. An inactive product
 * shows nowhere.
 */
async function stockMove(
  tx: Tx,
  product: { id: string; slug: string; categoryId: string; isActive: boolean },
  stockBefore: number,
  stockAfter: number,
): Promise<StockMove> {
  const shown = product.isActive && inStockChanged({ stockBefore, stockAfter });
  return {
    slug: product.slug,
    stockBefore,
    stockAfter,
    relatedCategoryIds: shown ? await relatedCategoriesShowing(tx, product.id, [product.categoryId]) : [],
  };
}

/**
 * Takes each line's units in one conditional UPDATE per product, so parallel
 * buyers can never take more than there is: the row lock makes the second
 * buyer re-check `stock >= quantity` after the first has committed.
 * Throws a 409 naming the first product that is short or no longer
 * active (`refusal` words it; checkout's wording by default); the caller's
 * transaction then rolls back whatever was taken before it.
 */
/** What a line that cannot be taken is refused with, from its product as it is now (null: no such product). */
export type StockRefusal = (line: StockLine, product: { isActive: boolean; stock: number } | null) => string;

/** The shopper's refusal at checkout. */
const shortAtCheckout: StockRefusal = (line) =>
  `Sorry, ${line.productName} is out of stock or has fewer units left than you ordered.`;

/** A fixed order (by product id) keeps two multi-line orders from deadlocking. */
const byProductId = (lines: StockLine[]) =>
  [...lines].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));

export async function takeStock(tx: Tx, lines: StockLine[], refusal: StockRefusal = shortAtCheckout): Promise<void> {
  const sorted = byProductId(lines);
  const moves: StockMove[] = [];
  for (const line of sorted) {
    const [taken] = await tx.$queryRaw<Array<{ slug: string; stock: number; categoryId: string }>>`
      UPDATE "Product" SET stock = stock - ${line.quantity}, "updatedAt" = now()
      WHERE id = ${line.productId} AND "isActive" AND stock >= ${line.quantity}
      RETURNING slug, stock, "categoryId"`;
    if (!taken) {
      // Why, for a caller that words it for someone else (the admin approving an exchange): read after the
      // failed UPDATE, in the same transaction, so it is the state that refused it.
      const product = await tx.product.findUnique({
        where: { id: line.productId },
        select: { isActive: true, stock: true },
      });
      throw conflict(refusal(line, product));
    }
    moves.push(
      await stockMove(tx, { ...taken, id: line.productId, isActive: true }, taken.stock + line.quantity, taken.stock),
    );
  }
  invalidateStock(moves);
}

/**
 * Whether takeStock could take `lines` now, read without locking anything: throws the 409 takeStock would
 * (the same line, the same wording, from the product as takeStock would find it then). An order checks
 * this before it writes, and takes its stock with takeStock as its transaction's last write, so the
 * products' rows, which every buyer of them waits for, stay locked only for the commit. A buyer who took
 * the last units in between is caught by takeStock itself, which undoes the whole order.
 */
export async function assertStockAvailable(
  tx: Tx,
  lines: StockLine[],
  refusal: StockRefusal = shortAtCheckout,
): Promise<void> {
  const products = await tx.product.findMany({
    where: { id: { in: [...new Set(lines.map((line) => line.productId))] } },
    select: { id: true, isActive: true, stock: true },
  });
  const left = new Map(products.map((product) => [product.id, product]));
  for (const line of byProductId(lines)) {
    const product = left.get(line.productId) ?? null;
    if (!product?.isActive || product.stock < line.quantity) throw conflict(refusal(line, product));
    // Two lines of one product (two sizes): the second finds what the first leaves, as in takeStock.
    left.set(line.productId, { ...product, stock: product.stock - line.quantity });
  }
}

/**
 * Gives an order's units back to stock, exactly once: returns false (and
 * changes nothing) when they were already released.
 */
export async function releaseOrderStock(tx: Tx, orderId: string): Promise<boolean> {
  const claimed = await tx.order.updateMany({
    where: { id: orderId, stockReleasedAt: null },
    data: { stockReleasedAt: new Date() },
  });
  if (claimed.count !== 1) return false;
  const items = await tx.orderItem.findMany({
    where: { orderId, productId: { not: null } },
    select: { productId: true, quantity: true },
  });
  // The same order as takeStock (by product id), so a release and a purchase, or two releases, cannot deadlock.
  items.sort((a, b) => (a.productId! < b.productId! ? -1 : a.productId! > b.productId! ? 1 : 0));
  const moves: StockMove[] = [];
  for (const item of items) {
    const product = await tx.product.update({
      where: { id: item.productId! },
      data: { stock: { increment: item.quantity } },
      select: { id: true, slug: true, stock: true, categoryId: true, isActive: true },
    });
    moves.push(await stockMove(tx, product, product.stock - item.quantity, product.stock));
  }
  invalidateStock(moves);
  return true;
}
