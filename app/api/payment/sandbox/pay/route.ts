import { json, readJson, route } from "@/lib/api/http";
import { requireUser } from "@/lib/auth/session";
import { sandboxGateway, sandboxPay, sandboxPaySchema } from "@/lib/payments/sandbox";

/**
 * POST /api/payment/sandbox/pay { orderId, outcome: "success" | "failure" }
 * — the local Razorpay sandbox's pop-up. 404 whenever real Razorpay keys are set.
 */
export const POST = route(async (request) => {
  sandboxGateway();
  const user = await requireUser(request);
  const input = await readJson(request, sandboxPaySchema);
  return json(await sandboxPay(user.id, input));
});
