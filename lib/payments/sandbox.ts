import "server-only";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { notFound } from "@/lib/api/http";
import { prisma } from "@/lib/db";
import { handleWebhook } from "./confirm";
import { paymentGateway, type PaymentGateway } from "./gateway";
import { paymentSignature, webhookSignature } from "./signatures";

// The local stand-in for Razorpay's checkout pop-up (see gateway.ts for when
// it is active). The shopper's browser asks it to succeed or fail a payment;
// it answers exactly what checkout.js would hand the page (a correctly signed
// response, or an error object) and, like Razorpay, also delivers the signed
// webhook for the event to the shop.

export const sandboxPaySchema = z.object({
  orderId: z.string({ error: "orderId is required." }).trim().min(1).max(64),
  outcome: z.enum(["success", "failure"], { error: "outcome must be success or failure." }),
  /** Leave out the webhook (to test the browser-only road). */
  deliverWebhook: z.boolean().optional().default(true),
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

export async function sandboxPay(userId: string, input: SandboxPayInput) {
  const gateway = sandboxGateway();
  const payment = await prisma.payment.findFirst({
    where: { providerOrderId: input.orderId, order: { userId } },
    select: { amount: true, currency: true },
  });
  if (!payment) throw notFound("We could not find that payment.");
  const paymentId = `pay_${randomBytes(7).toString("hex")}`;
  const entity = {
    id: paymentId,
    entity: "payment",
    order_id: input.orderId,
    amount: payment.amount,
    currency: payment.currency,
  };

  if (input.outcome === "failure") {
    const description = "Payment failed: the bank declined it (sandbox).";
    if (input.deliverWebhook)
      await deliverSandboxWebhook(gateway, "payment.failed", {
        payment: { entity: { ...entity, status: "failed", error_description: description } },
      });
    return {
      error: {
        code: "BAD_REQUEST_ERROR",
        description,
        source: "bank",
        step: "payment_authorization",
        reason: "payment_failed",
        metadata: { order_id: input.orderId, payment_id: paymentId },
      },
    };
  }

  if (input.deliverWebhook)
    await deliverSandboxWebhook(gateway, "payment.captured", {
      payment: { entity: { ...entity, status: "captured" } },
    });
  return {
    razorpay_order_id: input.orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(gateway.keySecret, input.orderId, paymentId),
  };
}
