import { json, readJson, route } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import { quotationResponseSchema, respondToQuotation } from "@/lib/quotations/admin";

type Context = { params: Promise<{ id: string }> };

/**
 * PATCH /api/admin/quotations/{id}
 *   { decision: "approve", quotedPrice (₹), validUntil, message? } or { decision: "reject", message }
 * ADMIN only. A quotation is answered once (409 afterwards).
 */
export const PATCH = route<Context>(async (request, { params }) => {
  const admin = await requireAdmin(request);
  const response = await readJson(request, quotationResponseSchema);
  await respondToQuotation(admin, (await params).id, response);
  return json({ message: response.decision === "approve" ? "Quotation approved." : "Quotation rejected." });
});
