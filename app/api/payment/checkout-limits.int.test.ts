import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db";
import {
  CREATE_ORDER_RATE_LIMIT,
  MAX_OPEN_COD_ORDERS,
  ORDER_OVER_LIMIT,
  PLACE_ORDER_RATE_LIMIT,
} from "@/lib/orders/place-order";
import { ORDER_TOTAL_LIMIT_PAISE } from "@/lib/orders/pricing";
import { bodyOf, startOfRateLimitWindow, useTestSecret } from "@/test/integration/accounts";
import {
  approvedQuotation,
  codBody,
  inCart,
  place,
  product,
  shopper,
  startOnline,
  stockOf,
  type Shopper,
} from "@/test/integration/checkout";

// Abuse limits on checkout: per-shopper rate limits on place-order and
// create-order, and a cap on cash-on-delivery orders waiting for delivery, so
// one account cannot hold the shop's stock with orders it never pays for.

beforeAll(() => {
  useTestSecret();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("per-shopper rate limits", () => {
  it(`place-order: call ${PLACE_ORDER_RATE_LIMIT.limit + 1} within 10 minutes is a 429 with Retry-After; other shoppers go on`, async () => {
    startOfRateLimitWindow(PLACE_ORDER_RATE_LIMIT.windowMs);
    const who = await shopper();
    for (let i = 0; i < PLACE_ORDER_RATE_LIMIT.limit; i += 1) {
      expect((await place(who, codBody())).status).toBe(409); // an empty cart: refused, but counted
    }
    const throttled = await place(who, codBody());
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await bodyOf(throttled)).toMatchObject({
      success: false,
      code: "RATE_LIMITED",
      message: expect.stringMatching(/Please wait a few minutes/),
    });
    // Refused before the body is read: even an invalid body gets the 429.
    expect((await place(who, { nonsense: true })).status).toBe(429);
    expect((await place(await shopper(), codBody())).status).toBe(409);
  });

  it("a retry with the Idempotency-Key of an answered call gets that answer back, even past the limit", async () => {
    startOfRateLimitWindow(PLACE_ORDER_RATE_LIMIT.windowMs);
    const who = await shopper();
    const bag = await product(50_000, 10);
    await inCart(who, bag.id, 1);
    const key = { "Idempotency-Key": "retry-after-the-limit-1" };
    const first = await place(who, codBody(), key);
    expect(first.status).toBe(201);
    const order = await bodyOf(first);
    for (let i = 1; i < PLACE_ORDER_RATE_LIMIT.limit; i += 1) await place(who, codBody());
    expect((await place(who, codBody())).status).toBe(429);

    // The shopper's app lost the first answer and sends the same request again.
    const retry = await place(who, codBody(), key);
    expect(retry.status).toBe(201);
    expect(await bodyOf(retry)).toEqual(order);
    expect(await prisma.order.count({ where: { userId: who.id } })).toBe(1);
    // A new key is a new order: still refused.
    expect((await place(who, codBody(), { "Idempotency-Key": "retry-after-the-limit-2" })).status).toBe(429);
  });

  it(`create-order: call ${CREATE_ORDER_RATE_LIMIT.limit + 1} within 10 minutes is a 429 with Retry-After`, async () => {
    startOfRateLimitWindow(CREATE_ORDER_RATE_LIMIT.windowMs);
    const who = await shopper();
    for (let i = 0; i < CREATE_ORDER_RATE_LIMIT.limit; i += 1) {
      expect((await startOnline(who)).status).toBe(409);
    }
    const throttled = await startOnline(who);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await startOnline(await shopper())).status).toBe(409);
  });
});

describe(`at most ${MAX_OPEN_COD_ORDERS} cash-on-delivery orders waiting for delivery per shopper`, () => {
  const openCodOrders = (who: Shopper) =>
    prisma.order.count({
      where: { userId: who.id, paymentMethod: "COD", fulfillmentStatus: { notIn: ["DELIVERED", "CANCELLED"] } },
    });

  it("refuses the next one with a clear 409 and nothing written, until one is delivered", async () => {
    const who = await shopper();
    const bag = await product(50_000, 10);
    for (let i = 0; i < MAX_OPEN_COD_ORDERS; i += 1) {
      await inCart(who, bag.id, 1);
      expect((await place(who, codBody())).status).toBe(201);
    }
    await inCart(who, bag.id, 1);
    const refused = await place(who, codBody());
    expect(refused.status).toBe(409);
    expect(await bodyOf(refused)).toMatchObject({
      success: false,
      code: "COD_LIMIT",
      message: `You already have ${MAX_OPEN_COD_ORDERS} cash-on-delivery orders waiting to be delivered. Please pay online, or place this order once one of them has arrived.`,
    });
    expect(await openCodOrders(who)).toBe(MAX_OPEN_COD_ORDERS);
    expect(await stockOf(bag.id)).toBe(10 - MAX_OPEN_COD_ORDERS);
    expect(await prisma.cartItem.count({ where: { userId: who.id } })).toBe(1);

    // Delivered (cash collected, as the admin's Delivered step records it): a slot is free again.
    const first = await prisma.order.findFirstOrThrow({ where: { userId: who.id }, orderBy: { createdAt: "asc" } });
    await prisma.order.update({
      where: { id: first.id },
      data: { fulfillmentStatus: "DELIVERED", paymentStatus: "PAID" },
    });
    expect((await place(who, codBody())).status).toBe(201);
    // Online payment is never capped by it.
    await inCart(who, bag.id, 1);
    expect((await startOnline(who)).status).toBe(200);
  });

  it("lets only one of five parallel orders take the last slot", async () => {
    const who = await shopper();
    const bag = await product(50_000, 100);
    for (let i = 0; i < MAX_OPEN_COD_ORDERS - 1; i += 1) {
      await inCart(who, bag.id, 1);
      expect((await place(who, codBody())).status).toBe(201);
    }
    // Approved quotations, so each parallel request has its own lines (the cart is shared).
    const quotations = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        approvedQuotation(who, { productId: bag.id, quantity: 2, budget: 100_000, quotedPrice: 90_000 }),
      ),
    );
    const responses = await Promise.all(quotations.map((q) => place(who, { ...codBody(), quotationId: q.id })));
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await openCodOrders(who)).toBe(MAX_OPEN_COD_ORDERS);
  });
});

describe("an order's total", () => {
  it("is at most ₹1 crore: over it, both checkouts answer 409 with nothing written (amounts are 32-bit columns)", async () => {
    const who = await shopper();
    const trunk = await product(ORDER_TOTAL_LIMIT_PAISE, 10); // ₹1 crore, the most a product may cost
    await inCart(who, trunk.id, 3);
    for (const answer of [await place(who, codBody()), await startOnline(who)]) {
      expect(answer.status).toBe(409);
      expect(await bodyOf(answer)).toMatchObject({ success: false, message: ORDER_OVER_LIMIT });
    }
    expect(await prisma.order.count({ where: { userId: who.id } })).toBe(0);
    expect(await stockOf(trunk.id)).toBe(10);

    // One unit comes to exactly the limit (free delivery): accepted.
    await prisma.cartItem.updateMany({ where: { userId: who.id }, data: { quantity: 1 } });
    expect((await startOnline(who)).status).toBe(200);
  });
});
