import type { CheckoutLine as ServerCheckoutLine } from "@/lib/orders/checkout";
import type { ShippingInfoInput } from "@/lib/orders/shipping-info";
import { paiseToRupees } from "@/lib/money";
import type { GstInvoiceErrors, GstInvoiceInput } from "@/lib/gstin";
import { gstErrorsFromIssues } from "./gst-invoice";
import { fieldErrorsFromIssues, type FieldErrors } from "./shipping-fields";
import { ApiRequestError, requestJson } from "@/components/api/client";
import { COD_TEXT, ONLINE_TEXT } from "./payment-texts";

// The checkout's calls to /api/payment/* (orders contract), with the texts the
// shopper sees for each answer (payment-texts.ts). Every function resolves to
// an outcome instead of throwing, so the form only decides what to show.

/** What checkout is buying, as the server priced it (paise). */
export type CheckoutLine = Pick<
  ServerCheckoutLine,
  "productId" | "name" | "image" | "size" | "color" | "quantity" | "unitPrice" | "lineTotal"
>;

export type Order = {
  lines: CheckoutLine[];
  /** Paise. */
  total: number;
  quotationId: string | null;
  /** "I need a GST invoice": the business it is made out to; null for a consumer's invoice. */
  gstInvoice?: GstInvoiceInput | null;
  /** The last date of the "Delivery by" range the page shows ("YYYY-MM-DD"), if it shows one. */
  deliveryBy?: string | null;
};

export type Failure = {
  ok: false;
  status: number | null;
  /** The text for the toast. */
  message: string;
  /** The server's own words when the toast text is a fixed one. */
  detail?: string;
  fieldErrors: FieldErrors;
  /** The server's problems with the GST invoice's GSTIN or business name. */
  gstErrors?: GstInvoiceErrors;
  /** What the page shows is out of date (the cart, a price or the delivery date changed): it loads them again. */
  stale?: boolean;
  /**
   * The outcome is unknown (no answer, or a server error): a retry keeps the
   * same Idempotency-Key, so an order the server did make is not made twice.
   */
  keepKey: boolean;
};

type ErrorBody = {
  message?: unknown;
  code?: unknown;
  success?: unknown;
  issues?: Array<{ path: string; message: string }>;
};
type Answer = { status: number; body: unknown };
type Fetch = typeof fetch;

/** A POST through the shop's client, as status and body; null when no answer came (network). */
async function postJson(url: string, body: unknown, key: string | null, fetchImpl?: Fetch): Promise<Answer | null> {
  try {
    const data = await requestJson<unknown>(url, { method: "POST", body, idempotencyKey: key ?? undefined, fetchImpl });
    return { status: 200, body: data };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) return null;
    return { status: error.status, body: { message: error.message, code: error.code, issues: error.issues } };
  }
}

const messageIn = (body: unknown) => {
  const message = (body as ErrorBody | null)?.message;
  return typeof message === "string" && message.trim() ? message : undefined;
};
const issuesIn = (body: unknown) => (body as ErrorBody | null)?.issues;
/** The server's 409 code for a checkout page out of date (lib/orders/checkout.ts CHECKOUT_CHANGED). */
const isStale = (answer: Answer | null) =>
  answer?.status === 409 && (answer.body as ErrorBody | null)?.code === "CHECKOUT_CHANGED";
const isFailure = (answer: Answer) =>
  answer.status < 200 || answer.status >= 300 || (answer.body as ErrorBody | null)?.success === false;

/** POST /api/payment/place-order (spec §3 COD payload; the server prices it again and ignores our numbers). */
export async function placeCodOrder(
  order: Order,
  shippingAddress: ShippingInfoInput,
  key: string,
  fetchImpl?: Fetch,
): Promise<{ ok: true; orderId: string | null } | Failure> {
  const answer = await postJson(
    "/api/payment/place-order",
    {
      paymentMethod: "COD",
      totalPrice: paiseToRupees(order.total),
      // The total and delivery date the shopper sees: the server places the order only with them.
      expectedTotal: paiseToRupees(order.total),
      expectedDeliveryBy: order.deliveryBy ?? undefined,
      shippingAddress,
      items: order.lines.map((line) => ({
        productId: line.productId,
        name: line.name,
        price: paiseToRupees(line.unitPrice),
        quantity: line.quantity,
      })),
      quotationId: order.quotationId ?? undefined,
      gstInvoice: order.gstInvoice ?? undefined,
    },
    key,
    fetchImpl,
  );
  if (!answer) return { ok: false, status: null, message: COD_TEXT.network, fieldErrors: {}, keepKey: true };
  if (answer.status === 500)
    return { ok: false, status: 500, message: COD_TEXT.serverError, fieldErrors: {}, keepKey: true };
  if (isFailure(answer)) {
    return {
      ok: false,
      status: answer.status,
      message: messageIn(answer.body) ?? COD_TEXT.failed,
      fieldErrors: fieldErrorsFromIssues(issuesIn(answer.body)),
      gstErrors: gstErrorsFromIssues(issuesIn(answer.body)),
      stale: isStale(answer),
      keepKey: answer.status >= 500,
    };
  }
  const orderId = (answer.body as { orderId?: unknown } | null)?.orderId;
  return { ok: true, orderId: typeof orderId === "string" ? orderId : null };
}

