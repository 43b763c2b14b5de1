import { beforeAll, describe, expect, it } from "vitest";
import { csvCell } from "@/lib/csv";
import { prisma } from "@/lib/db";
import { advanceFulfillment } from "@/lib/orders/admin-fulfillment";
import type { Viewer } from "@/lib/auth/viewer";
import { seed } from "@/prisma/seed";
import {
  adminAndShopper,
  apiRequest,
  bodyOf,
  createUser,
  csvLinesOf,
  useTestSecret,
} from "@/test/integration/accounts";
import { createTestOrder } from "@/test/integration/orders";
import { GET as list } from "./route";

// The orders list as a spreadsheet (GET /api/admin/orders?format=csv) and the list's placed-date
// range (?from=&to=, India calendar dates): what an operator pulls for a courier pick-up, COD
// reconciliation or a month's sales, every matching order and not one page of 25.

let adminToken: string;
let adminViewer: Viewer;
let shopperToken: string;
let productId: string;

// `token` null sends the request as a guest.
const get = (query: string, token: string | null = adminToken) =>
  list(apiRequest(`/api/admin/orders${query}`, { token: token ?? undefined }), {});
const cellsOf = (line: string) => line.split(",");

beforeAll(async () => {
  useTestSecret();
  await seed(prisma, { log: () => {} });
  ({ adminToken, adminViewer, shopperToken } = await adminAndShopper());
  productId = (await prisma.product.findFirstOrThrow({ where: { isActive: true, stock: { gte: 40 } } })).id;
});

