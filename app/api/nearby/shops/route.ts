import { json, route } from "@/lib/api/http";
import { requestLocale } from "@/lib/api/locale";
import { listNearbyShops } from "@/lib/content/nearby-shops";

export const dynamic = "force-dynamic";

/**
 * GET /api/nearby/shops → [{_id, name, image, address, telephone, mapsLink}], active shops in display order;
 * ?lang=hi: the addresses in Hindi (docs/adr/0025), English otherwise.
 */
export const GET = route(async (request) => json(await listNearbyShops(requestLocale(request))));
