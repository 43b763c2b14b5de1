import { sentMails } from "@/test/integration/outbox";
import { clearFaultsAfterEach, type SandboxFaults } from "@/test/integration/faulty-sandbox";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { issueSessionToken } from "@/lib/auth/session-token";
import type { Viewer } from "@/lib/auth/viewer";
import { prisma } from "@/lib/db";
import { advanceFulfillment } from "@/lib/orders/admin-fulfillment";
import { getOrderForAdmin } from "@/lib/orders/admin-order";
import { reconcileOnlinePayments } from "@/lib/payments/reconcile";
import { CANCEL_RATE_LIMIT, PAYMENT_BEING_COMPLETED_MESSAGE } from "@/lib/orders/cancel";
import { captureIfAuthorized } from "@/lib/payments/confirm";
import {
  apiRequest,
  bodyOf,
  createUser,
  startOfRateLimitWindow,
  useTestSecret,
  viewerFor,
  withId,
} from "@/test/integration/accounts";
import {
  cancelAsShopper,
  codBody,
  gateway,
  inCart,
  paidOnlineOrder,
  pendingOnlineOrder,
  place,
  product,
  sandboxPay,
  shopper,
  signedWebhook,
  stockOf,
  type Json,
} from "@/test/integration/checkout";
import { POST as adminCancelRoute } from "../admin/orders/[id]/cancel/route";
import { POST as retryRoute } from "../admin/refunds/[id]/retry/route";
import { POST as verifyRoute } from "../payment/verify/route";
import { POST as webhook } from "../payment/webhook/route";
import { POST as cancelRoute } from "./[id]/cancel/route";
import { GET as getOrder } from "./[id]/route";

// A shopper's cancellation before dispatch and the refund that follows,
// through the route handlers against a real PostgreSQL: stock back exactly
// once, a paid online order refunded once through the sandbox's Refunds API
// however often the request is sent, a shipped order refused, someone else's
// order not found, a cancel racing the admin's "Mark as Shipped" with one
// winner, and the refund's life after: Razorpay's webhooks, the admin's retry
// and the reconcile job. Only the sandbox's Razorpay side is replaced, and only
// where a test says so.

const faults = vi.hoisted((): SandboxFaults => ({}));
vi.mock("@/lib/payments/sandbox-api", async (importOriginal) =>
  (await import("@/test/integration/faulty-sandbox")).withSandboxFaults(await importOriginal(), faults),
);

const SHIPPED_MESSAGE = "This order has already shipped and can no longer be cancelled.";

let admin: Viewer;
let adminToken: string;

beforeAll(async () => {
  useTestSecret();
  const user = await createUser({ role: "ADMIN", name: "Ananya Iyer" });
  admin = await viewerFor(user);
  adminToken = (await issueSessionToken({ id: user.id, tokenVersion: 0 })).token;
});

clearFaultsAfterEach(faults);

afterEach(() => {
  vi.useRealTimers();
});

const retry = (refundId: string, token = adminToken) =>
  retryRoute(apiRequest(`/api/admin/refunds/${refundId}/retry`, { token, method: "POST" }), withId(refundId));

async function codOrder(stock = 5, quantity = 2) {
  const who = await shopper();
  const bag = await product(60_000, stock);
  await inCart(who, bag.id, quantity);
  const response = await place(who, codBody());
  expect(response.status).toBe(201);
  const { orderId } = (await bodyOf(response)) as Json;
  return { who, bag, orderId: orderId as string };
}

