import { beforeAll, describe, expect, it } from "vitest";
import { GET as myQuotations } from "@/app/api/quotation/my/route";
import type { Viewer } from "@/lib/auth/viewer";
import { prisma } from "@/lib/db";
import { cancelOrder } from "@/lib/orders/admin-cancel";
import { expireAbandonedOnlineOrders, ONLINE_PAYMENT_WINDOW_MS } from "@/lib/orders/place-order";
import { apiRequest, bodyOf, createUser, useTestSecret, viewerFor } from "@/test/integration/accounts";
import {
  codBody,
  place,
  product,
  sandboxPay,
  shipping,
  shopper,
  startOnline,
  stockOf,
  type Json,
  type Shopper,
} from "@/test/integration/checkout";
import { holdLocks, sessionsWaitingOnLocks } from "@/test/integration/locks";
import { withdrawQuotation } from "./admin";

// Withdrawing an approval against a real PostgreSQL: what the shopper then
// sees and can do, what is refused, and a checkout of the same quotation at
// the same moment — exactly one of the two goes through.

let admin: Viewer;

beforeAll(async () => {
  useTestSecret();
  admin = await viewerFor(await createUser({ role: "ADMIN" }));
});

const MISTAKE = "We quoted ₹4,250 by mistake instead of ₹42,500; a corrected quote follows.";
const nextWeek = () => new Date(Date.now() + 7 * 86_400_000);

/** A shopper's quotation for 60 bags (₹600 each, 200 in stock), approved at ₹30,000 unless told otherwise. */
async function quotation(status: "PENDING" | "APPROVED" | "REJECTED" = "APPROVED", who?: Shopper) {
  const owner = who ?? (await shopper());
  const bag = await product(60_000, 200);
  const approved = status === "APPROVED";
  const created = await prisma.quotation.create({
    data: {
      userId: owner.id,
      budget: 2_500_000,
      status,
      quotedPrice: approved ? 3_000_000 : null,
      validUntil: approved ? nextWeek() : null,
      adminResponse: approved ? "Includes logo printing." : status === "REJECTED" ? "Not this season." : null,
      items: { create: [{ productId: bag.id, quantity: 60 }] },
    },
    select: { id: true },
  });
  return { who: owner, bag, quotationId: created.id };
}

const stored = (id: string) =>
  prisma.quotation.findUniqueOrThrow({
    where: { id },
    select: { status: true, quotedPrice: true, validUntil: true, adminResponse: true, respondedById: true },
  });

const checkout = (who: Shopper, quotationId: string) => place(who, { ...codBody(), quotationId });

