import { json, readJson, route } from "@/lib/api/http";
import { readIdempotentCall, respondOnce } from "@/lib/api/idempotency";
import { requestLocale } from "@/lib/api/locale";
import { requireUser } from "@/lib/auth/session";
import { COD_SUCCESS_MESSAGE, placeCodOrder, placeCodOrderSchema, throttleCheckout } from "@/lib/orders/place-order";

/**
 * POST /api/payment/place-order — cash on delivery (spec §7 COD payload).
 * Lines and totals come from the server's cart (or an approved quotation);
 * an `Idempotency-Key` header makes retries return the first answer, and a
 * retry already answered is not counted against the limit. An optional
 * `gstInvoice: { gstin, businessName }` asks for a B2B tax invoice (400 on a bad GSTIN or
 * one registered outside the shipping state).
 * → 201 { success, message, orderId, orderNumber }; 429 over the shopper's limit;
 * 409 when the shopper already has MAX_OPEN_COD_ORDERS undelivered COD orders.
 */
export const POST = route(
  async (request) => {
    const user = await requireUser(request);
    const call = await readIdempotentCall(request, user.id, "payment.place-order");
    if (!call.answered) await throttleCheckout(user.id, "place-order");
    const input = await readJson(request, placeCodOrderSchema);
    const { status, body } = await placeCodOrder(
      user,
      { ...input, locale: requestLocale(request) },
      respondOnce({ ...call, body: input }, (placed) => ({
        status: 201,
        body: { success: true, message: COD_SUCCESS_MESSAGE, ...placed },
      })),
    );
    return json(body, { status });
  },
  { success: false },
);