describe("POST /api/orders/{id}/cancel", () => {
  it("cancels a placed COD order: stock back once, the reason recorded as the customer's, an e-mail, no charge", async () => {
    const { who, bag, orderId } = await codOrder(5, 2);
    expect(await stockOf(bag.id)).toBe(3);

    const response = await cancelAsShopper(who, orderId, {
      reason: "better-price",
      note: "  Cheaper at the\nshop nearby ",
    });
    expect(response.status).toBe(200);
    const { order } = (await bodyOf(response)) as Json;
    // The same shape as GET /api/orders/{id}.
    const read = (await bodyOf(
      await getOrder(apiRequest(`/api/orders/${orderId}`, { token: who.token }), withId(orderId)),
    )) as Json;
    expect(order).toEqual(read.order);
    expect(order).toMatchObject({ _id: orderId, fulfillmentStatus: "Cancelled", total: 1200, refund: null });
    expect(await stockOf(bag.id)).toBe(5);

    const event = await prisma.fulfillmentEvent.findFirstOrThrow({ where: { orderId, status: "CANCELLED" } });
    expect(event).toMatchObject({
      actorId: who.id,
      note: "Found a better price elsewhere: Cheaper at the shop nearby",
    });
    const history = (await getOrderForAdmin(admin, orderId))!.history;
    expect(history.at(-1)).toMatchObject({ label: "Cancelled", by: "the customer", note: event.note });
    expect(await prisma.refund.count({ where: { orderId } })).toBe(0);
    const stored = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(stored).toMatchObject({ total: 120_000, invoiceNumber: null, creditNoteNumber: null });

    const mail = (await sentMails(who.email)).find((m) => /cancelled/.test(m.subject));
    expect(mail?.subject).toContain(`#${stored.number}`);
    expect(mail?.text).toMatch(/No cancellation charge applies/);
    expect(mail?.text).toMatch(/nothing to refund/);

    // Sent again: the same cancelled order, and the stock is not given back twice.
    const again = await cancelAsShopper(who, orderId);
    expect(again.status).toBe(200);
    expect(((await bodyOf(again)) as Json).order.fulfillmentStatus).toBe("Cancelled");
    expect(await stockOf(bag.id)).toBe(5);
    expect(await prisma.fulfillmentEvent.count({ where: { orderId, status: "CANCELLED" } })).toBe(1);
  });

  it("e-mails the cancellation of an order placed in Hindi in Hindi", async () => {
    const { who, orderId } = await codOrder(5, 1);
    const stored = await prisma.order.update({ where: { id: orderId }, data: { locale: "hi" } });
    expect((await cancelAsShopper(who, orderId)).status).toBe(200);
    const mails = await sentMails(who.email);
    expect(mails.find((m) => /cancelled/.test(m.subject))).toBeUndefined();
    const mail = mails.find((m) => m.subject === `Kosh & Co. पर आपका ऑर्डर #${stored.number} रद्द कर दिया गया है`);
    expect(mail?.text).toContain(`नमस्ते ${stored.shipFullName},`);
    expect(mail?.text).toContain(
      `आपके कहने पर आपका ऑर्डर #${stored.number} रद्द कर दिया गया है। रद्द करने का कोई शुल्क नहीं लगेगा।`,
    );
    expect(mail?.text).toContain("इस कैश ऑन डिलीवरी ऑर्डर के लिए आपने कोई भुगतान नहीं किया था, इसलिए कोई रिफ़ंड नहीं बनता।");
    expect(mail?.text).toMatch(/आपके ऑर्डर: https?:\/\/[^/\s]+\/hi\/orders\n/);
    expect(mail?.text).not.toMatch(/Hello|No cancellation charge|nothing to refund/);
    expect(mail?.html).toContain('<html lang="hi-IN">');
    expect(mail?.html).toContain(`<h1>आपका ऑर्डर #${stored.number} रद्द कर दिया गया है</h1>`);
  });

  it("cancels a packed COD order", async () => {
    const { who, bag, orderId } = await codOrder(4, 1);
    await advanceFulfillment(admin, orderId, "PACKED");
    const response = await cancelAsShopper(who, orderId, { reason: "change-items" });
    expect(response.status).toBe(200);
    expect(((await bodyOf(response)) as Json).order.fulfillmentStatus).toBe("Cancelled");
    expect(await stockOf(bag.id)).toBe(4);
  });

  it("refuses a shipped order with 409 and the exact message, changing nothing", async () => {
    const { who, bag, orderId } = await codOrder(4, 1);
    await advanceFulfillment(admin, orderId, "PACKED");
    await advanceFulfillment(admin, orderId, "SHIPPED");
    const response = await cancelAsShopper(who, orderId);
    expect(response.status).toBe(409);
    expect(await bodyOf(response)).toMatchObject({ message: SHIPPED_MESSAGE });
    expect(await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      fulfillmentStatus: "SHIPPED",
      cancelledAt: null,
      stockReleasedAt: null,
    });
    expect(await stockOf(bag.id)).toBe(3);

    await advanceFulfillment(admin, orderId, "OUT_FOR_DELIVERY");
    await advanceFulfillment(admin, orderId, "DELIVERED");
    expect(await bodyOf(await cancelAsShopper(who, orderId))).toMatchObject({ message: SHIPPED_MESSAGE });
  });

  it("answers 404 for someone else's order or an unknown id, 401 without a session, 400 for a bad reason", async () => {
    const { who, bag, orderId } = await codOrder(3, 1);
    const stranger = await shopper();
    const foreign = await cancelAsShopper(stranger, orderId);
    expect(foreign.status).toBe(404);
    expect((await bodyOf(await cancelAsShopper(stranger, "no-such-order"))).code).toBe("NOT_FOUND");
    const guest = await cancelRoute(
      apiRequest(`/api/orders/${orderId}/cancel`, { body: { reason: "other" } }),
      withId(orderId),
    );
    expect(guest.status).toBe(401);

    const badReason = await cancelAsShopper(who, orderId, { reason: "no-reason-given" });
    expect(badReason.status).toBe(400);
    expect((await bodyOf(badReason)).message).toMatch(/^reason must be one of ordered-by-mistake, /);
    const longNote = await cancelAsShopper(who, orderId, { reason: "other", note: "x".repeat(501) });
    expect(longNote.status).toBe(400);
    expect((await bodyOf(longNote)).message).toMatch(/at most 500 characters/);

    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).fulfillmentStatus).toBe("ORDER_PLACED");
    expect(await stockOf(bag.id)).toBe(2);
  });

  it("holds a script back: call 21 within 10 minutes is a 429 with Retry-After", async () => {
    startOfRateLimitWindow(CANCEL_RATE_LIMIT.windowMs);
    const who = await shopper();
    for (let call = 0; call < CANCEL_RATE_LIMIT.limit; call += 1)
      expect((await cancelAsShopper(who, `no-such-order-${call}`)).status).toBe(404);
    const throttled = await cancelAsShopper(who, "no-such-order");
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("lets exactly one of a cancel and the admin's Packed → Shipped win, with the stock to match", async () => {
    const winners = new Set<string>();
    for (let round = 0; round < 6; round += 1) {
      const { who, bag, orderId } = await codOrder(3, 1);
      await advanceFulfillment(admin, orderId, "PACKED");
      const [cancelled, shipped] = await Promise.allSettled([
        cancelAsShopper(who, orderId),
        advanceFulfillment(admin, orderId, "SHIPPED"),
      ]);
      const cancelWon = cancelled.status === "fulfilled" && cancelled.value.status === 200;
      const shipWon = shipped.status === "fulfilled";
      expect([cancelWon, shipWon].filter(Boolean)).toHaveLength(1);
      const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
      if (cancelWon) {
        winners.add("cancel");
        expect(shipped).toMatchObject({ status: "rejected", reason: { kind: "conflict" } });
        expect(order).toMatchObject({ fulfillmentStatus: "CANCELLED", invoiceNumber: null });
        expect(await stockOf(bag.id)).toBe(3);
      } else {
        winners.add("ship");
        expect(cancelled.status === "fulfilled" && cancelled.value.status).toBe(409);
        expect(order.fulfillmentStatus).toBe("SHIPPED");
        expect(order.invoiceNumber).not.toBeNull();
        expect(await stockOf(bag.id)).toBe(2);
      }
    }
    // Which one wins is up to the database; whichever it is, the other lost cleanly.
    expect(winners.size).toBeGreaterThanOrEqual(1);
  });

  it("refunds a paid online order once through the Refunds API, even when the request is sent twice at once", async () => {
    const { who, bag, orderId, providerPaymentId } = await paidOnlineOrder();
    expect(await stockOf(bag.id)).toBe(4);
    const [first, second] = await Promise.all([cancelAsShopper(who, orderId), cancelAsShopper(who, orderId)]);
    expect([first.status, second.status]).toEqual([200, 200]);

    const refunds = await prisma.refund.findMany({ where: { orderId } });
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 120_000, status: "PROCESSED", currency: "INR" });
    expect(refunds[0]!.providerRefundId).toMatch(/^rfnd_/);
    const atGateway = await prisma.razorpaySandboxRefund.findMany({ where: { paymentId: providerPaymentId } });
    expect(atGateway).toEqual([
      expect.objectContaining({ id: refunds[0]!.providerRefundId, amount: 120_000, receipt: refunds[0]!.id }),
    ]);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      fulfillmentStatus: "CANCELLED",
      paymentStatus: "REFUNDED",
    });
    expect((await prisma.payment.findFirstOrThrow({ where: { orderId } })).status).toBe("REFUNDED");
    expect(await stockOf(bag.id)).toBe(5);

    const { order } = (await bodyOf(
      await getOrder(apiRequest(`/api/orders/${orderId}`, { token: who.token }), withId(orderId)),
    )) as Json;
    expect(order).toMatchObject({ paymentStatus: "Refunded", refund: { amount: 1200, status: "Refunded" } });
    const mail = (await sentMails(who.email)).find((m) => /cancelled/.test(m.subject));
    expect(mail?.text).toMatch(/A refund of ₹1,200 to your original payment method/);

    // Once more later: still one refund.
    expect((await cancelAsShopper(who, orderId)).status).toBe(200);
    expect(await prisma.refund.count({ where: { orderId } })).toBe(1);
  });

  it("the shop cancels a paid online order that shipped and was refused: stock back, credit note, a full refund once, the customer told", async () => {
    const { who, bag, orderId, providerPaymentId } = await paidOnlineOrder();
    for (const step of ["PACKED", "SHIPPED"] as const) await advanceFulfillment(admin, orderId, step);
    expect(await stockOf(bag.id)).toBe(4);
    const cancelAsAdmin = () =>
      adminCancelRoute(
        apiRequest(`/api/admin/orders/${orderId}/cancel`, { token: adminToken, method: "POST" }),
        withId(orderId),
      );
    const [first, second] = await Promise.all([cancelAsAdmin(), cancelAsAdmin()]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const answered = await bodyOf(first.status === 200 ? first : second);
    expect(answered).toMatchObject({
      status: "CANCELLED",
      message: "Order cancelled; its items are back in stock and its payment is being refunded in full.",
    });

    expect(await stockOf(bag.id)).toBe(5);
    const refunds = await prisma.refund.findMany({ where: { orderId } });
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 120_000, status: "PROCESSED" });
    expect(await prisma.razorpaySandboxRefund.count({ where: { paymentId: providerPaymentId } })).toBe(1);
    const stored = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    // Invoiced when it shipped, so the cancellation reverses the invoice.
    expect(stored).toMatchObject({ fulfillmentStatus: "CANCELLED", paymentStatus: "REFUNDED" });
    expect(stored.invoiceNumber).not.toBeNull();
    expect(stored.creditNoteNumber).not.toBeNull();
    const event = await prisma.fulfillmentEvent.findFirstOrThrow({ where: { orderId, status: "CANCELLED" } });
    expect(event).toMatchObject({ actorId: admin.id, note: "Cancelled by the shop." });
    const mail = (await sentMails(who.email)).find((m) => /cancelled/.test(m.subject));
    expect(mail?.text).toMatch(/we had to cancel your order/);
    expect(mail?.text).toMatch(/A refund of ₹1,200 to your original payment method/);
    expect(mail?.text).not.toMatch(/As you asked/);
  });

  it("releases the stock of an unpaid online order and keeps it cancelled (refunded) when a late payment lands", async () => {
    const { who, bag, checkout } = await pendingOnlineOrder(90_000, 3);
    const orderId = checkout.order._id as string;
    expect(await stockOf(bag.id)).toBe(2);
    const response = await cancelAsShopper(who, orderId, { reason: "change-details" });
    expect(response.status).toBe(200);
    expect(await stockOf(bag.id)).toBe(3);
    expect(await prisma.refund.count({ where: { orderId } })).toBe(0);

    // The shopper pays in a checkout tab still open: the order stays cancelled and the money goes back.
    await sandboxPay(who, checkout.orderId);
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order.fulfillmentStatus).toBe("CANCELLED");
    expect(order.paymentStatus).toBe("REFUNDED");
    expect(await stockOf(bag.id)).toBe(3);
    expect(await prisma.refund.findMany({ where: { orderId } })).toMatchObject([{ status: "PROCESSED" }]);
    // Not told the order is confirmed: it stays cancelled.
    expect((await sentMails(who.email)).map((mail) => mail.subject)).not.toContainEqual(
      expect.stringMatching(/is confirmed$/),
    );
  });

  it("never captures an authorized payment once its order is cancelled, even by a caller that read the order before", async () => {
    const { who, checkout } = await pendingOnlineOrder(90_000, 3);
    const orderId = checkout.order._id as string;
    const authorized = await sandboxPay(who, checkout.orderId, { capture: false, deliverWebhook: false });
    const paymentId = authorized.body.razorpay_payment_id as string;
    // Verify (or the reconcile job) fetched the payment while the order was open; the shopper's cancel commits before its capture.
    const reported = await gateway().fetchPayment(paymentId);
    expect(reported).toMatchObject({ status: "authorized" });
    expect((await cancelAsShopper(who, orderId)).status).toBe(200);

    const { amount } = await prisma.payment.findUniqueOrThrow({ where: { providerOrderId: checkout.orderId } });
    const after = await captureIfAuthorized(gateway(), reported!, { providerOrderId: checkout.orderId, amount });
    expect(after.status).toBe("authorized");
    expect(await prisma.razorpaySandboxPayment.findUniqueOrThrow({ where: { id: paymentId } })).toMatchObject({
      status: "authorized",
    });
    expect(await prisma.refund.count({ where: { orderId } })).toBe(0);
  });

  it("refuses the shopper's cancel while a payment of the order is being captured, and cancels once that is settled", async () => {
    const { who, bag, checkout } = await pendingOnlineOrder(90_000, 3);
    const orderId = checkout.order._id as string;
    const authorized = await sandboxPay(who, checkout.orderId, { capture: false, deliverWebhook: false });
    // A capture under way (verify or the reconcile job) holds the payment's claim until Razorpay answers.
    await prisma.payment.update({
      where: { providerOrderId: checkout.orderId },
      data: { providerPaymentId: authorized.body.razorpay_payment_id as string },
    });
    const refused = await cancelAsShopper(who, orderId);
    expect(refused.status).toBe(409);
    expect(await bodyOf(refused)).toMatchObject({ message: PAYMENT_BEING_COMPLETED_MESSAGE });
    expect(await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      fulfillmentStatus: "ORDER_PLACED",
      cancelledAt: null,
    });
    expect(await stockOf(bag.id)).toBe(2);

    // The capture was given up (the claim released): the order can be cancelled, its stock comes back.
    await prisma.payment.update({ where: { providerOrderId: checkout.orderId }, data: { providerPaymentId: null } });
    expect((await cancelAsShopper(who, orderId)).status).toBe(200);
    expect(await stockOf(bag.id)).toBe(3);
  });

  it("does not capture a payment only authorized for an order its owner cancelled: the hold lapses, nothing to refund", async () => {
    const { who, bag, checkout } = await pendingOnlineOrder(90_000, 3);
    const orderId = checkout.order._id as string;
    // Paid in a checkout tab on an account that captures by API, while another tab cancels the order.
    const authorized = await sandboxPay(who, checkout.orderId, { capture: false, deliverWebhook: false });
    expect(authorized.status).toBe(200);
    expect((await cancelAsShopper(who, orderId)).status).toBe(200);

    const response = await verifyRoute(
      apiRequest("/api/payment/verify", { token: who.token, body: authorized.body }),
      {},
    );
    expect(response.status).toBe(409);
    expect(await bodyOf(response)).toMatchObject({
      success: false,
      code: "PAYMENT_NOT_ACCEPTED",
      message:
        "This order was cancelled, so this payment was not taken. Any amount held for it is released by your bank.",
    });
    // Never taken from the shopper (as the reconcile job leaves it), so nothing needs refunding.
    expect(
      await prisma.razorpaySandboxPayment.findUniqueOrThrow({ where: { id: authorized.body.razorpay_payment_id } }),
    ).toMatchObject({ status: "authorized" });
    expect(await prisma.refund.count({ where: { orderId } })).toBe(0);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      fulfillmentStatus: "CANCELLED",
      paymentStatus: "PENDING",
    });
    expect(await stockOf(bag.id)).toBe(3);
  });

  it("keeps the order cancelled with a PENDING refund when Razorpay does not answer; the reconcile job refunds it", async () => {
    const { who, bag, orderId, providerPaymentId } = await paidOnlineOrder();
    // The request reaches Razorpay, but its answer is lost on the way back.
    faults.createRefund = async (real) => {
      await real();
      throw new TypeError("Cannot read properties of undefined (reading 'status')");
    };
    const response = await cancelAsShopper(who, orderId);
    expect(response.status).toBe(200);
    expect(((await bodyOf(response)) as Json).order).toMatchObject({
      fulfillmentStatus: "Cancelled",
      paymentStatus: "Paid",
      refund: { status: "Requested" },
    });
    expect(await stockOf(bag.id)).toBe(5);
    const pending = await prisma.refund.findFirstOrThrow({ where: { orderId } });
    expect(pending).toMatchObject({ status: "PENDING", providerRefundId: null });
    expect(pending.failureReason).toMatch(/did not answer/);

    // The job finds the refund Razorpay made (by its receipt) instead of asking for a second one.
    faults.createRefund = null;
    const report = await reconcileOnlinePayments(new Date(Date.now() + 60_000));
    expect(report.refundsSettled).toBeGreaterThanOrEqual(1);
    expect(await prisma.refund.findFirstOrThrow({ where: { orderId } })).toMatchObject({
      status: "PROCESSED",
      providerRefundId: expect.stringMatching(/^rfnd_/),
    });
    expect(await prisma.razorpaySandboxRefund.count({ where: { paymentId: providerPaymentId } })).toBe(1);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).paymentStatus).toBe("REFUNDED");
  });
  it("keeps a refund Requested, not Failed, when Razorpay refuses it and cannot then say whether an earlier one went through", async () => {
    const { who, orderId, providerPaymentId } = await paidOnlineOrder();
    // The refund is made, but Razorpay's answer is a refusal (as to a request it already served), and
    // the look for our receipt that follows a refusal fails too.
    faults.createRefund = async (real) => {
      await real();
      throw {
        statusCode: 400,
        error: { code: "BAD_REQUEST_ERROR", description: "The payment has been fully refunded" },
      };
    };
    faults.paymentRefunds = () => Promise.reject(new TypeError("fetch failed"));
    const response = await cancelAsShopper(who, orderId);
    expect(response.status).toBe(200);
    expect(((await bodyOf(response)) as Json).order).toMatchObject({ refund: { status: "Requested" } });
    const pending = await prisma.refund.findFirstOrThrow({ where: { orderId } });
    expect(pending).toMatchObject({ status: "PENDING", providerRefundId: null });
    expect(pending.failureReason).toMatch(/could not be asked whether an earlier request went through/);

    // Razorpay answers again: the job finds the refund it made, and asks for no second one.
    faults.createRefund = null;
    faults.paymentRefunds = null;
    await reconcileOnlinePayments(new Date(Date.now() + 60_000));
    expect(await prisma.refund.findFirstOrThrow({ where: { orderId } })).toMatchObject({ status: "PROCESSED" });
    expect(await prisma.razorpaySandboxRefund.count({ where: { paymentId: providerPaymentId } })).toBe(1);
  });

  it("stops asking for refunds after three in a row get no answer, as it stops asking about payments", async () => {
    // Five cancellations whose refund Razorpay never answered: all PENDING, for the job.
    const down = () => Promise.reject(new TypeError("fetch failed"));
    faults.createRefund = down;
    const orders = [];
    for (let i = 0; i < 5; i += 1) {
      const { who, orderId } = await paidOnlineOrder();
      expect((await cancelAsShopper(who, orderId)).status).toBe(200);
      orders.push(orderId);
    }
    expect(await prisma.refund.count({ where: { orderId: { in: orders }, status: "PENDING" } })).toBe(5);

    // Razorpay still down (each call could as well wait out PAYMENT_GATEWAY_TIMEOUT_MS): the run gives up
    // after three refunds, instead of spending a timeout on each of up to 50 and outliving its scheduler.
    let calls = 0;
    faults.createRefund = faults.paymentRefunds = () => ((calls += 1), down());
    const report = await reconcileOnlinePayments(new Date(Date.now() + 60_000));
    expect(report).toMatchObject({ refundsChecked: 3, refundGatewayErrors: 3 });
    expect(calls).toBe(3);

    // Once Razorpay answers, a later run refunds every one of them, once.
    faults.createRefund = faults.paymentRefunds = null;
    await reconcileOnlinePayments(new Date(Date.now() + 60 * 60_000));
    expect(await prisma.refund.findMany({ where: { orderId: { in: orders } }, select: { status: true } })).toEqual(
      Array(5).fill({ status: "PROCESSED" }),
    );
  });
});

