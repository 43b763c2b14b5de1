import { ApiRequestError } from "@/components/api/client";
import type { ApiCart, ApiCartLine, ApiProduct, ApiSavedItem, ApiWishlistItem } from "@/lib/cart/api-shape";
import { paiseToRupees, rupeesToPaise } from "@/lib/money";
import { orderTotals, priceAtList } from "@/lib/orders/pricing";

// Pure, optimistic versions of the server's cart changes, shown until the
// server's answer replaces them. Totals use the same shipping module as the
// server (lib/orders/pricing.ts), so the optimistic numbers match the ones that follow.

/** The spec's duplicate warning (§5); the server answers a duplicate add with the same text (409). */
export const ALREADY_IN_CART = "Product is already in the cart";

/**
 * Whether the server refused an add as that duplicate (409): its text is in the page's language
 * (`pageText`; a Hindi page asks with lang=hi), or English from a page loaded before a deploy.
 */
export function isAlreadyInCart(error: unknown, pageText: string): boolean {
  return (
    error instanceof ApiRequestError &&
    error.status === 409 &&
    (error.message === pageText || error.message === ALREADY_IN_CART)
  );
}

/** Lines added before the server answers carry this id prefix; they cannot be changed yet. */
export const PENDING_PREFIX = "pending:";

export const isPending = (id: string) => id.startsWith(PENDING_PREFIX);

/** What a product card knows about a product, enough to show it in the cart at once. */
export type ProductPreview = Partial<Omit<ApiProduct, "_id">> & { name: string };

export function cartOf(items: ApiCartLine[]): ApiCart {
  const priced = items.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    listPrice: rupeesToPaise(line.product.price),
    taxRateBasisPoints: line.product.taxRateBasisPoints,
    hsnCode: line.product.hsnCode,
  }));
  const totals = orderTotals(priced, priceAtList(priced));
  return {
    items,
    totalItems: items.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: paiseToRupees(totals.subtotal),
    shippingFee: paiseToRupees(totals.shippingFee),
    total: paiseToRupees(totals.total),
    taxIncluded: paiseToRupees(totals.taxTotal),
  };
}

export const EMPTY_CART: ApiCart = cartOf([]);

function productOf(productId: string, preview: ProductPreview): ApiProduct {
  return {
    _id: productId,
    slug: preview.slug ?? "",
    name: preview.name,
    brand: preview.brand ?? "",
    price: preview.price ?? 0,
    mrp: preview.mrp ?? null,
    image: preview.image ?? null,
    images: preview.images ?? (preview.image ? [preview.image] : []),
    inStock: preview.inStock ?? true,
    sizes: preview.sizes ?? [],
    colors: preview.colors ?? [],
    // Unknown until the server answers; its cart then brings the GST too.
    taxRateBasisPoints: preview.taxRateBasisPoints ?? 0,
    hsnCode: preview.hsnCode ?? null,
  };
}

/** The size and colour a shopper chose ("" where the product has none to choose). */
export type Choice = { size: string; color: string };
export const NO_CHOICE: Choice = { size: "", color: "" };

/** The cart's line for a product in the chosen size and colour, if any: another colour is another line. */
export function lineForProduct(
  cart: ApiCart | undefined,
  productId: string,
  { size, color }: Choice = NO_CHOICE,
): ApiCartLine | undefined {
  return cart?.items.find((line) => line.productId === productId && line.size === size && line.color === color);
}

export function withAddedProduct(
  cart: ApiCart,
  productId: string,
  preview: ProductPreview,
  { size, color }: Choice = NO_CHOICE,
): ApiCart {
  const items = cart.items;
  const line: ApiCartLine = {
    _id: `${PENDING_PREFIX}${productId}:${size}:${color}`,
    productId,
    quantity: 1,
    maxQuantity: 1,
    size,
    color,
    product: productOf(productId, preview),
  };
  return cartOf([...items, line]);
}

/** One more or one fewer of a line, within 1 … maxQuantity (the server enforces the same). */
export function withQuantityStep(cart: ApiCart | undefined, lineId: string, step: 1 | -1): ApiCart | undefined {
  if (!cart) return cart;
  return cartOf(
    cart.items.map((line) =>
      line._id === lineId
        ? { ...line, quantity: Math.min(Math.max(line.quantity + step, 1), Math.max(line.maxQuantity, line.quantity)) }
        : line,
    ),
  );
}

export function withoutLine(cart: ApiCart | undefined, lineId: string): ApiCart | undefined {
  return cart && cartOf(cart.items.filter((line) => line._id !== lineId));
}

export function savedFromLine(line: ApiCartLine): ApiSavedItem {
  return {
    _id: `${PENDING_PREFIX}${line._id}`,
    productId: line.productId,
    name: line.product.name,
    price: line.product.price,
    image: line.product.image,
    size: line.size,
    color: line.color,
    product: line.product,
  };
}

export function lineFromSaved(item: ApiSavedItem): ApiCartLine {
  return {
    _id: `${PENDING_PREFIX}${item._id}`,
    productId: item.productId,
    quantity: 1,
    maxQuantity: 1,
    size: item.size,
    color: item.color,
    product: item.product,
  };
}

export function lineFromWishlist(item: ApiWishlistItem): ApiCartLine {
  return {
    _id: `${PENDING_PREFIX}${item._id}`,
    productId: item.productId,
    quantity: 1,
    maxQuantity: 1,
    size: "",
    color: "",
    product: item.product,
  };
}

export function wishlistItemFor(productId: string, preview: ProductPreview): ApiWishlistItem {
  const product = productOf(productId, preview);
  return {
    _id: `${PENDING_PREFIX}${productId}`,
    productId,
    name: product.name,
    image: product.image,
    price: product.price,
    product,
  };
}
