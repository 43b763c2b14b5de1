import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { GSTIN_TEXT } from "@/lib/gstin";
import { advanceFulfillment } from "@/lib/orders/admin-fulfillment";
import { cancelOrder } from "@/lib/orders/admin-cancel";
import { getTaxInvoice } from "@/lib/orders/invoice";
import { apiRequest, bodyOf, createUser, useTestSecret, viewerFor, withId } from "@/test/integration/accounts";
import {
  approvedQuotation,
  codBody,
  place,
  product,
  shipping,
  shopper,
  shopperWithBag,
  startOnline,
  stockOf,
  type Json,
} from "@/test/integration/checkout";
import { GET as getOrder } from "../orders/[id]/route";

// "I need a GST invoice" at checkout (issue 16, point 4): a business buyer's
// GSTIN and registered name go through place-order / create-order onto the
// order, checked the way GST needs them (shape, check character, state code,
// registered in the shipping state, which is the place of supply), and are
// printed on the tax invoice. Stock and totals are those of any other order.

// Published GSTN sample GSTINs: 29 = Karnataka (the shared shipping fixture's state), 27 = Maharashtra.
const KARNATAKA_BUSINESS = { gstin: "29AAGCB7383J1Z4", businessName: "Kaveri Traders Private Limited" };
const MAHARASHTRA_GSTIN = "27AAPFU0939F1ZV";

beforeAll(useTestSecret);

/** A shopper with one ₹1,200 bag in the cart. */
const readyToOrder = () => shopperWithBag(120_000, 5);

const ordersOf = (userId: string) => prisma.order.count({ where: { userId } });

describe("place-order with a GST invoice", () => {
  it("stores the GSTIN and registered name on the order and the profile; stock and totals as without", async () => {
    const { who, bag } = await readyToOrder();
    const response = await place(who, {
      ...codBody(),
      gstInvoice: { gstin: " 29aagcb7383j1z4 ", businessName: "  Kaveri   Traders Private Limited " },
    });
    expect(response.status).toBe(201);
    const { orderId } = (await bodyOf(response)) as Json;
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order).toMatchObject({
      buyerGstin: KARNATAKA_BUSINESS.gstin,
      buyerBusinessName: KARNATAKA_BUSINESS.businessName,
      subtotal: 120_000,
      shippingFee: 0,
      total: 120_000,
    });
    expect(await stockOf(bag.id)).toBe(4);
    // Saved for next time: the checkout page fills it in from the profile.
    expect(
      await prisma.user.findUniqueOrThrow({ where: { id: who.id }, select: { gstin: true, gstBusinessName: true } }),
    ).toEqual({ gstin: KARNATAKA_BUSINESS.gstin, gstBusinessName: KARNATAKA_BUSINESS.businessName });
    // An API client sees it on the order.
    const read = await getOrder(apiRequest(`/api/orders/${orderId}`, { token: who.token }), withId(orderId));
    expect(((await bodyOf(read)) as Json).order.gstInvoice).toEqual(KARNATAKA_BUSINESS);
  });

  it("leaves a consumer's order and profile without one", async () => {
    const { who } = await readyToOrder();
    const response = await place(who, { ...codBody(), gstInvoice: null });
    expect(response.status).toBe(201);
    const order = await prisma.order.findUniqueOrThrow({ where: { id: ((await bodyOf(response)) as Json).orderId } });
    expect(order).toMatchObject({ buyerGstin: null, buyerBusinessName: null });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: who.id } })).gstin).toBeNull();
  });

  it("refuses a GSTIN with a wrong check character: 400 naming the field, nothing written", async () => {
    const { who, bag } = await readyToOrder();
    const response = await place(who, {
      ...codBody(),
      gstInvoice: { ...KARNATAKA_BUSINESS, gstin: "29AAGCB7383J1Z5" },
    });
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toMatchObject({
      success: false,
      message: `gstInvoice.gstin: ${GSTIN_TEXT.checkCharacter}`,
      issues: [{ path: "gstInvoice.gstin", message: GSTIN_TEXT.checkCharacter }],
    });
    expect(await ordersOf(who.id)).toBe(0);
    expect(await stockOf(bag.id)).toBe(5);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: who.id } })).gstin).toBeNull();
  });

  it("refuses a GSTIN registered in another state than the shipping state, naming both", async () => {
    const { who, bag } = await readyToOrder();
    const response = await place(who, {
      ...codBody(),
      gstInvoice: { gstin: MAHARASHTRA_GSTIN, businessName: "Pune Office Supplies LLP" },
    });
    expect(response.status).toBe(400);
    const body = (await bodyOf(response)) as Json;
    expect(body.issues).toEqual([
      {
        path: "gstInvoice.gstin",
        message:
          "This GSTIN is registered in Maharashtra (27), but the order is shipped to Karnataka. The place of supply is the shipping state: use your GSTIN for Karnataka, or ship to Maharashtra.",
      },
    ]);
    expect(await ordersOf(who.id)).toBe(0);
    expect(await stockOf(bag.id)).toBe(5);
  });

  it("refuses an unknown state code, a malformed GSTIN and a missing business name", async () => {
    const { who } = await readyToOrder();
    const cases: Array<[unknown, string, string]> = [
      // Right shape and check character, but 42 is no state's code.
      [{ gstin: "42AAPFU0939F1Z3", businessName: "X Traders" }, "gstInvoice.gstin", GSTIN_TEXT.stateCode("42")],
      [{ gstin: "29AAGCB7383J1Z", businessName: "X Traders" }, "gstInvoice.gstin", GSTIN_TEXT.format],
      [
        { gstin: KARNATAKA_BUSINESS.gstin, businessName: "  " },
        "gstInvoice.businessName",
        GSTIN_TEXT.businessNameRequired,
      ],
      [{ gstin: KARNATAKA_BUSINESS.gstin }, "gstInvoice.businessName", GSTIN_TEXT.businessNameRequired],
    ];
    for (const [gstInvoice, path, message] of cases) {
      const response = await place(who, { ...codBody(), gstInvoice });
      expect(response.status, JSON.stringify(gstInvoice)).toBe(400);
      expect((await bodyOf(response)).issues).toContainEqual({ path, message });
    }
    // A shipping state that is no state: that is the problem, not a mismatch (and no crash).
    const badState = await place(who, {
      ...codBody(),
      shippingAddress: { ...shipping, state: "Karnatak" },
      gstInvoice: KARNATAKA_BUSINESS,
    });
    expect(badState.status).toBe(400);
    expect((await bodyOf(badState)).issues).toEqual([expect.objectContaining({ path: "shippingAddress.state" })]);
    expect(await ordersOf(who.id)).toBe(0);
  });
});

