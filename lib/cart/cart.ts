import "server-only";
import { z } from "zod";
import { conflict, invalidInput, notFound } from "@/lib/errors";
import { isUniqueViolation, Prisma, prisma } from "@/lib/db";
import { orderTotals, priceAtList, type OrderTotals } from "@/lib/orders/pricing";
import { withUserLock } from "@/lib/user-lock";

// The shopper's cart, saved-for-later list and wishlist, on the server.
// Every function takes the caller's user id and touches only that user's rows:
// another shopper's line id is "not found" and changes nothing. Money in paise.

/** Most units of one product a single cart line may hold (also bounded by stock). */
export const MAX_QUANTITY_PER_LINE = 10;

/**
 * Most lines each list may hold. A shopper's list is rows in the database, and
 * a cart is what an online checkout holds stock for (30 minutes, unpaid), so
 * one account must not be able to fill either without bound.
 */
export const LIST_LIMITS = { cart: 50, saved: 50, wishlist: 80 } as const;

type Tx = Prisma.TransactionClient;
type List = keyof typeof LIST_LIMITS;

const countLines: Record<List, (tx: Tx, userId: string) => Promise<number>> = {
  cart: (tx, userId) => tx.cartItem.count({ where: { userId } }),
  saved: (tx, userId) => tx.savedItem.count({ where: { userId } }),
  wishlist: (tx, userId) => tx.wishlistItem.count({ where: { userId } }),
};

const LIST_FULL: Record<List, (limit: number) => string> = {
  cart: (limit) => `Your cart can hold at most ${limit} different items. Remove one to add this.`,
  saved: (limit) => `Your Saved for Later list can hold at most ${limit} items. Remove one to save this.`,
  wishlist: (limit) => `Your wishlist can hold at most ${limit} items. Remove one to add this.`,
};

/**
 * Call after writing a line, under the shopper's lock: past the list's limit,
 * a 409 that rolls the whole change back. A line that was already there
 * (hearting twice) adds nothing, so it never trips it.
 */
async function assertWithinLimit(tx: Tx, userId: string, list: List): Promise<void> {
  if ((await countLines[list](tx, userId)) > LIST_LIMITS[list]) throw conflict(LIST_FULL[list](LIST_LIMITS[list]));
}

export const productIdSchema = z
  .string({ error: "productId is required." })
  .trim()
  .min(1, "productId is required.")
  .max(64);
export const quantitySchema = z
  .number({ error: "quantity must be a whole number." })
  .int("quantity must be a whole number.")
  .min(1, "quantity must be at least 1.")
  .max(MAX_QUANTITY_PER_LINE, `quantity can be at most ${MAX_QUANTITY_PER_LINE}.`);
export const optionSchema = z.string().trim().max(60).optional().default("");

export const addToCartSchema = z.object({
  productId: productIdSchema,
  quantity: quantitySchema.default(1),
  size: optionSchema,
  color: optionSchema,
});
export type AddToCartInput = z.infer<typeof addToCartSchema>;

export type CartProduct = {
  id: string;
  slug: string;
  name: string;
  /** Its Hindi name (Product.nameHi), or null: the API shape picks by locale (lib/catalog/localize.ts). */
  nameHi: string | null;
  brand: string;
  price: number;
  mrp: number | null;
  image: string | null;
  images: string[];
  stock: number;
  isActive: boolean;
  /** What a shopper chooses from when adding it (empty: nothing to choose). */
  sizes: string[];
  colors: string[];
  /** GST contained in the price, in basis points (0 when the product has no tax category). */
  taxRateBasisPoints: number;
  /** The goods' HSN code (null without a tax category): delivery's GST is apportioned per code and rate, as at checkout. */
  hsnCode: string | null;
};
export type CartLine = { id: string; quantity: number; size: string; color: string; product: CartProduct };
export type Cart = { items: CartLine[]; totalItems: number } & OrderTotals;
export type SavedLine = { id: string; size: string; color: string; product: CartProduct };
export type WishlistLine = { id: string; product: CartProduct };

const productSelect = {
  id: true,
  slug: true,
  name: true,
  nameHi: true,
  price: true,
  mrp: true,
  images: true,
  stock: true,
  isActive: true,
  sizes: true,
  colors: true,
  brand: { select: { name: true } },
  taxCategory: { select: { rateBasisPoints: true, hsnCode: true } },
} satisfies Prisma.ProductSelect;

function toCartProduct(p: Prisma.ProductGetPayload<{ select: typeof productSelect }>): CartProduct {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    nameHi: p.nameHi,
    brand: p.brand.name,
    price: p.price,
    mrp: p.mrp,
    image: p.images[0] ?? null,
    images: p.images,
    stock: p.stock,
    isActive: p.isActive,
    sizes: p.sizes,
    colors: p.colors,
    taxRateBasisPoints: p.taxCategory?.rateBasisPoints ?? 0,
    hsnCode: p.taxCategory?.hsnCode ?? null,
  };
}

