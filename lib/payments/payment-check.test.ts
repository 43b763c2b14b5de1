import { describe, expect, it } from "vitest";
import type { GatewayPayment } from "./gateway";
import { PAYMENT_TEXT, paymentProblem, type ReportedPayment } from "./payment-check";

// What a shopper is told about each payment Razorpay can report for their order.

const charge = { providerOrderId: "order_A1", amount: 120_000 };
const reported = (fields: Partial<ReportedPayment> = {}): ReportedPayment => ({
  id: "pay_A1",
  orderId: "order_A1",
  amount: 120_000,
  currency: "INR",
  status: "captured",
  ...fields,
});

describe("paymentProblem", () => {
  it("accepts only a captured payment of the order, of its amount, in INR", () => {
    expect(paymentProblem(reported(), charge)).toBeNull();
  });

  it("says for each of Razorpay's payment statuses what became of the payment", () => {
    const told: Record<GatewayPayment["status"], string | null> = {
      created: PAYMENT_TEXT.notCompleted,
      authorized: PAYMENT_TEXT.notCompleted,
      captured: null,
      refunded: PAYMENT_TEXT.refunded,
      failed: PAYMENT_TEXT.failed,
    };
    for (const [status, text] of Object.entries(told))
      expect(paymentProblem(reported({ status }), charge), status).toBe(text);
  });

  it("tells a refunded payment's shopper it was refunded, not that it is still to be completed", () => {
    expect(paymentProblem(reported({ status: "refunded" }), charge)).toBe(
      "This payment has been refunded to your original payment method, so the order is not paid. If you have questions, please contact support.",
    );
  });

  it("names another order, another currency or another amount before a status that is merely not captured", () => {
    expect(paymentProblem(reported({ orderId: "order_B2", status: "failed" }), charge)).toBe(PAYMENT_TEXT.otherOrder);
    expect(paymentProblem(reported({ currency: "USD" }), charge)).toBe(PAYMENT_TEXT.notInr);
    expect(paymentProblem(reported({ currency: null, status: null }), charge)).toBe(PAYMENT_TEXT.notInr);
    expect(paymentProblem(reported({ amount: 100, status: "authorized" }), charge)).toBe(PAYMENT_TEXT.wrongAmount);
    // Refunded or failed, the money is not the shop's whatever its amount: that is what the shopper needs to know.
    expect(paymentProblem(reported({ amount: 100, status: "refunded" }), charge)).toBe(PAYMENT_TEXT.refunded);
    expect(paymentProblem(reported({ currency: "USD", status: "failed" }), charge)).toBe(PAYMENT_TEXT.failed);
  });
});
