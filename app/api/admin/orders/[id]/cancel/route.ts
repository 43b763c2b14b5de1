import { json, route } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import { cancelOrder } from "@/lib/orders/admin";

type Context = { params: Promise<{ id: string }> };

/**
 * POST /api/admin/orders/{id}/cancel (no body is read). Only an unpaid, undelivered
 * cash-on-delivery order; its stock goes back once. Otherwise 409. ADMIN only.
 */
export const POST = route<Context>(async (request, { params }) => {
  const admin = await requireAdmin(request);
  const result = await cancelOrder(admin, (await params).id);
  return json({ message: "Order cancelled; its items are back in stock.", ...result });
});