/** The cart with totals from today's prices (never the client's). */
export async function getCart(userId: string): Promise<Cart> {
  const rows = await prisma.cartItem.findMany({
    where: { userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, quantity: true, size: true, color: true, product: { select: productSelect } },
  });
  const items = rows.map((row) => ({
    id: row.id,
    quantity: row.quantity,
    size: row.size,
    color: row.color,
    product: toCartProduct(row.product),
  }));
  // Priced as checkout will price them (lib/orders/pricing.ts): today's prices, the one shipping policy.
  const priced = items.map((line) => ({
    productId: line.product.id,
    quantity: line.quantity,
    listPrice: line.product.price,
    taxRateBasisPoints: line.product.taxRateBasisPoints,
    hsnCode: line.product.hsnCode,
  }));
  return {
    items,
    totalItems: items.reduce((sum, line) => sum + line.quantity, 0),
    ...orderTotals(priced, priceAtList(priced)),
  };
}

/** A product that is not (or no longer) sold (the Api namespace has it in Hindi). */
const PRODUCT_UNAVAILABLE_MESSAGE = "This product is not available.";

async function buyableProduct(productId: string) {
  const product = await prisma.product.findFirst({
    where: { id: productId, isActive: true },
    select: { id: true, name: true, stock: true, sizes: true, colors: true },
  });
  if (!product) throw notFound(PRODUCT_UNAVAILABLE_MESSAGE);
  return product;
}

/** What a shopper is asked when a product sold in sizes or colours is added without one. */
export const CHOOSE_OPTION_MESSAGE = {
  size: "Choose a size before adding this to your cart.",
  color: "Choose a colour before adding this to your cart.",
  both: "Choose a size and a colour before adding this to your cart.",
} as const;

type Options = { sizes: string[]; colors: string[] };

/**
 * The choice still missing for a product sold in sizes or colours (the
 * warehouse must know which one to send), as the text that asks for it; null
 * when nothing is missing.
 */
export function missingChoiceMessage(product: Options, size: string, color: string): string | null {
  const noSize = product.sizes.length > 0 && !size;
  const noColor = product.colors.length > 0 && !color;
  if (noSize && noColor) return CHOOSE_OPTION_MESSAGE.both;
  if (noSize) return CHOOSE_OPTION_MESSAGE.size;
  if (noColor) return CHOOSE_OPTION_MESSAGE.color;
  return null;
}

/** What a size or colour the product is not sold in gets (Api.sizeOneOf etc. in messages/<locale>.json). */
export const NOT_OFFERED_TEXT = {
  size: (sizes: string[]) => `size must be one of: ${sizes.join(", ")}.`,
  color: (colors: string[]) => `color must be one of: ${colors.join(", ")}.`,
  noSizes: "This product has no sizes to choose.",
  noColours: "This product has no colours to choose.",
};

/** The size or colour named that the product is not sold in (the size first); null when both are offered or unnamed. */
export function unofferedChoice(product: Options, size: string, color: string): "size" | "color" | null {
  if (size && !product.sizes.includes(size)) return "size";
  if (color && !product.colors.includes(color)) return "color";
  return null;
}

/** A size or colour named must be one the product is sold in (400). */
export function assertOffered(product: Options, size: string, color: string) {
  const unoffered = unofferedChoice(product, size, color);
  if (unoffered === "size")
    throw invalidInput(product.sizes.length ? NOT_OFFERED_TEXT.size(product.sizes) : NOT_OFFERED_TEXT.noSizes);
  if (unoffered === "color")
    throw invalidInput(product.colors.length ? NOT_OFFERED_TEXT.color(product.colors) : NOT_OFFERED_TEXT.noColours);
}

function checkOptions(product: Options, size: string, color: string) {
  assertOffered(product, size, color);
  const missing = missingChoiceMessage(product, size, color);
  if (missing) throw invalidInput(missing);
}

function stockLimit(stock: number) {
  return Math.min(stock, MAX_QUANTITY_PER_LINE);
}

