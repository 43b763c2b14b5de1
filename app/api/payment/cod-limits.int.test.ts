import { beforeAll, describe, expect, it } from "vitest";
import { translateMessage } from "@/lib/api/messages";
import { prisma } from "@/lib/db";
import { codUnitsAllowed, MAX_COD_UNITS_PER_PRODUCT } from "@/lib/orders/cod-limits";
import { bodyOf, useTestSecret } from "@/test/integration/accounts";
import {
  approvedQuotation,
  codBody,
  inCart,
  place,
  product,
  shipping,
  shopper,
  shopperWithCart,
  startOnline,
  stockOf,
} from "@/test/integration/checkout";

// Cash on delivery takes stock at once and is paid only at the door. Beside the per-account cap
// (checkout-limits.int.test.ts), throwaway accounts must not be able to hold a product's stock:
// open COD orders are capped per delivery phone number across accounts, and one COD order may take
// only a few units of a product, never more than half of what is left (docs/adr/0051).

const PER_PHONE = 3; // COD_OPEN_ORDERS_PER_PHONE's default

beforeAll(() => {
  useTestSecret();
  delete process.env.COD_OPEN_ORDERS_PER_PHONE;
});

let phoneCount = 0;
/** A phone number of this test's own ("9" and nine digits), so the tests' orders never share one. */
const newPhone = () => `9${String(100_000_000 + (Date.now() % 100_000_000) + (phoneCount += 1)).slice(-9)}`;
const codTo = (phone: string) => ({ ...codBody(), shippingAddress: { ...shipping, phone } });
const onlineTo = (phone: string) => ({ shippingInfo: { ...shipping, phone } });

const openCodOrdersTo = (phone: string) =>
  prisma.order.count({
    where: {
      shipPhone: `+91${phone}`,
      paymentMethod: "COD",
      cancelledAt: null,
      fulfillmentStatus: { notIn: ["DELIVERED", "CANCELLED"] },
    },
  });

describe(`at most ${PER_PHONE} open cash-on-delivery orders per delivery phone number, across accounts`, () => {
  it("refuses another account's order to the same number, however it is written, with a clear 409 and nothing written", async () => {
    const phone = newPhone();
    const bag = await product(50_000, 20);
    for (let i = 0; i < PER_PHONE; i += 1)
      expect((await place(await shopperWithCart(bag.id), codTo(phone))).status).toBe(201);

    const next = await shopperWithCart(bag.id);
    const written = `+91 ${phone.slice(0, 5)}-${phone.slice(5)}`; // the same mobile, spelt otherwise
    const refused = await place(next, codTo(written));
    expect(refused.status).toBe(409);
    const body = await bodyOf(refused);
    expect(body).toMatchObject({
      success: false,
      code: "COD_LIMIT",
      message: `This phone number already has ${PER_PHONE} cash-on-delivery orders waiting to be delivered. Please pay online, or place this order once one of them has arrived.`,
    });
    expect(translateMessage(body.message as string, "hi")).toBe(
      `इस फ़ोन नंबर पर पहले से ${PER_PHONE} कैश ऑन डिलीवरी ऑर्डर डिलीवरी के इंतज़ार में हैं। कृपया ऑनलाइन भुगतान करें, या उनमें से किसी एक के पहुँचने के बाद यह ऑर्डर करें।`,
    );
    expect(await prisma.order.count({ where: { userId: next.id } })).toBe(0);
    expect(await stockOf(bag.id)).toBe(20 - PER_PHONE);
    expect(await prisma.cartItem.count({ where: { userId: next.id } })).toBe(1);

    // Another number is not affected.
    expect((await place(next, codTo(newPhone()))).status).toBe(201);

    // Paying online to the capped number is never refused by it.
    await inCart(next, bag.id, 1);
    expect((await startOnline(next, onlineTo(phone))).status).toBe(200);

    // One of them delivered (cash collected): the number has a slot again.
    const delivered = await prisma.order.findFirstOrThrow({
      where: { shipPhone: `+91${phone}`, paymentMethod: "COD" },
      orderBy: { createdAt: "asc" },
    });
    await prisma.order.update({
      where: { id: delivered.id },
      data: { fulfillmentStatus: "DELIVERED", paymentStatus: "PAID" },
    });
    const later = await shopperWithCart(bag.id);
    expect((await place(later, codTo(phone))).status).toBe(201);
    expect(await openCodOrdersTo(phone)).toBe(PER_PHONE);
  });

  it("lets only one of five accounts ordering to the same number at once take its last slot", async () => {
    const phone = newPhone();
    const bag = await product(50_000, 100);
    for (let i = 0; i < PER_PHONE - 1; i += 1)
      expect((await place(await shopperWithCart(bag.id), codTo(phone))).status).toBe(201);

    const racers = await Promise.all([1, 2, 3, 4, 5].map(() => shopperWithCart(bag.id)));
    const responses = await Promise.all(racers.map((who) => place(who, codTo(phone))));
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await openCodOrdersTo(phone)).toBe(PER_PHONE);
    expect(await stockOf(bag.id)).toBe(100 - PER_PHONE);
  });

  it("COD_OPEN_ORDERS_PER_PHONE sets the number", async () => {
    process.env.COD_OPEN_ORDERS_PER_PHONE = "1";
    try {
      const phone = newPhone();
      const bag = await product(50_000, 20);
      expect((await place(await shopperWithCart(bag.id), codTo(phone))).status).toBe(201);
      const refused = await place(await shopperWithCart(bag.id), codTo(phone));
      expect(refused.status).toBe(409);
      expect((await bodyOf(refused)).message).toMatch(/^This phone number already has 1 cash-on-delivery orders/);
    } finally {
      delete process.env.COD_OPEN_ORDERS_PER_PHONE;
    }
  });
});

