import { json, route } from "@/lib/api/http";
import { requestLocale } from "@/lib/api/locale";
import { requireUser } from "@/lib/auth/session";
import { apiCartBody } from "@/lib/cart/api-shape";
import { increaseLine } from "@/lib/cart/cart";

type Context = { params: Promise<{ id: string }> };

/** PATCH /api/cart/increase/{lineId or productId} → the cart; 409 at the stock or per-line limit. */
export const PATCH = route<Context>(async (request, { params }) => {
  const user = await requireUser(request);
  return json(apiCartBody(await increaseLine(user.id, (await params).id), requestLocale(request)));
});
