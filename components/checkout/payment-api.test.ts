import { describe, expect, it } from "vitest";
import { createOnlineOrder, placeCodOrder, sandboxPay, verifyPayment, type Order } from "./payment-api";
import { COD_TEXT, ONLINE_TEXT } from "./payment-texts";

const order: Order = {
  lines: [
    {
      productId: "p1",
      name: "Trail Backpack",
      image: null,
      size: "",
      color: "",
      quantity: 2,
      unitPrice: 129_900,
      lineTotal: 259_800,
    },
  ],
  total: 259_800,
  quotationId: null,
};
const shipping = {
  fullName: "Priya Sharma",
  phone: "9876543210",
  address: "12 MG Road",
  city: "Bengaluru",
  country: "India",
  state: "Karnataka",
  postalCode: "560038",
};

type Call = { url: string; init: RequestInit };
function fakeFetch(answer: { status: number; body?: unknown } | "network") {
  const calls: Call[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (answer === "network") throw new TypeError("Failed to fetch");
    return new Response(answer.body === undefined ? "not json" : JSON.stringify(answer.body), {
      status: answer.status,
    });
  }) as unknown as typeof fetch;
  return { impl, calls };
}

describe("placeCodOrder", () => {
  it("sends the spec's COD payload in rupees with the Idempotency-Key", async () => {
    const { impl, calls } = fakeFetch({
      status: 201,
      body: { success: true, message: COD_TEXT.placed, orderId: "o1" },
    });
    expect(await placeCodOrder(order, shipping, "key-1", impl)).toEqual({ ok: true, orderId: "o1" });
    expect(calls[0]!.url).toBe("/api/payment/place-order");
    expect(new Headers(calls[0]!.init.headers).get("Idempotency-Key")).toBe("key-1");
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      paymentMethod: "COD",
      totalPrice: 2598,
      expectedTotal: 2598,
      shippingAddress: shipping,
      items: [{ productId: "p1", name: "Trail Backpack", price: 1299, quantity: 2 }],
    });
  });

  it("maps each failure to the spec's text (§8)", async () => {
    const network = await placeCodOrder(order, shipping, "k", fakeFetch("network").impl);
    expect(network).toMatchObject({ ok: false, message: COD_TEXT.network, keepKey: true });

    const crash = await placeCodOrder(order, shipping, "k", fakeFetch({ status: 500, body: { message: "x" } }).impl);
    expect(crash).toMatchObject({ ok: false, message: COD_TEXT.serverError, keepKey: true });

    const refused = await placeCodOrder(
      order,
      shipping,
      "k",
      fakeFetch({ status: 409, body: { success: false, message: "Only 1 left of Trail Backpack." } }).impl,
    );
    expect(refused).toMatchObject({ ok: false, message: "Only 1 left of Trail Backpack.", keepKey: false });
    expect(refused).toMatchObject({ stale: false });

    // The cart or a price changed since the page was rendered: the form loads the order again.
    const changed = { message: "Prices in your order have changed…", code: "CHECKOUT_CHANGED" };
    const cod = await placeCodOrder(order, shipping, "k", fakeFetch({ status: 409, body: changed }).impl);
    expect(cod).toMatchObject({ ok: false, message: changed.message, stale: true, keepKey: false });
    const online = await createOnlineOrder(order, shipping, "k", fakeFetch({ status: 409, body: changed }).impl);
    expect(online).toMatchObject({ ok: false, detail: changed.message, stale: true, keepKey: false });

    const silent = await placeCodOrder(order, shipping, "k", fakeFetch({ status: 200, body: { success: false } }).impl);
    expect(silent).toMatchObject({ ok: false, message: COD_TEXT.failed });
  });

  it("carries the server's field problems", async () => {
    const result = await placeCodOrder(
      order,
      shipping,
      "k",
      fakeFetch({
        status: 400,
        body: { success: false, message: "Invalid", issues: [{ path: "shippingAddress.postalCode", message: "PIN!" }] },
      }).impl,
    );
    expect(result).toMatchObject({ ok: false, fieldErrors: { postalCode: "PIN!" } });
  });
});

