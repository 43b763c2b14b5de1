import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getOrder } from "@/app/api/orders/[id]/route";
import { POST as createOrder } from "@/app/api/payment/create-order/route";
import { POST as placeOrder } from "@/app/api/payment/place-order/route";
import { GET as track } from "@/app/api/track/route";
import { issueSessionToken } from "@/lib/auth/session-token";
import { prisma } from "@/lib/db";
import { apiRequest, bodyOf, createUser, useTestSecret, withId } from "@/test/integration/accounts";
import { shipping, taxCategory } from "@/test/integration/checkout";

// What checkout does with the delivery rules, through the payment handlers
// against a real PostgreSQL: place-order refuses cash on delivery the rules do
// not allow (the limit, PIN codes without COD) and changes nothing; every
// order refuses a PIN code the shop does not serve or one from another state;
// a placed order keeps the dates it was promised.

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies under test

let brandId: string;
let categoryId: string;
let count = 0;

const bengaluru = shipping; // test/integration/checkout.ts: 560038 Bengaluru, Karnataka

async function shopperWithCart(pricePaise: number, quantity: number) {
  count += 1;
  const user = await createUser();
  const token = (await issueSessionToken({ id: user.id, tokenVersion: 0 })).token;
  const product = await prisma.product.create({
    data: {
      slug: `delivery-test-${count}-${Date.now()}`,
      name: `Delivery test trolley ${count}`,
      description: "A trolley for delivery tests.",
      images: [],
      price: pricePaise,
      stock: 10,
      brandId,
      categoryId,
      taxCategoryId: (await taxCategory()).id,
    },
    select: { id: true },
  });
  await prisma.cartItem.create({ data: { userId: user.id, productId: product.id, quantity } });
  return { user, token, productId: product.id };
}

const placeCod = (token: string, shippingAddress: object) =>
  placeOrder(apiRequest("/api/payment/place-order", { token, body: { paymentMethod: "COD", shippingAddress } }), {});

const state = async (userId: string, productId: string) => ({
  orders: await prisma.order.count({ where: { userId } }),
  stock: (await prisma.product.findUniqueOrThrow({ where: { id: productId }, select: { stock: true } })).stock,
  cart: await prisma.cartItem.count({ where: { userId } }),
});

beforeAll(async () => {
  useTestSecret();
  brandId = (await prisma.brand.create({ data: { name: "DeliveryTest", slug: "deliverytest" } })).id;
  categoryId = (await prisma.category.create({ data: { name: "DeliveryTest Bags", slug: "deliverytest-bags" } })).id;
});

afterEach(() => {
  vi.useRealTimers();
  delete process.env.DELIVERY_HOLIDAYS;
});

describe("cash on delivery at place-order", () => {
  it("refuses a COD order above the ₹50,000 limit with its message, and changes nothing", async () => {
    const { user, token, productId } = await shopperWithCart(2_600_000, 2); // 2 × ₹26,000 = ₹52,000
    const response = await placeCod(token, bengaluru);
    expect(response.status).toBe(409);
    expect(await bodyOf(response)).toEqual({
      success: false,
      code: "COD_UNAVAILABLE",
      message: "Cash on Delivery is available for orders up to ₹50,000. Please pay online for this order.",
    });
    expect(await state(user.id, productId)).toEqual({ orders: 0, stock: 10, cart: 1 });
  });

  it("accepts a COD order of exactly the limit", async () => {
    const { user, token, productId } = await shopperWithCart(2_500_000, 2); // ₹50,000, ships free
    const response = await placeCod(token, bengaluru);
    expect(response.status).toBe(201);
    expect(await state(user.id, productId)).toEqual({ orders: 1, stock: 8, cart: 0 });
  });

  it("refuses COD to a PIN code without cash on delivery", async () => {
    const { user, token, productId } = await shopperWithCart(150_000, 1);
    const portBlair = { ...bengaluru, city: "Port Blair", state: "Andaman and Nicobar Islands", postalCode: "744101" };
    const response = await placeCod(token, portBlair);
    expect(response.status).toBe(409);
    expect((await bodyOf(response)).message).toBe(
      "Cash on Delivery is not available in Andaman and Nicobar Islands. Please pay online.",
    );
    expect(await state(user.id, productId)).toEqual({ orders: 0, stock: 10, cart: 1 });
    // Online payment is still possible there.
    const online = await createOrder(
      apiRequest("/api/payment/create-order", { token, body: { shippingInfo: portBlair } }),
      {},
    );
    expect(online.status).toBe(200);
  });
});

describe("the delivery address at checkout", () => {
  it("refuses a PIN code from another state than the one chosen, for COD and online alike", async () => {
    const { user, token, productId } = await shopperWithCart(150_000, 1);
    const wrongState = { ...bengaluru, state: "Maharashtra" };
    for (const response of [
      await placeCod(token, wrongState),
      await createOrder(apiRequest("/api/payment/create-order", { token, body: { shippingInfo: wrongState } }), {}),
    ]) {
      expect(response.status).toBe(400);
      const body = await bodyOf(response);
      expect(body.message).toBe(
        "PIN code 560038 is in Karnataka, not Maharashtra. Check the PIN code, or choose Karnataka as the state.",
      );
      expect(body.issues).toEqual([expect.objectContaining({ path: "state" })]);
    }
    expect(await state(user.id, productId)).toEqual({ orders: 0, stock: 10, cart: 1 });
  });

  it("refuses a PIN code the shop does not deliver to", async () => {
    const { token } = await shopperWithCart(150_000, 1);
    const response = await placeCod(token, { ...bengaluru, postalCode: "999999" });
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).message).toBe(
      "Sorry, we do not deliver to PIN code 999999 yet. Please check the PIN code.",
    );
  });

  it("stores the promised dates on the order and shows them on the order and its tracking", async () => {
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    vi.setSystemTime(new Date("2026-11-23T04:30:00Z")); // Monday 10:00 IST
    const { user, token } = await shopperWithCart(150_000, 1);
    const placed = (await bodyOf(await placeCod(token, bengaluru))) as Json;
    const stored = await prisma.order.findUniqueOrThrow({
      where: { id: placed.orderId },
      select: { deliveryFrom: true, deliveryTo: true },
    });
    // Rest of India from Mumbai: 5 to 7 business days after Monday's dispatch.
    expect(stored).toEqual({ deliveryFrom: new Date("2026-11-28"), deliveryTo: new Date("2026-12-01") });

    // Weeks later, in a new session, with holidays added since: the promise stays what it was.
    vi.setSystemTime(new Date("2026-12-24T10:30:00Z"));
    process.env.DELIVERY_HOLIDAYS = "2026-11-24,2026-11-25";
    const later = (await issueSessionToken({ id: user.id, tokenVersion: 0 })).token;
    const order = (await bodyOf(
      await getOrder(apiRequest(`/api/orders/${placed.orderId}`, { token: later }), withId(placed.orderId)),
    )) as Json;
    expect(order.order.expectedDelivery).toEqual({ earliest: "2026-11-28", latest: "2026-12-01" });
    const tracking = (await bodyOf(
      await track(apiRequest(`/api/track?orderId=${placed.orderId}`, { token: later }), {}),
    )) as Json;
    expect(tracking.expectedDelivery).toEqual({ earliest: "2026-11-28", latest: "2026-12-01" });
  });
});
