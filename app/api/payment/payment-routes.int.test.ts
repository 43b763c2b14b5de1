import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sentMails } from "@/test/integration/outbox";
import { prisma } from "@/lib/db";
import { deliveryPromise } from "@/lib/delivery/estimate";
import { expireAbandonedOnlineOrders, ONLINE_PAYMENT_WINDOW_MS } from "@/lib/orders/place-order";
import { MISSING_SHIPPING_INFO_MESSAGE } from "@/lib/orders/shipping-info";
import { PAYMENT_TEXT } from "@/lib/payments/payment-check";
import { paymentSignature } from "@/lib/payments/signatures";
import { apiRequest, bodyOf, useTestSecret, withId } from "@/test/integration/accounts";
import { clockFrom } from "@/test/integration/clock";
import {
  capturedPayload as captured,
  codBody,
  gateway,
  inCart,
  pendingOnlineOrder,
  place,
  product,
  sandboxPay as payInSandbox,
  shipping,
  shopper,
  signedWebhook,
  startOnline,
  stockOf,
  type Json,
  type Shopper,
} from "@/test/integration/checkout";
import { GET as getOrder } from "../orders/[id]/route";
import { GET as track } from "../track/route";
import { GET as getOrders } from "./get-orders/route";
import { POST as placeOrder } from "./place-order/route";
import { POST as sandboxPay } from "./sandbox/pay/route";
import { POST as verify } from "./verify/route";
import { POST as webhook } from "./webhook/route";

// Checkout and payments through their route handlers, against a real
// PostgreSQL: totals from the database, stock that cannot be oversold, one
// order per attempt however often it is sent, Razorpay signatures checked
// for real (with the local sandbox's secrets), and an order paid only for a
// payment the sandbox's Razorpay side reports captured, for its amount, in INR.

beforeAll(async () => {
  // Midday in India, two hours before the dispatch cut-off (14:00) and far from midnight: a delivery
  // promise the test reads is the one the order got a moment before or after (they differed by a day
  // when the cut-off or midnight passed between the two).
  clockFrom();
  useTestSecret();
});

afterAll(() => {
  vi.useRealTimers();
});

