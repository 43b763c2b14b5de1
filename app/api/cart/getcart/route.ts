import { json, route } from "@/lib/api/http";
import { requestLocale } from "@/lib/api/locale";
import { requireUser } from "@/lib/auth/session";
import { apiCart } from "@/lib/cart/api-shape";
import { getCart } from "@/lib/cart/cart";

/** GET /api/cart/getcart → { items, totalItems, subtotal, shippingFee, total } (rupees). */
export const GET = route(async (request) => {
  const user = await requireUser(request);
  return json(apiCart(await getCart(user.id), requestLocale(request)));
});
