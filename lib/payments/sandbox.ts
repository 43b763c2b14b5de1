import "server-only";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { conflict, notFound } from "@/lib/errors";
import { prisma } from "@/lib/db";
import { handleWebhook } from "./webhook";
import { PAYMENT_TEXT } from "./payment-check";
import { paymentGateway, type GatewayPayment, type PaymentGateway } from "./gateway";
import { recordSandboxPayment } from "./sandbox-api";
import { paymentSignature, webhookSignature } from "./signatures";

// The local stand-in for Razorpay's checkout pop-up (see gateway.ts for when
// it is active). The shopper's browser asks it to succeed or fail a payment;
// it records the payment on the sandbox's Razorpay side (sandbox-api.ts),
// answers exactly what checkout.js would hand the page (a correctly signed
// response, or an error object) and, like Razorpay, also delivers the signed
// webhook for the event to the shop.

export const sandboxPaySchema = z.object({
  orderId: z.string({ error: "orderId is required." }).trim().min(1).max(64),
  outcome: z.enum(["success", "failure"], { error: "outcome must be success or failure." }),
  /** Leave out the webhook (to test the browser-only road, or a lost webhook). */
  deliverWebhook: z.boolean().optional().default(true),
  /** false: leave a successful payment authorized, as on an account that captures by API (the shop captures it). */
  capture: z.boolean().optional().default(true),
});
export type SandboxPayInput = z.infer<typeof sandboxPaySchema>;

/** The sandbox gateway, or a 404 when real Razorpay (or nothing) is configured. */
export function sandboxGateway(): PaymentGateway {
  const gateway = paymentGateway();
  if (gateway?.mode !== "sandbox") throw notFound();
  return gateway;
}

/** Sends a webhook exactly as Razorpay would: signed raw body, an event id header. */
export async function deliverSandboxWebhook(gateway: PaymentGateway, event: string, payload: unknown) {
  const body = JSON.stringify({ entity: "event", event, payload, created_at: Math.floor(Date.now() / 1000) });
  const eventId = `evt_${randomBytes(7).toString("hex")}`;
  return handleWebhook(body, webhookSignature(gateway.webhookSecret, body), eventId);
}

/** Razorpay's payment entity, as its webhooks carry it. */
const paymentEntity = (payment: GatewayPayment) => ({
  id: payment.id,
  entity: "payment",
  order_id: payment.orderId,
  amount: payment.amount,
  currency: payment.currency,
  status: payment.status,
  error_description: payment.errorDescription,
});

/** As Razorpay's checkout answers a second payment on a paid order (the first one's confirmation may have been lost); Api.alreadyPaid in messages/<locale>.json. */
export const ALREADY_PAID =
  "This order has already been paid. Your order will show as paid in My Orders within a few minutes.";

export async function sandboxPay(userId: string, input: SandboxPayInput) {
  const gateway = sandboxGateway();
  const owned = await prisma.payment.findFirst({
    where: { providerOrderId: input.orderId, order: { userId } },
    select: { id: true },
  });
  if (!owned) throw notFound(PAYMENT_TEXT.notFound);

  if (input.outcome === "failure") {
    const description = "Payment failed: the bank declined it (sandbox).";
    const payment = await recordSandboxPayment(input.orderId, "failed", description);
    if (!payment) throw notFound(PAYMENT_TEXT.notFound);
    if (payment === "already-paid") throw conflict(ALREADY_PAID);
    if (input.deliverWebhook)
      await deliverSandboxWebhook(gateway, "payment.failed", { payment: { entity: paymentEntity(payment) } });
    return {
      error: {
        code: "BAD_REQUEST_ERROR",
        description,
        source: "bank",
        step: "payment_authorization",
        reason: "payment_failed",
        metadata: { order_id: input.orderId, payment_id: payment.id },
      },
    };
  }

  const payment = await recordSandboxPayment(input.orderId, input.capture ? "captured" : "authorized");
  if (!payment) throw notFound(PAYMENT_TEXT.notFound);
  if (payment === "already-paid") throw conflict(ALREADY_PAID);
  if (input.deliverWebhook)
    await deliverSandboxWebhook(gateway, input.capture ? "payment.captured" : "payment.authorized", {
      payment: { entity: paymentEntity(payment) },
    });
  return {
    razorpay_order_id: input.orderId,
    razorpay_payment_id: payment.id,
    razorpay_signature: paymentSignature(gateway.keySecret, input.orderId, payment.id),
  };
}