describe("POST /api/payment/place-order (cash on delivery)", () => {
  it("needs a logged-in shopper", async () => {
    const response = await placeOrder(apiRequest("/api/payment/place-order", { body: codBody() }), {});
    expect(response.status).toBe(401);
    expect(await bodyOf(response)).toMatchObject({ success: false });
  });

  it("refuses missing shipping fields with the spec's message and a bad phone or PIN with a clear one", async () => {
    const who = await shopper();
    const bag = await product(50_000, 5);
    await inCart(who, bag.id, 1);
    const missing = await place(who, { ...codBody(), shippingAddress: { ...shipping, state: "  " } });
    expect(missing.status).toBe(400);
    expect(await bodyOf(missing)).toMatchObject({ success: false, message: MISSING_SHIPPING_INFO_MESSAGE });
    const badPhone = await place(who, { ...codBody(), shippingAddress: { ...shipping, phone: "12345" } });
    expect((await bodyOf(badPhone)).message).toMatch(/valid 10-digit Indian mobile/);
    const badPin = await place(who, { ...codBody(), shippingAddress: { ...shipping, postalCode: "012345" } });
    expect((await bodyOf(badPin)).message).toMatch(/6-digit PIN/);
    const abroad = await place(who, { ...codBody(), shippingAddress: { ...shipping, country: "Nepal" } });
    expect((await bodyOf(abroad)).message).toMatch(/within India only/);
    expect(await prisma.order.count({ where: { userId: who.id } })).toBe(0);
    expect(await stockOf(bag.id)).toBe(5);
  });

  it("ignores the client's prices and totals, takes stock, empties the cart and mails a confirmation", async () => {
    const who = await shopper();
    const bag = await product(45_000, 5);
    const mug = await product(20_000, 5);
    await inCart(who, bag.id, 2);
    await inCart(who, mug.id, 1);
    const response = await place(
      who,
      codBody([
        { productId: bag.id, quantity: 2, price: 1 },
        { productId: mug.id, quantity: 1, price: 1 },
      ]),
    );
    expect(response.status).toBe(201);
    const body = (await bodyOf(response)) as Json;
    expect(body).toMatchObject({ success: true, message: "Order placed successfully! You'll pay cash on delivery." });

    const order = await prisma.order.findUniqueOrThrow({
      where: { id: body.orderId },
      include: { items: true, payments: true },
    });
    expect(order).toMatchObject({
      subtotal: 110_000,
      shippingFee: 0,
      total: 110_000,
      paymentMethod: "COD",
      paymentStatus: "PENDING",
    });
    expect(order.shipPhone).toBe("+919876543210");
    expect(order.items.map((item) => item.unitPrice).sort()).toEqual([20_000, 45_000]);
    expect(order.payments).toMatchObject([{ provider: "COD", amount: 110_000, status: "PENDING" }]);
    expect(await stockOf(bag.id)).toBe(3);
    expect(await stockOf(mug.id)).toBe(4);
    expect(await prisma.cartItem.count({ where: { userId: who.id } })).toBe(0);
    expect(await prisma.fulfillmentEvent.count({ where: { orderId: order.id, status: "ORDER_PLACED" } })).toBe(1);

    const mail = (await sentMails()).find((m) => m.to === who.email);
    expect(mail?.subject).toContain(`#${order.number}`);
    expect(mail?.text).toContain("₹1,100");
  });

  it("charges the ₹49 shipping fee below ₹999", async () => {
    const who = await shopper();
    const mug = await product(30_000, 5);
    await inCart(who, mug.id, 1);
    const body = (await bodyOf(await place(who, codBody()))) as Json;
    const order = await prisma.order.findUniqueOrThrow({ where: { id: body.orderId } });
    expect(order).toMatchObject({ subtotal: 30_000, shippingFee: 4_900, total: 34_900 });
  });

  it("refuses an order for a cart that changed since checkout opened", async () => {
    const who = await shopper();
    const bag = await product(45_000, 5);
    await inCart(who, bag.id, 2);
    const response = await place(who, codBody([{ productId: bag.id, quantity: 1 }]));
    expect(response.status).toBe(409);
    expect(await bodyOf(response)).toMatchObject({ code: "CHECKOUT_CHANGED" });
    expect(await prisma.order.count({ where: { userId: who.id } })).toBe(0);
  });

  it("places no order at a total the shopper was not shown: a price changed while checkout was open is a 409", async () => {
    const who = await shopper();
    const tote = await product(69_900, 5);
    await inCart(who, tote.id, 1);
    const seen = { ...codBody([{ productId: tote.id, quantity: 1 }]), expectedTotal: 748 }; // ₹699 + ₹49 delivery
    await prisma.product.update({ where: { id: tote.id }, data: { price: 89_900 } }); // the admin's new price

    const cod = await place(who, seen);
    expect(cod.status).toBe(409);
    expect(await bodyOf(cod)).toMatchObject({
      code: "CHECKOUT_CHANGED",
      message:
        "Prices in your order have changed since you opened checkout. Please review the new total and try again.",
    });
    const online = await startOnline(who, { amount: 74_800, expectedTotal: 748, shippingInfo: shipping });
    expect(online.status).toBe(409);
    expect(await bodyOf(online)).toMatchObject({ code: "CHECKOUT_CHANGED" });
    const hindi = await placeOrder(
      apiRequest("/api/payment/place-order?lang=hi", { token: who.token, body: seen }),
      {},
    );
    expect((await bodyOf(hindi)).message).toBe(
      "चेकआउट खोलने के बाद आपके ऑर्डर की कीमतें बदल गई हैं। कृपया नई कुल रकम देखें और फिर से कोशिश करें।",
    );
    expect(await prisma.order.count({ where: { userId: who.id } })).toBe(0);
    expect(await stockOf(tote.id)).toBe(5);

    // Checkout loaded again shows ₹948 (₹899 + ₹49): at that total the order goes through.
    const placed = await place(who, { ...seen, expectedTotal: 948 });
    expect(placed.status).toBe(201);
    const order = await prisma.order.findUniqueOrThrow({ where: { id: ((await bodyOf(placed)) as Json).orderId } });
    expect(order).toMatchObject({ subtotal: 89_900, shippingFee: 4_900, total: 94_800 });
  });

  /** A calendar date ("YYYY-MM-DD") as a @db.Date column holds it. */
  const calendarDateOf = (date: Date) => date.toISOString().slice(0, 10);

  it("places no order promising a later delivery date than the checkout page showed (the dispatch cut-off passed)", async () => {
    const who = await shopper();
    const tote = await product(69_900, 5);
    await inCart(who, tote.id, 1);
    const promised = deliveryPromise(shipping);
    // A page opened before the day's cut-off showed a range ending a day earlier than an order placed now gets.
    const shownBefore = new Date(`${promised.to}T00:00:00Z`);
    shownBefore.setUTCDate(shownBefore.getUTCDate() - 1);
    const seen = { ...codBody([{ productId: tote.id, quantity: 1 }]), expectedDeliveryBy: calendarDateOf(shownBefore) };

    const cod = await place(who, seen);
    expect(cod.status).toBe(409);
    expect(await bodyOf(cod)).toMatchObject({
      code: "CHECKOUT_CHANGED",
      message:
        "The delivery date for your order has changed since you opened checkout. Please review it and try again.",
    });
    const online = await startOnline(who, { shippingInfo: shipping, expectedDeliveryBy: seen.expectedDeliveryBy });
    expect(online.status).toBe(409);
    expect(await bodyOf(online)).toMatchObject({ code: "CHECKOUT_CHANGED" });
    const hindi = await placeOrder(
      apiRequest("/api/payment/place-order?lang=hi", { token: who.token, body: seen }),
      {},
    );
    expect((await bodyOf(hindi)).message).toBe(
      "चेकआउट खोलने के बाद आपके ऑर्डर की डिलीवरी की तारीख बदल गई है। कृपया नई तारीख देखें और फिर से कोशिश करें।",
    );
    expect(await prisma.order.count({ where: { userId: who.id } })).toBe(0);
    expect(await stockOf(tote.id)).toBe(5);
    const malformed = await place(who, { ...seen, expectedDeliveryBy: "next Tuesday" });
    expect(malformed.status).toBe(400);

    // The page loaded again shows the new date: with it the order is placed, and keeps that promise.
    const placed = await place(who, { ...seen, expectedDeliveryBy: promised.to });
    expect(placed.status).toBe(201);
    const order = await prisma.order.findUniqueOrThrow({ where: { id: ((await bodyOf(placed)) as Json).orderId } });
    expect(calendarDateOf(order.deliveryTo!)).toBe(promised.to);
  });

  it("sends no size or colour the shop stopped offering after it went into the cart, and says which", async () => {
    const who = await shopper();
    const bag = await product(150_000, 5);
    await prisma.product.update({ where: { id: bag.id }, data: { colors: ["Black", "Olive"], sizes: ["Large"] } });
    await prisma.cartItem.create({
      data: { userId: who.id, productId: bag.id, quantity: 1, color: "Olive", size: "Large" },
    });
    await prisma.product.update({ where: { id: bag.id }, data: { colors: ["Black"] } });

    const refused = await place(who, codBody());
    expect(refused.status).toBe(409);
    expect((await bodyOf(refused)).message).toBe(
      `${bag.name} is no longer available in Olive. Please remove it from your cart.`,
    );
    const hindi = await placeOrder(
      apiRequest("/api/payment/place-order?lang=hi", { token: who.token, body: codBody() }),
      {},
    );
    expect((await bodyOf(hindi)).message).toBe(`${bag.name} अब Olive में उपलब्ध नहीं है। कृपया इसे अपने कार्ट से हटा दें।`);
    await prisma.product.update({ where: { id: bag.id }, data: { colors: ["Black", "Olive"], sizes: [] } });
    expect((await bodyOf(await place(who, codBody()))).message).toContain("no longer available in Large");
    expect(await prisma.order.count({ where: { userId: who.id } })).toBe(0);
    expect(await stockOf(bag.id)).toBe(5);

    await prisma.product.update({ where: { id: bag.id }, data: { sizes: ["Large"] } });
    expect((await place(who, codBody())).status).toBe(201);
  });

  it("sends no line without the size or colour its product needs (one added before the choice was asked)", async () => {
    const who = await shopper();
    const bag = await product(150_000, 5);
    await prisma.product.update({ where: { id: bag.id }, data: { colors: ["Black", "Olive"] } });
    const line = await prisma.cartItem.create({ data: { userId: who.id, productId: bag.id, quantity: 1 } });

    const refused = await place(who, codBody());
    expect(refused.status).toBe(409);
    expect((await bodyOf(refused)).message).toBe(
      `${bag.name} has no size or colour chosen. Please remove it from your cart and add it again from its page.`,
    );
    expect(await prisma.order.count({ where: { userId: who.id } })).toBe(0);
    expect(await stockOf(bag.id)).toBe(5);

    await prisma.cartItem.update({ where: { id: line.id }, data: { color: "Olive" } });
    const placed = await place(who, codBody());
    expect(placed.status).toBe(201);
    const order = await prisma.order.findUniqueOrThrow({
      where: { id: ((await bodyOf(placed)) as Json).orderId },
      select: { items: { select: { size: true, color: true } } },
    });
    expect(order.items).toEqual([{ size: "", color: "Olive" }]);
    // The confirmation e-mail says which colour is coming.
    const mail = (await sentMails()).find((m) => m.to === who.email);
    expect(mail?.text).toContain(`${bag.name} (Colour: Olive) × 1: ₹1,500`);
  });

  it("makes one order of a double submit, with or without an Idempotency-Key", async () => {
    const who = await shopper();
    const bag = await product(45_000, 5);
    await inCart(who, bag.id, 1);
    const key = { "idempotency-key": "checkout-attempt-0001" };
    const [first, second] = await Promise.all([place(who, codBody(), key), place(who, codBody(), key)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect((await bodyOf(first)).orderId).toBe((await bodyOf(second)).orderId);
    expect(await prisma.order.count({ where: { userId: who.id } })).toBe(1);
    expect(await stockOf(bag.id)).toBe(4);

    await inCart(who, bag.id, 1);
    const statuses = (await Promise.all([place(who, codBody()), place(who, codBody())])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
    expect(await prisma.order.count({ where: { userId: who.id } })).toBe(2);
    expect(await stockOf(bag.id)).toBe(3);
  });

  it("answers a repeated Idempotency-Key with the first response, and the key with another request with 422", async () => {
    const who = await shopper();
    const bag = await product(45_000, 5);
    await inCart(who, bag.id, 1);
    const key = { "idempotency-key": "checkout-attempt-0002" };
    const first = await place(who, codBody(), key);
    const firstText = await first.text();
    expect(first.status).toBe(201);
    expect(first.headers.get("content-type")).toBe("application/json");
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(Object.keys(JSON.parse(firstText))).toEqual(["success", "message", "orderId", "orderNumber"]);

    const retry = await place(who, codBody(), key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get("content-type")).toBe("application/json");
    expect(retry.headers.get("cache-control")).toBe("no-store");
    expect(JSON.parse(await retry.text())).toEqual(JSON.parse(firstText));

    const other = await place(who, codBody([{ productId: bag.id, quantity: 1 }]), key);
    expect(other.status).toBe(422);
    expect(await bodyOf(other)).toEqual({
      success: false,
      message: "This Idempotency-Key was already used for a different request.",
      code: "IDEMPOTENCY_MISMATCH",
    });
    const malformed = await place(who, codBody(), { "idempotency-key": "short" });
    expect(malformed.status).toBe(400);
    expect((await bodyOf(malformed)).message).toBe("Idempotency-Key must be 8 to 100 characters.");
    expect(await prisma.order.count({ where: { userId: who.id } })).toBe(1);
    expect(await stockOf(bag.id)).toBe(4);
  });

  it("refuses more units than are left before it writes the order: nothing taken, the cart kept, no order number used", async () => {
    const who = await shopper();
    const bag = await product(45_000, 9);
    await prisma.product.update({ where: { id: bag.id }, data: { sizes: ["M", "L"] } });
    const inSize = (size: string, quantity: number) =>
      prisma.cartItem.create({ data: { userId: who.id, productId: bag.id, size, quantity } });
    await inSize("M", 1);
    const first = (await bodyOf(await place(who, codBody()))) as Json;
    // Two lines of the bag: each fits in the 8 left, together they do not.
    await inSize("M", 4);
    await inSize("L", 5);
    const short = await place(who, codBody());
    expect(short.status).toBe(409);
    expect((await bodyOf(short)).message).toBe(
      `Sorry, ${bag.name} is out of stock or has fewer units left than you ordered.`,
    );
    expect(await stockOf(bag.id)).toBe(8);
    expect(await prisma.cartItem.count({ where: { userId: who.id } })).toBe(2);

    // 4 of the 8 left: the most one cash-on-delivery order may take of them (lib/orders/cod-limits.ts).
    await prisma.cartItem.deleteMany({ where: { userId: who.id, size: "L" } });
    const next = await place(who, codBody());
    expect(next.status).toBe(201);
    expect(((await bodyOf(next)) as Json).orderNumber).toBe(first.orderNumber + 1);
    expect(await stockOf(bag.id)).toBe(4);
  });

  it("sells the last unit to exactly one of 20 buyers at once", async () => {
    const lastOne = await product(99_900, 1);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => shopper()));
    for (const buyer of buyers) await inCart(buyer, lastOne.id, 1);
    const responses = await Promise.all(buyers.map((buyer) => place(buyer, codBody())));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await stockOf(lastOne.id)).toBe(0);
    expect(await prisma.orderItem.count({ where: { productId: lastOne.id } })).toBe(1);
  });
});

