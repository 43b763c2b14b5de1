import "server-only";
import { defaultLocale, type Locale } from "@/lib/i18n/locale";
import { z } from "zod";
import { conflict, notFound } from "@/lib/errors";
import { Prisma, prisma, type PaymentMethod, type PaymentStatus } from "@/lib/db";
import { deliveryPromise, storedDate } from "@/lib/delivery/estimate";
import { orderTotals, priceAtList, priceAtQuote, type OrderTotals, type PricedLine } from "./pricing";
import type { ShippingInfo } from "./shipping-info-schema";
import { assertStockAvailable, takeStock } from "./stock";
import { formatLongDateIST } from "@/lib/time";
import { rupeesToPaise } from "@/lib/money";
import { missingChoiceMessage, unofferedChoice } from "@/lib/cart/cart";
import { validityPassed } from "@/lib/quotations/status";

// What a shopper is about to buy, priced by the server: the cart at today's
// prices, or an approved quotation at its quoted price. Checkout shows it and
// placing an order stores exactly it. Nothing a client sends about prices or
// totals is ever read. Money in paise.

type Db = Prisma.TransactionClient | typeof prisma;

export type CheckoutLine = {
  productId: string;
  slug: string;
  name: string;
  /** The product's Hindi name (Product.nameHi) or null; an order keeps it as OrderItem.productNameHi. */
  nameHi: string | null;
  image: string | null;
  size: string;
  color: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  /** From the product's GST category, which every line ordered has. */
  hsnCode: string;
  taxRateBasisPoints: number;
};

export type CheckoutSummary = OrderTotals & {
  lines: CheckoutLine[];
  quotation: { id: string; validUntil: Date } | null;
};

/** What a client may say about the lines it saw (spec's COD `items` / `cartItems`); only ids and quantities are read. */
export const clientLinesSchema = z
  .array(
    z.object({
      productId: z.string().trim().min(1).max(64).optional(),
      _id: z.string().trim().min(1).max(64).optional(),
      quantity: z.number().int().positive().max(100_000),
    }),
    { error: "items must be a list of products, each with its productId and quantity." },
  )
  .max(200)
  .optional();
export type ClientLines = z.infer<typeof clientLinesSchema>;

export const quotationIdSchema = z.string().trim().min(1).max(64).optional();

/**
 * The total (rupees) the shopper was shown on the checkout page, sent by the shop's own checkout. Optional for
 * other clients; when sent, an order is placed only at that total (assertTotalSeen).
 */
export const expectedTotalSchema = z
  .number({ error: "expectedTotal must be an amount in rupees." })
  .nonnegative("expectedTotal must be an amount in rupees.")
  .max(100_000_000, "expectedTotal must be an amount in rupees.")
  .optional();

/**
 * The last delivery date the checkout page promised ("YYYY-MM-DD", the end of its "Delivery by" range), sent by the
 * shop's own checkout. The dates move when the dispatch cut-off passes while the page is open; when sent, an order
 * is placed only with that promise (assertDeliverySeen).
 */
export const expectedDeliveryBySchema = z
  .string({ error: "expectedDeliveryBy must be a date (YYYY-MM-DD)." })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "expectedDeliveryBy must be a date (YYYY-MM-DD).")
  .optional();

/** The code of the 409s that mean "what checkout shows is out of date": the page loads it again. */
export const CHECKOUT_CHANGED = "CHECKOUT_CHANGED";
export const CART_CHANGED_MESSAGE =
  "Your cart has changed since you opened checkout. Please review your order and try again.";
export const PRICE_CHANGED_MESSAGE =
  "Prices in your order have changed since you opened checkout. Please review the new total and try again.";

export const DELIVERY_CHANGED_MESSAGE =
  "The delivery date for your order has changed since you opened checkout. Please review it and try again.";

const productSelect = {
  id: true,
  slug: true,
  name: true,
  nameHi: true,
  images: true,
  price: true,
  isActive: true,
  sizes: true,
  colors: true,
  taxCategory: { select: { hsnCode: true, rateBasisPoints: true } },
} satisfies Prisma.ProductSelect;
type ProductRow = Prisma.ProductGetPayload<{ select: typeof productSelect }>;

