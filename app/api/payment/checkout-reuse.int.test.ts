import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { bodyOf, useTestSecret } from "@/test/integration/accounts";
import { product, shopper, startOnline, stockOf, type Json } from "@/test/integration/checkout";

// An online checkout started again while the first one waits at Razorpay reuses that order only when it
// is the same order: the same lines in the same size and colour, not merely the same products, quantities
// and amounts. Otherwise the shopper would pay for (and be sent) what they no longer chose.

beforeAll(() => {
  useTestSecret();
});

async function bagInSizes() {
  const bag = await product(120_000, 5);
  await prisma.product.update({ where: { id: bag.id }, data: { sizes: ["S", "M"], colors: ["Red", "Blue"] } });
  return bag;
}

const itemsOf = (orderId: string) =>
  prisma.orderItem.findMany({ where: { orderId }, select: { productId: true, size: true, color: true } });

describe("create-order started again with a changed cart", () => {
  it("does not reuse the waiting order when only a line's size changed", async () => {
    const who = await shopper();
    const bag = await bagInSizes();
    const line = await prisma.cartItem.create({
      data: { userId: who.id, productId: bag.id, quantity: 1, size: "S", color: "Red" },
    });
    const first = (await bodyOf(await startOnline(who))) as Json;
    // The shopper goes back and picks size M instead (same price, same quantity).
    await prisma.cartItem.update({ where: { id: line.id }, data: { size: "M" } });
    const second = await startOnline(who);
    expect(second.status).toBe(200);
    const again = (await bodyOf(second)) as Json;
    expect(again.orderId).not.toBe(first.orderId);
    expect(await itemsOf((again.order as Json)._id as string)).toEqual([
      { productId: bag.id, size: "M", color: "Red" },
    ]);
    // The first order gave way (its unit back), the second holds one.
    const earlier = await prisma.order.findUniqueOrThrow({ where: { id: (first.order as Json)._id as string } });
    expect(earlier.fulfillmentStatus).toBe("CANCELLED");
    expect(await stockOf(bag.id)).toBe(4);
  });

  it("does not reuse the waiting order when one of two lines of a product changed colour", async () => {
    const who = await shopper();
    const bag = await bagInSizes();
    await prisma.cartItem.create({ data: { userId: who.id, productId: bag.id, quantity: 1, size: "S", color: "Red" } });
    const blue = await prisma.cartItem.create({
      data: { userId: who.id, productId: bag.id, quantity: 1, size: "M", color: "Blue" },
    });
    const first = (await bodyOf(await startOnline(who))) as Json;
    await prisma.cartItem.update({ where: { id: blue.id }, data: { color: "Red" } });
    const again = (await bodyOf(await startOnline(who))) as Json;
    expect(again.orderId).not.toBe(first.orderId);
    const items = await itemsOf((again.order as Json)._id as string);
    expect(items.map((item) => `${item.size}/${item.color}`).sort()).toEqual(["M/Red", "S/Red"]);
  });

  it("still reuses the waiting order when nothing changed", async () => {
    const who = await shopper();
    const bag = await bagInSizes();
    await prisma.cartItem.create({ data: { userId: who.id, productId: bag.id, quantity: 1, size: "S", color: "Red" } });
    await prisma.cartItem.create({
      data: { userId: who.id, productId: bag.id, quantity: 1, size: "M", color: "Blue" },
    });
    const first = (await bodyOf(await startOnline(who))) as Json;
    const again = (await bodyOf(await startOnline(who))) as Json;
    expect(again.orderId).toBe(first.orderId);
    expect(await stockOf(bag.id)).toBe(3);
  });
});
