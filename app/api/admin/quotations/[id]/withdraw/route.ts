import { json, readJson, route } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import { withdrawQuotation, withdrawQuotationSchema } from "@/lib/quotations/admin";

type Context = { params: Promise<{ id: string }> };

/**
 * POST /api/admin/quotations/{id}/withdraw { message } → { message, quotation }
 * Takes back an approval no order holds: the quotation becomes rejected with the message for the shopper.
 * Pending, rejected or ordered (also an online order awaiting payment): 409. ADMIN only.
 */
export const POST = route<Context>(async (request, { params }) => {
  const admin = await requireAdmin(request);
  const input = await readJson(request, withdrawQuotationSchema);
  const quotation = await withdrawQuotation(admin, (await params).id, input);
  return json({ message: "Approval withdrawn.", quotation });
});
