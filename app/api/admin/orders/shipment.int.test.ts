import { beforeAll, describe, expect, it } from "vitest";
import { GET as getOrders } from "@/app/api/payment/get-orders/route";
import { GET as getOrder } from "@/app/api/orders/[id]/route";
import { GET as track } from "@/app/api/track/route";
import { issueSessionToken } from "@/lib/auth/session-token";
import { prisma } from "@/lib/db";
import { seed } from "@/prisma/seed";
import { adminAndShopper, apiRequest, bodyOf, createUser, useTestSecret, withId } from "@/test/integration/accounts";
import { createTestOrder } from "@/test/integration/orders";
import { POST as advance } from "./[id]/fulfillment/route";
import { GET as detail } from "./[id]/route";
import { PATCH as patchShipment } from "./[id]/shipment/route";

// The courier and AWB given when an order ships (docs/adr/0038): stored on the
// order, optional, validated, correctable until delivery, shown to the shopper
// with the courier's tracking link, never with the e-way bill.

let adminToken: string;
let shopperToken: string;
let otherToken: string;
let shopperId: string;
let productId: string;

const tokenFor = async (id: string) => (await issueSessionToken({ id, tokenVersion: 0 })).token;
const moveTo = (orderId: string, body: Record<string, unknown>, token: string | null = adminToken) =>
  advance(
    apiRequest(`/api/admin/orders/${orderId}/fulfillment`, { method: "POST", token: token ?? undefined, body }),
    withId(orderId),
  );
const patch = (orderId: string, body: Record<string, unknown>, token: string | null = adminToken) =>
  patchShipment(
    apiRequest(`/api/admin/orders/${orderId}/shipment`, { method: "PATCH", token: token ?? undefined, body }),
    withId(orderId),
  );
const columnsOf = (id: string) =>
  prisma.order.findUniqueOrThrow({
    where: { id },
    select: { fulfillmentStatus: true, courier: true, trackingNumber: true, ewayBillNumber: true },
  });

async function packedOrder() {
  const order = await createTestOrder({ userId: shopperId, lines: [{ productId, quantity: 1 }] });
  expect((await moveTo(order.id, { status: "PACKED" })).status).toBe(200);
  return order;
}

beforeAll(async () => {
  useTestSecret();
  await seed(prisma, { log: () => {} });
  ({ adminToken, shopperToken, shopperId } = await adminAndShopper({ phone: "+919812345670" }));
  otherToken = await tokenFor((await createUser()).id);
  productId = (await prisma.product.findFirstOrThrow({ where: { isActive: true, stock: { gte: 40 } } })).id;
});