describe("withdrawing a quotation's approval", () => {
  it("rejects it with the admin's message: the shopper sees why and can no longer check it out", async () => {
    const { who, bag, quotationId } = await quotation();

    const withdrawn = await withdrawQuotation(admin, quotationId, { message: `  ${MISTAKE}\n` });

    expect(withdrawn).toMatchObject({
      _id: quotationId,
      status: "rejected",
      quotedPrice: null,
      validityDate: null,
      adminResponse: MISTAKE,
      orderId: null,
      customer: { email: who.email },
    });
    expect(await stored(quotationId)).toEqual({
      status: "REJECTED",
      quotedPrice: null,
      validUntil: null,
      adminResponse: MISTAKE,
      respondedById: admin.id,
    });
    const mine = (await bodyOf(
      await myQuotations(apiRequest("/api/quotation/my", { token: who.token }), {}),
    )) as unknown as Json[];
    expect(mine.find((q) => q._id === quotationId)).toMatchObject({
      status: "rejected",
      quotedPrice: null,
      adminResponse: MISTAKE,
    });

    const refused = await checkout(who, quotationId);
    expect(refused.status).toBe(409);
    expect((await bodyOf(refused)).message).toBe("This quotation has not been approved, so it cannot be checked out.");
    expect((await startOnline(who, { shippingInfo: shipping, quotationId })).status).toBe(409);
    expect(await prisma.order.count({ where: { userId: who.id } })).toBe(0);
    expect(await stockOf(bag.id)).toBe(200);
  });

  it("refuses a pending or already rejected quotation, an unknown one and a missing message, changing nothing", async () => {
    const pending = await quotation("PENDING");
    await expect(withdrawQuotation(admin, pending.quotationId, { message: MISTAKE })).rejects.toMatchObject({
      kind: "conflict",
      message: "This quotation has not been answered yet: there is no approval to withdraw.",
    });
    const rejected = await quotation("REJECTED");
    await expect(withdrawQuotation(admin, rejected.quotationId, { message: MISTAKE })).rejects.toMatchObject({
      kind: "conflict",
      message: "This quotation was already rejected.",
    });
    expect(await stored(rejected.quotationId)).toMatchObject({ adminResponse: "Not this season." });
    // Withdrawn once, a second withdrawal finds it rejected.
    const approved = await quotation();
    await withdrawQuotation(admin, approved.quotationId, { message: MISTAKE });
    await expect(withdrawQuotation(admin, approved.quotationId, { message: "Again." })).rejects.toMatchObject({
      kind: "conflict",
    });
    expect(await stored(approved.quotationId)).toMatchObject({ adminResponse: MISTAKE });

    await expect(withdrawQuotation(admin, "no-such-quotation", { message: MISTAKE })).rejects.toMatchObject({
      kind: "not-found",
    });
    const untouched = await quotation();
    for (const message of ["", "   ", "x".repeat(2001)]) {
      await expect(withdrawQuotation(admin, untouched.quotationId, { message })).rejects.toMatchObject({
        kind: "invalid-input",
      });
    }
    expect(await stored(untouched.quotationId)).toMatchObject({ status: "APPROVED", quotedPrice: 3_000_000 });
  });

  it("refuses while an order holds it, saying when that order still awaits its online payment", async () => {
    const online = await quotation();
    const started = await startOnline(online.who, { shippingInfo: shipping, quotationId: online.quotationId });
    expect(started.status).toBe(200);
    const onlineNumber = ((await bodyOf(started)) as Json).order.number;
    await expect(withdrawQuotation(admin, online.quotationId, { message: MISTAKE })).rejects.toMatchObject({
      kind: "conflict",
      message: expect.stringMatching(
        new RegExp(`^Order #${onlineNumber} of this quotation is waiting for its online payment`),
      ),
    });
    expect(await stored(online.quotationId)).toMatchObject({ status: "APPROVED", quotedPrice: 3_000_000 });

    const cod = await quotation();
    const placed = await checkout(cod.who, cod.quotationId);
    expect(placed.status).toBe(201);
    const { orderId, orderNumber } = (await bodyOf(placed)) as Json;
    await expect(withdrawQuotation(admin, cod.quotationId, { message: MISTAKE })).rejects.toMatchObject({
      kind: "conflict",
      message: `This quotation has already been ordered (order #${orderNumber}), so its approval cannot be withdrawn. Cancel that order first if it must not go ahead.`,
    });
    expect(await stored(cod.quotationId)).toMatchObject({ status: "APPROVED", quotedPrice: 3_000_000 });

    // Once the shop cancels that order, the quotation is free and its approval can be withdrawn.
    await cancelOrder(admin, orderId);
    await expect(withdrawQuotation(admin, cod.quotationId, { message: MISTAKE })).resolves.toMatchObject({
      status: "rejected",
    });
  });
});

describe("an online checkout of a withdrawn quotation paid late", () => {
  it("is refunded, not revived at the withdrawn price", async () => {
    const { who, bag, quotationId } = await quotation();
    const started = (await bodyOf(await startOnline(who, { shippingInfo: shipping, quotationId }))) as Json;
    // The shopper leaves the payment pop-up open; the order expires and frees the quotation, which is then withdrawn.
    await expireAbandonedOnlineOrders(new Date(Date.now() + ONLINE_PAYMENT_WINDOW_MS + 60_000));
    await withdrawQuotation(admin, quotationId, { message: MISTAKE });

    expect((await sandboxPay(who, started.orderId)).status).toBe(200);

    expect(
      await prisma.order.findUniqueOrThrow({
        where: { id: started.order._id },
        select: { fulfillmentStatus: true, paymentStatus: true, quotationId: true },
      }),
    ).toEqual({ fulfillmentStatus: "CANCELLED", paymentStatus: "REFUNDED", quotationId: null });
    expect(await stored(quotationId)).toMatchObject({ status: "REJECTED", adminResponse: MISTAKE });
    expect(await stockOf(bag.id)).toBe(200);
  });
});