describe("the refund's life after the cancellation", () => {
  /** A paid online order cancelled while Razorpay answers its refund "pending" (normal speed). */
  async function refundInProcessing() {
    const paid = await paidOnlineOrder();
    faults.createRefund = async () => ({
      id: `rfnd_t${Date.now()}${Math.random().toString(36).slice(2, 8)}`,
      paymentId: paid.providerPaymentId,
      amount: 120_000,
      currency: "INR",
      status: "pending",
      receipt: (await prisma.refund.findFirstOrThrow({ where: { orderId: paid.orderId } })).id,
    });
    expect((await cancelAsShopper(paid.who, paid.orderId)).status).toBe(200);
    faults.createRefund = null;
    const refund = await prisma.refund.findFirstOrThrow({ where: { orderId: paid.orderId } });
    expect(refund.status).toBe("PROCESSING");
    return { ...paid, refund };
  }

  const refundEntity = (
    refund: { providerRefundId: string | null; id: string },
    paymentId: string,
    status: string,
  ) => ({
    refund: {
      entity: {
        id: refund.providerRefundId,
        entity: "refund",
        payment_id: paymentId,
        amount: 120_000,
        currency: "INR",
        receipt: refund.id,
        status,
      },
    },
  });

  it("refund.processed: checked signature, once per event; the payment and order become Refunded", async () => {
    const { orderId, refund, providerPaymentId } = await refundInProcessing();
    const payload = refundEntity(refund, providerPaymentId, "processed");
    const forged = await webhook(signedWebhook("refund.processed", payload, "evt_rf_forged", "00".repeat(32)), {});
    expect(forged.status).toBe(400);
    expect((await prisma.refund.findUniqueOrThrow({ where: { id: refund.id } })).status).toBe("PROCESSING");

    const eventId = `evt_rp_${refund.id}`;
    const first = await webhook(signedWebhook("refund.processed", payload, eventId), {});
    expect(await bodyOf(first)).toMatchObject({ received: true, status: "processed" });
    expect(await prisma.refund.findUniqueOrThrow({ where: { id: refund.id } })).toMatchObject({ status: "PROCESSED" });
    expect(await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      paymentStatus: "REFUNDED",
    });

    const duplicate = await webhook(signedWebhook("refund.processed", payload, eventId), {});
    expect(await bodyOf(duplicate)).toMatchObject({ status: "duplicate" });
    // A stale failure reported afterwards changes nothing either.
    await webhook(
      signedWebhook("refund.failed", refundEntity(refund, providerPaymentId, "failed"), `${eventId}-late`),
      {},
    );
    expect((await prisma.refund.findUniqueOrThrow({ where: { id: refund.id } })).status).toBe("PROCESSED");
  });

  it("refund.failed marks it failed with the reason; the admin retries it once and it is refunded", async () => {
    const { orderId, refund, providerPaymentId } = await refundInProcessing();
    const payload = refundEntity(refund, providerPaymentId, "failed");
    (payload.refund.entity as Json).error_description = "The customer's bank account is closed.";
    expect(
      await bodyOf(await webhook(signedWebhook("refund.failed", payload, `evt_rf_${refund.id}`), {})),
    ).toMatchObject({ status: "processed" });
    expect(await prisma.refund.findUniqueOrThrow({ where: { id: refund.id } })).toMatchObject({
      status: "FAILED",
      failureReason: "The customer's bank account is closed.",
    });
    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).paymentStatus).toBe("PAID");

    const detail = await getOrderForAdmin(admin, orderId);
    expect(detail!.refunds).toMatchObject([
      { status: "Failed", canRetry: true, providerRefundId: refund.providerRefundId },
    ]);

    // Only an admin may retry.
    const owner = (await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).userId;
    const shopperToken = (await issueSessionToken({ id: owner, tokenVersion: 0 })).token;
    expect((await retry(refund.id, shopperToken)).status).toBe(403);

    const retried = await retry(refund.id);
    expect(retried.status).toBe(200);
    expect(await bodyOf(retried)).toMatchObject({ attempt: "accepted", refund: { status: "PROCESSED" } });
    const rows = await prisma.refund.findMany({ where: { orderId }, orderBy: { createdAt: "asc" } });
    expect(rows).toMatchObject([
      { id: refund.id, status: "FAILED", retriedAt: expect.any(Date) },
      { status: "PROCESSED", amount: 120_000 },
    ]);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).paymentStatus).toBe("REFUNDED");

    const twice = await retry(refund.id);
    expect(twice.status).toBe(409);
    expect((await retry(rows[1]!.id)).status).toBe(409);
    expect((await retry("no-such-refund")).status).toBe(404);
  });
});
