import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { issueSessionToken } from "@/lib/auth/session-token";
import { CATALOG_TAGS, invalidateStock, stockTags, type StockMove } from "@/lib/catalog/cache";
import { prisma } from "@/lib/db";
import { advanceFulfillment } from "@/lib/orders/admin-fulfillment";
import { cancelOrder } from "@/lib/orders/admin-cancel";
import { expireAbandonedOnlineOrders, ONLINE_PAYMENT_WINDOW_MS } from "@/lib/orders/place-order";
import { apiRequest, createUser, useTestSecret, viewerFor, withId } from "@/test/integration/accounts";
import {
  codBody,
  inCart,
  pendingOnlineOrder,
  place,
  product,
  sandboxPay,
  shopper,
  stockOf,
  type Json,
} from "@/test/integration/checkout";
import { createTestOrder } from "@/test/integration/orders";
import { PATCH as decideRoute } from "@/app/api/admin/exchanges/[id]/route";
import { POST as cancelRoute } from "@/app/api/orders/[id]/cancel/route";
import { POST as requestExchangeRoute } from "@/app/api/orders/[id]/exchange/route";

// Every way an order moves stock tells the catalogue caches which products moved and how (invalidateStock,
// lib/orders/stock.ts), so exactly their pages, and the lists only when one ran out or came back, are read
// again (stockTags, docs/adr/0015). What each path reports is checked against the stock it left.

vi.mock("@/lib/catalog/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/catalog/cache")>()),
  invalidateStock: vi.fn(),
}));

beforeAll(() => {
  useTestSecret();
});

beforeEach(() => {
  vi.mocked(invalidateStock).mockClear();
});

/**
 * The stock moves reported since the last check, each call's moves by slug, with the categories whose related
 * products show the product (sorted) when it ran out or came back.
 */
function reported(): Array<Record<string, Omit<StockMove, "slug">>> {
  const calls = vi
    .mocked(invalidateStock)
    .mock.calls.map(([moves]) =>
      Object.fromEntries(
        moves.map(({ slug, stockBefore, stockAfter, relatedCategoryIds }) => [
          slug,
          { stockBefore, stockAfter, relatedCategoryIds: relatedCategoryIds.toSorted() },
        ]),
      ),
    );
  vi.mocked(invalidateStock).mockClear();
  return calls;
}

const slugOf = async (id: string) =>
  (await prisma.product.findUniqueOrThrow({ where: { id }, select: { slug: true } })).slug;
/** The product's category: test/integration/checkout.ts's product() makes one for each, with nothing else in it. */
const categoryOf = async (id: string) =>
  (await prisma.product.findUniqueOrThrow({ where: { id }, select: { categoryId: true } })).categoryId;

const expire = () => expireAbandonedOnlineOrders(new Date(Date.now() + ONLINE_PAYMENT_WINDOW_MS + 60_000));