describe("a checkout and a withdrawal of the same quotation at once", () => {
  it("lets a withdrawal that comes while a checkout is under way wait for it, then find the order", async () => {
    const { who, bag, quotationId } = await quotation();
    // Hold the checkout half-way: it has read the quotation and waits to take the bags' stock, locked here.
    const stock = await holdLocks((tx) => tx.$queryRaw`SELECT "id" FROM "Product" WHERE "id" = ${bag.id} FOR UPDATE`);
    const checkingOut = checkout(who, quotationId);
    await expect.poll(sessionsWaitingOnLocks, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);

    // The withdrawal runs meanwhile: it must not slip in between the checkout's read and its order.
    let settled = false;
    const withdrawing = withdrawQuotation(admin, quotationId, { message: MISTAKE }).finally(() => (settled = true));
    await expect.poll(async () => settled || (await sessionsWaitingOnLocks()) >= 2, { timeout: 10_000 }).toBe(true);
    await stock.release();
    const [placed, withdrawn] = await Promise.allSettled([checkingOut, withdrawing]);

    expect(placed.status === "fulfilled" && placed.value.status).toBe(201);
    expect(withdrawn).toMatchObject({
      status: "rejected",
      reason: { kind: "conflict", message: expect.stringMatching(/^This quotation has already been ordered/) },
    });
    expect(await stored(quotationId)).toMatchObject({ status: "APPROVED", quotedPrice: 3_000_000 });
    expect(await prisma.order.findMany({ where: { quotationId }, select: { total: true } })).toEqual([
      { total: 3_000_000 },
    ]);
    expect(await stockOf(bag.id)).toBe(140);
  });

  it("lets only one of them through however they meet, and the database agrees with the one that did", async () => {
    for (let round = 0; round < 6; round++) {
      const { who, bag, quotationId } = await quotation();
      const starts = [
        () => checkout(who, quotationId).then((response) => response.status === 201),
        () => withdrawQuotation(admin, quotationId, { message: MISTAKE }).then(() => true),
      ];
      // Every other round the withdrawal is asked first.
      if (round % 2) starts.reverse();
      const outcomes = await Promise.allSettled(starts.map((start) => start()));
      const succeeded = outcomes.filter((outcome) => outcome.status === "fulfilled" && outcome.value);
      expect(succeeded).toHaveLength(1);

      const orders = await prisma.order.findMany({ where: { quotationId }, select: { total: true } });
      const now = await stored(quotationId);
      if (orders.length) {
        expect(orders).toEqual([{ total: 3_000_000 }]);
        expect(now).toMatchObject({ status: "APPROVED", quotedPrice: 3_000_000 });
        expect(await stockOf(bag.id)).toBe(140);
      } else {
        expect(now).toMatchObject({ status: "REJECTED", quotedPrice: null, adminResponse: MISTAKE });
        expect(await prisma.order.count({ where: { userId: who.id } })).toBe(0);
        expect(await stockOf(bag.id)).toBe(200);
      }
    }
  });
});

describe("an online checkout of a quotation paid late, after the quotation expired", () => {
  it("is refunded, not revived at the expired price", async () => {
    const { who, bag, quotationId } = await quotation();
    const started = (await bodyOf(await startOnline(who, { shippingInfo: shipping, quotationId }))) as Json;
    // The shopper leaves the payment pop-up open; the order expires and frees the quotation, whose validity
    // then ends (checkout refuses it from now on: "This quotation expired on …").
    await expireAbandonedOnlineOrders(new Date(Date.now() + ONLINE_PAYMENT_WINDOW_MS + 60_000));
    await prisma.quotation.update({ where: { id: quotationId }, data: { validUntil: new Date(Date.now() - 60_000) } });
    expect((await checkout(who, quotationId)).status).toBe(409);

    expect((await sandboxPay(who, started.orderId)).status).toBe(200);

    expect(
      await prisma.order.findUniqueOrThrow({
        where: { id: started.order._id },
        select: { fulfillmentStatus: true, paymentStatus: true, quotationId: true },
      }),
    ).toEqual({ fulfillmentStatus: "CANCELLED", paymentStatus: "REFUNDED", quotationId: null });
    expect(await stockOf(bag.id)).toBe(200);
  });

  it("is revived while the quotation is still valid", async () => {
    const { who, bag, quotationId } = await quotation();
    const started = (await bodyOf(await startOnline(who, { shippingInfo: shipping, quotationId }))) as Json;
    await expireAbandonedOnlineOrders(new Date(Date.now() + ONLINE_PAYMENT_WINDOW_MS + 60_000));

    expect((await sandboxPay(who, started.orderId)).status).toBe(200);

    expect(
      await prisma.order.findUniqueOrThrow({
        where: { id: started.order._id },
        select: { fulfillmentStatus: true, paymentStatus: true, quotationId: true },
      }),
    ).toEqual({ fulfillmentStatus: "ORDER_PLACED", paymentStatus: "PAID", quotationId });
    expect(await stockOf(bag.id)).toBe(140);
  });
});