/** Adds a product; the same product (and options) twice is the spec's warning, as a 409. */
export async function addToCart(userId: string, input: AddToCartInput): Promise<Cart> {
  const product = await buyableProduct(input.productId);
  checkOptions(product, input.size, input.color);
  if (product.stock < 1) throw conflict("This product is out of stock.");
  if (input.quantity > stockLimit(product.stock))
    throw conflict(QUANTITY_LIMIT_TEXT.canBeAdded(stockLimit(product.stock)));
  await withUserLock(userId, async (tx) => {
    try {
      await tx.cartItem.create({
        data: { userId, productId: product.id, quantity: input.quantity, size: input.size, color: input.color },
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict("Product is already in the cart");
      throw error;
    }
    await assertWithinLimit(tx, userId, "cart");
  });
  return getCart(userId);
}

export const NOT_IN_CART_MESSAGE = "This item is not in your cart.";
/** How many of a product a cart line may hold (translated at the edge: the Api namespace). */
export const QUANTITY_LIMIT_TEXT = {
  canBeAdded: (count: number) => `Only ${count} can be added.`,
  inStock: (count: number) => `Only ${count} in stock.`,
  perItem: (count: number) => `You can buy at most ${count} of one item.`,
};
export const AMBIGUOUS_PRODUCT_MESSAGE =
  "This product is in your cart in more than one size or colour; name the cart line's _id.";

/**
 * The cart line an id names: the line's own `_id`, or (spec §4: "_id (or
 * productId)") the product's id when the product has one line in this
 * shopper's cart. Another shopper's ids name nothing: 404.
 */
async function cartLineId(userId: string, id: string, db: Prisma.TransactionClient = prisma): Promise<string> {
  const lines = await db.cartItem.findMany({
    where: { userId, OR: [{ id }, { productId: id }] },
    select: { id: true },
    take: 2,
  });
  if (lines.some((line) => line.id === id)) return id;
  if (lines.length === 0) throw notFound(NOT_IN_CART_MESSAGE);
  if (lines.length > 1) throw conflict(AMBIGUOUS_PRODUCT_MESSAGE);
  return lines[0]!.id;
}

/**
 * Adds one unit in a single conditional UPDATE, so parallel presses can never
 * pass the stock or line limit, nor add to a product the shop withdrew (409,
 * as adding it is refused). `id`: the line's, or its product's.
 */
export async function increaseLine(userId: string, id: string): Promise<Cart> {
  const lineId = await cartLineId(userId, id);
  const updated = await prisma.$executeRaw`
    UPDATE "CartItem" AS c SET quantity = c.quantity + 1, "updatedAt" = now()
    FROM "Product" AS p
    WHERE c.id = ${lineId} AND c."userId" = ${userId} AND p.id = c."productId"
      AND p."isActive" AND c.quantity + 1 <= LEAST(p.stock, ${MAX_QUANTITY_PER_LINE})`;
  if (updated === 0) {
    const line = await prisma.cartItem.findFirst({
      where: { id: lineId, userId },
      select: { product: { select: { stock: true, isActive: true } } },
    });
    if (!line) throw notFound(NOT_IN_CART_MESSAGE);
    if (!line.product.isActive) throw conflict(PRODUCT_UNAVAILABLE_MESSAGE);
    const limit = stockLimit(line.product.stock);
    throw conflict(
      line.product.stock <= MAX_QUANTITY_PER_LINE
        ? QUANTITY_LIMIT_TEXT.inStock(limit)
        : QUANTITY_LIMIT_TEXT.perItem(limit),
    );
  }
  return getCart(userId);
}

/** Removes one unit; a line at 1 stays at 1 (removing is its own, explicit action). `id`: the line's, or its product's. */
export async function decreaseLine(userId: string, id: string): Promise<Cart> {
  const lineId = await cartLineId(userId, id);
  const updated = await prisma.cartItem.updateMany({
    where: { id: lineId, userId, quantity: { gt: 1 } },
    data: { quantity: { decrement: 1 } },
  });
  if (
    updated.count === 0 &&
    !(await prisma.cartItem.findFirst({ where: { id: lineId, userId }, select: { id: true } }))
  ) {
    throw notFound(NOT_IN_CART_MESSAGE);
  }
  return getCart(userId);
}

/** `id`: the line's, or its product's. */
export async function removeLine(userId: string, id: string): Promise<Cart> {
  const lineId = await cartLineId(userId, id);
  const deleted = await prisma.cartItem.deleteMany({ where: { id: lineId, userId } });
  if (deleted.count === 0) throw notFound(NOT_IN_CART_MESSAGE);
  return getCart(userId);
}

export async function clearCart(userId: string): Promise<Cart> {
  await prisma.cartItem.deleteMany({ where: { userId } });
  return getCart(userId);
}

export async function getSavedItems(userId: string): Promise<SavedLine[]> {
  const rows = await prisma.savedItem.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    select: { id: true, size: true, color: true, product: { select: productSelect } },
  });
  return rows.map((row) => ({ id: row.id, size: row.size, color: row.color, product: toCartProduct(row.product) }));
}

/**
 * Moves a cart line to saved-for-later (one transaction: it is in exactly one
 * of the two lists). `id`: the line's, or its product's.
 */
