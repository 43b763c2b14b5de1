import { sentMails } from "@/test/integration/outbox";
import { clearFaultsAfterEach, type SandboxFaults } from "@/test/integration/faulty-sandbox";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db";
import { getOrderForAdmin } from "@/lib/orders/admin-order";
import { PAYMENT_TEXT } from "@/lib/payments/payment-check";
import { PAID_RECHECK_AFTER_MS, reconcileOnlinePayments } from "@/lib/payments/reconcile";
import { newSandboxId } from "@/lib/payments/sandbox-api";
import { paymentSignature } from "@/lib/payments/signatures";
import { issueSessionToken } from "@/lib/auth/session-token";
import { apiRequest, bodyOf, createUser, useTestSecret, viewerFor, withId } from "@/test/integration/accounts";
import {
  cancelAsShopper,
  capturedPayload,
  gateway,
  paidOnlineOrder,
  pendingOnlineOrder,
  sandboxPay,
  signedWebhook,
  type Json,
  type Shopper,
} from "@/test/integration/checkout";
import { POST as retryRoute } from "../admin/refunds/[id]/retry/route";
import { GET as getOrder } from "../orders/[id]/route";
import { POST as verify } from "./verify/route";
import { POST as webhook } from "./webhook/route";

// A shopper pays twice for one Razorpay order (two tabs, a retry in the pop-up) and Razorpay captures both:
// the order is paid once, and the second payment's money goes back in full (a Refund of kind EXTRA_PAYMENT
// for that pay_… id), however it reaches the shop — the shopper's browser (verify), the webhook or the
// reconcile job — and however often or concurrently: one refund at Razorpay, never two.

// Razorpay's Refunds API made to refuse where a test says so; the rest of the sandbox answers as it does.
const faults = vi.hoisted((): SandboxFaults => ({}));
vi.mock("@/lib/payments/sandbox-api", async (importOriginal) =>
  (await import("@/test/integration/faulty-sandbox")).withSandboxFaults(await importOriginal(), faults),
);

beforeAll(async () => {
  useTestSecret();
});

/** The e-mails sent to a shopper about a second payment of theirs. */
async function secondPaymentMailsTo(email: string) {
  return (await sentMails(email)).filter((mail) => /another payment/.test(mail.subject));
}

clearFaultsAfterEach(faults);

/**
 * A second payment Razorpay captured for the order, as its side holds it. The sandbox's pop-up takes no
 * payment on a paid order (as Razorpay's checkout), but two started before either was captured both are.
 */
async function secondCapture(razorpayOrderId: string) {
  const order = await prisma.razorpaySandboxOrder.findUniqueOrThrow({ where: { id: razorpayOrderId } });
  const id = newSandboxId("pay");
  await prisma.razorpaySandboxPayment.create({
    data: {
      id,
      orderId: razorpayOrderId,
      amount: order.amount,
      currency: "INR",
      status: "captured",
      capturedAt: new Date(),
    },
  });
  return {
    id,
    amount: order.amount,
    handlerResponse: {
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: id,
      razorpay_signature: paymentSignature(gateway().keySecret, razorpayOrderId, id),
    },
  };
}

const verifyAs = (who: Shopper, body: unknown) =>
  verify(apiRequest("/api/payment/verify", { token: who.token, body }), {});

const sandboxRefundsOf = (paymentId: string) => prisma.razorpaySandboxRefund.findMany({ where: { paymentId } });

/** The order is paid by its first payment, untouched by the second one's refund. */
async function expectStillPaidBy(orderId: string, firstPaymentId: string) {
  const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId }, include: { payments: true } });
  expect(order).toMatchObject({ paymentStatus: "PAID", fulfillmentStatus: "ORDER_PLACED", cancelledAt: null });
  expect(order.payments).toEqual([expect.objectContaining({ status: "PAID", providerPaymentId: firstPaymentId })]);
  expect(await sandboxRefundsOf(firstPaymentId)).toEqual([]);
}

