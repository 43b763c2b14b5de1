import { z } from "zod";
import { json, parseWith, route } from "@/lib/api/http";
import { requireUser } from "@/lib/auth/session";
import { withdrawExchange } from "@/lib/exchanges/exchanges";

const idSchema = z.string().trim().min(1).max(64);

/**
 * POST /api/orders/{id}/exchange/withdraw → 200 { exchange } (status "Withdrawn"). The owner withdraws
 * their exchange request while the shop has not decided it (Requested, or Replacement cancelled, docs/adr/0034);
 * sent again it answers the same. The shopper and the shop's alerts address are e-mailed once. 404 for
 * someone else's order or no request; 409 once approved or rejected. Inside the 24-hour window the
 * order may then be exchanged again (a withdrawn request is not the order's one exchange, docs/adr/0010),
 * unless it had been approved.
 */
export const POST = route<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const user = await requireUser(request);
  const exchange = await withdrawExchange(user.id, parseWith(idSchema, (await params).id));
  return json({ exchange });
});