type RawLine = { product: ProductRow; quantity: number; size: string; color: string };

/**
 * A product with no GST category (a row written outside the admin API, which
 * refuses to make one active) is never priced at 0 %: the order would
 * under-declare its tax. The shopper is told it cannot be ordered yet.
 */
export const noTaxCategoryMessage = (product: string, quotation: boolean) =>
  quotation
    ? `${product} in this quotation cannot be ordered right now: we are still setting up its tax details. Please contact customer care.`
    : `${product} cannot be ordered right now: we are still setting up its tax details. Please remove it from your cart and try again.`;

/** A cart line's size or colour the product is no longer sold in. */
export const optionUnavailableMessage = (product: string, option: string) =>
  `${product} is no longer available in ${option}. Please remove it from your cart.`;

/** A cart line added without the size or colour its product needs (before the choice was required). */
export const optionNotChosenMessage = (product: string) =>
  `${product} has no size or colour chosen. Please remove it from your cart and add it again from its page.`;

function priced(raw: RawLine[], quotedTotal: number | null): Omit<CheckoutSummary, "quotation"> {
  const unavailable = raw.find((line) => !line.product.isActive);
  if (unavailable)
    throw conflict(`${unavailable.product.name} is no longer available. Please remove it from your cart.`);
  for (const { product, size, color } of raw) {
    // A size or colour the shop stopped offering after it went into the cart cannot be sent.
    const dropped = unofferedChoice(product, size, color);
    if (dropped) throw conflict(optionUnavailableMessage(product.name, dropped === "size" ? size : color));
    // The warehouse cannot guess it. (A bulk quotation's lines may name none: its notes do.)
    if (quotedTotal === null && missingChoiceMessage(product, size, color))
      throw conflict(optionNotChosenMessage(product.name));
  }
  const taxed = raw.map((line) => {
    const tax = line.product.taxCategory;
    if (!tax) throw conflict(noTaxCategoryMessage(line.product.name, quotedTotal !== null));
    return { ...line, tax };
  });
  const pricedLines: PricedLine[] = taxed.map((line) => ({
    productId: line.product.id,
    quantity: line.quantity,
    listPrice: line.product.price,
    taxRateBasisPoints: line.tax.rateBasisPoints,
    hsnCode: line.tax.hsnCode,
  }));
  const amounts = quotedTotal === null ? priceAtList(pricedLines) : priceAtQuote(pricedLines, quotedTotal);
  const lines = taxed.map((line, i) => ({
    productId: line.product.id,
    slug: line.product.slug,
    name: line.product.name,
    nameHi: line.product.nameHi,
    image: line.product.images[0] ?? null,
    size: line.size,
    color: line.color,
    quantity: line.quantity,
    unitPrice: amounts[i]!.unitPrice,
    lineTotal: amounts[i]!.lineTotal,
    hsnCode: line.tax.hsnCode,
    taxRateBasisPoints: pricedLines[i]!.taxRateBasisPoints,
  }));
  return { lines, ...orderTotals(pricedLines, amounts) };
}

