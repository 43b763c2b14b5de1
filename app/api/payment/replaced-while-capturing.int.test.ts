import type { SandboxFaults } from "@/test/integration/faulty-sandbox";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db";
import { EARLIER_CHECKOUT_BEING_PAID_MESSAGE } from "@/lib/orders/cancel";
import { apiRequest, bodyOf, useTestSecret } from "@/test/integration/accounts";
import {
  codBody,
  pendingOnlineOrder,
  place,
  sandboxPay,
  shipping,
  startOnline,
  stockOf,
  type Json,
  type Shopper,
} from "@/test/integration/checkout";
import { deferred } from "@/test/deferred";
import { POST as verifyRoute } from "./verify/route";

// A newer checkout (cash on delivery, or online with another cart) replaces the shopper's online order still
// waiting at Razorpay, cancelled as their own act, so a payment made later for it is refunded. While verify (or
// the reconcile job) is capturing a payment of that order, replacing it would take the shopper's money only to
// give it back, as the shopper's own cancel would (docs/adr/0009): the newer checkout waits with a 409 instead.

const faults = vi.hoisted((): SandboxFaults => ({}));
vi.mock("@/lib/payments/sandbox-api", async (importOriginal) =>
  (await import("@/test/integration/faulty-sandbox")).withSandboxFaults(await importOriginal(), faults),
);

beforeAll(() => {
  useTestSecret();
});

afterEach(() => {
  faults.capturePayment = null;
});

const verify = (who: Shopper, body: unknown) =>
  verifyRoute(apiRequest("/api/payment/verify", { token: who.token, body }), {});

/** An authorized payment whose capture (by verify) is held at Razorpay until `release` is called. */
async function captureInFlight() {
  const { who, bag, checkout } = await pendingOnlineOrder(90_000, 3);
  const authorized = await sandboxPay(who, checkout.orderId as string, { capture: false, deliverWebhook: false });
  const asked = deferred<void>();
  const atRazorpay = deferred<void>();
  faults.capturePayment = async (real) => {
    asked.resolve(); // the capture claim is committed before Razorpay is asked
    await atRazorpay.promise;
    return real();
  };
  const verifying = verify(who, authorized.body);
  await asked.promise;
  return { who, bag, checkout, verifying, release: () => atRazorpay.resolve() };
}

async function expectPaidOnce(orderId: string, verifying: Promise<Response>) {
  const answer = await verifying;
  expect(answer.status).toBe(200);
  expect(await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
    paymentStatus: "PAID",
    fulfillmentStatus: "ORDER_PLACED",
    cancelledAt: null,
  });
  expect(await prisma.refund.count({ where: { orderId } })).toBe(0);
}

describe("a newer checkout while the earlier one's payment is being captured", () => {
  it("cash on delivery is refused with a 409 and the earlier order is paid, not refunded", async () => {
    const { who, bag, checkout, verifying, release } = await captureInFlight();
    const orderId = (checkout.order as Json)._id as string;
    const cod = await place(who, codBody());
    expect(cod.status).toBe(409);
    expect(await bodyOf(cod)).toMatchObject({ message: EARLIER_CHECKOUT_BEING_PAID_MESSAGE });
    release();
    await expectPaidOnce(orderId, verifying);
    expect(await prisma.order.count({ where: { userId: who.id } })).toBe(1);
    expect(await stockOf(bag.id)).toBe(2);
  });

  it("an online checkout of another cart is refused with a 409 and the earlier order is paid, not refunded", async () => {
    const { who, checkout, verifying, release } = await captureInFlight();
    const orderId = (checkout.order as Json)._id as string;
    await prisma.cartItem.updateMany({ where: { userId: who.id }, data: { quantity: 2 } });
    const online = await startOnline(who, { shippingInfo: shipping });
    expect(online.status).toBe(409);
    expect(await bodyOf(online)).toMatchObject({ message: EARLIER_CHECKOUT_BEING_PAID_MESSAGE });
    release();
    await expectPaidOnce(orderId, verifying);
    expect(await prisma.order.count({ where: { userId: who.id } })).toBe(1);
  });
});
