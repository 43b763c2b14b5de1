import { json, route } from "@/lib/api/http";
import { requestLocale } from "@/lib/api/locale";
import { requireUser } from "@/lib/auth/session";
import { apiWishlist } from "@/lib/cart/api-shape";
import { removeFromWishlist } from "@/lib/cart/cart";

type Context = { params: Promise<{ id: string }> };

/** DELETE /api/wishlist/remove/{id} (wishlist line id or product id) → { wishlist }. */
export const DELETE = route<Context>(async (request, { params }) => {
  const user = await requireUser(request);
  return json({ wishlist: apiWishlist(await removeFromWishlist(user.id, (await params).id), requestLocale(request)) });
});
