import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { expireAbandonedOnlineOrders, ONLINE_PAYMENT_WINDOW_MS } from "@/lib/orders/place-order";
import { apiRequest, bodyOf, useTestSecret, withId } from "@/test/integration/accounts";
import {
  codBody,
  pendingOnlineOrder,
  place,
  sandboxPay,
  shipping,
  startOnline,
  stockOf,
  type Json,
} from "@/test/integration/checkout";
import { POST as cancelRoute } from "../orders/[id]/cancel/route";

// A newer checkout of the shopper replaces their online order still waiting at Razorpay, so a payment made
// later in its pop-up is refunded instead of reviving a second order of the same cart (docs/adr/0009). The
// same holds when the waiting order had already been released by the payment window before the newer
// checkout: a late payment for it must not bring it back beside the order that replaced it.

beforeAll(() => {
  useTestSecret();
});

const expire = () => expireAbandonedOnlineOrders(new Date(Date.now() + ONLINE_PAYMENT_WINDOW_MS + 60_000));

const liveOrdersOf = (userId: string) =>
  prisma.order.findMany({ where: { userId, cancelledAt: null }, select: { id: true, paymentMethod: true } });

describe("a late payment of an online order released before the shopper ordered again", () => {
  it("is refunded when the shopper then ordered the cart by cash on delivery", async () => {
    const { who, bag, checkout } = await pendingOnlineOrder(120_000, 3);
    const first = (checkout.order as Json)._id as string;
    expect(await expire()).toBeGreaterThanOrEqual(1);
    expect(await stockOf(bag.id)).toBe(3);
    // The cart (kept until paid) is ordered by cash on delivery.
    expect((await place(who, codBody())).status).toBe(201);
    expect(await stockOf(bag.id)).toBe(2);

    // The first pop-up, still open, is paid.
    expect((await sandboxPay(who, checkout.orderId as string)).status).toBe(200);

    expect(await liveOrdersOf(who.id)).toEqual([expect.objectContaining({ paymentMethod: "COD" })]);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: first } })).toMatchObject({
      fulfillmentStatus: "CANCELLED",
      paymentStatus: "REFUNDED",
    });
    expect(await prisma.refund.findMany({ where: { orderId: first } })).toEqual([
      expect.objectContaining({ amount: 120_000, status: "PROCESSED" }),
    ]);
    expect(await stockOf(bag.id)).toBe(2);
  });

  it("is refunded when the shopper then checked out online again and paid that", async () => {
    const { who, bag, checkout } = await pendingOnlineOrder(120_000, 3);
    const first = (checkout.order as Json)._id as string;
    await expire();
    const newer = (await bodyOf(await startOnline(who, { shippingInfo: shipping }))) as Json;
    expect(newer.orderId).not.toBe(checkout.orderId);
    expect((await sandboxPay(who, newer.orderId as string)).status).toBe(200);

    expect((await sandboxPay(who, checkout.orderId as string)).status).toBe(200);

    expect(await liveOrdersOf(who.id)).toEqual([{ id: (newer.order as Json)._id, paymentMethod: "ONLINE" }]);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: first } })).toMatchObject({
      fulfillmentStatus: "CANCELLED",
      paymentStatus: "REFUNDED",
    });
    expect(await stockOf(bag.id)).toBe(2);
  });

  it("still revives the order when the shopper has ordered nothing since", async () => {
    const { who, bag, checkout } = await pendingOnlineOrder(120_000, 3);
    const first = (checkout.order as Json)._id as string;
    await expire();
    expect((await sandboxPay(who, checkout.orderId as string)).status).toBe(200);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: first } })).toMatchObject({
      fulfillmentStatus: "ORDER_PLACED",
      paymentStatus: "PAID",
      cancelledAt: null,
    });
    expect(await stockOf(bag.id)).toBe(2);
  });
});

describe("a late payment of an online order its owner asked to cancel just after the payment window released it", () => {
  it("is refunded, not revived: the cancel met the expiry sweep and answered the order cancelled", async () => {
    const { who, bag, checkout } = await pendingOnlineOrder(120_000, 3);
    const first = (checkout.order as Json)._id as string;
    await expire();
    // The shopper's cancel arrives a moment after the sweep: it finds the order cancelled and says so.
    const cancelled = await cancelRoute(
      apiRequest(`/api/orders/${first}/cancel`, { token: who.token, body: { reason: "ordered-by-mistake" } }),
      withId(first),
    );
    expect(cancelled.status).toBe(200);
    expect(((await bodyOf(cancelled)) as Json).order).toMatchObject({ fulfillmentStatus: "Cancelled" });

    // The pop-up, still open, is paid after all.
    expect((await sandboxPay(who, checkout.orderId as string)).status).toBe(200);

    expect(await prisma.order.findUniqueOrThrow({ where: { id: first } })).toMatchObject({
      fulfillmentStatus: "CANCELLED",
      paymentStatus: "REFUNDED",
    });
    expect(await stockOf(bag.id)).toBe(3);
  });
});