/** The second payment is refunded once, in full, at Razorpay and in the shop. */
async function expectRefundedOnce(orderId: string, second: { id: string; amount: number }) {
  expect(await prisma.refund.findMany({ where: { orderId } })).toEqual([
    expect.objectContaining({
      kind: "EXTRA_PAYMENT",
      providerPaymentId: second.id,
      amount: second.amount,
      status: "PROCESSED",
    }),
  ]);
  expect(await sandboxRefundsOf(second.id)).toEqual([
    expect.objectContaining({ amount: second.amount, status: "processed" }),
  ]);
}

/** Runs of the reconcile job after the paid order's re-check interval. */
const reconcileLater = (hours = 7) => reconcileOnlinePayments(new Date(Date.now() + hours * 60 * 60 * 1000));

describe("a second payment captured for an order already paid", () => {
  it("reached by its webhook, is refunded once however often or however concurrently it is delivered", async () => {
    const { who, orderId, razorpayOrderId, firstPaymentId } = await paidOnlineOrder();
    const second = await secondCapture(razorpayOrderId);
    const payload = capturedPayload(razorpayOrderId, second.id, second.amount);

    const first = await webhook(signedWebhook("payment.captured", payload, `evt_${second.id}_1`), {});
    expect(first.status).toBe(200);
    await expectRefundedOnce(orderId, second);
    await expectStillPaidBy(orderId, firstPaymentId);

    // Razorpay's redelivery, its order.paid event for the same payment, and both at once from two instances.
    const again = await Promise.all([
      webhook(signedWebhook("payment.captured", payload, `evt_${second.id}_1`), {}),
      webhook(signedWebhook("order.paid", payload, `evt_${second.id}_2`), {}),
      webhook(signedWebhook("order.paid", payload, `evt_${second.id}_3`), {}),
    ]);
    expect(again.map((response) => response.status)).toEqual([200, 200, 200]);
    await expectRefundedOnce(orderId, second);
    await expectStillPaidBy(orderId, firstPaymentId);

    // The shopper, whose browser may be long gone, is told once that the second payment comes back.
    const { number } = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    const mails = await secondPaymentMailsTo(who.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: `We received another payment for your Kosh & Co. order #${number}` });
    expect(mails[0]!.text).toContain(
      `Your order #${number} had already been paid when another payment for it came through`,
    );
    expect(mails[0]!.text).toContain("A refund of ₹1,200 to your original payment method has been made.");
    expect(mails[0]!.text).toContain(`Razorpay payment reference: ${second.id}`);

    // The admin's order page shows the second payment's refund for what it is.
    const admin = await createUser({ role: "ADMIN" });
    const adminView = await getOrderForAdmin(await viewerFor(admin), orderId);
    expect(adminView?.refunds).toEqual([
      expect.objectContaining({ extraPayment: true, providerPaymentId: second.id, amount: 1200, status: "Refunded" }),
    ]);
  });

  it("reached by the shopper's browser (verify), is refunded once and the shopper is told so", async () => {
    const { who, orderId, razorpayOrderId, firstPaymentId } = await paidOnlineOrder();
    const second = await secondCapture(razorpayOrderId);

    const told = await verifyAs(who, second.handlerResponse);
    expect(told.status).toBe(409);
    expect(await bodyOf(told)).toMatchObject({ code: "PAYMENT_NOT_ACCEPTED", message: PAYMENT_TEXT.paidTwiceRefunded });
    await expectRefundedOnce(orderId, second);
    await expectStillPaidBy(orderId, firstPaymentId);

    // The tab sends it again, while its webhook arrives too: still one refund, the same answer.
    const [again, hook] = await Promise.all([
      verifyAs(who, second.handlerResponse),
      webhook(
        signedWebhook(
          "payment.captured",
          capturedPayload(razorpayOrderId, second.id, second.amount),
          `evt_${second.id}`,
        ),
        {},
      ),
    ]);
    expect(again.status).toBe(409);
    expect(await bodyOf(again)).toMatchObject({ message: PAYMENT_TEXT.paidTwiceRefunded });
    expect(hook.status).toBe(200);
    await expectRefundedOnce(orderId, second);
    const hindi = await verify(
      apiRequest("/api/payment/verify?lang=hi", { token: who.token, body: second.handlerResponse }),
      {},
    );
    expect(await bodyOf(hindi)).toMatchObject({
      message:
        "इस ऑर्डर का भुगतान किसी दूसरे पेमेंट से पहले ही हो चुका था, इसलिए इस पेमेंट की रकम आपके मूल भुगतान तरीक़े में वापस (रिफ़ंड) की जा रही है।",
    });

    // The order's own payment is still the one that counts: the shopper's order shows no refund.
    const mine = await getOrder(apiRequest(`/api/orders/${orderId}`, { token: who.token }), withId(orderId));
    expect(((await bodyOf(mine)) as Json).order).toMatchObject({ refund: null });
  });

  it("with its webhook lost and its browser gone, is refunded by the reconcile job, once across concurrent runs", async () => {
    const { who, orderId, razorpayOrderId, firstPaymentId } = await paidOnlineOrder();
    const second = await secondCapture(razorpayOrderId);

    const [one, two] = await Promise.all([reconcileLater(), reconcileLater()]);
    expect(one.extraPaymentsRefunded + two.extraPaymentsRefunded).toBe(1);
    expect(await secondPaymentMailsTo(who.email)).toHaveLength(1);
    await expectRefundedOnce(orderId, second);
    await expectStillPaidBy(orderId, firstPaymentId);

    // Later runs and the payment's late webhook change nothing.
    await reconcileLater(7 + PAID_RECHECK_AFTER_MS / 3_600_000 + 1);
    const hook = await webhook(
      signedWebhook("payment.captured", capturedPayload(razorpayOrderId, second.id, second.amount), `evt_${second.id}`),
      {},
    );
    expect(hook.status).toBe(200);
    await expectRefundedOnce(orderId, second);
  });

  it("when neither payment was confirmed, the reconcile job settles the order with one and refunds the other", async () => {
    const { who, checkout } = await pendingOnlineOrder(120_000, 5);
    const razorpayOrderId = checkout.orderId as string;
    const orderId = (checkout.order as Json)._id as string;
    const first = await sandboxPay(who, razorpayOrderId, { deliverWebhook: false });
    const second = await secondCapture(razorpayOrderId);

    const report = await reconcileOnlinePayments(new Date(Date.now() + 60_000));
    expect(report).toMatchObject({ settled: 1, extraPaymentsRefunded: 1 });
    await expectRefundedOnce(orderId, second);
    await expectStillPaidBy(orderId, first.body.razorpay_payment_id as string);
  });

  it("refused by Razorpay, is Failed for the admin, whose retry refunds it and leaves the order paid", async () => {
    const { orderId, razorpayOrderId, firstPaymentId } = await paidOnlineOrder();
    const second = await secondCapture(razorpayOrderId);
    faults.createRefund = () =>
      Promise.reject({ statusCode: 400, error: { code: "BAD_REQUEST_ERROR", description: "Refunds are paused" } });
    const payload = capturedPayload(razorpayOrderId, second.id, second.amount);
    expect((await webhook(signedWebhook("payment.captured", payload, `evt_${second.id}_1`), {})).status).toBe(200);
    const failed = await prisma.refund.findFirstOrThrow({ where: { orderId } });
    expect(failed).toMatchObject({ kind: "EXTRA_PAYMENT", status: "FAILED", providerPaymentId: second.id });
    // Delivered again, it does not ask again: a failed refund is the admin's to retry.
    expect((await webhook(signedWebhook("order.paid", payload, `evt_${second.id}_2`), {})).status).toBe(200);
    expect(await prisma.refund.count({ where: { orderId } })).toBe(1);

    faults.createRefund = null;
    const admin = await createUser({ role: "ADMIN" });
    const { token } = await issueSessionToken({ id: admin.id, tokenVersion: 0 });
    const retried = await retryRoute(
      apiRequest(`/api/admin/refunds/${failed.id}/retry`, { token, method: "POST" }),
      withId(failed.id),
    );
    expect(retried.status).toBe(200);
    expect(await prisma.refund.findMany({ where: { orderId, status: { not: "FAILED" } } })).toEqual([
      expect.objectContaining({ kind: "EXTRA_PAYMENT", providerPaymentId: second.id, status: "PROCESSED" }),
    ]);
    expect(await sandboxRefundsOf(second.id)).toHaveLength(1);
    await expectStillPaidBy(orderId, firstPaymentId);
  });

  it("accepted by Razorpay as pending, is settled by its refund.processed webhook, and the order stays paid", async () => {
    const { orderId, razorpayOrderId, firstPaymentId } = await paidOnlineOrder();
    const second = await secondCapture(razorpayOrderId);
    const providerRefundId = newSandboxId("rfnd");
    // Razorpay's normal speed: the refund is accepted now and processed later.
    faults.createRefund = async () => ({
      id: providerRefundId,
      paymentId: second.id,
      amount: second.amount,
      currency: "INR",
      status: "pending",
      receipt: null,
    });
    const payload = capturedPayload(razorpayOrderId, second.id, second.amount);
    expect((await webhook(signedWebhook("payment.captured", payload, `evt_${second.id}`), {})).status).toBe(200);
    const refund = await prisma.refund.findFirstOrThrow({ where: { orderId } });
    expect(refund).toMatchObject({ status: "PROCESSING", providerRefundId });

    const processed = {
      refund: {
        entity: {
          id: providerRefundId,
          entity: "refund",
          payment_id: second.id,
          amount: second.amount,
          currency: "INR",
          receipt: refund.id,
          status: "processed",
        },
      },
    };
    const hook = await webhook(signedWebhook("refund.processed", processed, `evt_${providerRefundId}`), {});
    expect(await bodyOf(hook)).toMatchObject({ status: "processed" });
    expect(await prisma.refund.findUniqueOrThrow({ where: { id: refund.id } })).toMatchObject({ status: "PROCESSED" });
    await expectStillPaidBy(orderId, firstPaymentId);
  });

  it("leaves the order's own refund to its cancellation: both payments go back, each once", async () => {
    const { who, orderId, razorpayOrderId, firstPaymentId } = await paidOnlineOrder();
    const second = await secondCapture(razorpayOrderId);
    await webhook(
      signedWebhook("payment.captured", capturedPayload(razorpayOrderId, second.id, second.amount), `evt_${second.id}`),
      {},
    );
    await expectRefundedOnce(orderId, second);

    const cancelled = await cancelAsShopper(who, orderId);
    expect(cancelled.status).toBe(200);
    expect(((await bodyOf(cancelled)) as Json).order).toMatchObject({ refund: { amount: 1200, status: "Refunded" } });
    expect(await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      paymentStatus: "REFUNDED",
      fulfillmentStatus: "CANCELLED",
    });
    expect(await sandboxRefundsOf(firstPaymentId)).toEqual([expect.objectContaining({ amount: 120_000 })]);
    expect(await sandboxRefundsOf(second.id)).toHaveLength(1);
  });
});

