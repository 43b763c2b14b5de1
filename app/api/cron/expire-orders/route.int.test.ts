import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { createUser, useTestSecret } from "@/test/integration/accounts";
import { createTestOrder } from "@/test/integration/orders";
import { taxCategory } from "@/test/integration/checkout";
import { sentMails } from "@/test/integration/outbox";
import { GET } from "./route";

// The scheduled release of stock held by online orders nobody paid for.

const call = (authorization?: string) =>
  GET(
    new Request("http://localhost/api/cron/expire-orders", {
      headers: authorization ? { authorization } : {},
    }),
    {},
  );

async function productWithStock(stock: number) {
  const brand = await prisma.brand.upsert({
    where: { name: "CronTest" },
    create: { name: "CronTest", slug: "crontest" },
    update: {},
  });
  const category = await prisma.category.upsert({
    where: { name: "CronTest Bags" },
    create: { name: "CronTest Bags", slug: "crontest-bags" },
    update: {},
  });
  return prisma.product.create({
    data: {
      slug: `cron-bag-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`,
      name: "Cron bag",
      description: "For the expiry job.",
      price: 50_000,
      stock,
      brandId: brand.id,
      categoryId: category.id,
      taxCategoryId: (await taxCategory()).id,
    },
  });
}

const stockOf = async (id: string) => (await prisma.product.findUniqueOrThrow({ where: { id } })).stock;

// The job asks the payment gateway (here the sandbox, which signs with the session secret) before it cancels.
beforeAll(() => useTestSecret());

afterEach(() => {
  delete process.env.CRON_SECRET;
});

describe("GET /api/cron/expire-orders", () => {
  it("is off without CRON_SECRET and refuses callers without it", async () => {
    expect((await call("Bearer anything")).status).toBe(503);
    process.env.CRON_SECRET = "cron-secret-for-tests";
    expect((await call()).status).toBe(401);
    expect((await call("Bearer wrong-secret-for-tests")).status).toBe(401);
  });

  it("cancels online orders unpaid for 30 minutes and gives their stock back, once", async () => {
    process.env.CRON_SECRET = "cron-secret-for-tests";
    const user = await createUser();
    const bag = await productWithStock(5);
    const stale = await createTestOrder({
      userId: user.id,
      lines: [{ productId: bag.id, quantity: 2 }],
      paymentMethod: "ONLINE",
      createdAt: new Date(Date.now() - 31 * 60_000),
    });
    const fresh = await createTestOrder({
      userId: user.id,
      lines: [{ productId: bag.id, quantity: 1 }],
      paymentMethod: "ONLINE",
    });
    expect(await stockOf(bag.id)).toBe(2);

    const response = await call("Bearer cron-secret-for-tests");
    expect(response.status).toBe(200);
    expect(((await response.json()) as { expired: number }).expired).toBeGreaterThanOrEqual(1);
    expect(await stockOf(bag.id)).toBe(4);
    const [staleNow, freshNow] = await Promise.all([
      prisma.order.findUniqueOrThrow({ where: { id: stale.id } }),
      prisma.order.findUniqueOrThrow({ where: { id: fresh.id } }),
    ]);
    expect(staleNow.fulfillmentStatus).toBe("CANCELLED");
    expect(freshNow.fulfillmentStatus).toBe("ORDER_PLACED");

    await call("Bearer cron-secret-for-tests");
    expect(await stockOf(bag.id)).toBe(4);
  });

  it("changes each stale order once when two schedulers run it at the same moment", async () => {
    process.env.CRON_SECRET = "cron-secret-for-tests";
    const user = await createUser();
    const bag = await productWithStock(20);
    const stale = await Promise.all(
      Array.from({ length: 6 }, () =>
        createTestOrder({
          userId: user.id,
          lines: [{ productId: bag.id, quantity: 2 }],
          paymentMethod: "ONLINE",
          createdAt: new Date(Date.now() - 45 * 60_000),
        }),
      ),
    );
    expect(await stockOf(bag.id)).toBe(8);

    const runs = await Promise.all([call("Bearer cron-secret-for-tests"), call("Bearer cron-secret-for-tests")]);
    expect(runs.map((r) => r.status)).toEqual([200, 200]);
    const expired = await Promise.all(runs.map(async (r) => ((await r.json()) as { expired: number }).expired));
    expect(expired[0]! + expired[1]!).toBe(6);
    expect(await stockOf(bag.id)).toBe(20);
    const ids = stale.map((order) => order.id);
    expect(await prisma.fulfillmentEvent.count({ where: { orderId: { in: ids }, status: "CANCELLED" } })).toBe(6);
    // The shopper is told of each once (lib/orders/expiry-mails-queued.int.test.ts: in the expiring transaction).
    const subjects = (await sentMails(user.email)).map((mail) => mail.subject).toSorted();
    expect(subjects).toEqual(
      stale.map((order) => `Your Kosh & Co. order #${order.number} has been cancelled`).toSorted(),
    );
  });
});
