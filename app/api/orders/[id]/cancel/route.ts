import { z } from "zod";
import { json, parseWith, readJson, route } from "@/lib/api/http";
import { requireUser } from "@/lib/auth/session";
import { cancelOrderForShopper, throttleCancel } from "@/lib/orders/cancel";
import { cancelOrderSchema } from "@/lib/orders/cancel-schema";

const idSchema = z.string().trim().min(1).max(64);

/**
 * POST /api/orders/{id}/cancel { reason, note? } → 200 { order } (as GET /api/orders/{id}).
 * The owner cancels before the order ships (Order Placed or Packed); its stock goes
 * back once and a paid online order is refunded to its payment method. Sent again
 * it answers the same cancelled order. 404 for someone else's order; 409 once
 * shipped; 429 over the shopper's limit. No cancellation charge.
 */
export const POST = route<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const user = await requireUser(request);
  await throttleCancel(user.id);
  const orderId = parseWith(idSchema, (await params).id);
  const input = await readJson(request, cancelOrderSchema);
  const order = await cancelOrderForShopper(user, orderId, input);
  return json({ order });
});