describe(`one cash-on-delivery order takes at most ${MAX_COD_UNITS_PER_PRODUCT} units of a product, and at most half its stock`, () => {
  it("is worked out from the stock left", () => {
    expect([1, 2, 3, 4, 5, 9, 10, 11, 100].map(codUnitsAllowed)).toEqual([1, 1, 1, 2, 2, 4, 5, 5, 5]);
  });

  it(`refuses ${MAX_COD_UNITS_PER_PRODUCT + 1} units of a well-stocked product with a clear 409 and nothing written`, async () => {
    const bag = await product(50_000, 50);
    const who = await shopperWithCart(bag.id, MAX_COD_UNITS_PER_PRODUCT + 1);
    const refused = await place(who, codTo(newPhone()));
    expect(refused.status).toBe(409);
    const body = await bodyOf(refused);
    expect(body).toMatchObject({
      success: false,
      code: "COD_LIMIT",
      message: `Cash on Delivery can take at most ${MAX_COD_UNITS_PER_PRODUCT} of ${bag.name} in one order. Please pay online, or order fewer.`,
    });
    expect(translateMessage(body.message as string, "hi")).toBe(
      `कैश ऑन डिलीवरी से एक ऑर्डर में ${bag.name} के ज़्यादा से ज़्यादा ${MAX_COD_UNITS_PER_PRODUCT} नग लिए जा सकते हैं। कृपया ऑनलाइन भुगतान करें, या कम मात्रा ऑर्डर करें।`,
    );
    expect(await prisma.order.count({ where: { userId: who.id } })).toBe(0);
    expect(await stockOf(bag.id)).toBe(50);

    // The same units paid online are not capped.
    expect((await startOnline(who, onlineTo(newPhone()))).status).toBe(200);
    // The most COD allows goes through.
    const other = await shopperWithCart(bag.id, MAX_COD_UNITS_PER_PRODUCT);
    expect((await place(other, codTo(newPhone()))).status).toBe(201);
  });

  it("refuses more than half of a product's last units, but sells its very last unit", async () => {
    const bag = await product(50_000, 6);
    const greedy = await shopperWithCart(bag.id, 4);
    const refused = await place(greedy, codTo(newPhone()));
    expect(refused.status).toBe(409);
    expect((await bodyOf(refused)).message).toBe(
      `Cash on Delivery can take at most 3 of ${bag.name} in one order. Please pay online, or order fewer.`,
    );
    expect(await stockOf(bag.id)).toBe(6);

    // Orders of what each may take leave 3, 2, 1 and 0: the last unit is sold by COD too.
    for (const [quantity, left] of [
      [3, 3],
      [1, 2],
      [1, 1],
      [1, 0],
    ] as const) {
      expect((await place(await shopperWithCart(bag.id, quantity), codTo(newPhone()))).status).toBe(201);
      expect(await stockOf(bag.id)).toBe(left);
    }
  });

  it("leaves an approved quotation's quantities alone (the shop agreed to them)", async () => {
    const bag = await product(50_000, 40);
    const who = await shopper();
    await approvedQuotation(who, { productId: bag.id, quantity: 10, budget: 1_000_000, quotedPrice: 450_000 });
    const quotation = await prisma.quotation.findFirstOrThrow({ where: { userId: who.id } });
    expect((await place(who, { ...codTo(newPhone()), quotationId: quotation.id })).status).toBe(201);
    expect(await stockOf(bag.id)).toBe(30);
  });
});