describe("admin orders export", () => {
  it("downloads every matching order as CSV, newest first, with its amounts in rupees", async () => {
    const buyer = await createUser({ email: `export-${Date.now()}@example.in`, name: "Meera Pillai" });
    const cod = await createTestOrder({ userId: buyer.id, lines: [{ productId, quantity: 1 }] });
    const online = await createTestOrder({
      userId: buyer.id,
      lines: [{ productId, quantity: 3 }],
      paymentMethod: "ONLINE",
      paymentStatus: "PAID",
    });
    for (const step of ["PACKED", "SHIPPED"] as const)
      await advanceFulfillment(adminViewer, online.id, step, new Date(), {
        ...(step === "SHIPPED" && { courier: "DELHIVERY", trackingNumber: "AWB123456" }),
      });
    const shipped = await prisma.order.findUniqueOrThrow({ where: { id: online.id } });

    const response = await get(`?q=${encodeURIComponent(buyer.email)}&format=csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = await csvLinesOf(response);
    expect(cellsOf(header!)).toEqual([
      "Order number",
      "Placed (IST)",
      "Customer",
      "Customer e-mail",
      "Ship to",
      "Phone",
      "City",
      "State",
      "PIN code",
      "Items",
      "Subtotal (₹)",
      "Shipping (₹)",
      "GST included (₹)",
      "Total (₹)",
      "Payment method",
      "Payment status",
      "Status",
      "Courier",
      "AWB",
      "Invoice number",
    ]);
    expect(rows).toHaveLength(2);
    const [first, second] = rows.map(cellsOf);
    expect(first).toEqual([
      String(online.number),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      "Meera Pillai",
      buyer.email,
      shipped.shipFullName,
      csvCell(shipped.shipPhone),
      shipped.shipCity,
      shipped.shipState,
      shipped.shipPostalCode,
      "3",
      String(shipped.subtotal / 100),
      String(shipped.shippingFee / 100),
      String(shipped.taxTotal / 100),
      String(online.total / 100),
      "Online",
      "Paid",
      "Shipped",
      "Delhivery",
      "AWB123456",
      shipped.invoiceNumber!,
    ]);
    expect(second!.slice(0, 1)).toEqual([String(cod.number)]);
    expect(second!.slice(14, 20)).toEqual(["COD", "Pending", "Order Placed", "", "", ""]);

    // The list's filters apply: the orders waiting to ship are the COD one only.
    const toShip = await csvLinesOf(await get(`?q=${encodeURIComponent(buyer.email)}&status=to-ship&format=csv`));
    expect(toShip.slice(1).map((line) => cellsOf(line)[0])).toEqual([String(cod.number)]);
  });

  it("streams past one batch without losing or repeating an order placed at the same instant as others", async () => {
    const buyer = await createUser({ email: `bulk-${Date.now()}@example.in` });
    const at = new Date("2026-03-14T06:30:00.000Z");
    const template = await createTestOrder({ userId: buyer.id, lines: [{ productId, quantity: 1 }], createdAt: at });
    const { id, number, ...fields } = await prisma.order.findUniqueOrThrow({ where: { id: template.id } });
    expect(number).toBe(template.number);
    expect(id).toBe(template.id);
    // 1,200 orders of the same second: only the id tells them apart, across the export's batches.
    await prisma.order.createMany({ data: Array.from({ length: 1199 }, () => ({ ...fields, createdAt: at })) });

    const lines = await csvLinesOf(await get(`?q=${encodeURIComponent(buyer.email)}&format=csv`));
    const numbers = lines.slice(1).map((line) => Number(cellsOf(line)[0]));
    expect(numbers).toHaveLength(1200);
    expect(new Set(numbers).size).toBe(1200);
    expect(numbers).toContain(template.number);
  });

  it("keeps to a placed-date range of India calendar days, in the list and the export", async () => {
    const buyer = await createUser({ email: `range-${Date.now()}@example.in` });
    const q = `q=${encodeURIComponent(buyer.email)}`;
    // 1 March 00:10 in India is still 28 February in UTC; 31 March 23:50 in India is 31 March in UTC.
    const early = await createTestOrder({
      userId: buyer.id,
      lines: [{ productId, quantity: 1 }],
      createdAt: new Date("2026-02-28T18:40:00.000Z"),
    });
    const late = await createTestOrder({
      userId: buyer.id,
      lines: [{ productId, quantity: 1 }],
      createdAt: new Date("2026-03-31T18:20:00.000Z"),
    });
    const before = await createTestOrder({
      userId: buyer.id,
      lines: [{ productId, quantity: 1 }],
      createdAt: new Date("2026-02-28T18:20:00.000Z"),
    });
    const after = await createTestOrder({
      userId: buyer.id,
      lines: [{ productId, quantity: 1 }],
      createdAt: new Date("2026-03-31T18:40:00.000Z"),
    });

    const idsFor = async (query: string) => {
      const response = await get(query);
      expect(response.status, query).toBe(200);
      return ((await bodyOf(response)).orders as Array<{ _id: string }>).map((order) => order._id);
    };
    expect(await idsFor(`?${q}&from=2026-03-01&to=2026-03-31`)).toEqual([late.id, early.id]);
    expect(await idsFor(`?${q}&from=2026-04-01`)).toEqual([after.id]);
    expect(await idsFor(`?${q}&to=2026-02-28`)).toEqual([before.id]);
    expect(await idsFor(`?${q}&from=2026-03-01&to=2026-03-01`)).toEqual([early.id]);

    const exported = await csvLinesOf(await get(`?${q}&from=2026-03-01&to=2026-03-31&format=csv`));
    expect(exported.slice(1).map((line) => cellsOf(line)[0])).toEqual([String(late.number), String(early.number)]);
    expect(cellsOf(exported[2]!)[1]).toBe("2026-03-01 00:10");

    for (const bad of ["?from=2026-02-30", "?to=31-03-2026", "?from=2026-04-01&to=2026-03-01", "?format=xls"]) {
      const response = await get(bad);
      expect(response.status, bad).toBe(400);
      expect(await bodyOf(response)).toMatchObject({ code: "BAD_REQUEST", message: expect.any(String) });
    }
  });

  it("refuses the export to a guest (401) and a shopper (403)", async () => {
    expect((await get("?format=csv", null)).status).toBe(401);
    expect((await get("?format=csv", shopperToken)).status).toBe(403);
  });
});
