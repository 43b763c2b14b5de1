import { json, notFound, route } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import { getOrderForAdmin } from "@/lib/orders/admin-order";

type Context = { params: Promise<{ id: string }> };

/** GET /api/admin/orders/{id} → { order } with items, payments and fulfilment history. ADMIN only; 404 when missing. */
export const GET = route<Context>(async (request, { params }) => {
  const admin = await requireAdmin(request);
  const order = await getOrderForAdmin(admin, (await params).id);
  if (!order) throw notFound("No such order.");
  return json({ order });
});
