import "server-only";
import { codOpenOrdersPerPhone } from "@/lib/config/numeric-settings.mjs";
import { conflict } from "@/lib/errors";
import type { Prisma } from "@/lib/db";
import type { CheckoutSummary } from "./checkout";

// Cash on delivery takes stock the moment the order exists, and nobody pays
// for it until the courier arrives. Beside the per-account cap
// (MAX_OPEN_COD_ORDERS in place-order.ts), two caps that throwaway accounts do
// not reset (docs/adr/0051-cod-limits-per-phone-and-product.md):
// - per delivery phone number, across every account;
// - per product in one order: at most a few units, and never more than half
//   of what is left, so one order cannot empty a product.
// Both run inside the order's transaction. Without a verified phone (no OTP
// provider yet) a determined abuser can still type other numbers: these raise
// the cost and bound what one order holds; they do not prove who is ordering.

type Tx = Prisma.TransactionClient;

/** An order counted as holding stock by cash on delivery: not paid, not cancelled, not delivered. */
export const openCodOrderWhere = {
  paymentMethod: "COD",
  paymentStatus: "PENDING",
  cancelledAt: null,
  fulfillmentStatus: { notIn: ["DELIVERED", "CANCELLED"] },
} satisfies Prisma.OrderWhereInput;

/** The most units of one product a cash-on-delivery order may take (a cart line allows 10). */
export const MAX_COD_UNITS_PER_PRODUCT = 5;

/**
 * How many units of a product with `stock` left one cash-on-delivery order may take: MAX_COD_UNITS_PER_PRODUCT,
 * and at most half the stock (rounded down), but always 1 (a product's last unit may be bought by COD).
 */
export function codUnitsAllowed(stock: number): number {
  return Math.max(1, Math.min(MAX_COD_UNITS_PER_PRODUCT, Math.floor(stock / 2)));
}

/**
 * Refuses a second checkout of one delivery phone number past COD_OPEN_ORDERS_PER_PHONE open COD orders, whatever
 * account places it. `phone` is normalised (+91XXXXXXXXXX, indianMobileSchema), as Order.shipPhone is stored.
 * A transaction-scoped advisory lock on the number serialises two accounts ordering to it at once: the second
 * counts after the first has committed (or rolled back). Taken after the shopper's row lock, always in that
 * order, so two checkouts never wait on each other both ways.
 */
export async function assertPhoneBelowCodCap(tx: Tx, phone: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('kosh:cod-phone'), hashtext(${phone}))`;
  const cap = codOpenOrdersPerPhone();
  const open = await tx.order.count({ where: { ...openCodOrderWhere, shipPhone: phone } });
  if (open >= cap)
    throw conflict(
      `This phone number already has ${cap} cash-on-delivery orders waiting to be delivered. Please pay online, or place this order once one of them has arrived.`,
      "COD_LIMIT",
    );
}

/**
 * Refuses a cash-on-delivery order taking more of one product than codUnitsAllowed of its stock now (its lines of
 * that product added up, whatever their size or colour). An approved quotation's quantities were agreed by the
 * shop and are not capped. A line asking for more than there is gets the stock check's own answer instead.
 */
export async function assertCodUnitsPerProduct(tx: Tx, summary: CheckoutSummary): Promise<void> {
  if (summary.quotation) return;
  const wanted = new Map<string, { name: string; quantity: number }>();
  for (const line of summary.lines) {
    const seen = wanted.get(line.productId);
    wanted.set(line.productId, { name: line.name, quantity: (seen?.quantity ?? 0) + line.quantity });
  }
  if (wanted.size === 0) return;
  const products = await tx.product.findMany({
    where: { id: { in: [...wanted.keys()] } },
    select: { id: true, stock: true },
  });
  for (const { id, stock } of products) {
    const { name, quantity } = wanted.get(id)!;
    const allowed = codUnitsAllowed(stock);
    if (quantity > allowed && quantity <= stock)
      throw conflict(
        `Cash on Delivery can take at most ${allowed} of ${name} in one order. Please pay online, or order fewer.`,
        "COD_LIMIT",
      );
  }
}