describe("a payment captured for an order already paid, cancelled and refunded", () => {
  it("is refunded too, and the shopper is told the order was cancelled, not that it is paid", async () => {
    const { who, orderId, razorpayOrderId, firstPaymentId } = await paidOnlineOrder();
    const cancelled = await cancelAsShopper(who, orderId);
    expect(cancelled.status).toBe(200);
    expect(await sandboxRefundsOf(firstPaymentId)).toHaveLength(1);
    const second = await secondCapture(razorpayOrderId);

    const told = await verifyAs(who, second.handlerResponse);
    expect(told.status).toBe(409);
    expect(await bodyOf(told)).toMatchObject({ code: "PAYMENT_NOT_ACCEPTED", message: PAYMENT_TEXT.cancelledRefunded });
    const hook = await webhook(
      signedWebhook("payment.captured", capturedPayload(razorpayOrderId, second.id, second.amount), `evt_${second.id}`),
      {},
    );
    expect(hook.status).toBe(200);
    await reconcileLater();

    expect(await sandboxRefundsOf(second.id)).toEqual([
      expect.objectContaining({ amount: 120_000, status: "processed" }),
    ]);
    expect(await sandboxRefundsOf(firstPaymentId)).toHaveLength(1);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      paymentStatus: "REFUNDED",
      fulfillmentStatus: "CANCELLED",
    });
    expect(await prisma.refund.count({ where: { orderId, kind: "EXTRA_PAYMENT" } })).toBe(1);
    const mails = await secondPaymentMailsTo(who.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(
      /came through after the order had been cancelled, so that payment is being refunded in full/,
    );
  });
});
