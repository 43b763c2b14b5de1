import { json, route } from "@/lib/api/http";
import { requestLocale } from "@/lib/api/locale";
import { requireUser } from "@/lib/auth/session";
import { apiSavedItems } from "@/lib/cart/api-shape";
import { getSavedItems } from "@/lib/cart/cart";

/** GET /api/cart/saved → { savedItems } (kept on the server, not in one browser). */
export const GET = route(async (request) => {
  const user = await requireUser(request);
  return json({ savedItems: apiSavedItems(await getSavedItems(user.id), requestLocale(request)) });
});
