"use client";

import { toast } from "@/components/ui/toast";
import { resolveSignedIn, type Me } from "@/components/account/use-session";
import { isAlreadyInCart, lineForProduct, NO_CHOICE, type Choice } from "@/components/cart/cart-updates";
import { ApiRequestError, messageOf } from "@/components/api/client";
import { cartActions } from "@/components/cart/cart-actions";
import { loadCart, loadWishlist, type WishlistResponse } from "@/components/cart/use-cart";
import { wishlistActions } from "@/components/cart/wishlist-actions";
import type { ApiCart } from "@/lib/cart/api-shape";
import type { CardActionTexts, CardProduct } from "./card-actions";

// What Add to Cart and the wishlist heart do (spec §5), shared by the product
// page's buttons and the one delegated handler of a product grid: guests go to
// /login first; shoppers see the change at once. Loaded on the first click
// (card-actions.ts).

type Context = { me: Me | null; toLogin: () => void; texts: CardActionTexts };

const isStatus = (error: unknown, status: number) => error instanceof ApiRequestError && error.status === status;

/**
 * `choice`: the size and colour chosen on the product page (a card adds only
 * products without any); null while one is unchosen: then nothing is sent and
 * `askForChoice` says what to choose (a guest goes to /login first, spec §5).
 */
export async function addProductToCart(
  { productId, productName, preview }: CardProduct,
  { me, toLogin, texts, cart }: Context & { cart: ApiCart | undefined },
  choice: Choice | null = NO_CHOICE,
  askForChoice?: () => void,
) {
  if (!(await resolveSignedIn(me))) return toLogin();
  if (!choice) return askForChoice?.();
  try {
    if (lineForProduct(cart ?? (await loadCart()), productId, choice)) return void toast.warning(texts.alreadyInCart);
    await cartActions.add(productId, { ...preview, name: productName }, choice);
    toast.success(texts.added(productName));
  } catch (error) {
    if (isStatus(error, 401)) return toLogin();
    if (isAlreadyInCart(error, texts.alreadyInCart)) return void toast.warning(texts.alreadyInCart);
    toast.error(messageOf(error, texts.addFailed));
  }
}

export async function toggleProductWishlist(
  { productId, productName, preview }: CardProduct,
  { me, toLogin, texts, wishlist }: Context & { wishlist: WishlistResponse | undefined },
) {
  if (!(await resolveSignedIn(me))) return toLogin();
  try {
    // The list as shown now, the previous click's change included, not as this card last rendered it: a quick
    // second click must undo the first (it sent a second remove once, under CI load), not repeat it.
    const list = (await loadWishlist()) ?? wishlist;
    if (list?.wishlist.some((item) => item.productId === productId)) await wishlistActions.remove(productId);
    else await wishlistActions.add(productId, { ...preview, name: productName });
  } catch (error) {
    if (isStatus(error, 401)) return toLogin();
    toast.error(messageOf(error, texts.wishlistFailed));
  }
}
