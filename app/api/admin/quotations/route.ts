import { json, readQuery, route } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import { listQuotationsForAdmin, quotationFilterSchema } from "@/lib/quotations/admin";

/**
 * GET /api/admin/quotations?status=pending|approved|rejected|all&page=N
 * → { quotations, page, pageSize, total, pageCount } (ADMIN only; others 403).
 */
export const GET = route(async (request) => {
  const admin = await requireAdmin(request);
  return json(await listQuotationsForAdmin(admin, readQuery(request, quotationFilterSchema)));
});
