import { json, readJson, route } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import { createNearbyShop, listNearbyShopsForAdmin } from "@/lib/content/admin-nearby-shops";
import { nearbyShopCreateSchema } from "@/lib/content/nearby-shop-schema";

/** GET /api/admin/nearby-shops → every shop of the directory, shown or hidden, in display order. ADMIN only. */
export const GET = route(async (request) => {
  const admin = await requireAdmin(request);
  return json(await listNearbyShopsForAdmin(admin));
});

/**
 * POST /api/admin/nearby-shops { name, nameHi?, image, address, addressHi?, city, cityHi?, state, postalCode, telephone,
 * mapsLink, position?, isActive? } → 201 { message, shop }; 400 bad input, 409 when the name is taken in that city.
 */
export const POST = route(async (request) => {
  const admin = await requireAdmin(request);
  const shop = await createNearbyShop(admin, await readJson(request, nearbyShopCreateSchema));
  return json({ message: "Shop added.", shop }, { status: 201 });
});
