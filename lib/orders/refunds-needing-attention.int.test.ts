import { beforeAll, describe, expect, it } from "vitest";
import type { Viewer } from "@/lib/auth/viewer";
import { prisma, type RefundStatus } from "@/lib/db";
import { createUser, viewerFor } from "@/test/integration/accounts";
import { product as newProduct } from "@/test/integration/checkout";
import { createTestOrder } from "@/test/integration/orders";
import { listRefundsNeedingAttention } from "./admin-refunds";

// The operator's list of refunds that need a person (the admin dashboard): every failed refund that
// nothing else will replace, and those stuck Requested or Processing too long, with the order
// number, the amount in rupees, the reason and how long it has been owed; nothing else. Rows are
// written straight into the real PostgreSQL, as the refund code leaves them.

const NOW = new Date("2026-11-27T12:00:00Z");
const hoursBefore = (hours: number) => new Date(NOW.getTime() - hours * 60 * 60 * 1000);

let admin: Viewer;
let shopper: Viewer;
let userId: string;
let productId: string;

beforeAll(async () => {
  const user = await createUser();
  userId = user.id;
  shopper = await viewerFor(user);
  admin = await viewerFor(await createUser({ role: "ADMIN" }));
  productId = (await newProduct(120_000, 50)).id;
});

let paymentCounter = 0;

/** A paid online order and its Razorpay payment; `refunds` are written for that payment, in order. */
async function orderWithRefunds(
  refunds: Array<{ status: RefundStatus; hoursAgo: number; failureReason?: string; retried?: boolean }>,
) {
  const order = await createTestOrder({
    userId,
    lines: [{ productId, quantity: 1 }],
    paymentMethod: "ONLINE",
    paymentStatus: "PAID",
    createdAt: hoursBefore(24 * 30),
  });
  paymentCounter += 1;
  const providerPaymentId = `pay_attention${paymentCounter}`;
  const payment = await prisma.payment.findFirstOrThrow({ where: { orderId: order.id } });
  await prisma.payment.update({ where: { id: payment.id }, data: { providerPaymentId } });
  const ids: string[] = [];
  for (const refund of refunds) {
    const row = await prisma.refund.create({
      data: {
        orderId: order.id,
        paymentId: payment.id,
        providerPaymentId,
        amount: 120_000,
        status: refund.status,
        failureReason: refund.failureReason ?? null,
        retriedAt: refund.retried ? hoursBefore(refund.hoursAgo - 1) : null,
        createdAt: hoursBefore(refund.hoursAgo),
      },
      select: { id: true },
    });
    ids.push(row.id);
  }
  const { number } = await prisma.order.findUniqueOrThrow({ where: { id: order.id }, select: { number: true } });
  return { orderId: order.id, number, ids };
}

describe("refunds needing attention", () => {
  it("lists failed refunds nothing replaces and stuck ones, oldest first, and nothing else", async () => {
    const failed = await orderWithRefunds([
      { status: "FAILED", hoursAgo: 50, failureReason: "The customer's bank account is closed." },
    ]);
    const requestedLong = await orderWithRefunds([{ status: "PENDING", hoursAgo: 2 }]);
    const processingLong = await orderWithRefunds([{ status: "PROCESSING", hoursAgo: 24 * 11 }]);
    // Not listed: retried and refunded; failed but processed after all (a late refund.processed);
    // requested minutes ago; processing for two days; refunded.
    await orderWithRefunds([
      { status: "FAILED", hoursAgo: 30, failureReason: "Refused.", retried: true },
      { status: "PROCESSED", hoursAgo: 29 },
    ]);
    await orderWithRefunds([
      { status: "FAILED", hoursAgo: 30, failureReason: "Not needed: the earlier refund went through after all." },
      { status: "PROCESSED", hoursAgo: 31 },
    ]);
    await orderWithRefunds([{ status: "PENDING", hoursAgo: 0.1 }]);
    await orderWithRefunds([{ status: "PROCESSING", hoursAgo: 48 }]);
    await orderWithRefunds([{ status: "PROCESSED", hoursAgo: 400 }]);

    const list = await listRefundsNeedingAttention(admin, NOW);
    expect(list.total).toBe(3);
    expect(list.refunds).toEqual([
      {
        _id: processingLong.ids[0],
        orderId: processingLong.orderId,
        orderNumber: processingLong.number,
        amount: 1200,
        status: "Processing",
        extraPayment: false,
        reason: "Razorpay accepted it but has not reported it processed.",
        owedSince: hoursBefore(24 * 11).toISOString(),
        age: "11 days",
      },
      expect.objectContaining({
        _id: failed.ids[0],
        orderId: failed.orderId,
        orderNumber: failed.number,
        amount: 1200,
        status: "Failed",
        reason: "The customer's bank account is closed.",
        age: "2 days",
      }),
      expect.objectContaining({
        _id: requestedLong.ids[0],
        status: "Requested",
        reason: "Razorpay has not accepted the request yet.",
        age: "2 hours",
      }),
    ]);
  });

  it("is the admin's only", async () => {
    await expect(listRefundsNeedingAttention(shopper, NOW)).rejects.toMatchObject({ kind: "forbidden" });
  });
});