describe("orders: history, one order and tracking", () => {
  it("shows a shopper only their own orders; someone else's is a 404", async () => {
    const alice = await shopper();
    const bob = await shopper();
    const bag = await product(45_000, 5);
    await inCart(alice, bag.id, 1);
    const { orderId } = (await bodyOf(await place(alice, codBody()))) as Json;

    const list = (await bodyOf(
      await getOrders(apiRequest("/api/payment/get-orders", { token: alice.token }), {}),
    )) as Json;
    expect(list.orders).toHaveLength(1);
    expect(list.orders[0]).toMatchObject({
      _id: orderId,
      total: 499, // ₹450 + ₹49 shipping
      paymentMethod: "COD",
      paymentStatus: "Pending",
      fulfillmentStatus: "Order Placed",
      shippingAddress: { fullName: "Asha Rao", address: "12 MG Road, Indiranagar", postalCode: "560038" },
      items: [{ name: bag.name, quantity: 1, priceAtOrder: 450 }],
    });
    const bobs = (await bodyOf(
      await getOrders(apiRequest("/api/payment/get-orders", { token: bob.token }), {}),
    )) as Json;
    expect(bobs.orders).toEqual([]);

    expect((await getOrder(apiRequest(`/api/orders/${orderId}`, { token: alice.token }), withId(orderId))).status).toBe(
      200,
    );
    expect((await getOrder(apiRequest(`/api/orders/${orderId}`, { token: bob.token }), withId(orderId))).status).toBe(
      404,
    );
    expect((await getOrders(apiRequest("/api/payment/get-orders"), {})).status).toBe(401);
  });

  it("tracks an order for its owner, or a guest with the order's phone, and nothing else", async () => {
    const alice = await shopper();
    const bag = await product(45_000, 5);
    await inCart(alice, bag.id, 1);
    const { orderId, orderNumber } = (await bodyOf(await place(alice, codBody()))) as Json;
    await prisma.order.update({ where: { id: orderId }, data: { fulfillmentStatus: "PACKED" } });
    await prisma.fulfillmentEvent.create({ data: { orderId, status: "PACKED" } });

    const mine = await track(apiRequest(`/api/track?orderId=${orderId}`, { token: alice.token }), {});
    expect(mine.status).toBe(200);
    const tracking = (await bodyOf(mine)) as Json;
    expect(tracking.currentStep).toBe(1);
    expect(tracking.orderId).toBe(orderId);
    expect(tracking.steps.map((s: Json) => [s.label, s.done])).toEqual([
      ["Order Placed", true],
      ["Packed", true],
      ["Shipped", false],
      ["Out for Delivery", false],
      ["Delivered", false],
    ]);

    const guest = await track(
      apiRequest(`/api/track?orderId=%23${orderNumber}&phone=9876543210`, { ip: "203.0.113.7" }),
      {},
    );
    expect(guest.status).toBe(200);
    // The number and the steps, not the order's internal id.
    const guestTracking = await bodyOf(guest);
    expect(guestTracking).toMatchObject({ number: orderNumber, currentStep: 1 });
    expect(guestTracking).not.toHaveProperty("orderId");
    for (const query of [
      `orderId=${orderId}`,
      `orderId=${orderId}&phone=9999999999`,
      "orderId=nope&phone=9876543210",
    ]) {
      const refused = await track(apiRequest(`/api/track?${query}`, { ip: "203.0.113.7" }), {});
      expect(refused.status).toBe(404);
      expect((await bodyOf(refused)).message).toBe("No tracking information found for this ID.");
    }
    expect((await track(apiRequest("/api/track?orderId="), {})).status).toBe(400);
  });

  it("counts a signed-in shopper's lookups against their address too: a fresh account brings no fresh allowance", async () => {
    const ip = "203.0.113.77";
    // A new phone number each time, so only the address's own limit is spent (not a phone number's).
    for (let guess = 0; guess < 30; guess++) {
      const phone = `98765432${String(guess).padStart(2, "0")}`;
      const miss = await track(apiRequest(`/api/track?orderId=%23${900_000 + guess}&phone=${phone}`, { ip }), {});
      expect(miss.status).toBe(404);
    }
    const fresh = await shopper();
    const signedIn = await track(
      apiRequest("/api/track?orderId=%23900030&phone=9876543299", { ip, token: fresh.token }),
      {},
    );
    expect(signedIn.status).toBe(429);
  });
});

