import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { seed } from "@/prisma/seed";
import { adminAndShopper, apiRequest, bodyOf, createUser, useTestSecret, withId } from "@/test/integration/accounts";
import { createTestOrder } from "@/test/integration/orders";
import { POST as cancel } from "./[id]/cancel/route";
import { POST as advance } from "./[id]/fulfillment/route";
import { GET as detail } from "./[id]/route";
import { GET as list } from "./route";
import { plansWithoutSeqScan } from "@/test/integration/sql";

let adminToken: string;
let adminId: string;
let shopperToken: string;
let shopperId: string;
let productId: string;

const stockOf = async (id: string) => (await prisma.product.findUniqueOrThrow({ where: { id } })).stock;
const eventsOf = async (orderId: string) =>
  (await prisma.fulfillmentEvent.findMany({ where: { orderId }, orderBy: { createdAt: "asc" } })).map((e) => e.status);

// `token` null sends the request as a guest.
const moveTo = (orderId: string, status: string, token: string | null = adminToken) =>
  advance(
    apiRequest(`/api/admin/orders/${orderId}/fulfillment`, {
      method: "POST",
      token: token ?? undefined,
      body: { status },
    }),
    withId(orderId),
  );
const cancelAs = (orderId: string, token: string | null = adminToken) =>
  cancel(
    apiRequest(`/api/admin/orders/${orderId}/cancel`, { method: "POST", token: token ?? undefined }),
    withId(orderId),
  );
const listAs = (query: string, token: string | null = adminToken) =>
  list(apiRequest(`/api/admin/orders${query}`, { token: token ?? undefined }), {});

beforeAll(async () => {
  useTestSecret();
  await seed(prisma, { log: () => {} });
  ({ adminId, adminToken, shopperToken, shopperId } = await adminAndShopper({
    phone: "+919812345678",
    name: "Ritika Sen",
  }));
  productId = (await prisma.product.findFirstOrThrow({ where: { isActive: true, stock: { gte: 40 } } })).id;
});

