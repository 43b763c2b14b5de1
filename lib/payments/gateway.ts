import "server-only";
import Razorpay from "razorpay";
import { z } from "zod";
import { DomainError, unavailable, upstreamFailed } from "@/lib/errors";
import { sessionSecret } from "@/lib/auth/config";
import { paymentGatewayTimeoutMs } from "@/lib/config/numeric-settings.mjs";
import { paymentSandboxAllowed } from "@/lib/config/runtime-env.mjs";
import { GatewayError } from "./gateway-error";
import { sandboxRazorpayApi } from "./sandbox-api";
import { hmacHex } from "./signatures";
import { log } from "@/lib/observability/log.mjs";

// Which payment provider answers: real Razorpay when its keys are set, else a
// local sandbox (development, tests, CI and the `npm start` demo) that stands
// in for the Orders and Payments APIs and signs like Razorpay does. In
// production without keys there is no online payment at all unless both
// RAZORPAY_SANDBOX=1 and RAZORPAY_SANDBOX_FAKE_PAYMENTS_IN_PRODUCTION=yes are
// set (a demo), so a forgotten configuration can never take fake payments as
// real ones; with real keys the sandbox is off whatever else is set
// (runtime-env refuses the combination at start-up too).
//
// Every call to the provider goes through guarded(): a timeout, and one error
// type (GatewayError) saying whether it was unreachable or answered badly.
// Callers never hold a database transaction open across one of these calls.

export { GatewayError };

export type GatewayOrder = { id: string; amount: number; currency: "INR" };

/** A payment as Razorpay reports it (its own statuses). */
export type GatewayPayment = {
  /** pay_… */
  id: string;
  /** The Razorpay order it was made for. */
  orderId: string | null;
  /** Paise. */
  amount: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  errorDescription: string | null;
};

/** A refund as Razorpay reports it (Refunds API; its own statuses). */
export type GatewayRefund = {
  /** rfnd_… */
  id: string;
  /** The payment it gives money back for. */
  paymentId: string;
  /** Paise. */
  amount: number;
  currency: string;
  status: "pending" | "processed" | "failed";
  /** Ours: the shop's Refund id, so a request whose answer was lost can be found again. */
  receipt: string | null;
};

/** What the shop asks Razorpay (or the sandbox standing in for it). */
export type RazorpayApi = {
  createOrder(input: { amount: number; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
  /** The payment, or null when the provider has no such payment. */
  fetchPayment(paymentId: string): Promise<GatewayPayment | null>;
  /** Captures an authorized payment for exactly `amount` paise in INR. */
  capturePayment(paymentId: string, amount: number): Promise<GatewayPayment>;
  /** Every payment attempted against a Razorpay order. */
  orderPayments(orderId: string): Promise<GatewayPayment[]>;
  /** Refunds `amount` paise of a captured payment to its original method (Razorpay refuses more than was paid). */
  createRefund(
    paymentId: string,
    input: { amount: number; receipt: string; notes: Record<string, string> },
  ): Promise<GatewayRefund>;
  /** Every refund of a payment. */
  paymentRefunds(paymentId: string): Promise<GatewayRefund[]>;
};

export type PaymentGateway = RazorpayApi & {
  mode: "razorpay" | "sandbox";
  /** Public key id for checkout.js. */
  keyId: string;
  /** Signs checkout responses (order|payment). */
  keySecret: string;
  /** Signs webhook bodies. */
  webhookSecret: string;
};

/** PAYMENT_GATEWAY_TIMEOUT_MS (default 10 s); a malformed one stops start-up (lib/config/numeric-settings.mjs). */
export function gatewayTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  return paymentGatewayTimeoutMs(env);
}

/**
 * Gives up on a call after `ms`. The razorpay package takes no abort signal,
 * so a late answer is dropped: the caller has already treated the call as
 * failed, and every call is safe to have happened unseen (an order nobody was
 * given the id of cannot be paid; a capture shows up in the webhook or the
 * reconcile job).
 */
function withTimeout<T>(what: string, call: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new GatewayError("timeout", `${what}: no answer within ${ms} ms`)), ms);
  });
  call.catch(() => undefined); // a late failure must not become an unhandled rejection
  return Promise.race([call, timeout]).finally(() => clearTimeout(timer));
}

function asGatewayError(what: string, error: unknown): GatewayError {
  if (error instanceof GatewayError) return error;
  // The razorpay package throws { statusCode, error: { code, description } } for an HTTP error,
  // and a TypeError (it reads error.response.status) when there was no HTTP answer at all.
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  const description = (error as { error?: { description?: unknown } } | null)?.error?.description;
  if (typeof status === "number") {
    const detail = `${what}: HTTP ${status}${typeof description === "string" ? ` ${description}` : ""}`;
    return new GatewayError(status >= 400 && status < 500 ? "refused" : "bad-answer", detail);
  }
  return new GatewayError("unreachable", `${what}: ${error instanceof Error ? error.message : String(error)}`);
}

/** Wraps every method of an API with the timeout and the one error type. */
export function guarded(api: RazorpayApi, timeoutMs: number): RazorpayApi {
  const guard =
    <A extends unknown[], R>(what: string, call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await withTimeout(what, call(...args), timeoutMs);
      } catch (error) {
        throw asGatewayError(what, error);
      }
    };
  return {
    createOrder: guard("orders.create", api.createOrder.bind(api)),
    fetchPayment: guard("payments.fetch", api.fetchPayment.bind(api)),
    capturePayment: guard("payments.capture", api.capturePayment.bind(api)),
    orderPayments: guard("orders.fetchPayments", api.orderPayments.bind(api)),
    createRefund: guard("payments.refund", api.createRefund.bind(api)),
    paymentRefunds: guard("payments.fetchMultipleRefund", api.paymentRefunds.bind(api)),
  };
}

