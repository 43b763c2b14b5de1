import { json, readQuery, route } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import { adminOrderFilterSchema, listOrdersForAdmin } from "@/lib/orders/admin";

/**
 * GET /api/admin/orders?status=all|to-ship|order-placed|packed|shipped|out-for-delivery|delivered|cancelled
 *   &payment=all|pending|paid|failed|refunded&q=<order number, phone, e-mail or name>&page=1
 * → { orders, page, pageSize, total, pageCount }, newest first. ADMIN only (guests 401, shoppers 403).
 */
export const GET = route(async (request) => {
  const admin = await requireAdmin(request);
  const filter = readQuery(request, adminOrderFilterSchema);
  return json(await listOrdersForAdmin(admin, filter));
});