describe("create-order (online) with a GST invoice", () => {
  it("stores it on the pending order; a changed GSTIN is a new order, not the old one reused", async () => {
    const { who, bag } = await readyToOrder();
    const first = await startOnline(who, { amount: 1, shippingInfo: shipping, gstInvoice: KARNATAKA_BUSINESS });
    expect(first.status).toBe(200);
    const firstOrder = ((await bodyOf(first)) as Json).order._id as string;
    expect(await prisma.order.findUniqueOrThrow({ where: { id: firstOrder } })).toMatchObject({
      buyerGstin: KARNATAKA_BUSINESS.gstin,
      buyerBusinessName: KARNATAKA_BUSINESS.businessName,
      total: 120_000,
    });
    // The same checkout again reuses it; without the GST invoice it is replaced (its stock released once).
    const again = await startOnline(who, { amount: 1, shippingInfo: shipping, gstInvoice: KARNATAKA_BUSINESS });
    expect(((await bodyOf(again)) as Json).order._id).toBe(firstOrder);
    const consumer = await startOnline(who, { amount: 1, shippingInfo: shipping });
    const secondOrder = ((await bodyOf(consumer)) as Json).order._id as string;
    expect(secondOrder).not.toBe(firstOrder);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: secondOrder } })).toMatchObject({ buyerGstin: null });
    expect((await prisma.order.findUniqueOrThrow({ where: { id: firstOrder } })).cancelledAt).not.toBeNull();
    expect(await stockOf(bag.id)).toBe(4);
  });

  it("refuses a state mismatch with 400 and creates nothing", async () => {
    const { who, bag } = await readyToOrder();
    const response = await startOnline(who, {
      amount: 1,
      shippingInfo: shipping,
      gstInvoice: { gstin: MAHARASHTRA_GSTIN, businessName: "Pune Office Supplies LLP" },
    });
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).issues).toMatchObject([{ path: "gstInvoice.gstin" }]);
    expect(await ordersOf(who.id)).toBe(0);
    expect(await stockOf(bag.id)).toBe(5);
  });
});

describe("a quotation checkout with a GST invoice", () => {
  it("stores the business on the order made from the quotation", async () => {
    const who = await shopper();
    const bag = await product(60_000, 200);
    const quotation = await approvedQuotation(who, {
      productId: bag.id,
      quantity: 60,
      budget: 5_000_000,
      quotedPrice: 3_000_000,
    });
    const response = await place(who, { ...codBody(), quotationId: quotation.id, gstInvoice: KARNATAKA_BUSINESS });
    expect(response.status).toBe(201);
    const order = await prisma.order.findUniqueOrThrow({ where: { id: ((await bodyOf(response)) as Json).orderId } });
    expect(order).toMatchObject({ quotationId: quotation.id, total: 3_000_000, buyerGstin: KARNATAKA_BUSINESS.gstin });
  });
});

describe("the tax invoice and credit note of a business order", () => {
  it("carry the buyer's GSTIN and registered name; a consumer's carry none", async () => {
    const [admin, owner] = await Promise.all([createUser({ role: "ADMIN" }), createUser()]);
    const [adminViewer, ownerViewer] = await Promise.all([viewerFor(admin), viewerFor(owner)]);
    const bag = await product(120_000, 5);
    const order = await prisma.order.create({
      data: {
        userId: owner.id,
        paymentMethod: "COD",
        subtotal: 120_000,
        shippingFee: 0,
        total: 120_000,
        shipFullName: "Ravi Kumar",
        shipPhone: "+919876543210",
        shipStreet: "12 MG Road",
        shipCity: "Bengaluru",
        shipState: "Karnataka",
        shipPostalCode: "560038",
        buyerGstin: KARNATAKA_BUSINESS.gstin,
        buyerBusinessName: KARNATAKA_BUSINESS.businessName,
        items: {
          create: [{ productId: bag.id, productName: bag.name, unitPrice: 120_000, quantity: 1, lineTotal: 120_000 }],
        },
        fulfillmentEvents: { create: { status: "ORDER_PLACED" } },
      },
    });
    await advanceFulfillment(adminViewer, order.id, "PACKED");
    await advanceFulfillment(adminViewer, order.id, "SHIPPED");
    const invoice = await getTaxInvoice(ownerViewer, order.id);
    expect(invoice?.buyer).toEqual(KARNATAKA_BUSINESS);
    await cancelOrder(adminViewer, order.id);
    const afterCancel = await getTaxInvoice(adminViewer, order.id);
    expect(afterCancel?.creditNoteNumber).toMatch(/^CN\//);
    expect(afterCancel?.buyer).toEqual(KARNATAKA_BUSINESS);
  });
});