describe("online payment (Razorpay, local sandbox)", () => {
  it("creates a pending order and a Razorpay order for the server's own total", async () => {
    const { who, bag, checkout } = await pendingOnlineOrder();
    expect(checkout).toMatchObject({ amount: 120_000, currency: "INR", sandbox: true, key: gateway().keyId });
    expect(checkout.orderId).toMatch(/^order_/);
    expect(checkout.prefill).toEqual({ name: "Asha Rao", email: who.email, contact: "+919876543210" });
    const order = await prisma.order.findUniqueOrThrow({
      where: { id: checkout.order._id },
      include: { payments: true },
    });
    expect(order).toMatchObject({ paymentMethod: "ONLINE", paymentStatus: "PENDING", total: 120_000 });
    expect(order.payments[0]).toMatchObject({ providerOrderId: checkout.orderId, amount: 120_000 });
    expect(await stockOf(bag.id)).toBe(4); // held while the shopper pays
    expect(await prisma.cartItem.count({ where: { userId: who.id } })).toBe(1); // kept until paid
  });

  it("reuses the same pending order when checkout is started twice", async () => {
    const { who, bag, checkout } = await pendingOnlineOrder();
    const again = (await bodyOf(await startOnline(who))) as Json;
    expect(again.orderId).toBe(checkout.orderId);
    expect(await prisma.order.count({ where: { userId: who.id } })).toBe(1);
    expect(await stockOf(bag.id)).toBe(4);
  });

  it("promises the dates shown now when checkout is started again after the day's cut-off", async () => {
    const { who, checkout } = await pendingOnlineOrder();
    const orderId = (checkout.order as Json)._id as string;
    // As if the first attempt came before a cut-off that has passed since: its promise a day earlier.
    await prisma.order.update({
      where: { id: orderId },
      data: { deliveryFrom: new Date("2026-01-05T00:00:00Z"), deliveryTo: new Date("2026-01-06T00:00:00Z") },
    });
    const again = (await bodyOf(await startOnline(who))) as Json;
    expect(again.orderId).toBe(checkout.orderId);
    const promised = deliveryPromise(shipping);
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect([order.deliveryFrom?.toISOString().slice(0, 10), order.deliveryTo?.toISOString().slice(0, 10)]).toEqual([
      promised.from,
      promised.to,
    ]);
  });

  it("answers a repeated Idempotency-Key with the first checkout", async () => {
    const who = await shopper();
    const bag = await product(120_000, 5);
    await inCart(who, bag.id, 1);
    const key = { "idempotency-key": "online-attempt-0001" };
    const first = await startOnline(who, undefined, key);
    expect(first.status).toBe(200);
    const checkout = JSON.parse(await first.text()) as Json;
    expect(Object.keys(checkout)).toEqual([
      "key",
      "amount",
      "currency",
      "orderId",
      "order",
      "sandbox",
      "name",
      "description",
      "prefill",
    ]);
    const retry = await startOnline(who, undefined, key);
    expect(retry.status).toBe(200);
    expect(retry.headers.get("cache-control")).toBe("no-store");
    expect(JSON.parse(await retry.text())).toEqual(checkout);
    expect(await prisma.order.count({ where: { userId: who.id } })).toBe(1);
    expect(await stockOf(bag.id)).toBe(4);
  });

  it("refuses a forged signature with 400 and marks nothing paid", async () => {
    const { who, checkout } = await pendingOnlineOrder();
    const forged = await verify(
      apiRequest("/api/payment/verify", {
        token: who.token,
        body: {
          razorpay_order_id: checkout.orderId,
          razorpay_payment_id: "pay_forged",
          razorpay_signature: paymentSignature("not-the-secret", checkout.orderId, "pay_forged"),
        },
      }),
      {},
    );
    expect(forged.status).toBe(400);
    expect(await bodyOf(forged)).toMatchObject({ success: false });
    const order = await prisma.order.findUniqueOrThrow({ where: { id: checkout.order._id } });
    expect(order.paymentStatus).toBe("PENDING");
  });

  it("marks the order paid once on a correct signature and empties the cart", async () => {
    const { who, checkout } = await pendingOnlineOrder();
    const { body } = await payInSandbox(who, checkout.orderId, { deliverWebhook: false });
    const first = await verify(apiRequest("/api/payment/verify", { token: who.token, body }), {});
    expect(first.status).toBe(200);
    expect(await bodyOf(first)).toMatchObject({
      success: true,
      message: "Payment Successful!",
      orderId: checkout.order._id,
    });
    const again = await verify(apiRequest("/api/payment/verify", { token: who.token, body }), {});
    expect(again.status).toBe(200);
    const order = await prisma.order.findUniqueOrThrow({
      where: { id: checkout.order._id },
      include: { payments: true },
    });
    expect(order.paymentStatus).toBe("PAID");
    expect(order.payments[0]).toMatchObject({ status: "PAID", providerPaymentId: body.razorpay_payment_id });
    expect(await prisma.cartItem.count({ where: { userId: who.id } })).toBe(0);
    expect((await sentMails()).filter((m) => m.to === who.email)).toHaveLength(1);
  });

  it("will not let another shopper verify or pay someone else's order", async () => {
    const { checkout } = await pendingOnlineOrder();
    const mallory = await shopper();
    const body = {
      razorpay_order_id: checkout.orderId,
      razorpay_payment_id: "pay_x",
      razorpay_signature: paymentSignature(gateway().keySecret, checkout.orderId, "pay_x"),
    };
    expect((await verify(apiRequest("/api/payment/verify", { token: mallory.token, body }), {})).status).toBe(404);
    const pay = await sandboxPay(
      apiRequest("/api/payment/sandbox/pay", {
        token: mallory.token,
        body: { orderId: checkout.orderId, outcome: "success" },
      }),
      {},
    );
    expect(pay.status).toBe(404);
  });

  it("answers a webhook with a bad signature with 400 and changes nothing", async () => {
    const { checkout } = await pendingOnlineOrder();
    const response = await webhook(
      signedWebhook("payment.captured", captured(checkout.orderId, "pay_bad", 120_000), "evt_bad1", "00".repeat(32)),
      {},
    );
    expect(response.status).toBe(400);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: checkout.order._id } })).paymentStatus).toBe("PENDING");
    expect(await prisma.webhookEvent.count({ where: { eventId: "evt_bad1" } })).toBe(0);
  });

  it("completes an order from the webhook alone, once however often the event is delivered", async () => {
    const { who, checkout } = await pendingOnlineOrder();
    const deliveries = await Promise.all(
      [1, 2, 3].map(() =>
        webhook(signedWebhook("payment.captured", captured(checkout.orderId, "pay_hook1", 120_000), "evt_replay1"), {}),
      ),
    );
    expect(deliveries.map((r) => r.status)).toEqual([200, 200, 200]);
    const results = await Promise.all(deliveries.map(async (r) => ((await bodyOf(r)) as Json).status));
    expect(results.filter((s) => s === "processed")).toHaveLength(1);
    expect(results.filter((s) => s === "duplicate")).toHaveLength(2);
    expect(await prisma.webhookEvent.count({ where: { eventId: "evt_replay1" } })).toBe(1);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: checkout.order._id } })).paymentStatus).toBe("PAID");
    expect((await sentMails()).filter((m) => m.to === who.email)).toHaveLength(1);
  });

  it("records a captured signed event replayed under new event ids once, and answers each replay a duplicate", async () => {
    const { checkout } = await pendingOnlineOrder();
    const payload = captured(checkout.orderId, "pay_replayed1", 120_000);
    // The event id header is outside the signature: a captured body is replayed under ids made up at will.
    const ids = ["evt_captured1", "evt_madeup1", "evt_madeup2", "evt_madeup3"];
    const results = [];
    for (const id of ids) {
      const response = await webhook(signedWebhook("payment.captured", payload, id), {});
      expect(response.status).toBe(200);
      results.push(((await bodyOf(response)) as Json).status);
    }
    expect(results).toEqual(["processed", "duplicate", "duplicate", "duplicate"]);
    expect(await prisma.webhookEvent.count({ where: { eventId: { in: ids } } })).toBe(1);
    // Razorpay's own retry of the event (same id, same body) is a duplicate too; another event is processed.
    const retry = await webhook(signedWebhook("payment.captured", payload, "evt_captured1"), {});
    expect(await bodyOf(retry)).toMatchObject({ received: true, status: "duplicate" });
    const paid = await webhook(signedWebhook("order.paid", payload, "evt_orderpaid1"), {});
    expect(await bodyOf(paid)).toMatchObject({ received: true });
    expect(await prisma.webhookEvent.count({ where: { eventId: "evt_orderpaid1" } })).toBe(1);
  });

  it("records a webhook event without the shopper's contact and payment details Razorpay sends with it", async () => {
    const { checkout } = await pendingOnlineOrder();
    const personal = {
      email: "priya.sharma@gmail.com",
      contact: "+919876543210",
      method: "upi",
      vpa: "priya.sharma@okhdfcbank",
      card: { last4: "4242", network: "Visa", issuer: "HDFC" },
      notes: { address: "12 MG Road" },
    };
    const delivered = await webhook(
      signedWebhook("payment.captured", captured(checkout.orderId, "pay_private1", 120_000, personal), "evt_private1"),
      {},
    );
    expect(delivered.status).toBe(200);
    const { payload } = await prisma.webhookEvent.findFirstOrThrow({ where: { eventId: "evt_private1" } });
    expect(payload).toEqual({
      event: "payment.captured",
      payload: {
        payment: {
          entity: {
            id: "pay_private1",
            order_id: checkout.orderId,
            amount: 120_000,
            currency: "INR",
            status: "captured",
          },
        },
      },
    });
  });

  it("makes one transition when verify and the webhook race", async () => {
    const { who, checkout } = await pendingOnlineOrder();
    const { body: handlerResponse } = await payInSandbox(who, checkout.orderId, { deliverWebhook: false });
    const paymentId = handlerResponse.razorpay_payment_id as string;
    const [verified, hooked] = await Promise.all([
      verify(apiRequest("/api/payment/verify", { token: who.token, body: handlerResponse }), {}),
      webhook(signedWebhook("order.paid", captured(checkout.orderId, paymentId, 120_000), "evt_race01"), {}),
    ]);
    expect([verified.status, hooked.status]).toEqual([200, 200]);
    expect((await sentMails()).filter((m) => m.to === who.email)).toHaveLength(1);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: checkout.order._id } })).paymentStatus).toBe("PAID");
  });

  it("pays through the sandbox pop-up: a signed response that verify accepts", async () => {
    const { who, checkout } = await pendingOnlineOrder();
    const pay = await sandboxPay(
      apiRequest("/api/payment/sandbox/pay", {
        token: who.token,
        body: { orderId: checkout.orderId, outcome: "success", deliverWebhook: false },
      }),
      {},
    );
    const handlerResponse = (await bodyOf(pay)) as Json;
    expect(handlerResponse.razorpay_signature).toMatch(/^[0-9a-f]{64}$/);
    const verified = await verify(apiRequest("/api/payment/verify", { token: who.token, body: handlerResponse }), {});
    expect(verified.status).toBe(200);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: checkout.order._id } })).paymentStatus).toBe("PAID");
  });

  it("leaves the order unpaid when the payment fails, and a later attempt can still pay it", async () => {
    const { who, bag, checkout } = await pendingOnlineOrder();
    const failed = (await bodyOf(
      await sandboxPay(
        apiRequest("/api/payment/sandbox/pay", {
          token: who.token,
          body: { orderId: checkout.orderId, outcome: "failure" },
        }),
        {},
      ),
    )) as Json;
    expect(failed.error).toMatchObject({ reason: "payment_failed", metadata: { order_id: checkout.orderId } });
    const order = await prisma.order.findUniqueOrThrow({ where: { id: checkout.order._id } });
    expect(order.paymentStatus).toBe("FAILED");
    expect(await stockOf(bag.id)).toBe(4);
    expect(await prisma.cartItem.count({ where: { userId: who.id } })).toBe(1);

    const retry = (await bodyOf(await startOnline(who))) as Json;
    expect(retry.orderId).toBe(checkout.orderId);
    await sandboxPay(
      apiRequest("/api/payment/sandbox/pay", {
        token: who.token,
        body: { orderId: checkout.orderId, outcome: "success" },
      }),
      {},
    );
    expect((await prisma.order.findUniqueOrThrow({ where: { id: checkout.order._id } })).paymentStatus).toBe("PAID");
  });

  it("takes no second payment on an order already paid whose confirmation was lost, as Razorpay refuses it", async () => {
    const { who, checkout } = await pendingOnlineOrder();
    // The shopper pays, then closes the tab: neither verify nor the webhook arrives.
    const first = await payInSandbox(who, checkout.orderId, { deliverWebhook: false });
    expect(first.status).toBe(200);
    // Back at checkout with the same cart, the unpaid-looking order is offered again…
    const again = (await bodyOf(await startOnline(who))) as Json;
    expect(again.orderId).toBe(checkout.orderId);
    // …but its Razorpay order is paid: a second payment is refused, so the shopper is not charged twice.
    const second = await payInSandbox(who, checkout.orderId);
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/already been paid/);
    expect(
      await prisma.razorpaySandboxPayment.count({ where: { orderId: checkout.orderId, status: "captured" } }),
    ).toBe(1);
  });

  it("releases the held stock when the shopper changes the cart and starts again", async () => {
    const { who, bag, checkout } = await pendingOnlineOrder();
    await prisma.cartItem.updateMany({ where: { userId: who.id }, data: { quantity: 2 } });
    const replaced = (await bodyOf(await startOnline(who))) as Json;
    expect(replaced.orderId).not.toBe(checkout.orderId);
    expect(await stockOf(bag.id)).toBe(3); // 5 − the new order's 2; the first order's 1 came back
    const first = await prisma.order.findUniqueOrThrow({ where: { id: checkout.order._id } });
    expect(first.fulfillmentStatus).toBe("CANCELLED");
    expect(first.stockReleasedAt).not.toBeNull();
  });

  it("gives way to cash on delivery: the shopper's unpaid online order no longer holds the stock the COD order needs", async () => {
    // The last unit, held by the shopper's own online checkout (pop-up closed or the payment failed).
    const { who, bag, checkout } = await pendingOnlineOrder(120_000, 1);
    expect(await stockOf(bag.id)).toBe(0);
    const cod = await place(who, codBody());
    expect(cod.status).toBe(201);
    expect(await stockOf(bag.id)).toBe(0); // taken once, by the COD order
    const online = await prisma.order.findUniqueOrThrow({ where: { id: checkout.order._id } });
    expect(online.fulfillmentStatus).toBe("CANCELLED");
    expect(online.stockReleasedAt).not.toBeNull();
  });

  it("refunds a late payment of an online order that cash on delivery replaced, instead of making it a second order", async () => {
    const { who, bag, checkout } = await pendingOnlineOrder(120_000, 3);
    expect((await place(who, codBody())).status).toBe(201);
    expect(await stockOf(bag.id)).toBe(2);
    // Paid later in a pop-up still open: the cart was ordered by COD, so the money goes back.
    expect((await payInSandbox(who, checkout.orderId)).status).toBe(200);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: checkout.order._id } })).toMatchObject({
      fulfillmentStatus: "CANCELLED",
      paymentStatus: "REFUNDED",
    });
    expect(await stockOf(bag.id)).toBe(2);
  });

  it("refunds a late payment of an online checkout that a newer one replaced, instead of making it a second order", async () => {
    const { who, bag, checkout } = await pendingOnlineOrder(120_000, 5);
    // The first pop-up stays open (a UPI collect request); the shopper changes the address and pays again.
    const newer = await startOnline(who, {
      amount: 100,
      shippingInfo: { ...shipping, address: "12 MG Road, Indiranagar, 2nd floor" },
    });
    const second = (await bodyOf(newer)) as Json;
    expect(second.orderId).not.toBe(checkout.orderId);
    expect((await payInSandbox(who, second.orderId as string)).status).toBe(200);
    // Paid in the first pop-up; its tab confirms it (the webhook comes later): told the money goes back, not "Payment Successful!".
    const late = await payInSandbox(who, checkout.orderId, { deliverWebhook: false });
    expect(late.status).toBe(200);
    const told = await verify(apiRequest("/api/payment/verify", { token: who.token, body: late.body }), {});
    expect(told.status).toBe(409);
    expect(await bodyOf(told)).toMatchObject({ code: "PAYMENT_NOT_ACCEPTED", message: PAYMENT_TEXT.cancelledRefunded });

    const orders = await prisma.order.findMany({ where: { userId: who.id } });
    expect(orders.filter((order) => order.fulfillmentStatus !== "CANCELLED")).toHaveLength(1);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: checkout.order._id } })).toMatchObject({
      fulfillmentStatus: "CANCELLED",
      paymentStatus: "REFUNDED",
    });
    expect(await stockOf(bag.id)).toBe(4);
  });
});

