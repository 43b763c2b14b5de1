import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { apiRequest, bodyOf, useTestSecret } from "@/test/integration/accounts";
import {
  approvedQuotation,
  codBody,
  inCart,
  place,
  product,
  shipping,
  shopper,
  shopperWithBag,
  startOnline,
  stockOf,
  taxCategory,
  type Json,
  type Shopper,
} from "@/test/integration/checkout";
import { KITCHENWARE } from "@/prisma/seed-data/catalog";
import { POST as createOrder } from "./create-order/route";
import { POST as placeOrder } from "./place-order/route";

// Every line ordered is taxed at its product's GST category, through the
// payment handlers against a real PostgreSQL: the order's taxTotal is the GST
// contained in its goods and delivery, and a product without a category (a
// row written outside the admin API) is refused with a 409 — never priced at
// 0% by default (the review's ₹799 bag + ₹49 delivery invoiced without its
// ₹129.35 of GST).

beforeAll(() => {
  useTestSecret();
});

const CART_MESSAGE = (name: string) =>
  `${name} cannot be ordered right now: we are still setting up its tax details. Please remove it from your cart and try again.`;
const CART_MESSAGE_HI = (name: string) =>
  `${name} का ऑर्डर अभी नहीं हो सकता: इसकी टैक्स जानकारी अभी तैयार की जा रही है। कृपया इसे अपने कार्ट से हटाकर फिर से कोशिश करें।`;

const orderOf = (orderId: string) =>
  prisma.order.findUniqueOrThrow({ where: { id: orderId }, include: { items: { orderBy: { lineTotal: "desc" } } } });

describe("GST on every line ordered", () => {
  it("taxes a ₹799 bag at 18% and its ₹49 delivery with it: ₹129.35 of GST in the total", async () => {
    const { who } = await shopperWithBag(79_900, 5);
    const response = await place(who, codBody());
    expect(response.status).toBe(201);
    const order = await orderOf(((await bodyOf(response)) as Json).orderId);
    // 79,900 × 18/118 = 12,188 paise; 4,900 × 18/118 = 747 paise.
    expect(order).toMatchObject({ subtotal: 79_900, shippingFee: 4_900, total: 84_800, taxTotal: 12_935 });
    expect(order.items).toMatchObject([{ hsnCode: "4202", taxRateBasisPoints: 1800 }]);
  });

  it("taxes each line at its own rate and the delivery apportioned over them by value, online too", async () => {
    const who = await shopper();
    const bag = await product(45_000, 5);
    const bottle = await product(20_000, 5, { tax: KITCHENWARE });
    await inCart(who, bag.id, 1);
    await inCart(who, bottle.id, 1);
    const response = await startOnline(who);
    expect(response.status).toBe(200);
    const order = await orderOf(((await bodyOf(response)) as Json).order._id);
    // Bag 45,000 × 18/118 = 6,864; bottle 20,000 × 5/105 = 952. Delivery 4,900 over their taxable values
    // (38,136 and 19,048, docs/adr/0036): 3,267 at 18% holds 498, 1,633 at 5% holds 78.
    expect(order).toMatchObject({ subtotal: 65_000, shippingFee: 4_900, total: 69_900, taxTotal: 8_392 });
    expect(order.items.map((item) => [item.hsnCode, item.taxRateBasisPoints])).toEqual([
      ["4202", 1800],
      ["7323", 500],
    ]);
  });
});