describe("courier and AWB when an order ships", () => {
  it("stores courier, upper-cased AWB and e-way bill given with SHIPPED", async () => {
    const order = await packedOrder();
    const shipped = await moveTo(order.id, {
      status: "SHIPPED",
      courier: "DELHIVERY",
      trackingNumber: " dl-1234567890 ",
      ewayBillNumber: "123456789012",
    });
    expect(shipped.status).toBe(200);
    expect(await columnsOf(order.id)).toEqual({
      fulfillmentStatus: "SHIPPED",
      courier: "DELHIVERY",
      trackingNumber: "DL-1234567890",
      ewayBillNumber: "123456789012",
    });
    const admin = (await bodyOf(
      await detail(apiRequest(`/api/admin/orders/${order.id}`, { token: adminToken }), withId(order.id)),
    )) as { order: Record<string, unknown> };
    expect(admin.order.shipment).toMatchObject({
      courier: "DELHIVERY",
      courierName: "Delhivery",
      trackingNumber: "DL-1234567890",
      trackingUrl: "https://www.delhivery.com/track/package/DL-1234567890",
      ewayBillNumber: "123456789012",
      editable: true,
    });
  });

  it("still ships with only { status }, recording no shipment", async () => {
    const order = await packedOrder();
    expect((await moveTo(order.id, { status: "SHIPPED" })).status).toBe(200);
    expect(await columnsOf(order.id)).toEqual({
      fulfillmentStatus: "SHIPPED",
      courier: null,
      trackingNumber: null,
      ewayBillNumber: null,
    });
    const mine = (await bodyOf(
      await getOrder(apiRequest(`/api/orders/${order.id}`, { token: shopperToken }), withId(order.id)),
    )) as { order: { shipment: unknown } };
    expect(mine.order.shipment).toBeNull();
  });

  it("refuses bad shipment details with 400 and changes nothing", async () => {
    const order = await packedOrder();
    const bad: Array<Record<string, unknown>> = [
      { courier: "FEDEX", trackingNumber: "1234567890" },
      { courier: "delhivery", trackingNumber: "1234567890" },
      { courier: "DELHIVERY", trackingNumber: "1234 567890" },
      { courier: "DELHIVERY", trackingNumber: "12345" },
      { courier: "DELHIVERY", trackingNumber: "1".repeat(31) },
      { courier: "DELHIVERY" },
      { trackingNumber: "1234567890" },
      { courier: "DELHIVERY", trackingNumber: "1234567890", ewayBillNumber: "12345678901" },
      { courier: "DELHIVERY", trackingNumber: "1234567890", ewayBillNumber: "12345678901A" },
    ];
    for (const details of bad) {
      const response = await moveTo(order.id, { status: "SHIPPED", ...details });
      expect(response.status, JSON.stringify(details)).toBe(400);
    }
    expect(await columnsOf(order.id)).toMatchObject({ fulfillmentStatus: "PACKED", courier: null });

    // Details with any other step are refused too.
    const placed = await createTestOrder({ userId: shopperId, lines: [{ productId, quantity: 1 }] });
    expect(
      (await moveTo(placed.id, { status: "PACKED", courier: "DELHIVERY", trackingNumber: "1234567890" })).status,
    ).toBe(400);
    expect((await moveTo(placed.id, { status: "PACKED", ewayBillNumber: "123456789012" })).status).toBe(400);
    expect(await columnsOf(placed.id)).toMatchObject({ fulfillmentStatus: "ORDER_PLACED", courier: null });
  });

  it("lets the admin correct the details until delivery, then answers 409", async () => {
    const order = await packedOrder();
    // Before it ships there is nothing to correct.
    expect((await patch(order.id, { courier: "DTDC", trackingNumber: "D12345678" })).status).toBe(409);
    expect((await moveTo(order.id, { status: "SHIPPED", courier: "DTDC", trackingNumber: "D12345678" })).status).toBe(
      200,
    );
    const corrected = await patch(order.id, { courier: "BLUEDART", trackingNumber: "bd987654321" });
    expect(corrected.status).toBe(200);
    expect(await columnsOf(order.id)).toMatchObject({ courier: "BLUEDART", trackingNumber: "BD987654321" });
    // The e-way bill on its own leaves the courier as it is.
    expect((await patch(order.id, { ewayBillNumber: "111122223333" })).status).toBe(200);
    expect(await columnsOf(order.id)).toMatchObject({
      courier: "BLUEDART",
      trackingNumber: "BD987654321",
      ewayBillNumber: "111122223333",
    });
    for (const body of [
      {},
      { courier: "BLUEDART" },
      { courier: "NOPE", trackingNumber: "1234567" },
      { ewayBillNumber: "1" },
    ])
      expect((await patch(order.id, body)).status, JSON.stringify(body)).toBe(400);

    expect((await moveTo(order.id, { status: "OUT_FOR_DELIVERY" })).status).toBe(200);
    expect((await patch(order.id, { courier: "EKART", trackingNumber: "FMPP12345678" })).status).toBe(200);
    expect((await moveTo(order.id, { status: "DELIVERED" })).status).toBe(200);
    expect((await patch(order.id, { courier: "DELHIVERY", trackingNumber: "1234567890" })).status).toBe(409);
    expect(await columnsOf(order.id)).toMatchObject({ courier: "EKART", trackingNumber: "FMPP12345678" });
  });

  it("answers 401 to a guest and 403 to a shopper on the shipment route, changing nothing", async () => {
    const order = await packedOrder();
    expect((await moveTo(order.id, { status: "SHIPPED", courier: "DTDC", trackingNumber: "D12345678" })).status).toBe(
      200,
    );
    expect((await patch(order.id, { courier: "EKART", trackingNumber: "FMPP1234567" }, null)).status).toBe(401);
    expect((await patch(order.id, { courier: "EKART", trackingNumber: "FMPP1234567" }, shopperToken)).status).toBe(403);
    expect(await columnsOf(order.id)).toMatchObject({ courier: "DTDC", trackingNumber: "D12345678" });
  });

  it("shows the shopper the courier, AWB and link, never the e-way bill; another shopper sees nothing", async () => {
    const order = await packedOrder();
    await moveTo(order.id, {
      status: "SHIPPED",
      courier: "XPRESSBEES",
      trackingNumber: "XB1234567890",
      ewayBillNumber: "999988887777",
    });
    const expected = {
      courier: "Xpressbees",
      trackingNumber: "XB1234567890",
      trackingUrl: "https://www.xpressbees.com/shipment/tracking?awbNo=XB1234567890",
    };
    const one = await getOrder(apiRequest(`/api/orders/${order.id}`, { token: shopperToken }), withId(order.id));
    const oneText = await one.text();
    expect(JSON.parse(oneText).order.shipment).toEqual(expected);
    expect(oneText).not.toContain("999988887777");

    const listText = await (await getOrders(apiRequest("/api/payment/get-orders", { token: shopperToken }), {})).text();
    const listed = (JSON.parse(listText) as { orders: Array<{ _id: string; shipment: unknown }> }).orders;
    expect(listed.find((o) => o._id === order.id)?.shipment).toEqual(expected);
    expect(listText).not.toContain("999988887777");

    // Tracking by number and phone shows courier and AWB, not the e-way bill.
    const tracked = await track(
      apiRequest(`/api/track?orderId=${order.number}&phone=${order.shipPhone.slice(-10)}`, { ip: "198.51.100.77" }),
      {},
    );
    const trackedText = await tracked.text();
    expect(tracked.status).toBe(200);
    expect(JSON.parse(trackedText).shipment).toEqual(expected);
    expect(trackedText).not.toContain("999988887777");

    // A courier without a linkable page: the number, no link.
    expect((await patch(order.id, { courier: "INDIA_POST", trackingNumber: "EE123456789IN" })).status).toBe(200);
    const again = (await bodyOf(
      await getOrder(apiRequest(`/api/orders/${order.id}`, { token: shopperToken }), withId(order.id)),
    )) as { order: { shipment: unknown } };
    expect(again.order.shipment).toEqual({
      courier: "India Post (Speed Post)",
      trackingNumber: "EE123456789IN",
      trackingUrl: null,
    });

    const theirs = await getOrder(apiRequest(`/api/orders/${order.id}`, { token: otherToken }), withId(order.id));
    expect(theirs.status).toBe(404);
    expect(await theirs.text()).not.toContain("EE123456789IN");
  });
  it("warns the admin that a consignment above ₹50,000 needs an e-way bill until its number is stored", async () => {
    const order = await packedOrder();
    const ewayNeeded = async () =>
      (
        (await bodyOf(
          await detail(apiRequest(`/api/admin/orders/${order.id}`, { token: adminToken }), withId(order.id)),
        )) as { order: { ewayBillNeeded: boolean } }
      ).order.ewayBillNeeded;
    await prisma.order.update({ where: { id: order.id }, data: { total: 50_000_00 } });
    expect(await ewayNeeded()).toBe(false);
    await prisma.order.update({ where: { id: order.id }, data: { total: 50_000_01 } });
    expect(await ewayNeeded()).toBe(true);
    // A warning only: the order ships without it.
    expect((await moveTo(order.id, { status: "SHIPPED", courier: "DTDC", trackingNumber: "D7654321" })).status).toBe(
      200,
    );
    expect(await ewayNeeded()).toBe(true);
    expect((await patch(order.id, { ewayBillNumber: "401234567890" })).status).toBe(200);
    expect(await ewayNeeded()).toBe(false);
  });
});
