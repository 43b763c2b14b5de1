import { json, readJson, route } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import { deleteNearbyShop, updateNearbyShop } from "@/lib/content/admin-nearby-shops";
import { nearbyShopUpdateSchema } from "@/lib/content/nearby-shop-schema";

type Context = { params: Promise<{ id: string }> };

/**
 * PATCH /api/admin/nearby-shops/{id} { any field of POST's } → { message, shop }; isActive false hides it.
 * 400 bad input, 404 unknown shop, 409 when the name is taken in that city.
 */
export const PATCH = route<Context>(async (request, { params }) => {
  const admin = await requireAdmin(request);
  const shop = await updateNearbyShop(admin, (await params).id, await readJson(request, nearbyShopUpdateSchema));
  return json({ message: "Shop saved.", shop });
});

/** DELETE /api/admin/nearby-shops/{id} → { message }; 404 unknown shop. Hiding (PATCH isActive false) keeps it. */
export const DELETE = route<Context>(async (request, { params }) => {
  const admin = await requireAdmin(request);
  await deleteNearbyShop(admin, (await params).id);
  return json({ message: "Shop deleted." });
});
