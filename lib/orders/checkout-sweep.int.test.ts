import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db";
import { useTestSecret } from "@/test/integration/accounts";
import { pendingOnlineOrder, stockOf, type Json } from "@/test/integration/checkout";

// Besides the expiry job, CHECKOUT_SWEEP_PERCENT of online checkouts release the stock of orders left unpaid
// past their payment window (docs/orders-and-payments.md), so a shop without a scheduler still gets it back.
// The integration suite turns the draw off (vitest.config.ts); here it is set to always or never.

beforeAll(() => useTestSecret());
afterEach(() => vi.unstubAllEnvs());

/** A pending online order whose shopper left the payment window open for 45 minutes. */
async function abandonedOrder() {
  const { bag, checkout } = await pendingOnlineOrder(120_000, 3);
  const orderId = (checkout.order as Json)._id as string;
  await prisma.order.update({ where: { id: orderId }, data: { createdAt: new Date(Date.now() - 45 * 60_000) } });
  return { bag, orderId };
}

const statusOf = async (orderId: string) =>
  (await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).fulfillmentStatus;

describe("an online checkout's sweep of abandoned orders", () => {
  it("releases another shopper's order left unpaid past its window when the checkout draws it", async () => {
    const abandoned = await abandonedOrder();
    expect(await stockOf(abandoned.bag.id)).toBe(2);

    vi.stubEnv("CHECKOUT_SWEEP_PERCENT", "100");
    await pendingOnlineOrder();

    expect(await statusOf(abandoned.orderId)).toBe("CANCELLED");
    expect(await stockOf(abandoned.bag.id)).toBe(3);
  });

  it("leaves it for the expiry job when the share is 0", async () => {
    const abandoned = await abandonedOrder();

    vi.stubEnv("CHECKOUT_SWEEP_PERCENT", "0");
    await pendingOnlineOrder();

    expect(await statusOf(abandoned.orderId)).toBe("ORDER_PLACED");
    expect(await stockOf(abandoned.bag.id)).toBe(2);
  });
});
