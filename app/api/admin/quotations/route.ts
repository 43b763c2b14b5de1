import { json, readQuery, route } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import { listQuotationsForAdmin, quotationFilterSchema } from "@/lib/quotations/admin";

/** GET /api/admin/quotations?status=pending|approved|rejected|all (ADMIN only; others 403). */
export const GET = route(async (request) => {
  const admin = await requireAdmin(request);
  const { status } = readQuery(request, quotationFilterSchema);
  return json(await listQuotationsForAdmin(admin, status));
});
