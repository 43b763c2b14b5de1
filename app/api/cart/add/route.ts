import { json, readJson, route } from "@/lib/api/http";
import { requestLocale } from "@/lib/api/locale";
import { requireUser } from "@/lib/auth/session";
import { apiCartBody } from "@/lib/cart/api-shape";
import { addToCart, addToCartSchema } from "@/lib/cart/cart";

/** POST /api/cart/add { productId, quantity, size?, color? } → 201 with the cart; 409 "Product is already in the cart". */
export const POST = route(async (request) => {
  const user = await requireUser(request);
  const input = await readJson(request, addToCartSchema);
  const cart = await addToCart(user.id, input);
  return json({ message: "Added to cart.", ...apiCartBody(cart, requestLocale(request)) }, { status: 201 });
});