describe("stock moved by orders invalidates exactly what shows it", () => {
  it("a COD order, then the shopper's cancel: each product's page, the lists for the one sold out and back", async () => {
    const who = await shopper();
    const [tote, tawa] = [await product(99_900, 5), await product(149_900, 1)];
    const [toteSlug, tawaSlug] = [await slugOf(tote.id), await slugOf(tawa.id)];
    const tawaCategory = await categoryOf(tawa.id);
    await inCart(who, tote.id, 2);
    await inCart(who, tawa.id, 1);
    const placed = await place(who, codBody());
    expect(placed.status).toBe(201);
    const { orderId } = (await placed.json()) as { orderId: string };
    expect(reported()).toEqual([
      {
        [toteSlug]: { stockBefore: 5, stockAfter: 3, relatedCategoryIds: [] },
        [tawaSlug]: { stockBefore: 1, stockAfter: 0, relatedCategoryIds: [tawaCategory] },
      },
    ]);

    const cancelled = await cancelRoute(
      apiRequest(`/api/orders/${orderId}/cancel`, { token: who.token, body: { reason: "ordered-by-mistake" } }),
      withId(orderId),
    );
    expect(cancelled.status, JSON.stringify(await cancelled.clone().json())).toBe(200);
    const moves = reported();
    expect(moves).toEqual([
      {
        [toteSlug]: { stockBefore: 3, stockAfter: 5, relatedCategoryIds: [] },
        [tawaSlug]: { stockBefore: 0, stockAfter: 1, relatedCategoryIds: [tawaCategory] },
      },
    ]);
    expect([await stockOf(tote.id), await stockOf(tawa.id)]).toEqual([5, 1]);
    // The tawa's own category shows it in related products; no other category's product pages are expired.
    expect(new Set(stockTags(Object.entries(moves[0]!).map(([slug, move]) => ({ slug, ...move }))))).toEqual(
      new Set([
        CATALOG_TAGS.product(toteSlug),
        CATALOG_TAGS.product(tawaSlug),
        CATALOG_TAGS.productLists,
        CATALOG_TAGS.relatedIn(tawaCategory),
      ]),
    );
  });

  it("an online order holds its unit, the payment window's sweep gives it back, a late payment takes it again", async () => {
    const { who, bag, checkout } = await pendingOnlineOrder(120_000, 1);
    const slug = await slugOf(bag.id);
    const related = [await categoryOf(bag.id)];
    expect(reported()).toEqual([{ [slug]: { stockBefore: 1, stockAfter: 0, relatedCategoryIds: related } }]);

    expect(await expire()).toBeGreaterThanOrEqual(1);
    expect(reported()).toContainEqual({ [slug]: { stockBefore: 0, stockAfter: 1, relatedCategoryIds: related } });

    expect((await sandboxPay(who, checkout.orderId as string)).status).toBe(200);
    expect(
      await prisma.order.findUniqueOrThrow({ where: { id: (checkout.order as Json)._id as string } }),
    ).toMatchObject({ fulfillmentStatus: "ORDER_PLACED", paymentStatus: "PAID" });
    expect(reported()).toEqual([{ [slug]: { stockBefore: 1, stockAfter: 0, relatedCategoryIds: related } }]);
    expect(await stockOf(bag.id)).toBe(0);
  });

  it("the admin's cancel of an unpaid order gives its units back and says so", async () => {
    const who = await shopper();
    const bag = await product(79_900, 4);
    const slug = await slugOf(bag.id);
    await inCart(who, bag.id, 2); // half the stock, the most one COD order may take of it (lib/orders/cod-limits.ts)
    const placed = await place(who, codBody());
    const { orderId } = (await placed.json()) as { orderId: string };
    reported();
    const admin = await viewerFor(await createUser({ role: "ADMIN" }));
    await cancelOrder(admin, orderId);
    expect(reported()).toEqual([{ [slug]: { stockBefore: 2, stockAfter: 4, relatedCategoryIds: [] } }]);
    // Cancelled again: nothing moves, nothing is invalidated.
    await cancelOrder(admin, orderId).catch(() => undefined);
    expect(reported()).toEqual([]);
  });

  it("an exchange's replacement takes its unit, and gives it back when it is refused at the door", async () => {
    const who = await shopper();
    const adminUser = await createUser({ role: "ADMIN" });
    const admin = await viewerFor(adminUser);
    const bag = await product(150_000, 3);
    const slug = await slugOf(bag.id);
    const order = await createTestOrder({ userId: who.id, lines: [{ productId: bag.id, quantity: 2 }] });
    for (const step of ["PACKED", "SHIPPED", "OUT_FOR_DELIVERY", "DELIVERED"] as const)
      await advanceFulfillment(admin, order.id, step);
    const line = await prisma.orderItem.findFirstOrThrow({ where: { orderId: order.id } });
    const requested = await requestExchangeRoute(
      apiRequest(`/api/orders/${order.id}/exchange`, {
        token: who.token,
        body: { items: [{ orderItemId: line.id, quantity: 1, reason: "Damaged" }] },
      }),
      withId(order.id),
    );
    expect(requested.status).toBe(201);
    const exchangeId = ((await requested.json()) as Json).exchange._id as string;
    reported();
    const decided = await decideRoute(
      apiRequest(`/api/admin/exchanges/${exchangeId}`, {
        method: "PATCH",
        body: { decision: "approve", message: "A new one is on its way." },
        token: (await issueSessionToken({ id: adminUser.id, tokenVersion: 0 })).token,
      }),
      withId(exchangeId),
    );
    expect(decided.status).toBe(200);
    const replacementId = ((await decided.json()) as Json).exchange.replacement._id as string;
    const related = [await categoryOf(bag.id)];
    expect(reported()).toEqual([{ [slug]: { stockBefore: 1, stockAfter: 0, relatedCategoryIds: related } }]);

    for (const step of ["PACKED", "SHIPPED"] as const) await advanceFulfillment(admin, replacementId, step);
    await cancelOrder(admin, replacementId);
    expect(reported()).toEqual([{ [slug]: { stockBefore: 0, stockAfter: 1, relatedCategoryIds: related } }]);
    expect(await stockOf(bag.id)).toBe(1);
  });

  it("a sell-out names the related products of only the categories whose newest it is among", async () => {
    const who = await shopper();
    // Bags › Daypacks, the sold-out product in Daypacks; then 5 newer products in Daypacks' parent only.
    const daypack = await product(99_900, 1);
    const daypacks = await categoryOf(daypack.id);
    const bags = await prisma.category.create({ data: { name: `Parent of ${daypacks}`, slug: `parent-${daypacks}` } });
    await prisma.category.update({ where: { id: daypacks }, data: { parentId: bags.id } });
    const { brandId, taxCategoryId } = await prisma.product.findUniqueOrThrow({ where: { id: daypack.id } });
    for (let i = 0; i < 5; i++)
      await prisma.product.create({
        data: {
          ...{ slug: `newer-${i}-${bags.id}`, name: `Newer bag ${i} ${bags.id}`, description: "A newer bag." },
          ...{ price: 99_900, stock: 3, brandId, taxCategoryId, categoryId: bags.id },
        },
      });
    await inCart(who, daypack.id, 1);
    expect((await place(who, codBody())).status).toBe(201);
    const slug = await slugOf(daypack.id);
    // Daypacks' related products show it (it is their only product); Bags' 5 newest are the newer ones.
    const moves = reported();
    expect(moves).toEqual([{ [slug]: { stockBefore: 1, stockAfter: 0, relatedCategoryIds: [daypacks] } }]);
    expect(stockTags(Object.entries(moves[0]!).map(([slug, move]) => ({ slug, ...move }))).toSorted()).toEqual(
      [CATALOG_TAGS.product(slug), CATALOG_TAGS.productLists, CATALOG_TAGS.relatedIn(daypacks)].toSorted(),
    );
  });
});