async function cartSummary(db: Db, userId: string): Promise<CheckoutSummary> {
  const rows = await db.cartItem.findMany({
    where: { userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { quantity: true, size: true, color: true, product: { select: productSelect } },
  });
  return { ...priced(rows, null), quotation: null };
}

const QUOTATION_NOT_FOUND = "We could not find that quotation.";
export const QUOTATION_ALREADY_ORDERED = "This quotation has already been ordered.";

/**
 * An online order still waiting for its payment (a checkout left at Razorpay):
 * the shopper's next checkout replaces it (lib/orders/place-order.ts), so a
 * quotation it holds can be checked out again, to another address or by COD.
 */
export const awaitsOnlinePayment = (order: { paymentMethod: PaymentMethod; paymentStatus: PaymentStatus }) =>
  order.paymentMethod === "ONLINE" && (order.paymentStatus === "PENDING" || order.paymentStatus === "FAILED");

/**
 * An approved, unexpired quotation of this shopper that no order holds (or only one awaiting its online payment), priced at its quote.
 * Inside an order's transaction (`locked`), its row is locked first and stays locked until the order commits, as
 * withdrawing the approval locks it (lib/quotations/admin.ts): the one that comes second sees what the first did.
 */
async function quotationSummary(
  db: Db,
  userId: string,
  quotationId: string,
  now: Date,
  locked: boolean,
): Promise<CheckoutSummary> {
  if (locked)
    await db.$queryRaw`SELECT "id" FROM "Quotation" WHERE "id" = ${quotationId} AND "userId" = ${userId} FOR UPDATE`;
  const quotation = await db.quotation.findFirst({
    where: { id: quotationId, userId }, // someone else's quotation looks exactly like a missing one
    select: {
      id: true,
      status: true,
      quotedPrice: true,
      validUntil: true,
      order: { select: { paymentMethod: true, paymentStatus: true } },
      items: {
        orderBy: { id: "asc" },
        select: { quantity: true, size: true, color: true, product: { select: productSelect } },
      },
    },
  });
  if (!quotation) throw notFound(QUOTATION_NOT_FOUND);
  if (quotation.status !== "APPROVED" || quotation.quotedPrice === null || !quotation.validUntil)
    throw conflict("This quotation has not been approved, so it cannot be checked out.");
  if (validityPassed(quotation.validUntil, now))
    throw conflict(`This quotation expired on ${formatLongDateIST(quotation.validUntil)}. Please request a new one.`);
  if (quotation.order && !awaitsOnlinePayment(quotation.order)) throw conflict(QUOTATION_ALREADY_ORDERED);
  const raw = quotation.items;
  return { ...priced(raw, quotation.quotedPrice), quotation: { id: quotation.id, validUntil: quotation.validUntil } };
}

/**
 * What checkout shows and what an order would store, from the database only. Given the transaction
 * placing the order, a quotation's row stays locked until it commits.
 */
export async function getCheckoutSummary(
  userId: string,
  { quotationId, now = new Date() }: { quotationId?: string; now?: Date } = {},
  tx?: Prisma.TransactionClient,
): Promise<CheckoutSummary> {
  const db = tx ?? prisma;
  return quotationId ? quotationSummary(db, userId, quotationId, now, tx !== undefined) : cartSummary(db, userId);
}

/**
 * The lines a client says it saw must match the server's (ids and
 * quantities), so a checkout page left open while the cart changed in another
 * tab cannot order something the shopper never confirmed.
 */
export function assertLinesMatch(summary: CheckoutSummary, seen: ClientLines): void {
  if (!seen?.length) return;
  const server = new Map<string, number>();
  for (const line of summary.lines) server.set(line.productId, (server.get(line.productId) ?? 0) + line.quantity);
  const client = new Map<string, number>();
  for (const item of seen) {
    const id = item.productId ?? item._id ?? "";
    client.set(id, (client.get(id) ?? 0) + item.quantity);
  }
  const same = server.size === client.size && [...server].every(([id, quantity]) => client.get(id) === quantity);
  if (!same) throw conflict(CART_CHANGED_MESSAGE, CHECKOUT_CHANGED);
}

/**
 * An order is placed only at the total the shopper saw (when the client says what it showed): a price
 * changed by the admin while the checkout page was open must not be charged unseen.
 */
export function assertTotalSeen(summary: CheckoutSummary, expectedTotalRupees: number | undefined): void {
  if (expectedTotalRupees === undefined) return;
  if (rupeesToPaise(expectedTotalRupees) !== summary.total) throw conflict(PRICE_CHANGED_MESSAGE, CHECKOUT_CHANGED);
}

/**
 * An order is placed only with the delivery date the shopper saw (when the client says what it showed): a page
 * opened before the day's dispatch cut-off must not promise one date and store a later one. A 400 for a PIN code
 * the shop does not serve, as placing the order would give.
 */
export function assertDeliverySeen(shipping: ShippingInfo, expectedDeliveryBy: string | undefined, now = new Date()) {
  if (expectedDeliveryBy === undefined) return;
  if (deliveryPromise(shipping, now).to !== expectedDeliveryBy)
    throw conflict(DELIVERY_CHANGED_MESSAGE, CHECKOUT_CHANGED);
}

/** The delivery dates promised now for `shipping`, as an order stores them (a 400 for a PIN code the shop does not serve). */
export function promisedDeliveryDates(shipping: ShippingInfo, now = new Date()) {
  const { from, to } = deliveryPromise(shipping, now);
  return { deliveryFrom: storedDate(from), deliveryTo: storedDate(to) };
}

export type NewOrder = {
  userId: string;
  paymentMethod: PaymentMethod;
  shipping: ShippingInfo;
  /** A business buyer's GSTIN and registered name (already checked against the shipping state); null for a consumer. */
  buyer?: { gstin: string; businessName: string } | null;
  summary: CheckoutSummary;
  /** A number reserved earlier (an online order's Razorpay receipt names it); else the next one. */
  number?: number;
  /** The shop language the order is placed in (its e-mails follow it); English when left out. */
  locale?: Locale;
};

/** An order insertOrder stored. */
export type InsertedOrder = { id: string; number: number; total: number };

/**
 * Stores an order exactly as summarised and takes its stock, inside the
 * caller's transaction (which holds the shopper's lock). The first
 * fulfilment step is recorded with its time. `thenWrite` makes the caller's
 * other writes of the order (its payment, cart, mails): they run before the
 * stock is taken, which is the transaction's last write, so the products'
 * rows stay locked only for the commit (every buyer of a product waits for
 * its row). Short stock is refused before anything is written, as takeStock
 * itself would refuse it (assertStockAvailable).
 */
export async function insertOrder<T>(
  tx: Prisma.TransactionClient,
  order: NewOrder,
  thenWrite: (inserted: InsertedOrder) => Promise<T>,
): Promise<T> {
  const { summary, shipping } = order;
  if (summary.lines.length === 0) throw conflict("Your cart is empty.");
  // The dates promised now are kept with the order.
  const promised = promisedDeliveryDates(shipping);
  const stock = summary.lines.map((line) => ({
    productId: line.productId,
    productName: line.name,
    quantity: line.quantity,
  }));
  await assertStockAvailable(tx, stock);
  const inserted = await tx.order.create({
    data: {
      ...(order.number === undefined ? {} : { number: order.number }),
      userId: order.userId,
      paymentMethod: order.paymentMethod,
      locale: order.locale ?? defaultLocale,
      subtotal: summary.subtotal,
      shippingFee: summary.shippingFee,
      total: summary.total,
      taxTotal: summary.taxTotal,
      shipFullName: shipping.fullName,
      shipPhone: shipping.phone,
      shipStreet: shipping.address,
      shipCity: shipping.city,
      shipState: shipping.state,
      shipPostalCode: shipping.postalCode,
      shipCountry: shipping.country,
      buyerGstin: order.buyer?.gstin ?? null,
      buyerBusinessName: order.buyer?.businessName ?? null,
      quotationId: summary.quotation?.id ?? null,
      ...promised,
      items: {
        create: summary.lines.map((line) => ({
          productId: line.productId,
          productName: line.name,
          productNameHi: line.nameHi,
          productImage: line.image,
          size: line.size,
          color: line.color,
          unitPrice: line.unitPrice,
          quantity: line.quantity,
          lineTotal: line.lineTotal,
          hsnCode: line.hsnCode,
          taxRateBasisPoints: line.taxRateBasisPoints,
        })),
      },
      fulfillmentEvents: { create: { status: "ORDER_PLACED" } },
    },
    select: { id: true, number: true, total: true },
  });
  const result = await thenWrite(inserted);
  await takeStock(tx, stock);
  return result;
}

/** Empties the cart lines an order bought (other lines added meanwhile stay). */
export async function removeOrderedFromCart(tx: Prisma.TransactionClient, userId: string, orderId: string) {
  const items = await tx.orderItem.findMany({ where: { orderId }, select: { productId: true } });
  await removeProductsFromCart(
    tx,
    userId,
    items.flatMap((item) => (item.productId ? [item.productId] : [])),
  );
}

/**
 * Empties the shopper's cart lines of these products: removeOrderedFromCart for an order being placed, whose
 * lines (the summary's) are known without reading them back.
 */
export async function removeProductsFromCart(tx: Prisma.TransactionClient, userId: string, productIds: string[]) {
  await tx.cartItem.deleteMany({ where: { userId, productId: { in: productIds } } });
}
