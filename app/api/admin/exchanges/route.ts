import { json, readQuery, route } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import { exchangeFilterSchema, listExchangesForAdmin } from "@/lib/exchanges/admin";

/** GET /api/admin/exchanges?status=requested|approved|rejected|all → { exchanges }. ADMIN only. */
export const GET = route(async (request) => {
  const admin = await requireAdmin(request);
  const { status } = readQuery(request, exchangeFilterSchema);
  return json({ exchanges: await listExchangesForAdmin(admin, status) });
});
