import { json, route } from "@/lib/api/http";
import { requestLocale } from "@/lib/api/locale";
import { requireUser } from "@/lib/auth/session";
import { apiCart, apiSavedItems } from "@/lib/cart/api-shape";
import { getCart, moveSavedToCart, removeSaved } from "@/lib/cart/cart";

type Context = { params: Promise<{ id: string }> };

/** PATCH /api/cart/saved/{savedId} → { cart, savedItems }: Move to Cart (409 when already in the cart). */
export const PATCH = route<Context>(async (request, { params }) => {
  const user = await requireUser(request);
  const locale = requestLocale(request);
  const { cart, savedItems } = await moveSavedToCart(user.id, (await params).id);
  return json({ cart: apiCart(cart, locale), savedItems: apiSavedItems(savedItems, locale) });
});

/** DELETE /api/cart/saved/{savedId} → { cart, savedItems }. */
export const DELETE = route<Context>(async (request, { params }) => {
  const user = await requireUser(request);
  const locale = requestLocale(request);
  const [savedItems, cart] = await Promise.all([removeSaved(user.id, (await params).id), getCart(user.id)]);
  return json({ cart: apiCart(cart, locale), savedItems: apiSavedItems(savedItems, locale) });
});