describe("a product without a GST category", () => {
  /** A shopper with a taxed bag and an untaxed one (as an old row might be) in the cart. */
  async function cartWithUntaxedLine() {
    const who = await shopper();
    const taxed = await product(45_000, 5);
    const untaxed = await product(79_900, 5);
    await prisma.product.update({ where: { id: untaxed.id }, data: { taxCategoryId: null } });
    await inCart(who, taxed.id, 1);
    await inCart(who, untaxed.id, 1);
    return { who, taxed, untaxed };
  }

  async function expectNothingChanged(who: Shopper, productIds: string[]) {
    expect(await prisma.order.count({ where: { userId: who.id } })).toBe(0);
    for (const id of productIds) expect(await stockOf(id)).toBe(5);
    expect(await prisma.cartItem.count({ where: { userId: who.id } })).toBe(productIds.length);
  }

  it("is refused at cash on delivery with a 409 naming it, in English and with ?lang=hi in Hindi", async () => {
    const { who, taxed, untaxed } = await cartWithUntaxedLine();
    const response = await place(who, codBody());
    expect(response.status).toBe(409);
    expect(await bodyOf(response)).toMatchObject({ message: CART_MESSAGE(untaxed.name) });
    const hindi = await placeOrder(
      apiRequest("/api/payment/place-order?lang=hi", { token: who.token, body: codBody() }),
      {},
    );
    expect(hindi.status).toBe(409);
    expect(await bodyOf(hindi)).toMatchObject({ message: CART_MESSAGE_HI(untaxed.name) });
    await expectNothingChanged(who, [taxed.id, untaxed.id]);
  });

  it("is refused for online payment before any Razorpay order, in English and in Hindi", async () => {
    const { who, taxed, untaxed } = await cartWithUntaxedLine();
    const response = await startOnline(who);
    expect(response.status).toBe(409);
    expect(await bodyOf(response)).toMatchObject({ message: CART_MESSAGE(untaxed.name) });
    const hindi = await createOrder(
      apiRequest("/api/payment/create-order?lang=hi", {
        token: who.token,
        body: { amount: 100, shippingInfo: shipping },
      }),
      {},
    );
    expect(hindi.status).toBe(409);
    expect(await bodyOf(hindi)).toMatchObject({ message: CART_MESSAGE_HI(untaxed.name) });
    await expectNothingChanged(who, [taxed.id, untaxed.id]);
    expect(await prisma.payment.count({ where: { order: { userId: who.id } } })).toBe(0);
  });

  it("is refused in an approved quotation, with a message that does not send the buyer to the cart", async () => {
    const who = await shopper();
    const bag = await product(60_000, 200);
    await prisma.product.update({ where: { id: bag.id }, data: { taxCategoryId: null } });
    const quotation = await approvedQuotation(who, {
      productId: bag.id,
      quantity: 60,
      budget: 5_000_000,
      quotedPrice: 3_000_000,
    });
    const body = { ...codBody(), quotationId: quotation.id };
    const response = await place(who, body);
    expect(response.status).toBe(409);
    expect(await bodyOf(response)).toMatchObject({
      message: `${bag.name} in this quotation cannot be ordered right now: we are still setting up its tax details. Please contact customer care.`,
    });
    const hindi = await placeOrder(apiRequest("/api/payment/place-order?lang=hi", { token: who.token, body }), {});
    expect(await bodyOf(hindi)).toMatchObject({
      message: `इस कोटेशन में ${bag.name} का ऑर्डर अभी नहीं हो सकता: इसकी टैक्स जानकारी अभी तैयार की जा रही है। कृपया कस्टमर केयर से संपर्क करें।`,
    });
    expect((await startOnline(who, { shippingInfo: shipping, quotationId: quotation.id })).status).toBe(409);
    expect(await prisma.order.count({ where: { userId: who.id } })).toBe(0);
    expect(await stockOf(bag.id)).toBe(200);
  });
});

describe("a GST category in use", () => {
  it("cannot be deleted: its products would be left with none (ON DELETE RESTRICT, not SET NULL)", async () => {
    const bag = await product(79_900, 5);
    const travel = await taxCategory();
    await expect(prisma.taxCategory.delete({ where: { id: travel.id } })).rejects.toThrow();
    expect(await prisma.product.findUniqueOrThrow({ where: { id: bag.id } })).toMatchObject({
      taxCategoryId: travel.id,
    });
  });
});
