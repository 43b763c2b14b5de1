import type { ProductPreview } from "@/components/cart/cart-updates";

// Add to Cart and the wishlist heart of product cards and the product page.
// What they do (card-action-handlers.ts: the cart's and wishlist's updates,
// toasts) loads on the first click, so it stays out of every catalogue page's
// first JavaScript.

export type CardProduct = {
  productId: string;
  productName: string;
  /** What the cart and wishlist show for this product until the server answers. */
  preview?: Omit<ProductPreview, "name">;
};

type Handlers = typeof import("./card-action-handlers");
const handlers = (): Promise<Handlers> => import("./card-action-handlers");

export async function addProductToCart(...args: Parameters<Handlers["addProductToCart"]>) {
  return (await handlers()).addProductToCart(...args);
}

export async function toggleProductWishlist(...args: Parameters<Handlers["toggleProductWishlist"]>) {
  return (await handlers()).toggleProductWishlist(...args);
}

/** The login page, coming back here afterwards. */
export const loginHref = () =>
  `/login?callbackUrl=${encodeURIComponent(window.location.pathname + window.location.search)}`;
