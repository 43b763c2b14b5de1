import { json, route } from "@/lib/api/http";
import { requireUser } from "@/lib/auth/session";
import { listMyQuotations } from "@/lib/quotations/quotations";

/** GET /api/quotation/my → the caller's quotations, items' productId populated with { _id, name } (spec §7). */
export const GET = route(async (request) => {
  const user = await requireUser(request);
  return json(await listMyQuotations(user.id));
});
