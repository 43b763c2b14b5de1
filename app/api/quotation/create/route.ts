import { json, readJson, route } from "@/lib/api/http";
import { requestLocale } from "@/lib/api/locale";
import { requireUser } from "@/lib/auth/session";
import { createQuotation, createQuotationSchema, throttleQuotationRequests } from "@/lib/quotations/quotations";

/**
 * POST /api/quotation/create { items: [{ productId, quantity }], budget (₹), specialNotes }
 * → 201 { message, quotation: { _id, status } }. Status, prices and owner come from the server only.
 * 429 (with Retry-After) past QUOTATION_RATE_LIMIT well-formed requests per shopper.
 */
export const POST = route(async (request) => {
  const user = await requireUser(request);
  const input = await readJson(request, createQuotationSchema);
  await throttleQuotationRequests(user.id);
  // The page's language (?lang=hi from a Hindi page): the e-mail answering it is written in it.
  const quotation = await createQuotation(user.id, input, requestLocale(request));
  return json(
    {
      message: "Quotation request submitted!",
      quotation: { _id: quotation.id, status: quotation.status.toLowerCase() },
    },
    { status: 201 },
  );
});