describe("only a payment Razorpay reports captured, for the order's amount in INR, pays an order", () => {
  /** A payment as the sandbox's Razorpay side holds it, and the correctly signed handler response for it. */
  async function reportedPayment(
    razorpayOrderId: string,
    fields: { status: string; amount: number; currency?: string },
  ) {
    const id = `pay_t${Math.random().toString(36).slice(2, 12)}`;
    await prisma.razorpaySandboxPayment.create({
      data: { id, orderId: razorpayOrderId, currency: "INR", ...fields },
    });
    return {
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: id,
      razorpay_signature: paymentSignature(gateway().keySecret, razorpayOrderId, id),
    };
  }

  async function expectUnpaid(who: Shopper, orderId: string) {
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId }, include: { payments: true } });
    expect(order.paymentStatus).not.toBe("PAID");
    expect(order.payments[0]).toMatchObject({ providerPaymentId: null });
    expect(order.payments[0]!.status).not.toBe("PAID");
    expect(await prisma.cartItem.count({ where: { userId: who.id } })).toBe(1);
    expect((await sentMails()).filter((m) => m.to === who.email)).toHaveLength(0);
  }

  const verifyAs = (who: Shopper, body: unknown) =>
    verify(apiRequest("/api/payment/verify", { token: who.token, body }), {});

  it("refuses a correctly signed payment that Razorpay reports failed, not completed or unknown", async () => {
    const { who, checkout } = await pendingOnlineOrder();
    const cases = [
      [await reportedPayment(checkout.orderId, { status: "failed", amount: 120_000 }), /failed/],
      [await reportedPayment(checkout.orderId, { status: "created", amount: 120_000 }), /not been completed/],
      [
        {
          razorpay_order_id: checkout.orderId,
          razorpay_payment_id: "pay_neverMade",
          razorpay_signature: paymentSignature(gateway().keySecret, checkout.orderId, "pay_neverMade"),
        },
        /does not know this payment/,
      ],
    ] as const;
    for (const [body, message] of cases) {
      const response = await verifyAs(who, body);
      expect(response.status).toBe(409);
      expect(await bodyOf(response)).toMatchObject({ success: false, code: "PAYMENT_NOT_ACCEPTED", message });
    }
    await expectUnpaid(who, checkout.order._id);
  });

  it("tells a shopper whose payment was refunded that it was refunded, in English and, asked with ?lang=hi, in Hindi", async () => {
    const { who, checkout } = await pendingOnlineOrder(120_000, 3);
    expect((await place(who, codBody())).status).toBe(201);
    // Paid later in a pop-up still open: the cart was ordered by COD, so the shop refunds it in full…
    const paid = await payInSandbox(who, checkout.orderId);
    expect(paid.status).toBe(200);
    expect(
      await prisma.razorpaySandboxPayment.findUniqueOrThrow({ where: { id: paid.body.razorpay_payment_id } }),
    ).toMatchObject({ status: "refunded" });
    // …and the browser's verify, arriving after that, hears so (it used to be told "not been completed yet").
    const english = await verifyAs(who, paid.body);
    expect(english.status).toBe(409);
    expect(await bodyOf(english)).toEqual({
      success: false,
      code: "PAYMENT_NOT_ACCEPTED",
      message:
        "This payment has been refunded to your original payment method, so the order is not paid. If you have questions, please contact support.",
    });
    const hindi = await verify(apiRequest("/api/payment/verify?lang=hi", { token: who.token, body: paid.body }), {});
    expect(hindi.status).toBe(409);
    expect(await bodyOf(hindi)).toEqual({
      success: false,
      code: "PAYMENT_NOT_ACCEPTED",
      message:
        "इस पेमेंट की रकम आपके मूल भुगतान तरीक़े में वापस (रिफ़ंड) कर दी गई है, इसलिए ऑर्डर का भुगतान नहीं हुआ है। कोई सवाल हो तो कृपया सपोर्ट से संपर्क करें।",
    });
    expect(await prisma.order.findUniqueOrThrow({ where: { id: checkout.order._id } })).toMatchObject({
      fulfillmentStatus: "CANCELLED",
      paymentStatus: "REFUNDED",
    });
  });

  it("answers a Hindi shopper's refused payment in Hindi: failed, not completed, another amount or currency", async () => {
    const { who, checkout } = await pendingOnlineOrder();
    const cases = [
      [
        { status: "failed", amount: 120_000 },
        PAYMENT_TEXT.failed,
        "यह पेमेंट नहीं हो पाया, इसलिए ऑर्डर का भुगतान नहीं हुआ है। आप फिर से कोशिश कर सकते हैं।",
      ],
      [
        { status: "created", amount: 120_000 },
        PAYMENT_TEXT.notCompleted,
        "यह पेमेंट अभी पूरा नहीं हुआ है, इसलिए ऑर्डर का भुगतान नहीं हुआ है।",
      ],
      [
        { status: "captured", amount: 100 },
        PAYMENT_TEXT.wrongAmount,
        "इस पेमेंट की रकम ऑर्डर की रकम से मेल नहीं खाती, इसलिए ऑर्डर का भुगतान नहीं हुआ है। कृपया सपोर्ट से संपर्क करें।",
      ],
      [
        { status: "captured", amount: 120_000, currency: "USD" },
        PAYMENT_TEXT.notInr,
        "यह पेमेंट भारतीय रुपये (INR) में नहीं किया गया था, इसलिए ऑर्डर का भुगतान नहीं हुआ है। कृपया सपोर्ट से संपर्क करें।",
      ],
    ] as const;
    for (const [fields, english, hindi] of cases) {
      const body = await reportedPayment(checkout.orderId, fields);
      const inEnglish = await verifyAs(who, body);
      expect(await bodyOf(inEnglish)).toEqual({ success: false, code: "PAYMENT_NOT_ACCEPTED", message: english });
      const inHindi = await verify(apiRequest("/api/payment/verify?lang=hi", { token: who.token, body }), {});
      expect(inHindi.status).toBe(409);
      expect(await bodyOf(inHindi)).toEqual({ success: false, code: "PAYMENT_NOT_ACCEPTED", message: hindi });
    }
    await expectUnpaid(who, checkout.order._id);
  });

  it("refuses a captured payment of another amount or in another currency", async () => {
    const { who, checkout } = await pendingOnlineOrder();
    const short = await reportedPayment(checkout.orderId, { status: "captured", amount: 100 });
    const dollars = await reportedPayment(checkout.orderId, { status: "captured", amount: 120_000, currency: "USD" });
    const shortAnswer = await verifyAs(who, short);
    expect(shortAnswer.status).toBe(409);
    expect((await bodyOf(shortAnswer)).message).toMatch(/not for the order's amount/);
    const dollarAnswer = await verifyAs(who, dollars);
    expect(dollarAnswer.status).toBe(409);
    expect((await bodyOf(dollarAnswer)).message).toMatch(/Indian rupees \(INR\)/);
    await expectUnpaid(who, checkout.order._id);
  });

  it("captures an authorized payment for the order's amount (an account without auto-capture), then marks it paid", async () => {
    const { who, checkout } = await pendingOnlineOrder();
    const { body } = await payInSandbox(who, checkout.orderId, { capture: false, deliverWebhook: false });
    expect(
      await prisma.razorpaySandboxPayment.findUniqueOrThrow({ where: { id: body.razorpay_payment_id } }),
    ).toMatchObject({ status: "authorized" });
    const response = await verifyAs(who, body);
    expect(response.status).toBe(200);
    expect(
      await prisma.razorpaySandboxPayment.findUniqueOrThrow({ where: { id: body.razorpay_payment_id } }),
    ).toMatchObject({ status: "captured", amount: 120_000, currency: "INR" });
    expect((await prisma.order.findUniqueOrThrow({ where: { id: checkout.order._id } })).paymentStatus).toBe("PAID");
  });

  it("does not capture a second authorized payment for an order another payment has already paid", async () => {
    const { who, checkout } = await pendingOnlineOrder();
    // Two attempts on an account that captures by API (two tabs, or a retry after a slow bank): both authorized.
    const first = await payInSandbox(who, checkout.orderId, { capture: false, deliverWebhook: false });
    const second = await payInSandbox(who, checkout.orderId, { capture: false, deliverWebhook: false });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await verifyAs(who, first.body)).status).toBe(200);

    const late = await verifyAs(who, second.body);
    expect(late.status).toBe(409);
    expect(((await bodyOf(late)) as Json).message).toMatch(/already been paid/);
    // The shopper is charged once: the second authorization is left to lapse, never captured.
    expect(
      await prisma.razorpaySandboxPayment.findUniqueOrThrow({ where: { id: second.body.razorpay_payment_id } }),
    ).toMatchObject({ status: "authorized" });
    expect(await prisma.payment.findFirstOrThrow({ where: { orderId: checkout.order._id } })).toMatchObject({
      status: "PAID",
      providerPaymentId: first.body.razorpay_payment_id,
    });
  });

  it("captures only one of two authorized payments of one order verified at the same moment", async () => {
    const { who, checkout } = await pendingOnlineOrder();
    const first = await payInSandbox(who, checkout.orderId, { capture: false, deliverWebhook: false });
    const second = await payInSandbox(who, checkout.orderId, { capture: false, deliverWebhook: false });
    const answers = await Promise.all([verifyAs(who, first.body), verifyAs(who, second.body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(((await bodyOf(refused)) as Json).message).toMatch(
      /^(Another payment for this order|This order has already been paid)/,
    );
    const atGateway = await prisma.razorpaySandboxPayment.findMany({
      where: { id: { in: [first.body.razorpay_payment_id, second.body.razorpay_payment_id] } },
    });
    // Charged once: the other authorization is left to lapse.
    expect(atGateway.map((payment) => payment.status).sort()).toEqual(["authorized", "captured"]);
    const taken = atGateway.find((payment) => payment.status === "captured")!;
    expect(await prisma.payment.findFirstOrThrow({ where: { orderId: checkout.order._id } })).toMatchObject({
      status: "PAID",
      providerPaymentId: taken.id,
    });
  });

  it("takes a second payment when the first one's attempt failed: a failed payment holds no claim", async () => {
    const { who, checkout } = await pendingOnlineOrder();
    const failed = await payInSandbox(who, checkout.orderId, { outcome: "failure" });
    expect(failed.status).toBe(200);
    const retried = await payInSandbox(who, checkout.orderId, { capture: false, deliverWebhook: false });
    expect((await verifyAs(who, retried.body)).status).toBe(200);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: checkout.order._id } })).paymentStatus).toBe("PAID");
  });

  it("records a webhook for a payment in another currency, of another amount or not captured, and changes nothing", async () => {
    const { who, checkout } = await pendingOnlineOrder();
    const events = [
      captured(checkout.orderId, "pay_usd1", 120_000, { currency: "USD" }),
      captured(checkout.orderId, "pay_short1", 100),
      captured(checkout.orderId, "pay_auth1", 120_000, { status: "authorized" }),
      captured(checkout.orderId, "pay_bare1", 120_000, { currency: undefined }),
    ];
    for (const [i, payload] of events.entries()) {
      const response = await webhook(signedWebhook("payment.captured", payload, `evt_reject${i}`), {});
      expect(response.status).toBe(200);
      expect(await bodyOf(response)).toMatchObject({ received: true, status: "rejected" });
    }
    expect(await prisma.webhookEvent.count({ where: { eventId: { startsWith: "evt_reject" } } })).toBe(4);
    await expectUnpaid(who, checkout.order._id);
  });
});

