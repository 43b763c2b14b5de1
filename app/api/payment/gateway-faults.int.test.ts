import type { SandboxFaults } from "@/test/integration/faulty-sandbox";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db";
import { apiRequest, bodyOf, useTestSecret } from "@/test/integration/accounts";
import {
  codBody,
  inCart,
  pendingOnlineOrder,
  place,
  product,
  sandboxPay,
  shipping,
  shopper,
  startOnline,
  stockOf,
  type Shopper,
} from "@/test/integration/checkout";
import { reconcileOnlinePayments, RECHECK_AFTER_MS } from "@/lib/payments/reconcile";
import { GET as reconcile } from "../cron/reconcile/route";
import { POST as createOrder } from "./create-order/route";
import { POST as verify } from "./verify/route";

// When Razorpay fails: the local sandbox's Razorpay side made to answer badly,
// not at all, or slowly (the only thing replaced here; PostgreSQL is real).
// The shopper gets a 502/503 they can read, and the database is left with no
// order lacking a Razorpay order and no stock held for nothing.

const faults = vi.hoisted((): SandboxFaults => ({}));
vi.mock("@/lib/payments/sandbox-api", async (importOriginal) =>
  (await import("@/test/integration/faulty-sandbox")).withSandboxFaults(await importOriginal(), faults),
);

const never = () => new Promise<never>(() => {});
// What the razorpay package throws for an HTTP error, and (a TypeError) when no answer came at all.
const razorpayServerError = () => Promise.reject({ statusCode: 500, error: { description: "Internal error" } });
const noAnswer = () => Promise.reject(new TypeError("Cannot read properties of undefined (reading 'status')"));

beforeAll(() => {
  useTestSecret();
});

afterEach(() => {
  faults.createOrder = null;
  faults.fetchPayment = null;
  faults.orderPayments = null;
  delete process.env.PAYMENT_GATEWAY_TIMEOUT_MS;
  delete process.env.CRON_SECRET;
});

async function shopperWithCart() {
  const who = await shopper();
  const bag = await product(120_000, 5);
  await inCart(who, bag.id, 1);
  return { who, bag };
}

async function expectNothingWritten(who: Shopper, productId: string) {
  expect(await prisma.order.count({ where: { userId: who.id } })).toBe(0);
  expect(await prisma.payment.count({ where: { order: { userId: who.id } } })).toBe(0);
  expect(await stockOf(productId)).toBe(5);
  expect(await prisma.cartItem.count({ where: { userId: who.id } })).toBe(1);
}

describe("POST /api/payment/create-order when Razorpay fails", () => {
  it("answers 502 with a message a shopper understands when Razorpay answers with an error", async () => {
    const { who, bag } = await shopperWithCart();
    faults.createOrder = razorpayServerError;
    const response = await startOnline(who);
    expect(response.status).toBe(502);
    expect(await bodyOf(response)).toMatchObject({
      success: false,
      code: "GATEWAY_ERROR",
      message: expect.stringMatching(/^Online payment is not available right now.*Cash on Delivery\.$/),
    });
    await expectNothingWritten(who, bag.id);
  });

  it("answers 503 with Retry-After when Razorpay cannot be reached", async () => {
    const { who, bag } = await shopperWithCart();
    faults.createOrder = noAnswer;
    const response = await startOnline(who);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect((await bodyOf(response)).code).toBe("GATEWAY_UNAVAILABLE");
    await expectNothingWritten(who, bag.id);
  });

  it("gives up on a Razorpay that does not answer after PAYMENT_GATEWAY_TIMEOUT_MS (503)", async () => {
    process.env.PAYMENT_GATEWAY_TIMEOUT_MS = "300";
    const { who, bag } = await shopperWithCart();
    faults.createOrder = never;
    // Razorpay never answers: without the timeout this call would never return (the test's own limit fails it).
    const response = await startOnline(who);
    expect(response.status).toBe(503);
    await expectNothingWritten(who, bag.id);

    // Razorpay back: the same checkout goes through.
    faults.createOrder = null;
    expect((await startOnline(who)).status).toBe(200);
    expect(await prisma.order.count({ where: { userId: who.id } })).toBe(1);
  });

  it("calls Razorpay with no transaction open: another buyer's order of the same product goes through meanwhile", async () => {
    const { who, bag } = await shopperWithCart();
    const other = await shopper();
    await inCart(other, bag.id, 1);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let gatewayCalled!: () => void;
    const called = new Promise<void>((resolve) => (gatewayCalled = resolve));
    faults.createOrder = async (real) => {
      gatewayCalled();
      await released;
      return real();
    };
    process.env.PAYMENT_GATEWAY_TIMEOUT_MS = "5000";

    let onlineAnswered = false;
    const online = startOnline(who).finally(() => (onlineAnswered = true));
    await called;
    // Inside a transaction the online order would hold this product's row lock until Razorpay answered.
    const cod = await place(other, codBody());
    expect(cod.status).toBe(201);
    expect(onlineAnswered).toBe(false);
    release();
    expect((await online).status).toBe(200);
    expect(await stockOf(bag.id)).toBe(3);
  });
});

