import { json, route } from "@/lib/api/http";
import { requestLocale } from "@/lib/api/locale";
import { requireUser } from "@/lib/auth/session";
import { listOrdersForUser } from "@/lib/orders/orders";

/** GET /api/payment/get-orders → { orders } — the caller's orders, newest first (items named in Hindi for ?lang=hi). */
export const GET = route(async (request) => {
  const user = await requireUser(request);
  return json({ orders: await listOrdersForUser(user.id, requestLocale(request)) });
});
