import { json, route } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import { cancelOrder } from "@/lib/orders/admin-cancel";

type Context = { params: Promise<{ id: string }> };

/**
 * POST /api/admin/orders/{id}/cancel (no body is read). An undelivered order,
 * unpaid cash on delivery or paid online (refunded in full); its stock goes
 * back once and the customer is e-mailed. Otherwise 409. ADMIN only.
 */
export const POST = route<Context>(async (request, { params }) => {
  const admin = await requireAdmin(request);
  const result = await cancelOrder(admin, (await params).id);
  const message = result.refunded
    ? "Order cancelled; its items are back in stock and its payment is being refunded in full."
    : "Order cancelled; its items are back in stock.";
  return json({ message, ...result });
});
