import { beforeAll, describe, expect, it } from "vitest";
import { paymentGateway } from "./gateway";
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
  });
});
