import { json, route } from "@/lib/api/http";
import { requestLocale } from "@/lib/api/locale";
import { requireUser } from "@/lib/auth/session";
import { apiCartBody } from "@/lib/cart/api-shape";
import { removeLine } from "@/lib/cart/cart";

type Context = { params: Promise<{ id: string }> };

/** DELETE /api/cart/remove/{lineId or productId} → the cart. */
export const DELETE = route<Context>(async (request, { params }) => {
  const user = await requireUser(request);
  return json(apiCartBody(await removeLine(user.id, (await params).id), requestLocale(request)));
});
