import { json, readJson, route } from "@/lib/api/http";
import { requireUser } from "@/lib/auth/session";
import { verifyCheckoutPayment, verifyPaymentSchema } from "@/lib/payments/verify";

/**
 * POST /api/payment/verify { razorpay_order_id, razorpay_payment_id, razorpay_signature }
 * — what checkout.js hands the page after a payment. 400 when the signature
 * does not match; 409 when Razorpay does not report the payment captured for
 * the order's amount in INR, or when it is a second payment of an order already
 * paid (or cancelled), which is refunded; 502/503 when Razorpay cannot be asked
 * (nothing is marked paid in any of these); a repeat answers the same.
 */
export const POST = route(
  async (request) => {
    const user = await requireUser(request);
    const input = await readJson(request, verifyPaymentSchema);
    const { orderId } = await verifyCheckoutPayment(user.id, input);
    return json({ success: true, message: "Payment Successful!", orderId });
  },
  { success: false },
);
