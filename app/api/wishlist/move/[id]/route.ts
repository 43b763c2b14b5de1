import { json, route } from "@/lib/api/http";
import { requestLocale } from "@/lib/api/locale";
import { requireUser } from "@/lib/auth/session";
import { apiCart, apiWishlist } from "@/lib/cart/api-shape";
import { moveWishlistToCart } from "@/lib/cart/cart";

type Context = { params: Promise<{ id: string }> };

/** PATCH /api/wishlist/move/{id} → { wishlist, cart }: the item leaves the wishlist for the cart. */
export const PATCH = route<Context>(async (request, { params }) => {
  const user = await requireUser(request);
  const locale = requestLocale(request);
  const { wishlist, cart } = await moveWishlistToCart(user.id, (await params).id);
  return json({ wishlist: apiWishlist(wishlist, locale), cart: apiCart(cart, locale) });
});
