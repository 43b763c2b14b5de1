import { json, route } from "@/lib/api/http";
import { requestLocale } from "@/lib/api/locale";
import { requireUser } from "@/lib/auth/session";
import { apiCartBody } from "@/lib/cart/api-shape";
import { decreaseLine } from "@/lib/cart/cart";

type Context = { params: Promise<{ id: string }> };

/**
 * PATCH /api/cart/decrease/{lineId or productId} → the cart. A line at 1 stays at 1.
 * (The spec's client also sends size and color; the line id already names them.)
 */
export const PATCH = route<Context>(async (request, { params }) => {
  const user = await requireUser(request);
  return json(apiCartBody(await decreaseLine(user.id, (await params).id), requestLocale(request)));
});
