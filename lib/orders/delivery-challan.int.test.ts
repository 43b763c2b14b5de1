import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { DeliveryChallan } from "@/components/orders/delivery-challan";
import type { Viewer } from "@/lib/auth/viewer";
import { prisma } from "@/lib/db";
import { decideExchange } from "@/lib/exchanges/admin";
import { EXCHANGE_SHIPPING_FEE_PAISE } from "@/lib/exchanges/charges";
import { requestExchange } from "@/lib/exchanges/exchanges";
import { store } from "@/lib/store";
import { createUser, viewerFor } from "@/test/integration/accounts";
import { product } from "@/test/integration/checkout";
import { createTestOrder, invoicedTestOrder } from "@/test/integration/orders";
import { advanceFulfillment } from "./admin-fulfillment";
import { getDeliveryChallan, issueDeliveryChallan, REPLACEMENT_CHALLAN_REASON } from "./delivery-challan";
import { getGstMonth } from "./gst-month";
import { getGstr1Tables } from "./gstr1-tables";
import { financialYearOf, getTaxInvoice } from "./invoice";
import { getInvoiceRegister } from "./invoice-register";
import { getOrderForUser } from "./orders";

// Delivery challans for replacement shipments (docs/adr/0037-delivery-challans-for-replacements.md):
// issued once, when the replacement ships, in their own consecutive series, with the original
// order's line values; stored as issued; read by the order's owner or an admin; counted in
// GSTR-1 table 13. Real PostgreSQL, through the lib functions the routes and pages call.

let admin: Viewer;
let shopper: Viewer;
let stranger: Viewer;
let shopperId: string;

beforeAll(async () => {
  const [adminUser, shopperUser, otherUser] = await Promise.all([
    createUser({ role: "ADMIN" }),
    createUser(),
    createUser(),
  ]);
  [admin, shopper, stranger] = await Promise.all([viewerFor(adminUser), viewerFor(shopperUser), viewerFor(otherUser)]);
  shopperId = shopperUser.id;
});

const challansOf = (orderId: string) => prisma.deliveryChallan.findMany({ where: { orderId } });
const serialOf = (number: string) => Number(number.split("/")[2]);

/**
 * A delivered order of 2 units of a new product at `price` paise (its line in size M, Black), an
 * exchange of 1 unit requested and approved: returns the original order, the product and the
 * replacement order's id (packed, not shipped yet).
 */
async function packedReplacement(price = 150_000) {
  const bag = await product(price, 10);
  const order = await createTestOrder({ userId: shopperId, lines: [{ productId: bag.id, quantity: 2 }] });
  const line = await prisma.orderItem.update({
    where: { id: (await prisma.orderItem.findFirstOrThrow({ where: { orderId: order.id } })).id },
    data: { size: "M", color: "Black" },
  });
  for (const step of ["PACKED", "SHIPPED", "OUT_FOR_DELIVERY", "DELIVERED"] as const)
    await advanceFulfillment(admin, order.id, step);
  const exchange = await requestExchange(shopperId, order.id, {
    items: [{ orderItemId: line.id, quantity: 1, reason: "Damaged" }],
    note: "",
  });
  const decided = await decideExchange(admin, exchange._id, { decision: "approve", message: "" });
  const replacementId = decided.replacement!._id;
  await advanceFulfillment(admin, replacementId, "PACKED");
  return { order, line, bag, replacementId };
}

describe("a replacement shipment", () => {
  it("gets one delivery challan when it ships, valued at the original line's price; its invoice bills only the delivery", async () => {
    const { order, line, replacementId } = await packedReplacement(150_000);
    expect(await challansOf(replacementId)).toEqual([]);
    expect(await getDeliveryChallan(shopper, replacementId)).toBeNull();

    await advanceFulfillment(admin, replacementId, "SHIPPED");
    const challan = (await getDeliveryChallan(shopper, replacementId))!;
    // The year it was issued in (on 31 March the clock may be in the next one by now).
    expect(challan.number).toMatch(new RegExp(`^DC/${financialYearOf(challan.issuedAt)}/\\d{5}$`));
    expect(challan.number.length).toBeLessThanOrEqual(16);
    expect(challan).toMatchObject({
      orderId: replacementId,
      replacementFor: order.number,
      seller: { legalName: store.legalName, gstin: store.gstin },
      consignee: { name: "Meera Nair", business: null },
      placeOfSupply: "Karnataka",
      reason: REPLACEMENT_CHALLAN_REASON,
      lines: [{ description: `${line.productName} (M, Black)`, hsnCode: line.hsnCode, quantity: 1, value: 150_000 }],
      totalValue: 150_000,
    });
    expect(challan.consignee.address).toContain("560038");
    // The replacement's tax invoice is as before: the ₹49 exchange delivery charge, a courier service.
    const invoice = (await getTaxInvoice(shopper, replacementId))!;
    expect(invoice.lines).toEqual([
      expect.objectContaining({ hsnCode: "996812", quantity: null, amount: EXCHANGE_SHIPPING_FEE_PAISE }),
    ]);
    // The shopper's order shows its number (the link to it).
    expect((await getOrderForUser(shopperId, replacementId))?.challanNumber).toBe(challan.number);
    expect((await getOrderForUser(shopperId, order.id))?.challanNumber).toBeNull();

    // Shipping again is refused, a retried issue answers the same challan, later steps keep it: one challan.
    await expect(advanceFulfillment(admin, replacementId, "SHIPPED")).rejects.toMatchObject({ kind: "conflict" });
    expect(await prisma.$transaction((tx) => issueDeliveryChallan(tx, replacementId, new Date()))).toBe(challan.number);
    await advanceFulfillment(admin, replacementId, "OUT_FOR_DELIVERY");
    expect(await challansOf(replacementId)).toHaveLength(1);
    expect(await getDeliveryChallan(shopper, replacementId)).toEqual(challan);
  });

  it("is numbered consecutively with the next replacement's, and a normal order gets none", async () => {
    const first = await packedReplacement();
    const second = await packedReplacement();
    await advanceFulfillment(admin, first.replacementId, "SHIPPED");
    const normal = await invoicedTestOrder(admin, {
      userId: shopperId,
      lines: [{ productId: first.bag.id, quantity: 1 }],
      issuedAt: new Date(),
    });
    await advanceFulfillment(admin, second.replacementId, "SHIPPED");
    const [a] = await challansOf(first.replacementId);
    const [b] = await challansOf(second.replacementId);
    expect(serialOf(b!.number)).toBe(serialOf(a!.number) + 1);
    expect(normal.invoiceNumber).not.toBeNull();
    expect(await challansOf(normal.id)).toEqual([]);
    expect(await challansOf(first.order.id)).toEqual([]);
    expect(await getDeliveryChallan(admin, normal.id)).toBeNull();
  });

  it("is shown to its owner and an admin only; another shopper gets nothing", async () => {
    const { replacementId } = await packedReplacement();
    await advanceFulfillment(admin, replacementId, "SHIPPED");
    const owners = await getDeliveryChallan(shopper, replacementId);
    expect(owners).not.toBeNull();
    expect(await getDeliveryChallan(admin, replacementId)).toEqual(owners);
    expect(await getDeliveryChallan(stranger, replacementId)).toBeNull();
    expect(await getDeliveryChallan({ ...admin }, replacementId)).toBeNull(); // a look-alike, no verified session
    expect(await getDeliveryChallan(shopper, "no-such-order")).toBeNull();
  });
});

