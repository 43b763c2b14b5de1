import "server-only";
import { randomBytes } from "node:crypto";
import Razorpay from "razorpay";
import { sessionSecret } from "@/lib/auth/config";
import { paymentSandboxAllowed } from "@/lib/config/runtime-env.mjs";
import { hmacHex } from "./signatures";

// Which payment provider answers: real Razorpay when its keys are set, else a
// local sandbox (development, tests, CI and the `npm start` demo) that stands
// in for the Orders API and signs like Razorpay does. In production without
// keys and without RAZORPAY_SANDBOX=1 there is no online payment at all, so
// a forgotten configuration can never take fake payments as real ones; with
// real keys the sandbox is off whatever else is set (runtime-env refuses the
// combination at start-up too).

export type GatewayOrder = { id: string; amount: number; currency: "INR" };

export type PaymentGateway = {
  mode: "razorpay" | "sandbox";
  /** Public key id for checkout.js. */
  keyId: string;
  /** Signs checkout responses (order|payment). */
  keySecret: string;
  /** Signs webhook bodies. */
  webhookSecret: string;
  createOrder(input: { amount: number; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
};

function razorpayGateway(keyId: string, keySecret: string, webhookSecret: string): PaymentGateway {
  const client = new Razorpay({ key_id: keyId, key_secret: keySecret });
  return {
    mode: "razorpay",
    keyId,
    keySecret,
    webhookSecret,
    async createOrder({ amount, receipt, notes }) {
      const order = await client.orders.create({ amount, currency: "INR", receipt, notes });
      return { id: order.id, amount: Number(order.amount), currency: "INR" };
    },
  };
}

function sandboxGateway(): PaymentGateway {
  // Derived from the session secret, so a sandbox signature cannot be forged
  // by someone who only has the source code.
  const secret = sessionSecret();
  return {
    mode: "sandbox",
    keyId: "rzp_test_sandbox",
    keySecret: hmacHex(secret, "razorpay-sandbox-key"),
    webhookSecret: hmacHex(secret, "razorpay-sandbox-webhook"),
    async createOrder({ amount }) {
      return { id: `order_${randomBytes(7).toString("hex")}`, amount, currency: "INR" };
    },
  };
}

/** The start-up check's own rule (lib/config/runtime-env.mjs): in production only with both sandbox switches. */
export function sandboxAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return paymentSandboxAllowed(env);
}

/** The active gateway, or null when online payment is not configured. */
export function paymentGateway(env: NodeJS.ProcessEnv = process.env): PaymentGateway | null {
  const keyId = env.RAZORPAY_KEY_ID?.trim();
  const keySecret = env.RAZORPAY_KEY_SECRET?.trim();
  const webhookSecret = env.RAZORPAY_WEBHOOK_SECRET?.trim();
  if (keyId && keySecret && webhookSecret) return razorpayGateway(keyId, keySecret, webhookSecret);
  if (keyId || keySecret || webhookSecret) return null; // half a configuration: refuse rather than guess
  return sandboxAllowed(env) ? sandboxGateway() : null;
}
