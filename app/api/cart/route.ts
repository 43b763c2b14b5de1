import { json, route } from "@/lib/api/http";
import { requestLocale } from "@/lib/api/locale";
import { requireUser } from "@/lib/auth/session";
import { apiCartBody } from "@/lib/cart/api-shape";
import { clearCart } from "@/lib/cart/cart";

/** DELETE /api/cart → the (now empty) cart. */
export const DELETE = route(async (request) => {
  const user = await requireUser(request);
  return json(apiCartBody(await clearCart(user.id), requestLocale(request)));
});
