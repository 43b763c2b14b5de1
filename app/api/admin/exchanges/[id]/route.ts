import { z } from "zod";
import { json, parseWith, readJson, route } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import { decideExchange, exchangeDecisionSchema } from "@/lib/exchanges/admin";

type Context = { params: Promise<{ id: string }> };

const idSchema = z.string().trim().min(1).max(64);

/**
 * PATCH /api/admin/exchanges/{id}  { decision: "approve", message? } or { decision: "reject", message }
 * → { message, exchange }. Approving creates the replacement shipment (exchange.replacement).
 * ADMIN only. A request is decided once (409 afterwards), and again after its replacement was
 * cancelled ("Replacement cancelled": approving sends a new replacement; docs/adr/0034).
 */
export const PATCH = route<Context>(async (request, { params }) => {
  const admin = await requireAdmin(request);
  const id = parseWith(idSchema, (await params).id);
  const decision = await readJson(request, exchangeDecisionSchema);
  const exchange = await decideExchange(admin, id, decision);
  return json({
    message: decision.decision === "approve" ? "Exchange approved." : "Exchange rejected.",
    exchange,
  });
});