describe("a Hindi shopper when Razorpay cannot be asked", () => {
  it("reads create-order's and verify's 503 in Hindi (?lang=hi), with the same status, code and Retry-After", async () => {
    const { who, bag } = await shopperWithCart();
    faults.createOrder = noAnswer;
    const started = await createOrder(
      apiRequest("/api/payment/create-order?lang=hi", {
        token: who.token,
        body: { amount: 100, shippingInfo: shipping },
      }),
      {},
    );
    expect(started.status).toBe(503);
    expect(started.headers.get("retry-after")).toBe("30");
    expect(await bodyOf(started)).toMatchObject({
      success: false,
      code: "GATEWAY_UNAVAILABLE",
      message: "ऑनलाइन भुगतान अभी उपलब्ध नहीं है। कृपया कुछ मिनट बाद फिर से कोशिश करें, या कैश ऑन डिलीवरी चुनें।",
    });
    await expectNothingWritten(who, bag.id);

    faults.createOrder = null;
    const { who: payer, checkout } = await pendingOnlineOrder();
    const { body } = await sandboxPay(payer, checkout.orderId, { deliverWebhook: false });
    faults.fetchPayment = noAnswer;
    const refused = await verify(apiRequest("/api/payment/verify?lang=hi", { token: payer.token, body }), {});
    expect(refused.status).toBe(503);
    expect(await bodyOf(refused)).toMatchObject({
      success: false,
      code: "GATEWAY_UNAVAILABLE",
      message:
        "हम अभी Razorpay से आपके पेमेंट की पुष्टि नहीं कर सके। अगर आपके खाते से पैसे कट गए हैं, तो कुछ ही मिनटों में आपका ऑर्डर 'भुगतान हो गया' दिखेगा: मेरे ऑर्डर देखें।",
    });
    // Razorpay back: the payment is settled here, so it leaves nothing for the reconcile job's tests below.
    faults.fetchPayment = null;
    expect((await verify(apiRequest("/api/payment/verify", { token: payer.token, body }), {})).status).toBe(200);
  });
});

describe("POST /api/payment/verify when Razorpay cannot be asked", () => {
  it("answers 503 and marks nothing paid; once Razorpay answers, the same response pays the order", async () => {
    process.env.PAYMENT_GATEWAY_TIMEOUT_MS = "300";
    const { who, checkout } = await pendingOnlineOrder();
    const { body } = await sandboxPay(who, checkout.orderId, { deliverWebhook: false });
    faults.fetchPayment = never;
    const refused = await verify(apiRequest("/api/payment/verify", { token: who.token, body }), {});
    expect(refused.status).toBe(503);
    expect((await bodyOf(refused)).message).toMatch(/could not confirm your payment/);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: checkout.order._id } })).paymentStatus).toBe("PENDING");

    faults.fetchPayment = null;
    const paid = await verify(apiRequest("/api/payment/verify", { token: who.token, body }), {});
    expect(paid.status).toBe(200);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: checkout.order._id } })).paymentStatus).toBe("PAID");
  });
});

describe("GET /api/cron/reconcile when Razorpay cannot be asked", () => {
  it("changes nothing — not even releasing an expired order that may have been paid — and settles it once Razorpay answers", async () => {
    process.env.CRON_SECRET = "cron-secret-for-tests";
    const { who, checkout, bag } = await pendingOnlineOrder();
    await sandboxPay(who, checkout.orderId, { deliverWebhook: false });
    await prisma.order.update({
      where: { id: checkout.order._id },
      data: { createdAt: new Date(Date.now() - 40 * 60_000) },
    });
    faults.orderPayments = noAnswer;
    const response = await reconcile(
      new Request("http://localhost/api/cron/reconcile", {
        headers: { authorization: "Bearer cron-secret-for-tests" },
      }),
      {},
    );
    expect(response.status).toBe(200);
    const report = (await response.json()) as { checked: number; gatewayErrors: number };
    // Earlier tests' pending orders are asked about too: every call failed, and nothing changed.
    expect(report).toMatchObject({ gatewayErrors: report.checked, settled: 0, released: 0 });
    expect(report.checked).toBeGreaterThanOrEqual(1);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: checkout.order._id } })).toMatchObject({
      paymentStatus: "PENDING",
      fulfillmentStatus: "ORDER_PLACED",
    });
    expect(await stockOf(bag.id)).toBe(4);

    faults.orderPayments = null;
    const later = new Date(Date.now() + RECHECK_AFTER_MS + 1_000);
    expect(await reconcileOnlinePayments(later)).toMatchObject({ settled: 1, released: 0, gatewayErrors: 0 });
    expect((await prisma.order.findUniqueOrThrow({ where: { id: checkout.order._id } })).paymentStatus).toBe("PAID");
  });
});
