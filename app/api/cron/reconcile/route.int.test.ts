import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { sentMails } from "@/test/integration/outbox";
import { prisma } from "@/lib/db";
import type { ReconcileReport } from "@/lib/payments/reconcile";
import { useTestSecret } from "@/test/integration/accounts";
import {
  capturedPayload,
  codBody,
  inCart,
  pastReconcilePause,
  pendingOnlineOrder,
  place,
  sandboxPay,
  shopper,
  signedWebhook,
  stockOf,
} from "@/test/integration/checkout";
import { POST as webhook } from "../../payment/webhook/route";
import { GET as expireOrders } from "../expire-orders/route";
import { GET } from "./route";

// The reconcile job against the sandbox's Razorpay side: payments Razorpay
// captured but nobody confirmed (no webhook, no verify) are settled once,
// however many schedulers run it at the same moment.

const SECRET = "cron-secret-for-tests";
const cron = (handler: typeof GET, path: string, authorization = `Bearer ${SECRET}`) =>
  handler(new Request(`http://localhost${path}`, { headers: authorization ? { authorization } : {} }), {});
const reconcile = async (): Promise<ReconcileReport> => {
  const response = await cron(GET, "/api/cron/reconcile");
  expect(response.status).toBe(200);
  return (await response.json()) as ReconcileReport;
};

/** Moves an order's creation back, as if its shopper had left the payment window open for `minutes`. */
const ageOrder = (orderId: string, minutes: number) =>
  prisma.order.update({ where: { id: orderId }, data: { createdAt: new Date(Date.now() - minutes * 60_000) } });

const orderOf = (id: string) => prisma.order.findUniqueOrThrow({ where: { id }, include: { payments: true } });

beforeAll(async () => {
  useTestSecret();
});

afterEach(() => {
  delete process.env.CRON_SECRET;
});