describe("an issued delivery challan", () => {
  it("stays as issued when the product's price and HSN and the shop's address change, and refuses any UPDATE", async () => {
    const { bag, replacementId } = await packedReplacement(99_000);
    await advanceFulfillment(admin, replacementId, "SHIPPED");
    const challan = (await getDeliveryChallan(shopper, replacementId))!;
    const printed = renderToStaticMarkup(createElement(DeliveryChallan, { challan }));
    expect(printed).toContain(challan.number);
    expect(printed).toContain(store.gstin);
    expect(printed).toContain("Replacement under warranty/exchange — not a supply");

    const shop = { gstin: store.gstin, legalName: store.legalName, address: { ...store.address } };
    try {
      const { taxCategoryId } = await prisma.product.update({
        where: { id: bag.id },
        data: { price: 199_000 },
        select: { taxCategoryId: true },
      });
      await prisma.taxCategory.update({ where: { id: taxCategoryId! }, data: { hsnCode: "6307" } });
      Object.assign(store as { gstin: string; legalName: string }, {
        gstin: "29AAGCB7383J1Z4",
        legalName: "Kosh Karnataka LLP",
      });
      Object.assign(store.address as Record<string, string>, { street: "1 Residency Road", state: "Karnataka" });

      const again = (await getDeliveryChallan(shopper, replacementId))!;
      expect(again).toEqual(challan);
      expect(renderToStaticMarkup(createElement(DeliveryChallan, { challan: again }))).toBe(printed);
    } finally {
      Object.assign(store as { gstin: string; legalName: string }, { gstin: shop.gstin, legalName: shop.legalName });
      Object.assign(store.address as Record<string, string>, shop.address);
    }
    await expect(
      prisma.deliveryChallan.updateMany({ where: { orderId: replacementId }, data: { totalValue: 1 } }),
    ).rejects.toThrow(/cannot be changed/);
    await expect(
      prisma.$executeRaw`UPDATE "DeliveryChallan" SET "sellerAddress" = 'elsewhere' WHERE "orderId" = ${replacementId}`,
    ).rejects.toThrow(/cannot be changed/);
    expect(await getDeliveryChallan(shopper, replacementId)).toEqual(challan);
  });
});

describe("the month's reports", () => {
  it("count the month's challans in GSTR-1 table 13 and list them in the register, outside every tax total", async () => {
    const month = "2026-05";
    const shippedAt = [new Date("2026-05-10T06:00:00Z"), new Date("2026-05-20T06:00:00Z")];
    const replacements = [await packedReplacement(120_000), await packedReplacement(80_000)];
    for (const [index, { replacementId }] of replacements.entries())
      await advanceFulfillment(admin, replacementId, "SHIPPED", shippedAt[index]);
    // One shipped in another month is not this month's.
    const june = await packedReplacement();
    await advanceFulfillment(admin, june.replacementId, "SHIPPED", new Date("2026-06-02T06:00:00Z"));

    const numbers = await Promise.all(
      replacements.map(async ({ replacementId }) => (await challansOf(replacementId))[0]!.number),
    );
    const tables = await getGstr1Tables(admin, month);
    expect(tables.docs).toContainEqual({
      nature: "Delivery challans in cases other than by way of supply",
      from: numbers[0],
      to: numbers[1],
      total: 2,
      cancelled: 0,
    });

    const register = await getInvoiceRegister(admin, month);
    expect(register.challans.totals).toEqual({ count: 2, value: 2_000 });
    expect(register.challans.rows.map((row) => [row.documentNumber, row.value])).toEqual([
      [numbers[0], 1_200],
      [numbers[1], 800],
    ]);
    // The replacements' invoices (₹49 each) are the month's only tax documents: challans add no value to any total.
    expect(register.net.total).toBe(2 * 49);
    const month2 = await getGstMonth(admin, month);
    expect(month2.register).toEqual(register);
    expect(month2.gstr1).toEqual(tables);
  });
});
