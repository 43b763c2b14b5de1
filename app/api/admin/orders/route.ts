import { csvDownload } from "@/lib/api/csv";
import { json, readQuery, route } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import { adminOrdersQuerySchema, listOrdersForAdmin, ordersCsv } from "@/lib/orders/admin";

/**
 * GET /api/admin/orders?status=all|to-ship|order-placed|packed|shipped|out-for-delivery|delivered|cancelled
 *   &payment=all|pending|paid|failed|refunded&q=<order number, phone, e-mail or name>
 *   &from=YYYY-MM-DD&to=YYYY-MM-DD (placed on, India dates)&page=1
 * → { orders, page, pageSize, total, pageCount, totalIsAtLeast }, newest first (counted up to 10,000 matches,
 * a broad search not at all: then total and pageCount are lower bounds and totalIsAtLeast is true,
 * docs/adr/0041); &format=csv downloads every matching
 * order (page ignored), streamed. ADMIN only (guests 401, shoppers 403).
 */
export const GET = route(async (request) => {
  const admin = await requireAdmin(request);
  const { format, ...filter } = readQuery(request, adminOrdersQuerySchema);
  return format === "csv" ? csvDownload(ordersCsv(admin, filter)) : json(await listOrdersForAdmin(admin, filter));
});
