import { json, route } from "@/lib/api/http";
import { requireUser } from "@/lib/auth/session";
import { listOrdersForUser } from "@/lib/orders/orders";

/** GET /api/payment/get-orders → { orders } — the caller's orders, newest first. */
export const GET = route(async (request) => {
  const user = await requireUser(request);
  return json({ orders: await listOrdersForUser(user.id) });
});