describe("checking out an approved quotation", () => {
  async function quotation(
    who: Shopper,
    fields: { status: "PENDING" | "APPROVED" | "REJECTED"; validUntil?: Date; quotedPrice?: number },
  ) {
    const bag = await product(60_000, 200);
    const created = await prisma.quotation.create({
      data: {
        userId: who.id,
        budget: 5_000_000,
        status: fields.status,
        quotedPrice: fields.quotedPrice ?? null,
        validUntil: fields.validUntil ?? null,
        items: { create: [{ productId: bag.id, quantity: 60 }] },
      },
    });
    return { bag, quotationId: created.id };
  }
  const nextWeek = () => new Date(Date.now() + 7 * 86_400_000);

  it("orders at the quoted price before the valid-till date, once", async () => {
    const who = await shopper();
    const { bag, quotationId } = await quotation(who, {
      status: "APPROVED",
      quotedPrice: 3_000_000,
      validUntil: nextWeek(),
    });
    const response = await place(who, { ...codBody(), quotationId });
    expect(response.status).toBe(201);
    const { orderId } = (await bodyOf(response)) as Json;
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId }, include: { items: true } });
    expect(order).toMatchObject({ subtotal: 3_000_000, total: 3_000_000, quotationId });
    expect(order.items).toMatchObject([{ productId: bag.id, quantity: 60, lineTotal: 3_000_000, unitPrice: 50_000 }]);
    expect(await stockOf(bag.id)).toBe(140);
    expect((await place(who, { ...codBody(), quotationId })).status).toBe(409);
  });

  it("refuses an expired, unapproved or someone else's quotation", async () => {
    const who = await shopper();
    const expired = await quotation(who, {
      status: "APPROVED",
      quotedPrice: 3_000_000,
      validUntil: new Date(Date.now() - 86_400_000),
    });
    const response = await place(who, { ...codBody(), quotationId: expired.quotationId });
    expect(response.status).toBe(409);
    expect((await bodyOf(response)).message).toMatch(/expired/);
    const pending = await quotation(who, { status: "PENDING" });
    expect((await place(who, { ...codBody(), quotationId: pending.quotationId })).status).toBe(409);
    const other = await shopper();
    const foreign = await quotation(other, { status: "APPROVED", quotedPrice: 3_000_000, validUntil: nextWeek() });
    expect((await place(who, { ...codBody(), quotationId: foreign.quotationId })).status).toBe(404);
    expect((await startOnline(who, { shippingInfo: shipping, quotationId: foreign.quotationId })).status).toBe(404);
    expect(await prisma.order.count({ where: { userId: who.id } })).toBe(0);
  });

  const liveOrdersOf = (who: Shopper) =>
    prisma.order.findMany({
      where: { userId: who.id, cancelledAt: null },
      select: { id: true, quotationId: true, paymentStatus: true },
    });

  /** A shopper's approved quotation (60 bags at ₹30,000) and an online checkout of it waiting at Razorpay. */
  async function quotationAwaitingPayment() {
    const who = await shopper();
    const { bag, quotationId } = await quotation(who, {
      status: "APPROVED",
      quotedPrice: 3_000_000,
      validUntil: nextWeek(),
    });
    const first = (await bodyOf(await startOnline(who, { shippingInfo: shipping, quotationId }))) as Json;
    return { who, bag, quotationId, first };
  }

  it("can be checked out again, to another address or by COD, while its earlier online checkout awaits payment", async () => {
    const { who, bag, quotationId, first } = await quotationAwaitingPayment();
    const elsewhere = { ...shipping, address: "14 Park Street" };
    const second = await startOnline(who, { shippingInfo: elsewhere, quotationId });
    expect(second.status).toBe(200);
    const secondOrderId = ((await bodyOf(second)) as Json).order._id;
    expect(secondOrderId).not.toBe(first.order._id);
    expect(await liveOrdersOf(who)).toEqual([{ id: secondOrderId, quotationId, paymentStatus: "PENDING" }]);

    const cod = await place(who, { ...codBody(), quotationId });
    expect(cod.status).toBe(201);
    const { orderId: codOrderId } = (await bodyOf(cod)) as Json;
    expect(await liveOrdersOf(who)).toEqual([{ id: codOrderId, quotationId, paymentStatus: "PENDING" }]);
    // Each replaced order gave its stock back: the quotation's 60 are taken once.
    expect(await stockOf(bag.id)).toBe(140);
    // A COD order is no checkout left at Razorpay: it keeps the quotation.
    expect((await startOnline(who, { shippingInfo: elsewhere, quotationId })).status).toBe(409);
  });

  it("is ordered once even when an unpaid online order of it is paid after a newer checkout freed it", async () => {
    const { who, bag, quotationId, first } = await quotationAwaitingPayment();
    // A cart checkout replaces the unpaid quotation order, which frees the quotation...
    const other = await product(10_000, 10);
    await inCart(who, other.id, 1);
    expect((await startOnline(who, { shippingInfo: shipping })).status).toBe(200);
    // ...so it is checked out again at the quoted price.
    const again = await place(who, { ...codBody(), quotationId });
    expect(again.status).toBe(201);
    const { orderId: secondId } = (await bodyOf(again)) as Json;

    // The first Razorpay order is still open in another tab, and is paid.
    expect((await payInSandbox(who, first.orderId)).status).toBe(200);

    const live = (await liveOrdersOf(who)).filter((order) => order.id === first.order._id || order.id === secondId);
    expect(live.map((order) => order.id)).toEqual([secondId]);
    const firstOrder = await prisma.order.findUniqueOrThrow({
      where: { id: first.order._id },
      select: { fulfillmentStatus: true, paymentStatus: true, quotationId: true },
    });
    // The late payment goes back: the first order stays cancelled and is refunded.
    expect(firstOrder).toMatchObject({ fulfillmentStatus: "CANCELLED", paymentStatus: "REFUNDED", quotationId: null });
    expect(await stockOf(bag.id)).toBe(140);
  });

  it("takes its quotation back when an expired unpaid order of it is paid late and nothing else holds it", async () => {
    const { who, bag, quotationId, first } = await quotationAwaitingPayment();
    await expireAbandonedOnlineOrders(new Date(Date.now() + ONLINE_PAYMENT_WINDOW_MS + 60_000));
    expect(await liveOrdersOf(who)).toEqual([]);
    expect(await stockOf(bag.id)).toBe(200);

    expect((await payInSandbox(who, first.orderId)).status).toBe(200);

    expect(await liveOrdersOf(who)).toEqual([{ id: first.order._id, quotationId, paymentStatus: "PAID" }]);
    expect(await stockOf(bag.id)).toBe(140);
    // Held again by its paid order, the quotation cannot be checked out a second time.
    expect((await place(who, { ...codBody(), quotationId })).status).toBe(409);
  });
});
