import { json, route } from "@/lib/api/http";
import { requestLocale } from "@/lib/api/locale";
import { requireUser } from "@/lib/auth/session";
import { apiWishlist } from "@/lib/cart/api-shape";
import { getWishlist } from "@/lib/cart/cart";

/** GET /api/wishlist/getWishlist → { wishlist }. */
export const GET = route(async (request) => {
  const user = await requireUser(request);
  return json({ wishlist: apiWishlist(await getWishlist(user.id), requestLocale(request)) });
});
