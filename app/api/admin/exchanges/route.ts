import { json, readQuery, route } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import { exchangeFilterSchema, listExchangesForAdmin } from "@/lib/exchanges/admin";

/**
 * GET /api/admin/exchanges?status=requested|replacement-cancelled|approved|rejected|all&page=N
 * → { exchanges, page, pageSize, total, pageCount, replacementCancelled }. ADMIN only.
 */
export const GET = route(async (request) => {
  const admin = await requireAdmin(request);
  return json(await listExchangesForAdmin(admin, readQuery(request, exchangeFilterSchema)));
});