/** POST /api/payment/create-order's answer: what checkout.js (or the sandbox) opens with. */
export type OnlineOrder = {
  key: string;
  /** Paise. */
  amount: number;
  currency: string;
  /** Razorpay's order_… id. */
  orderId: string;
  /** Our order. */
  order: { _id: string };
  sandbox: boolean;
  name: string;
  description: string;
  prefill: { name?: string; email?: string; contact?: string };
};

function isOnlineOrder(body: unknown): body is OnlineOrder {
  const value = body as Partial<OnlineOrder> | null;
  return (
    typeof value?.orderId === "string" &&
    typeof value.amount === "number" &&
    typeof value.order?._id === "string" &&
    typeof value.sandbox === "boolean"
  );
}

/** POST /api/payment/create-order: amount in paise (spec §7); the server uses its own total. */
export async function createOnlineOrder(
  order: Order,
  shippingInfo: ShippingInfoInput,
  key: string,
  fetchImpl?: Fetch,
): Promise<{ ok: true; order: OnlineOrder } | Failure> {
  const answer = await postJson(
    "/api/payment/create-order",
    {
      amount: order.total,
      expectedTotal: paiseToRupees(order.total),
      expectedDeliveryBy: order.deliveryBy ?? undefined,
      shippingInfo,
      cartItems: order.lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
      quotationId: order.quotationId ?? undefined,
      gstInvoice: order.gstInvoice ?? undefined,
    },
    key,
    fetchImpl,
  );
  if (answer && !isFailure(answer) && isOnlineOrder(answer.body)) return { ok: true, order: answer.body };
  const status = answer?.status ?? null;
  return {
    ok: false,
    status,
    message: status === 401 ? ONLINE_TEXT.loggedOut : ONLINE_TEXT.failed,
    // The server's reason (cart changed, out of stock, online payment off) is worth reading; a crash's is not.
    detail: status !== null && status !== 401 && status !== 500 ? messageIn(answer?.body) : undefined,
    fieldErrors: fieldErrorsFromIssues(issuesIn(answer?.body)),
    gstErrors: gstErrorsFromIssues(issuesIn(answer?.body)),
    stale: isStale(answer),
    keepKey: status === null || status >= 500,
  };
}

/** What checkout.js gives its `handler` after a successful payment. */
export type PaymentSuccess = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};

/** The code of verify's 409 when Razorpay reports a payment that does not pay for the order. */
const PAYMENT_NOT_ACCEPTED = "PAYMENT_NOT_ACCEPTED";

/** POST /api/payment/verify: the server checks the signature and marks the order paid. */
export async function verifyPayment(
  payment: PaymentSuccess,
  fetchImpl?: Fetch,
): Promise<{ ok: true; orderId: string | null } | { ok: false; message: string }> {
  const answer = await postJson(
    "/api/payment/verify",
    {
      razorpay_order_id: payment.razorpay_order_id,
      razorpay_payment_id: payment.razorpay_payment_id,
      razorpay_signature: payment.razorpay_signature,
    },
    null,
    fetchImpl,
  );
  if (!answer || isFailure(answer)) {
    // Razorpay's own report refused this payment (failed, refunded, another order's): the server
    // says why, in the page's language. Any other failure leaves the outcome open: the webhook or
    // the reconcile job may still mark the order paid.
    const refused = answer?.status === 409 && (answer.body as ErrorBody | null)?.code === PAYMENT_NOT_ACCEPTED;
    return { ok: false, message: (refused && messageIn(answer.body)) || ONLINE_TEXT.unconfirmed };
  }
  const orderId = (answer.body as { orderId?: unknown } | null)?.orderId;
  return { ok: true, orderId: typeof orderId === "string" ? orderId : null };
}

/** What checkout.js passes to `payment.failed` (as `response.error`). */
export type PaymentFailure = {
  code: string;
  description: string;
  reason?: string;
  metadata?: { order_id?: string; payment_id?: string };
};

/**
 * POST /api/payment/sandbox/pay: the local stand-in for Razorpay's pop-up
 * (only when the shop runs without Razorpay keys). Succeeding gives what
 * checkout.js's handler gets; failing gives what its `payment.failed` gets.
 */
export async function sandboxPay(
  orderId: string,
  outcome: "success" | "failure",
  fetchImpl?: Fetch,
): Promise<{ ok: true; payment: PaymentSuccess } | { ok: true; failure: PaymentFailure } | { ok: false }> {
  const answer = await postJson("/api/payment/sandbox/pay", { orderId, outcome }, null, fetchImpl);
  if (!answer || answer.status < 200 || answer.status >= 300) return { ok: false };
  const body = answer.body as Partial<PaymentSuccess> & { error?: Partial<PaymentFailure> };
  if (body?.error && typeof body.error.code === "string") {
    return {
      ok: true,
      failure: {
        code: body.error.code,
        description: typeof body.error.description === "string" ? body.error.description : "",
        reason: body.error.reason,
        metadata: body.error.metadata,
      },
    };
  }
  if (
    typeof body?.razorpay_order_id === "string" &&
    typeof body.razorpay_payment_id === "string" &&
    typeof body.razorpay_signature === "string"
  ) {
    return {
      ok: true,
      payment: {
        razorpay_order_id: body.razorpay_order_id,
        razorpay_payment_id: body.razorpay_payment_id,
        razorpay_signature: body.razorpay_signature,
      },
    };
  }
  return { ok: false };
}