describe("GET /api/cron/reconcile", () => {
  it("is off without CRON_SECRET and refuses callers without it", async () => {
    expect((await cron(GET, "/api/cron/reconcile")).status).toBe(503);
    process.env.CRON_SECRET = SECRET;
    expect((await cron(GET, "/api/cron/reconcile", "")).status).toBe(401);
    expect((await cron(GET, "/api/cron/reconcile", "Bearer wrong-secret-for-tests")).status).toBe(401);
  });

  it("settles an order whose captured payment was never confirmed (webhook and verify lost), once", async () => {
    process.env.CRON_SECRET = SECRET;
    const { who, checkout } = await pendingOnlineOrder();
    const { body } = await sandboxPay(who, checkout.orderId, { deliverWebhook: false });
    expect((await orderOf(checkout.order._id)).paymentStatus).toBe("PENDING");

    expect(await reconcile()).toMatchObject({ checked: 1, settled: 1, captured: 0, released: 0 });
    const order = await orderOf(checkout.order._id);
    expect(order.paymentStatus).toBe("PAID");
    expect(order.payments[0]).toMatchObject({ status: "PAID", providerPaymentId: body.razorpay_payment_id });
    expect(await prisma.cartItem.count({ where: { userId: who.id } })).toBe(0);
    expect(await sentMails(who.email)).toHaveLength(1);

    expect(await reconcile()).toMatchObject({ checked: 0, settled: 0 });
    expect(await sentMails(who.email)).toHaveLength(1);
  });

  it("captures an authorized payment for the order's amount and settles it", async () => {
    process.env.CRON_SECRET = SECRET;
    const { who, checkout } = await pendingOnlineOrder();
    const { body } = await sandboxPay(who, checkout.orderId, { capture: false, deliverWebhook: false });
    expect(await reconcile()).toMatchObject({ checked: 1, settled: 1, captured: 1 });
    expect(
      await prisma.razorpaySandboxPayment.findUniqueOrThrow({ where: { id: body.razorpay_payment_id } }),
    ).toMatchObject({ status: "captured", amount: 120_000 });
    expect((await orderOf(checkout.order._id)).paymentStatus).toBe("PAID");
  });

  it("gives up a capture claim left by a payment Razorpay does not know, and captures the order's other authorized payment", async () => {
    process.env.CRON_SECRET = SECRET;
    const { who, checkout } = await pendingOnlineOrder();
    const { body } = await sandboxPay(who, checkout.orderId, { capture: false, deliverWebhook: false });
    // A verify that stopped half-way left its claim for a payment that never went through.
    await prisma.payment.updateMany({
      where: { providerOrderId: checkout.orderId },
      data: { providerPaymentId: "pay_neverCompleted" },
    });
    expect(await reconcile()).toMatchObject({ checked: 1, settled: 1, captured: 1 });
    expect(await orderOf(checkout.order._id)).toMatchObject({
      paymentStatus: "PAID",
      payments: [expect.objectContaining({ status: "PAID", providerPaymentId: body.razorpay_payment_id })],
    });
  });

  it("releases an order past its payment window with no captured payment, and leaves a fresh one alone", async () => {
    process.env.CRON_SECRET = SECRET;
    const stale = await pendingOnlineOrder();
    await sandboxPay(stale.who, stale.checkout.orderId, { outcome: "failure" });
    await ageOrder(stale.checkout.order._id, 31);
    const fresh = await pendingOnlineOrder();

    expect(await reconcile()).toMatchObject({ checked: 2, settled: 0, released: 1 });
    expect(await orderOf(stale.checkout.order._id)).toMatchObject({ fulfillmentStatus: "CANCELLED" });
    expect(await stockOf(stale.bag.id)).toBe(5);
    expect(await orderOf(fresh.checkout.order._id)).toMatchObject({ fulfillmentStatus: "ORDER_PLACED" });
    expect(await stockOf(fresh.bag.id)).toBe(4);
  });

  it("settles a payment captured after expiry released the order: stock back if it is there, else it is refunded", async () => {
    process.env.CRON_SECRET = SECRET;
    const revived = await pendingOnlineOrder(120_000, 5);
    const soldOut = await pendingOnlineOrder(120_000, 1);
    for (const { checkout } of [revived, soldOut]) await ageOrder(checkout.order._id, 45);
    expect((await (await cron(expireOrders, "/api/cron/expire-orders")).json()).expired).toBe(2);
    expect(await stockOf(soldOut.bag.id)).toBe(1);
    const rival = await shopper();
    await inCart(rival, soldOut.bag.id, 1);
    expect((await place(rival, codBody())).status).toBe(201); // the released unit is sold meanwhile
    // Then both pop-ups, still open, are paid; neither webhook arrives.
    for (const { who, checkout } of [revived, soldOut])
      await sandboxPay(who, checkout.orderId, { deliverWebhook: false });
    // The expiry job's look at Razorpay counts as reconcile's: its run after the pause finds them.
    await pastReconcilePause(revived.checkout.order._id, soldOut.checkout.order._id);

    expect(await reconcile()).toMatchObject({ checked: 2, settled: 2, refundsDue: 1, released: 0 });
    expect(await orderOf(revived.checkout.order._id)).toMatchObject({
      paymentStatus: "PAID",
      fulfillmentStatus: "ORDER_PLACED",
      cancelledAt: null,
      stockReleasedAt: null,
    });
    expect(await stockOf(revived.bag.id)).toBe(4);
    // Paid for goods sold meanwhile: the order stays cancelled and the money goes back to its method.
    expect(await orderOf(soldOut.checkout.order._id)).toMatchObject({
      paymentStatus: "REFUNDED",
      fulfillmentStatus: "CANCELLED",
    });
    expect(await prisma.refund.findMany({ where: { orderId: soldOut.checkout.order._id } })).toMatchObject([
      { status: "PROCESSED", amount: 120_000 },
    ]);
    expect(await stockOf(soldOut.bag.id)).toBe(0);
  });

  it("leaves a refunded late payment refunded when Razorpay's other event for it (order.paid) comes afterwards", async () => {
    process.env.CRON_SECRET = SECRET;
    const soldOut = await pendingOnlineOrder(120_000, 1);
    await ageOrder(soldOut.checkout.order._id, 45);
    expect((await (await cron(expireOrders, "/api/cron/expire-orders")).json()).expired).toBe(1);
    const rival = await shopper();
    await inCart(rival, soldOut.bag.id, 1);
    const placed = await place(rival, codBody());
    expect(placed.status).toBe(201); // the released unit is sold meanwhile
    const { body } = await sandboxPay(soldOut.who, soldOut.checkout.orderId, { deliverWebhook: false });
    await pastReconcilePause(soldOut.checkout.order._id);
    expect(await reconcile()).toMatchObject({ settled: 1, refundsDue: 1 });
    const orderId = soldOut.checkout.order._id as string;
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: "REFUNDED", fulfillmentStatus: "CANCELLED" });

    // The shop restocks, then Razorpay delivers its order.paid event for the same, already
    // refunded, payment: it must not pay (and revive) the order again.
    await prisma.product.update({ where: { id: soldOut.bag.id }, data: { stock: 1 } });
    const payload = capturedPayload(soldOut.checkout.orderId, body.razorpay_payment_id, 120_000);
    const late = await webhook(signedWebhook("order.paid", payload, `evt_paid_late_${orderId}`), {});
    expect(late.status).toBe(200);

    expect(await orderOf(orderId)).toMatchObject({
      paymentStatus: "REFUNDED",
      fulfillmentStatus: "CANCELLED",
      payments: [{ status: "REFUNDED" }],
    });
    expect(await stockOf(soldOut.bag.id)).toBe(1);
    expect(await prisma.refund.findMany({ where: { orderId } })).toMatchObject([{ status: "PROCESSED" }]);
  });

  it("does not settle a captured payment of another amount or currency", async () => {
    process.env.CRON_SECRET = SECRET;
    const { checkout } = await pendingOnlineOrder();
    await prisma.razorpaySandboxPayment.create({
      data: { id: "pay_short_reconcile", orderId: checkout.orderId, amount: 100, currency: "INR", status: "captured" },
    });
    await prisma.razorpaySandboxPayment.create({
      data: {
        id: "pay_usd_reconcile",
        orderId: checkout.orderId,
        amount: 120_000,
        currency: "USD",
        status: "captured",
      },
    });
    expect(await reconcile()).toMatchObject({ checked: 1, settled: 0, mismatched: 1 });
    expect((await orderOf(checkout.order._id)).paymentStatus).toBe("PENDING");
  });

  it("makes one transition when it races the payment's late webhook", async () => {
    process.env.CRON_SECRET = SECRET;
    const { who, checkout } = await pendingOnlineOrder();
    const { body } = await sandboxPay(who, checkout.orderId, { deliverWebhook: false });
    const payload = capturedPayload(checkout.orderId, body.razorpay_payment_id, 120_000);
    const [report, hooked] = await Promise.all([
      reconcile(),
      webhook(signedWebhook("payment.captured", payload, `evt_late_${checkout.orderId}`), {}),
    ]);
    expect(hooked.status).toBe(200);
    // Either may come first: on a loaded machine the webhook can commit before the job looks, and then the
    // job has nothing left to check. Whichever wins, the order is paid once and mailed once.
    expect(report.checked).toBeLessThanOrEqual(1);
    expect((await orderOf(checkout.order._id)).paymentStatus).toBe("PAID");
    expect(await sentMails(who.email)).toHaveLength(1);
  });

  it("settles and releases each order once when two schedulers run it at the same moment", async () => {
    process.env.CRON_SECRET = SECRET;
    const paid = await Promise.all(Array.from({ length: 6 }, () => pendingOnlineOrder()));
    for (const { who, checkout } of paid) await sandboxPay(who, checkout.orderId, { deliverWebhook: false });
    const abandoned = await Promise.all(Array.from({ length: 3 }, () => pendingOnlineOrder()));
    for (const { checkout } of abandoned) await ageOrder(checkout.order._id, 40);

    const [first, second] = await Promise.all([reconcile(), reconcile()]);
    expect(first.checked + second.checked).toBe(9);
    expect(first.settled + second.settled).toBe(6);
    expect(first.released + second.released).toBe(3);
    for (const { who, checkout } of paid) {
      expect((await orderOf(checkout.order._id)).paymentStatus).toBe("PAID");
      expect(await sentMails(who.email)).toHaveLength(1);
    }
    for (const { bag, checkout } of abandoned) {
      expect(await stockOf(bag.id)).toBe(5);
      expect(await prisma.fulfillmentEvent.count({ where: { orderId: checkout.order._id, status: "CANCELLED" } })).toBe(
        1,
      );
    }
  });
});