describe("createOnlineOrder", () => {
  const answer = {
    key: "rzp_test_x",
    amount: 259_800,
    currency: "INR",
    orderId: "order_abc",
    order: { _id: "o1" },
    sandbox: true,
    name: "Kosh & Co.",
    description: "Order #1",
    prefill: { name: "Priya", email: "p@example.in", contact: "+919876543210" },
  };

  it("sends the amount in paise and the lines, and returns what the pop-up needs", async () => {
    const { impl, calls } = fakeFetch({ status: 200, body: answer });
    const shown = { ...order, quotationId: "q1", deliveryBy: "2026-12-03" };
    expect(await createOnlineOrder(shown, shipping, "key-2", impl)).toEqual({
      ok: true,
      order: answer,
    });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      amount: 259_800,
      expectedTotal: 2598,
      expectedDeliveryBy: "2026-12-03",
      shippingInfo: shipping,
      cartItems: [{ productId: "p1", quantity: 2 }],
      quotationId: "q1",
    });
    expect(new Headers(calls[0]!.init.headers).get("Idempotency-Key")).toBe("key-2");
  });

  it("says 401 means logging in, anything else the spec's generic text", async () => {
    expect(
      await createOnlineOrder(order, shipping, "k", fakeFetch({ status: 401, body: { message: "x" } }).impl),
    ).toMatchObject({ ok: false, message: ONLINE_TEXT.loggedOut });
    expect(
      await createOnlineOrder(
        order,
        shipping,
        "k",
        fakeFetch({ status: 409, body: { message: "Cart changed." } }).impl,
      ),
    ).toMatchObject({ ok: false, message: ONLINE_TEXT.failed, detail: "Cart changed.", keepKey: false });
    expect(await createOnlineOrder(order, shipping, "k", fakeFetch("network").impl)).toMatchObject({
      ok: false,
      message: ONLINE_TEXT.failed,
      keepKey: true,
    });
  });
});

describe("verifyPayment and sandboxPay", () => {
  const payment = { razorpay_order_id: "order_abc", razorpay_payment_id: "pay_1", razorpay_signature: "sig" };

  it("verifies the three razorpay fields", async () => {
    const { impl, calls } = fakeFetch({ status: 200, body: { success: true, orderId: "o1" } });
    expect(await verifyPayment(payment, impl)).toEqual({ ok: true, orderId: "o1" });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual(payment);
    expect(await verifyPayment(payment, fakeFetch({ status: 400, body: { message: "bad" } }).impl)).toEqual({
      ok: false,
      message: ONLINE_TEXT.unconfirmed,
    });
  });

  it("shows the server's reason when Razorpay's report refused the payment, and the open outcome otherwise", async () => {
    const refunded = "This payment has been refunded to your original payment method, so the order is not paid.";
    const refused = { status: 409, body: { message: refunded, code: "PAYMENT_NOT_ACCEPTED" } };
    expect(await verifyPayment(payment, fakeFetch(refused).impl)).toEqual({ ok: false, message: refunded });
    // Another conflict, a gateway outage or no answer at all: the payment may still be confirmed later.
    for (const answer of [
      { status: 409, body: { message: "Something else.", code: "CONFLICT" } },
      { status: 502, body: { message: "Razorpay did not answer.", code: "GATEWAY_ERROR" } },
      "network" as const,
    ]) {
      expect(await verifyPayment(payment, fakeFetch(answer).impl)).toEqual({
        ok: false,
        message: ONLINE_TEXT.unconfirmed,
      });
    }
  });

  it("turns the sandbox's answer into checkout.js's success or failure", async () => {
    expect(await sandboxPay("order_abc", "success", fakeFetch({ status: 200, body: payment }).impl)).toEqual({
      ok: true,
      payment,
    });
    const error = { code: "BAD_REQUEST_ERROR", description: "Declined", reason: "payment_failed" };
    expect(await sandboxPay("order_abc", "failure", fakeFetch({ status: 200, body: { error } }).impl)).toEqual({
      ok: true,
      failure: { ...error, metadata: undefined },
    });
    expect(await sandboxPay("order_abc", "success", fakeFetch({ status: 404, body: {} }).impl)).toEqual({ ok: false });
  });
});
