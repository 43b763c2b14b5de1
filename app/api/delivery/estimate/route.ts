import { json, readQuery, route } from "@/lib/api/http";
import { requestLocale } from "@/lib/api/locale";
import { estimateDelivery } from "@/lib/delivery/estimate";
import { estimateQuerySchema } from "@/lib/delivery/estimate-schema";
import { rupeesToPaise } from "@/lib/money";

export const dynamic = "force-dynamic";

/**
 * GET /api/delivery/estimate?pin=560001[&total=1299] → whether the shop
 * delivers to the PIN code, its city and state, the promised dates and
 * whether cash on delivery is possible (200 also for a PIN code the shop does
 * not serve: `serviceable: false`). A malformed PIN code is a 400. The answer
 * changes with the clock (cut-off, holidays), so it is never cached. With
 * ?lang=hi its `message` and `codMessage` are in Hindi (the product page and
 * the cart show them as they come).
 */
export const GET = route(async (request) => {
  const query = readQuery(request, estimateQuerySchema);
  const totalPaise = query.total === undefined ? undefined : rupeesToPaise(query.total);
  return json(estimateDelivery(query.pin, { totalPaise, locale: requestLocale(request) }));
});
