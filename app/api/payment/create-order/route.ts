import { json, readJson, route } from "@/lib/api/http";
import { readIdempotentCall, respondOnce } from "@/lib/api/idempotency";
import { requestLocale } from "@/lib/api/locale";
import { requireUser } from "@/lib/auth/session";
import { createOnlineOrder, createOnlineOrderSchema, throttleCheckout } from "@/lib/orders/place-order";

/**
 * POST /api/payment/create-order — starts an online payment: a pending order
 * holding its stock and a Razorpay order for the server's own total.
 * An optional `gstInvoice: { gstin, businessName }` asks for a B2B tax invoice, as in place-order;
 * an `Idempotency-Key` works as there too.
 * → { key, amount (paise), currency, orderId (Razorpay), order: { _id, number }, sandbox, name, description, prefill }
 * 429 over the shopper's limit; 503 (no answer) or 502 (a bad one) when Razorpay fails, with nothing written.
 */
export const POST = route(
  async (request) => {
    const user = await requireUser(request);
    const call = await readIdempotentCall(request, user.id, "payment.create-order");
    if (!call.answered) await throttleCheckout(user.id, "create-order");
    const input = await readJson(request, createOnlineOrderSchema);
    const { status, body } = await createOnlineOrder(
      user,
      { ...input, locale: requestLocale(request) },
      respondOnce({ ...call, body: input }, (checkout) => ({ status: 200, body: checkout })),
    );
    return json(body, { status });
  },
  { success: false },
);