export async function moveLineToSaved(userId: string, id: string): Promise<{ cart: Cart; savedItems: SavedLine[] }> {
  await withUserLock(userId, async (tx) => {
    const line = await tx.cartItem.findFirst({ where: { id: await cartLineId(userId, id, tx), userId } });
    if (!line) throw notFound(NOT_IN_CART_MESSAGE);
    await tx.cartItem.delete({ where: { id: line.id } });
    await tx.savedItem.upsert({
      where: { userId_productId_size_color: { userId, productId: line.productId, size: line.size, color: line.color } },
      create: { userId, productId: line.productId, size: line.size, color: line.color },
      update: {},
    });
    await assertWithinLimit(tx, userId, "saved");
  });
  const [cart, savedItems] = await Promise.all([getCart(userId), getSavedItems(userId)]);
  return { cart, savedItems };
}

/** Moves a saved item back to the cart, only when it is not already there. */
export async function moveSavedToCart(
  userId: string,
  savedId: string,
): Promise<{ cart: Cart; savedItems: SavedLine[] }> {
  await withUserLock(userId, async (tx) => {
    const saved = await tx.savedItem.findFirst({ where: { id: savedId, userId } });
    if (!saved) throw notFound("This item is not in your saved list.");
    const product = await tx.product.findFirst({
      where: { id: saved.productId, isActive: true },
      select: { stock: true, sizes: true, colors: true },
    });
    if (!product || product.stock < 1) throw conflict("This product is out of stock.");
    // Saved before sizes or colours had to be chosen: it stays saved until the shopper picks one on the product page.
    const missing = missingChoiceMessage(product, saved.size, saved.color);
    if (missing) throw conflict(missing);
    const inCart = await tx.cartItem.findFirst({
      where: { userId, productId: saved.productId, size: saved.size, color: saved.color },
      select: { id: true },
    });
    if (inCart) throw conflict("Product is already in the cart");
    await tx.cartItem.create({
      data: { userId, productId: saved.productId, size: saved.size, color: saved.color, quantity: 1 },
    });
    await assertWithinLimit(tx, userId, "cart");
    await tx.savedItem.delete({ where: { id: saved.id } });
  });
  const [cart, savedItems] = await Promise.all([getCart(userId), getSavedItems(userId)]);
  return { cart, savedItems };
}

export async function removeSaved(userId: string, savedId: string): Promise<SavedLine[]> {
  const deleted = await prisma.savedItem.deleteMany({ where: { id: savedId, userId } });
  if (deleted.count === 0) throw notFound("This item is not in your saved list.");
  return getSavedItems(userId);
}

export async function getWishlist(userId: string): Promise<WishlistLine[]> {
  const rows = await prisma.wishlistItem.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    select: { id: true, product: { select: productSelect } },
  });
  return rows.map((row) => ({ id: row.id, product: toCartProduct(row.product) }));
}

/** Adds to the wishlist; hearting twice is harmless. */
export async function addToWishlist(userId: string, productId: string): Promise<WishlistLine[]> {
  await buyableProduct(productId);
  await withUserLock(userId, async (tx) => {
    await tx.wishlistItem.upsert({
      where: { userId_productId: { userId, productId } },
      create: { userId, productId },
      update: {},
    });
    await assertWithinLimit(tx, userId, "wishlist");
  });
  return getWishlist(userId);
}

/** Removes by wishlist line id or by product id (the spec's client removes "by _id"). */
export async function removeFromWishlist(userId: string, id: string): Promise<WishlistLine[]> {
  const deleted = await prisma.wishlistItem.deleteMany({ where: { userId, OR: [{ id }, { productId: id }] } });
  if (deleted.count === 0) throw notFound("This item is not in your wishlist.");
  return getWishlist(userId);
}

/** Moves a wishlist item to the cart (quantity 1) unless it is already there. */
export async function moveWishlistToCart(
  userId: string,
  id: string,
): Promise<{ wishlist: WishlistLine[]; cart: Cart }> {
  await withUserLock(userId, async (tx) => {
    const item = await tx.wishlistItem.findFirst({ where: { userId, OR: [{ id }, { productId: id }] } });
    if (!item) throw notFound("This item is not in your wishlist.");
    const product = await tx.product.findFirst({
      where: { id: item.productId, isActive: true },
      select: { stock: true, sizes: true, colors: true },
    });
    if (!product || product.stock < 1) throw conflict("This product is out of stock.");
    // A wishlist line has no size or colour: such a product stays in the wishlist until one is chosen on its page.
    const missing = missingChoiceMessage(product, "", "");
    if (missing) throw conflict(missing);
    const inCart = await tx.cartItem.findFirst({ where: { userId, productId: item.productId }, select: { id: true } });
    if (!inCart) {
      await tx.cartItem.create({ data: { userId, productId: item.productId, quantity: 1 } });
      await assertWithinLimit(tx, userId, "cart");
    }
    await tx.wishlistItem.delete({ where: { id: item.id } });
  });
  const [wishlist, cart] = await Promise.all([getWishlist(userId), getCart(userId)]);
  return { wishlist, cart };
}