const razorpayOrderSchema = z.object({ id: z.string().min(1), amount: z.coerce.number().int() });
const razorpayPaymentSchema = z.object({
  id: z.string().min(1),
  order_id: z.string().nullish(),
  amount: z.coerce.number().int(),
  currency: z.string(),
  status: z.enum(["created", "authorized", "captured", "refunded", "failed"]),
  error_description: z.string().nullish(),
});
const razorpayCollectionSchema = z.object({ items: z.array(razorpayPaymentSchema) });
const razorpayRefundSchema = z.object({
  id: z.string().min(1),
  payment_id: z.string().min(1),
  amount: z.coerce.number().int(),
  currency: z.string(),
  status: z.enum(["pending", "processed", "failed"]),
  receipt: z.string().nullish(),
});
const razorpayRefundCollectionSchema = z.object({ items: z.array(razorpayRefundSchema) });

function parsed<S extends z.ZodType>(what: string, schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new GatewayError("bad-answer", `${what}: unexpected answer`);
  return result.data;
}

const toPayment = (p: z.infer<typeof razorpayPaymentSchema>): GatewayPayment => ({
  id: p.id,
  orderId: p.order_id ?? null,
  amount: p.amount,
  currency: p.currency,
  status: p.status,
  errorDescription: p.error_description ?? null,
});

const toRefund = (r: z.infer<typeof razorpayRefundSchema>): GatewayRefund => ({
  id: r.id,
  paymentId: r.payment_id,
  amount: r.amount,
  currency: r.currency,
  status: r.status,
  receipt: r.receipt ?? null,
});

/** Most refunds one payment can have here: one, and a few retries of a failed one. */
const REFUNDS_PAGE = 100;

function razorpayApi(keyId: string, keySecret: string): RazorpayApi {
  const client = new Razorpay({ key_id: keyId, key_secret: keySecret });
  return {
    async createOrder({ amount, receipt, notes }) {
      const order = parsed(
        "orders.create",
        razorpayOrderSchema,
        await client.orders.create({ amount, currency: "INR", receipt, notes }),
      );
      return { id: order.id, amount: order.amount, currency: "INR" };
    },
    async fetchPayment(paymentId) {
      try {
        return toPayment(parsed("payments.fetch", razorpayPaymentSchema, await client.payments.fetch(paymentId)));
      } catch (error) {
        // Razorpay answers an unknown id with 400 BAD_REQUEST_ERROR "The id provided does not exist".
        if (asGatewayError("payments.fetch", error).kind === "refused") return null;
        throw error;
      }
    },
    async capturePayment(paymentId, amount) {
      return toPayment(
        parsed("payments.capture", razorpayPaymentSchema, await client.payments.capture(paymentId, amount, "INR")),
      );
    },
    async orderPayments(orderId) {
      const list = parsed("orders.fetchPayments", razorpayCollectionSchema, await client.orders.fetchPayments(orderId));
      return list.items.map(toPayment);
    },
    async createRefund(paymentId, { amount, receipt, notes }) {
      return toRefund(
        parsed(
          "payments.refund",
          razorpayRefundSchema,
          await client.payments.refund(paymentId, { amount, receipt, notes, speed: "normal" }),
        ),
      );
    },
    async paymentRefunds(paymentId) {
      const list = parsed(
        "payments.fetchMultipleRefund",
        razorpayRefundCollectionSchema,
        await client.payments.fetchMultipleRefund(paymentId, { count: REFUNDS_PAGE }),
      );
      return list.items.map(toRefund);
    },
  };
}

function razorpayGateway(
  keyId: string,
  keySecret: string,
  webhookSecret: string,
  env: NodeJS.ProcessEnv,
): PaymentGateway {
  return {
    mode: "razorpay",
    keyId,
    keySecret,
    webhookSecret,
    ...guarded(razorpayApi(keyId, keySecret), gatewayTimeoutMs(env)),
  };
}

function sandboxGateway(env: NodeJS.ProcessEnv): PaymentGateway {
  // Derived from the session secret, so a sandbox signature cannot be forged
  // by someone who only has the source code.
  const secret = sessionSecret();
  return {
    mode: "sandbox",
    keyId: "rzp_test_sandbox",
    keySecret: hmacHex(secret, "razorpay-sandbox-key"),
    webhookSecret: hmacHex(secret, "razorpay-sandbox-webhook"),
    ...guarded(sandboxRazorpayApi(), gatewayTimeoutMs(env)),
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
  if (keyId && keySecret && webhookSecret) return razorpayGateway(keyId, keySecret, webhookSecret, env);
  if (keyId || keySecret || webhookSecret) return null; // half a configuration: refuse rather than guess
  return sandboxAllowed(env) ? sandboxGateway(env) : null;
}

/** The words a shopper reads when the provider could not be used; 503 when it did not answer, 502 when it answered badly. */
export function gatewayFailure(error: GatewayError, shopperMessage: string): DomainError {
  log.error(`[payments] gateway ${error.kind}: ${error.message}`);
  return error.kind === "unreachable" || error.kind === "timeout"
    ? unavailable(shopperMessage, "GATEWAY_UNAVAILABLE", 30)
    : upstreamFailed(shopperMessage, "GATEWAY_ERROR");
}
