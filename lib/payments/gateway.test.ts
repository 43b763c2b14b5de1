import { beforeAll, describe, expect, it } from "vitest";
import { GatewayError, guarded, paymentGateway, type RazorpayApi } from "./gateway";
import { paymentSignature, signatureMatches, webhookSignature } from "./signatures";

// Which payment provider answers, and Razorpay's signatures.

const keys = {
  RAZORPAY_KEY_ID: "rzp_test_abc123",
  RAZORPAY_KEY_SECRET: "key-secret",
  RAZORPAY_WEBHOOK_SECRET: "webhook-secret",
};

beforeAll(() => {
  process.env.NEXTAUTH_SECRET ??= "x".repeat(40);
});

describe("paymentGateway", () => {
  it("uses real Razorpay whenever its three keys are set, even in development", () => {
    const gateway = paymentGateway({ NODE_ENV: "development", ...keys });
    expect(gateway).toMatchObject({ mode: "razorpay", keyId: "rzp_test_abc123", keySecret: "key-secret" });
    expect(paymentGateway({ NODE_ENV: "production", RAZORPAY_SANDBOX: "1", ...keys })?.mode).toBe("razorpay");
  });

  it("stands in with the local sandbox in development and tests", () => {
    const gateway = paymentGateway({ NODE_ENV: "test" });
    expect(gateway?.mode).toBe("sandbox");
    // Its secrets are derived from the session secret, not fixed in the source.
    expect(gateway?.keySecret).toMatch(/^[0-9a-f]{64}$/);
  });

  it("takes no online payments in production without keys, unless the sandbox is asked for twice", () => {
    expect(paymentGateway({ NODE_ENV: "production" })).toBeNull();
    expect(paymentGateway({ NODE_ENV: "production", RAZORPAY_SANDBOX: "1" })).toBeNull();
    const demo = { RAZORPAY_SANDBOX: "1", RAZORPAY_SANDBOX_FAKE_PAYMENTS_IN_PRODUCTION: "yes" };
    expect(paymentGateway({ NODE_ENV: "production", ...demo })?.mode).toBe("sandbox");
  });

  it("refuses half a Razorpay configuration instead of falling back to the sandbox", () => {
    expect(paymentGateway({ NODE_ENV: "development", RAZORPAY_KEY_ID: "rzp_test_abc123" })).toBeNull();
  });
});

describe("Razorpay signatures", () => {
  // Expected values computed independently: printf 'order_1|pay_1' | openssl dgst -sha256 -hmac secret
  it("signs a checkout response as HMAC-SHA256 of order_id|payment_id", () => {
    expect(paymentSignature("secret", "order_1", "pay_1")).toBe(
      "52115a0d3400de9e86aade1f1b6eba9e8974604f4e267a9e9a16633a4c8dd2cb",
    );
  });

  it("signs a webhook as HMAC-SHA256 of the raw body", () => {
    expect(webhookSignature("whsec", '{"a":1}')).toBe(
      "19373ef0e8c66f206e49d251e4402291615bbce6ef00922e94a47a213fb76ee1",
    );
  });

  it("compares signatures exactly and rejects malformed ones", () => {
    const good = paymentSignature("secret", "order_1", "pay_1");
    expect(signatureMatches(good, good)).toBe(true);
    expect(signatureMatches(good, good.toUpperCase())).toBe(true); // hex is case-insensitive
    expect(signatureMatches(good, good.slice(0, 62))).toBe(false);
    const lastDigitChanged = good.slice(0, 63) + (good.endsWith("0") ? "1" : "0");
    expect(signatureMatches(good, lastDigitChanged)).toBe(false);
    expect(signatureMatches(good, "not hex at all")).toBe(false);
    expect(signatureMatches(good, "")).toBe(false);
    // Buffer.from(hex) drops a trailing odd digit; the extra digit must still fail the match.
    expect(signatureMatches(good, good + "0")).toBe(false);
    expect(signatureMatches(good, good + "f")).toBe(false);
  });
});

describe("guarded gateway calls", () => {
  const payment = { id: "pay_1", orderId: "order_1", amount: 100, currency: "INR", status: "captured" as const };
  const api = (fetchPayment: RazorpayApi["fetchPayment"]): RazorpayApi => ({
    createOrder: async () => ({ id: "order_1", amount: 100, currency: "INR" }),
    fetchPayment,
    capturePayment: async () => ({ ...payment, errorDescription: null }),
    orderPayments: async () => [],
    createRefund: async () => ({
      id: "rfnd_1",
      paymentId: "pay_1",
      amount: 100,
      currency: "INR",
      status: "processed",
      receipt: null,
    }),
    paymentRefunds: async () => [],
  });
  const kindOf = (error: unknown) => (error instanceof GatewayError ? error.kind : error);

  it("passes answers through", async () => {
    const gateway = guarded(
      api(async () => ({ ...payment, errorDescription: null })),
      1_000,
    );
    expect(await gateway.fetchPayment("pay_1")).toMatchObject(payment);
  });

  it("tells an unreachable provider (503) from one that answered badly (502) or refused (4xx)", async () => {
    // The razorpay package throws { statusCode, error } for an HTTP error and a TypeError when no answer came.
    const failing = (thrown: unknown) =>
      guarded(
        api(() => Promise.reject(thrown)),
        1_000,
      ).fetchPayment("pay_1");
    expect(kindOf(await failing({ statusCode: 400, error: { description: "bad id" } }).catch((e) => e))).toBe(
      "refused",
    );
    expect(kindOf(await failing({ statusCode: 502, error: {} }).catch((e) => e))).toBe("bad-answer");
    expect(kindOf(await failing(new TypeError("Cannot read properties of undefined")).catch((e) => e))).toBe(
      "unreachable",
    );
  });

  it("gives up after the timeout instead of waiting for an answer that may never come", async () => {
    const hanging = guarded(
      api(() => new Promise(() => {})),
      20,
    );
    expect(kindOf(await hanging.fetchPayment("pay_1").catch((e) => e))).toBe("timeout");
  });
});
