import { z } from "zod";
import { json, notFound, parseWith, route } from "@/lib/api/http";
import { requestLocale } from "@/lib/api/locale";
import { requireUser } from "@/lib/auth/session";
import { getOrderForUser } from "@/lib/orders/orders";

const idSchema = z.string().trim().min(1).max(64);

/** GET /api/orders/{id} → { order } — the caller's own order; anyone else's is a 404. */
export const GET = route<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const user = await requireUser(request);
  const order = await getOrderForUser(user.id, parseWith(idSchema, (await params).id), requestLocale(request));
  if (!order) throw notFound("We could not find that order.");
  return json({ order });
});
