import type { useTranslations } from "next-intl";
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

/** The toasts' texts, in the page's language (the handlers load later, outside React). */
export type CardActionTexts = {
  added: (productName: string) => string;
  addFailed: string;
  /** Spec §5's warning, in the page's language: also the server's 409 text on this page (Api.alreadyInCart). */
  alreadyInCart: string;
  wishlistFailed: string;
};

export function cardActionTexts(t: ReturnType<typeof useTranslations<"ProductCard">>): CardActionTexts {
  return {
    added: (name) => t("added", { name }),
    addFailed: t("addFailed"),
    alreadyInCart: t("alreadyInCart"),
    wishlistFailed: t("wishlistFailed"),
  };
}

type Handlers = typeof import("./card-action-handlers");
const handlers = (): Promise<Handlers> => import("./card-action-handlers");

export async function addProductToCart(...args: Parameters<Handlers["addProductToCart"]>) {
  return (await handlers()).addProductToCart(...args);
}

export async function toggleProductWishlist(...args: Parameters<Handlers["toggleProductWishlist"]>) {
  return (await handlers()).toggleProductWishlist(...args);
}

/** The login page (unprefixed: the locale-aware router adds /hi), coming back here afterwards. */
export const loginHref = () =>
  `/login?callbackUrl=${encodeURIComponent(window.location.pathname + window.location.search)}`;
