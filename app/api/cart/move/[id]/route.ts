import { json, route } from "@/lib/api/http";
import { requestLocale } from "@/lib/api/locale";
import { requireUser } from "@/lib/auth/session";
import { apiCart, apiSavedItems } from "@/lib/cart/api-shape";
import { moveLineToSaved } from "@/lib/cart/cart";

type Context = { params: Promise<{ id: string }> };

/** PATCH /api/cart/move/{lineId or productId} → { cart, savedItems }: the line is now saved for later. */
export const PATCH = route<Context>(async (request, { params }) => {
  const user = await requireUser(request);
  const locale = requestLocale(request);
  const { cart, savedItems } = await moveLineToSaved(user.id, (await params).id);
  return json({ cart: apiCart(cart, locale), savedItems: apiSavedItems(savedItems, locale) });
});
