import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { seed } from "@/prisma/seed";
import type { Viewer } from "@/lib/auth/viewer";
import { createUser, viewerFor } from "@/test/integration/accounts";
import { createTestOrder } from "@/test/integration/orders";
import { getDashboard, LOW_STOCK_THRESHOLD } from "./dashboard";

// 12:00 UTC on 15 March 2025 is 17:30 IST: the 30 days are 14 Feb – 15 Mar.
const NOW = new Date("2025-03-15T12:00:00Z");
let userId: string;
let admin: Viewer;
let product: { id: string; price: number };

const order = (createdAt: string, extra: Partial<Parameters<typeof createTestOrder>[0]> = {}) =>
  createTestOrder({
    userId,
    lines: [{ productId: product.id, quantity: 1 }],
    createdAt: new Date(createdAt),
    ...extra,
  });

beforeAll(async () => {
  await seed(prisma, { log: () => {} });
  userId = (await createUser()).id;
  admin = await viewerFor(await createUser({ role: "ADMIN" }));
  product = await prisma.product.findFirstOrThrow({
    where: { isActive: true, stock: { gte: 40 } },
    select: { id: true, price: true },
  });
});

describe("dashboard", () => {
  it("buckets orders by India's calendar day, keeps empty days at zero and counts only sales", async () => {
    const lastSecondOf14 = await order("2025-03-14T18:29:59Z"); // 23:59:59 IST on the 14th
    const firstSecondOf15 = await order("2025-03-14T18:30:00Z", { paymentMethod: "ONLINE", paymentStatus: "PAID" });
    await order("2025-02-13T18:29:00Z"); // 23:59 IST on 13 Feb: before the window
    const firstDay = await order("2025-02-13T18:30:00Z"); // 00:00 IST on 14 Feb
    const cancelled = await order("2025-03-15T05:00:00Z");
    await prisma.order.update({ where: { id: cancelled.id }, data: { fulfillmentStatus: "CANCELLED" } });
    await order("2025-03-15T05:00:00Z", { paymentMethod: "ONLINE" }); // payment pending
    await order("2025-03-15T05:00:00Z", { paymentMethod: "ONLINE", paymentStatus: "FAILED" });
    await order("2025-03-15T05:00:00Z", { paymentStatus: "REFUNDED" });

    const { days } = await getDashboard(admin, NOW);
    expect(days).toHaveLength(30);
    expect(new Set(days.map((day) => day.day)).size).toBe(30);
    expect(days[0]).toEqual({ day: "2025-02-14", orders: 1, revenue: firstDay.total });
    expect(days.at(-2)).toEqual({ day: "2025-03-14", orders: 1, revenue: lastSecondOf14.total });
    expect(days.at(-1)).toEqual({ day: "2025-03-15", orders: 1, revenue: firstSecondOf15.total });
    expect(days.slice(1, -2).every((day) => day.orders === 0 && day.revenue === 0)).toBe(true);
  });

  it("totals the period and lists low stock and the work waiting", async () => {
    const candidate = await prisma.product.findFirstOrThrow({ where: { isActive: true, stock: { gt: 50 } } });
    const low = await prisma.product.update({ where: { id: candidate.id }, data: { stock: LOW_STOCK_THRESHOLD } });
    const dashboard = await getDashboard(admin, NOW);
    expect(dashboard.totals.orders).toBe(3);
    expect(dashboard.totals.revenue).toBe(dashboard.days.reduce((sum, day) => sum + day.revenue, 0));
    expect(dashboard.lowStock.products.map((p) => p.id)).toContain(low.id);
    expect(dashboard.lowStock.products.every((p) => p.stock <= LOW_STOCK_THRESHOLD)).toBe(true);
    // Of the first test's orders: the four COD-pending or paid ones, not the cancelled, unpaid, failed or refunded.
    expect(dashboard.waitingToShip).toBe(4);
  });

  it("counts pending quotations only", async () => {
    const before = (await getDashboard(admin, NOW)).pendingQuotations;
    const items = { create: [{ productId: product.id, quantity: 60 }] };
    await prisma.quotation.create({ data: { userId, budget: 100_000, items } });
    await prisma.quotation.create({ data: { userId, budget: 100_000, status: "REJECTED", items } });
    expect((await getDashboard(admin, NOW)).pendingQuotations).toBe(before + 1);
  });

  it("counts the mails the queue gave up on, not those sent or still being tried", async () => {
    const before = (await getDashboard(admin, NOW)).undeliveredMails;
    const mail = { what: "notice", to: "asha@example.in", subject: "Hello", text: "Hello", html: "<p>Hello</p>" };
    await prisma.outgoingMail.createMany({
      data: [
        { ...mail, failedAt: new Date(), lastError: "550 5.1.1 <[address]>: Recipient address rejected" },
        { ...mail, sentAt: new Date() },
        { ...mail, attempts: 2, lastError: "ECONNECTION: connect ECONNREFUSED" },
      ],
    });
    expect((await getDashboard(admin, NOW)).undeliveredMails).toBe(before + 1);
  });

  it("refuses a shopper and a hand-made admin: the data function checks the viewer itself", async () => {
    const shopper = await viewerFor(await createUser());
    await expect(getDashboard(shopper, NOW)).rejects.toMatchObject({ kind: "forbidden" });
    await expect(getDashboard({ ...admin } as Viewer, NOW)).rejects.toMatchObject({ kind: "forbidden" });
  });
});
