import { localized } from "@/lib/catalog/localize";
import { defaultLocale, type Locale } from "@/lib/i18n/locale";
import { paiseToRupees } from "@/lib/money";
import { MAX_QUANTITY_PER_LINE, type Cart, type CartProduct, type SavedLine, type WishlistLine } from "./cart";

// The spec's /api shapes (§3): ids as _id, money in rupees. Products are named
// in the request's language (`?lang=hi`, lib/api/locale.ts; a page's own
// locale): the Hindi name when the product has one, else the English.

function apiProduct(product: CartProduct, locale: Locale) {
  return {
    _id: product.id,
    slug: product.slug,
    name: localized(locale, product.name, product.nameHi),
    brand: product.brand,
    price: paiseToRupees(product.price),
    mrp: product.mrp === null ? null : paiseToRupees(product.mrp),
    image: product.image,
    images: product.images,
    inStock: product.isActive && product.stock > 0,
    /** The sizes and colours it is sold in; a product with some is added with one of each chosen. */
    sizes: product.sizes,
    colors: product.colors,
    /** GST contained in the price, in basis points (1800 = 18 %). */
    taxRateBasisPoints: product.taxRateBasisPoints,
    /** The goods' HSN code: the delivery charge's GST is split per code and rate, as on the invoice. */
    hsnCode: product.hsnCode,
  };
}

export function apiCart(cart: Cart, locale: Locale = defaultLocale) {
  return {
    items: cart.items.map((line) => ({
      _id: line.id,
      productId: line.product.id,
      quantity: line.quantity,
      // The most this line may hold (stock and per-line limit), so the + button can stop there.
      maxQuantity: Math.min(line.product.stock, MAX_QUANTITY_PER_LINE),
      size: line.size,
      color: line.color,
      product: apiProduct(line.product, locale),
    })),
    totalItems: cart.totalItems,
    subtotal: paiseToRupees(cart.subtotal),
    shippingFee: paiseToRupees(cart.shippingFee),
    total: paiseToRupees(cart.total),
    /** GST contained in the total (the price break-up checkout shows too). */
    taxIncluded: paiseToRupees(cart.taxTotal),
  };
}

/**
 * The body of the calls that answer with the cart (add, remove, increase,
 * decrease, clear): under `cart`, as the spec's clients read it, and spread at
 * the top level, as the shop's own pages (and GET /api/cart/getcart) read it.
 */
export function apiCartBody(cart: Cart, locale: Locale = defaultLocale) {
  const shape = apiCart(cart, locale);
  return { cart: shape, ...shape };
}

export type ApiCart = ReturnType<typeof apiCart>;
export type ApiCartLine = ApiCart["items"][number];
export type ApiProduct = ApiCartLine["product"];

export function apiSavedItems(saved: SavedLine[], locale: Locale = defaultLocale) {
  return saved.map((item) => ({
    _id: item.id,
    productId: item.product.id,
    name: localized(locale, item.product.name, item.product.nameHi),
    price: paiseToRupees(item.product.price),
    image: item.product.image,
    size: item.size,
    color: item.color,
    product: apiProduct(item.product, locale),
  }));
}

export type ApiSavedItem = ReturnType<typeof apiSavedItems>[number];

export function apiWishlist(list: WishlistLine[], locale: Locale = defaultLocale) {
  return list.map((item) => ({
    _id: item.id,
    productId: item.product.id,
    name: localized(locale, item.product.name, item.product.nameHi),
    image: item.product.image,
    price: paiseToRupees(item.product.price),
    product: apiProduct(item.product, locale),
  }));
}

export type ApiWishlistItem = ReturnType<typeof apiWishlist>[number];