describe("admin orders API", () => {
  it("answers 401 to a guest and 403 to a shopper on every route, changing nothing", async () => {
    const order = await createTestOrder({ userId: shopperId, lines: [{ productId, quantity: 1 }] });
    for (const token of [null, shopperToken]) {
      const expected = token ? 403 : 401;
      expect((await listAs("", token)).status).toBe(expected);
      const read = apiRequest(`/api/admin/orders/${order.id}`, { token: token ?? undefined });
      expect((await detail(read, withId(order.id))).status).toBe(expected);
      expect((await moveTo(order.id, "PACKED", token)).status).toBe(expected);
      expect((await cancelAs(order.id, token)).status).toBe(expected);
    }
    expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      fulfillmentStatus: "ORDER_PLACED",
      cancelledAt: null,
    });
  });

  it("moves an order one step at a time, recording each step, and refuses skips, repeats and steps back", async () => {
    const order = await createTestOrder({
      userId: shopperId,
      lines: [{ productId, quantity: 2 }],
    });
    expect((await moveTo(order.id, "SHIPPED")).status).toBe(409);
    expect((await moveTo(order.id, "ORDER_PLACED")).status).toBe(400);
    expect((await moveTo(order.id, "CANCELLED")).status).toBe(400);
    expect((await moveTo(order.id, "packed")).status).toBe(400);
    expect(await eventsOf(order.id)).toEqual(["ORDER_PLACED"]);

    const packed = await moveTo(order.id, "PACKED");
    expect(packed.status).toBe(200);
    expect(await bodyOf(packed)).toMatchObject({ status: "PACKED", label: "Packed" });
    // Each step records who made it: the shop for the first, the admin after.
    const steps = await prisma.fulfillmentEvent.findMany({
      where: { orderId: order.id },
      orderBy: { createdAt: "asc" },
    });
    expect(steps.map((step) => [step.status, step.actorId])).toEqual([
      ["ORDER_PLACED", null],
      ["PACKED", adminId],
    ]);
    expect((await moveTo(order.id, "PACKED")).status).toBe(409);
    for (const step of ["SHIPPED", "OUT_FOR_DELIVERY"]) expect((await moveTo(order.id, step)).status).toBe(200);
    expect((await moveTo(order.id, "PACKED")).status).toBe(409);

    // Delivering a COD order collects the cash: order and its COD payment become paid.
    expect((await moveTo(order.id, "DELIVERED")).status).toBe(200);
    const delivered = await prisma.order.findUniqueOrThrow({ where: { id: order.id }, include: { payments: true } });
    expect(delivered).toMatchObject({ fulfillmentStatus: "DELIVERED", paymentStatus: "PAID" });
    expect(delivered.payments).toEqual([expect.objectContaining({ status: "PAID", paidAt: expect.any(Date) })]);
    expect((await moveTo(order.id, "DELIVERED")).status).toBe(409);
    expect(await eventsOf(order.id)).toEqual(["ORDER_PLACED", "PACKED", "SHIPPED", "OUT_FOR_DELIVERY", "DELIVERED"]);

    const body = (await bodyOf(
      await detail(apiRequest(`/api/admin/orders/${order.id}`, { token: adminToken }), withId(order.id)),
    )) as { order: Record<string, unknown> & { history: Array<{ label: string; at: string }> } };
    expect(body.order).toMatchObject({
      _id: order.id,
      number: order.number,
      fulfillmentStatus: "Delivered",
      paymentMethod: "COD",
      paymentStatus: "Paid",
      nextStep: null,
      customer: { name: "Ritika Sen" },
      items: [expect.objectContaining({ quantity: 2 })],
    });
    expect(body.order.history.map((h) => h.label)).toEqual([
      "Order Placed",
      "Packed",
      "Shipped",
      "Out for Delivery",
      "Delivered",
    ]);
    expect(body.order.history.every((h) => !Number.isNaN(Date.parse(h.at)))).toBe(true);
  });

  it("lets only one of two simultaneous clicks move the order", async () => {
    const order = await createTestOrder({ userId: shopperId, lines: [{ productId, quantity: 1 }] });
    const statuses = (await Promise.all([moveTo(order.id, "PACKED"), moveTo(order.id, "PACKED")])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await eventsOf(order.id)).toEqual(["ORDER_PLACED", "PACKED"]);
  });

  it("keeps an unpaid online order at Order Placed; a paid one moves on", async () => {
    const unpaid = await createTestOrder({
      userId: shopperId,
      lines: [{ productId, quantity: 1 }],
      paymentMethod: "ONLINE",
    });
    const refused = await moveTo(unpaid.id, "PACKED");
    expect(refused.status).toBe(409);
    expect((await bodyOf(refused)).message).toMatch(/not paid/);
    expect(await eventsOf(unpaid.id)).toEqual(["ORDER_PLACED"]);

    const paid = await createTestOrder({
      userId: shopperId,
      lines: [{ productId, quantity: 1 }],
      paymentMethod: "ONLINE",
      paymentStatus: "PAID",
    });
    expect((await moveTo(paid.id, "PACKED")).status).toBe(200);
  });

  it("cancels an unpaid COD order and gives its stock back exactly once", async () => {
    const before = await stockOf(productId);
    const order = await createTestOrder({
      userId: shopperId,
      lines: [{ productId, quantity: 3 }],
    });
    expect(await stockOf(productId)).toBe(before - 3);
    expect((await moveTo(order.id, "PACKED")).status).toBe(200);

    const first = await cancelAs(order.id);
    expect(first.status).toBe(200);
    expect(await bodyOf(first)).toMatchObject({ status: "CANCELLED", label: "Cancelled" });
    expect(
      await prisma.fulfillmentEvent.findFirst({
        where: { orderId: order.id, status: "CANCELLED" },
        select: { actorId: true },
      }),
    ).toEqual({ actorId: adminId });
    expect(await stockOf(productId)).toBe(before);
    const second = await cancelAs(order.id);
    expect(second.status).toBe(409);
    expect(await stockOf(productId)).toBe(before);

    const row = await prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row).toMatchObject({ fulfillmentStatus: "CANCELLED", cancelledAt: expect.any(Date) });
    expect(await eventsOf(order.id)).toEqual(["ORDER_PLACED", "PACKED", "CANCELLED"]);
    expect(await prisma.payment.findMany({ where: { orderId: order.id } })).toEqual([
      expect.objectContaining({ provider: "COD", status: "FAILED", paidAt: null }),
    ]);
    expect((await moveTo(order.id, "SHIPPED")).status).toBe(409);
    expect((await cancelAs("no-such-order")).status).toBe(404);
  });

  it("two simultaneous cancels release the stock once", async () => {
    const before = await stockOf(productId);
    const order = await createTestOrder({ userId: shopperId, lines: [{ productId, quantity: 2 }] });
    const statuses = (await Promise.all([cancelAs(order.id), cancelAs(order.id)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await stockOf(productId)).toBe(before);
    expect(await eventsOf(order.id)).toEqual(["ORDER_PLACED", "CANCELLED"]);
  });

  // A paid online order is cancelled and refunded: app/api/orders/order-cancel.int.test.ts, through the sandbox.
  it("refuses to cancel a paid COD order, an online order not paid yet or a delivered one", async () => {
    const paidCod = await createTestOrder({
      userId: shopperId,
      lines: [{ productId, quantity: 1 }],
      paymentStatus: "PAID",
    });
    const unpaidOnline = await createTestOrder({
      userId: shopperId,
      lines: [{ productId, quantity: 1 }],
      paymentMethod: "ONLINE",
    });
    const delivered = await createTestOrder({
      userId: shopperId,
      lines: [{ productId, quantity: 1 }],
      paymentMethod: "ONLINE",
      paymentStatus: "PAID",
    });
    await prisma.order.update({ where: { id: delivered.id }, data: { fulfillmentStatus: "DELIVERED" } });
    const stock = await stockOf(productId);
    for (const order of [paidCod, unpaidOnline, delivered]) {
      expect((await cancelAs(order.id)).status).toBe(409);
      expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
        cancelledAt: null,
        stockReleasedAt: null,
      });
    }
    expect(await stockOf(productId)).toBe(stock);
  });

  it("lists orders with validated filters and a search by number, phone or e-mail", async () => {
    const other = await createUser({ email: `filter-${Date.now()}@example.in` });
    const placed = await createTestOrder({ userId: other.id, lines: [{ productId, quantity: 1 }] });
    const shipped = await createTestOrder({
      userId: other.id,
      lines: [{ productId, quantity: 1 }],
      paymentMethod: "ONLINE",
      paymentStatus: "PAID",
    });
    for (const step of ["PACKED", "SHIPPED"]) expect((await moveTo(shipped.id, step)).status).toBe(200);
    const unpaidOnline = await createTestOrder({
      userId: other.id,
      lines: [{ productId, quantity: 1 }],
      paymentMethod: "ONLINE",
    });

    const idsFor = async (query: string) => {
      const response = await listAs(query);
      expect(response.status).toBe(200);
      const body = (await bodyOf(response)) as { orders: Array<{ _id: string }>; total: number };
      return body.orders.map((o) => o._id);
    };
    const mine = `q=${encodeURIComponent(other.email)}`;
    expect(await idsFor(`?${mine}`)).toEqual([unpaidOnline.id, shipped.id, placed.id]);
    expect(await idsFor(`?${mine}&status=shipped`)).toEqual([shipped.id]);
    expect(await idsFor(`?${mine}&status=to-ship`)).toEqual([placed.id]);
    expect(await idsFor(`?${mine}&payment=paid`)).toEqual([shipped.id]);
    expect(await idsFor(`?${mine}&payment=pending&status=order-placed`)).toEqual([unpaidOnline.id, placed.id]);
    expect(await idsFor(`?q=%23${placed.number}`)).toEqual([placed.id]);
    expect(await idsFor(`?q=${placed.number}`)).toEqual([placed.id]);
    const phone = placed.shipPhone.slice(-10);
    expect(await idsFor(`?q=${encodeURIComponent(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`)}`)).toEqual([placed.id]);
    expect(await idsFor(`?${mine}&page=2`)).toEqual([]);

    const first = (await bodyOf(await listAs(`?${mine}`))) as Record<string, unknown>;
    expect(first).toMatchObject({ page: 1, total: 3, pageCount: 1, totalIsAtLeast: false });
    expect((first.orders as unknown[])[1]).toMatchObject({
      number: shipped.number,
      total: shipped.total / 100,
      paymentMethod: "Online",
      paymentStatus: "Paid",
      fulfillmentStatus: "Shipped",
      customer: { email: other.email },
    });

    for (const bad of ["?status=lost", "?payment=free", "?page=0", "?page=two", `?q=${"x".repeat(101)}`]) {
      const response = await listAs(bad);
      expect(response.status, bad).toBe(400);
      expect(await bodyOf(response)).toMatchObject({ code: "BAD_REQUEST", message: expect.any(String) });
    }
  });

  it("counts at most 10,000 matches: a longer list says 10,000+ and still pages to its end", async () => {
    // Counting every match read all of a busy shop's orders on each page load (docs/adr/0041).
    const many = await createUser({ email: `many-orders-${Date.now()}@example.in` });
    await prisma.$executeRaw`
      INSERT INTO "Order" (id, "userId", "paymentMethod", subtotal, "shippingFee", total, "shipFullName",
                           "shipPhone", "shipStreet", "shipCity", "shipState", "shipPostalCode", "createdAt", "updatedAt")
      SELECT 'many-' || g, ${many.id}, 'COD', 49900, 4900, 54800, 'Many Orders', '9800000000', '1 Long Lane',
             'Pune', 'Maharashtra', '411001', now() - g * interval '1 second', now()
      FROM generate_series(1, 10001) AS g`;
    const pageOf = async (page: number) => {
      const response = await listAs(`?q=${encodeURIComponent(many.email)}&page=${page}`);
      expect(response.status).toBe(200);
      return (await bodyOf(response)) as { orders: Array<{ _id: string }> } & Record<string, unknown>;
    };
    const first = await pageOf(1);
    expect(first).toMatchObject({ page: 1, total: 10_000, totalIsAtLeast: true, pageCount: 400 });
    expect(first.orders.map((o) => o._id)).toEqual(Array.from({ length: 25 }, (_, i) => `many-${i + 1}`));
    // The cap's last page still offers Next; the list's own last page knows its length.
    expect(await pageOf(400)).toMatchObject({ total: 10_001, totalIsAtLeast: true, pageCount: 401 });
    const last = await pageOf(401);
    expect(last).toMatchObject({ total: 10_001, totalIsAtLeast: false, pageCount: 401 });
    expect(last.orders.map((o) => o._id)).toEqual(["many-10001"]);
    // Under the cap the count is exact.
    const delivered = await bodyOf(await listAs(`?q=${encodeURIComponent(many.email)}&status=delivered`));
    expect(delivered).toMatchObject({ total: 0, totalIsAtLeast: false, pageCount: 1 });
  });

  it("pages a search matching more than 200 customers without counting it", async () => {
    // Such a search joins every order to its customer: counting it read them all (docs/adr/0041).
    const tag = `broad${Date.now()}`;
    await prisma.$executeRaw`
      WITH customers AS (
        INSERT INTO "User" (id, name, email, "passwordHash", "updatedAt")
        SELECT ${tag} || '-' || g, 'Customer ' || g, ${tag} || '-' || g || '@example.in', 'x', now()
        FROM generate_series(1, 201) AS g RETURNING id)
      INSERT INTO "Order" (id, "userId", "paymentMethod", subtotal, "shippingFee", total, "shipFullName",
                           "shipPhone", "shipStreet", "shipCity", "shipState", "shipPostalCode", "updatedAt")
      SELECT 'order-' || id, id, 'COD', 49900, 4900, 54800, 'Someone', '9800000000', '1 Lane', 'Pune',
             'Maharashtra', '411001', now()
      FROM customers`;
    const first = await bodyOf(await listAs(`?q=${tag}`));
    expect(first).toMatchObject({ page: 1, total: 26, totalIsAtLeast: true, pageCount: 2 });
    expect(first.orders).toHaveLength(25);
    const last = await bodyOf(await listAs(`?q=${tag}&page=9`));
    expect(last).toMatchObject({ page: 9, total: 201, totalIsAtLeast: false, pageCount: 9 });
    expect(last.orders).toHaveLength(1);
  });

  it("finds orders by name or phone through indexes, not by reading every order", async () => {
    // Few orders here, so PostgreSQL would rightly scan them; with sequential scans priced out, a plan
    // still reading the table (or walking a whole index) means no index can serve the search's count
    // (the customers it matches are looked up first, so the orders' OR is index scans only).
    const plans = await plansWithoutSeqScan({
      name: `SELECT count(*) FROM "Order" WHERE "shipFullName" ILIKE '%ritika%' OR "userId" IN ('u1', 'u2')`,
      phone: `SELECT count(*) FROM "Order" WHERE "shipPhone" LIKE '%9812345678' OR "userId" IN ('u1')`,
    });
    for (const [read, plan] of Object.entries(plans)) expect(plan, read).not.toMatch(/Seq Scan on "Order"/);
    expect(plans.name).toMatch(/Bitmap Index Scan on "Order_shipFullName_trgm_idx"/);
    expect(plans.phone).toMatch(/Bitmap Index Scan on "Order_shipPhone_trgm_idx"/);
  });

  it("answers 404 for an order that does not exist", async () => {
    expect((await detail(apiRequest("/api/admin/orders/nope", { token: adminToken }), withId("nope"))).status).toBe(
      404,
    );
    expect((await moveTo("nope", "PACKED")).status).toBe(404);
  });
});
