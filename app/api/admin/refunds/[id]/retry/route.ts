import { z } from "zod";
import { json, parseWith, route } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import { retryRefund } from "@/lib/orders/admin-refunds";

type Context = { params: Promise<{ id: string }> };

const idSchema = z.string().trim().min(1).max(64);

const MESSAGES = {
  accepted: "Razorpay accepted the refund.",
  refused: "Razorpay refused the refund again; see the reason.",
  "no-answer": "Razorpay did not answer; the refund is asked again automatically.",
  "not-configured": "Online payment is not configured, so the refund could not be asked for.",
  "already-refunded":
    "Razorpay had already refunded this payment through the earlier refund; it now shows as Refunded.",
} as const;

/**
 * POST /api/admin/refunds/{id}/retry (no body is read) → { message, attempt, refund }.
 * A failed refund is asked for again as a new refund; a requested one that got no
 * answer is asked again. 409 for any other refund or one being asked right now. ADMIN only.
 */
export const POST = route<Context>(async (request, { params }) => {
  const admin = await requireAdmin(request);
  const result = await retryRefund(admin, parseWith(idSchema, (await params).id));
  return json({ message: MESSAGES[result.attempt], ...result });
});
