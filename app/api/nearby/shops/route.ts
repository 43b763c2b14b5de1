import { json, route } from "@/lib/api/http";
import { listNearbyShops } from "@/lib/content/nearby-shops";

export const dynamic = "force-dynamic";

/** GET /api/nearby/shops → [{_id, name, image, address, telephone, mapsLink}], active shops in display order. */
export const GET = route(async () => json(await listNearbyShops()));
