import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db";
import { sendQueuedMails } from "@/lib/mail/queue";
import { expireAbandonedOnlineOrders, ONLINE_PAYMENT_WINDOW_MS } from "@/lib/orders/place-order";
import { reconcileOnlinePayments } from "@/lib/payments/reconcile";
import { apiRequest, useTestSecret } from "@/test/integration/accounts";
import {
  capturedPayload as captured,
  codBody,
  inCart,
  pendingOnlineOrder,
  place,
  sandboxPay,
  shopper,
  signedWebhook,
} from "@/test/integration/checkout";
import type { SandboxFaults } from "@/test/integration/faulty-sandbox";
import { sentMails } from "@/test/integration/outbox";
import { POST as verify } from "./verify/route";
import { POST as webhook } from "./webhook/route";
import { writtenBy } from "@/test/integration/sql";

// An online order's confirmation and the team's alert are written to the mail queue by the transaction
// that records the payment captured (markPaid, docs/adr/0040-mail-queue-in-postgresql.md), whichever road
// got there first: the browser's verify, Razorpay's webhook or the reconcile job. Here delivery "never runs" (the process
// ended right after the commit): the rows must be there, written by the payment's own transaction, and the
// send-mails job delivers them; a verify and a webhook racing for one payment queue one confirmation.

vi.mock("@/lib/mail/queue", async (importOriginal) =>
  (await import("@/test/integration/outbox")).withoutDelivery(await importOriginal()),
);

const faults = vi.hoisted((): SandboxFaults => ({}));
vi.mock("@/lib/payments/sandbox-api", async (importOriginal) =>
  (await import("@/test/integration/faulty-sandbox")).withSandboxFaults(await importOriginal(), faults),
);

const TEAM = "orders@kosh.example";

beforeAll(() => useTestSecret());
afterEach(() => {
  vi.unstubAllEnvs();
  faults.createRefund = null;
});

/** A pending online order paid at the sandbox, with no webhook sent yet: the handler's answer for verify. */
async function paidAtRazorpay() {
  vi.stubEnv("STORE_ALERTS_EMAIL", TEAM);
  const { who, checkout } = await pendingOnlineOrder();
  const { body } = await sandboxPay(who, checkout.orderId, { deliverWebhook: false });
  const orderId = checkout.order._id as string;
  return { who, orderId, razorpayOrderId: checkout.orderId as string, handlerResponse: body };
}

/** The order's queued mails, written by the transaction that marked it paid; then the job sends them. */
async function expectQueuedWithPayment(who: { email: string }, orderId: string) {
  expect(await sentMails(who.email)).toEqual([]);
  const queued = await prisma.outgoingMail.findMany({
    where: { what: { in: [`order confirmation for ${orderId}`, `shop alert: order ${orderId}`] } },
    orderBy: { what: "asc" },
  });
  expect(queued.map((mail) => [mail.what, mail.to, mail.sentAt])).toEqual([
    [`order confirmation for ${orderId}`, who.email, null],
    [`shop alert: order ${orderId}`, TEAM, null],
  ]);
  const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
  expect(order.paymentStatus).toBe("PAID");
  // markPaid's update of the order (the payment row the reconcile job stamps again after, checking paid ones).
  const paidBy = await writtenBy("Order", orderId);
  for (const mail of queued) expect(await writtenBy("OutgoingMail", mail.id)).toBe(paidBy);

  expect(await sendQueuedMails()).toMatchObject({ sent: 2 });
  const { number } = order;
  expect((await sentMails(who.email)).map((mail) => mail.subject)).toEqual([
    expect.stringContaining(`#${number} is confirmed`),
  ]);
  expect((await sentMails(TEAM)).filter((mail) => mail.subject.includes(`#${number}`))).toHaveLength(1);
}

describe("an online order's confirmation", () => {
  it("is written with the payment when verify records it paid, and sent by the job when the process ended first", async () => {
    const { who, orderId, handlerResponse } = await paidAtRazorpay();
    const verified = await verify(apiRequest("/api/payment/verify", { token: who.token, body: handlerResponse }), {});
    expect(verified.status).toBe(200);
    await expectQueuedWithPayment(who, orderId);
  });

  it("is written with the payment when the webhook records it paid", async () => {
    const { who, orderId, razorpayOrderId, handlerResponse } = await paidAtRazorpay();
    const paymentId = handlerResponse.razorpay_payment_id as string;
    const hooked = await webhook(
      signedWebhook("payment.captured", captured(razorpayOrderId, paymentId, 120_000), `evt_${paymentId}`),
      {},
    );
    expect(hooked.status).toBe(200);
    await expectQueuedWithPayment(who, orderId);
  });

  it("is queued once when verify and the webhook race for one payment", async () => {
    const { who, orderId, razorpayOrderId, handlerResponse } = await paidAtRazorpay();
    const paymentId = handlerResponse.razorpay_payment_id as string;
    const [verified, hooked] = await Promise.all([
      verify(apiRequest("/api/payment/verify", { token: who.token, body: handlerResponse }), {}),
      webhook(signedWebhook("order.paid", captured(razorpayOrderId, paymentId, 120_000), `evt_race_${paymentId}`), {}),
    ]);
    expect([verified.status, hooked.status]).toEqual([200, 200]);
    await expectQueuedWithPayment(who, orderId);
  });

  it("is written with the payment when the reconcile job finds it captured (verify and webhook lost)", async () => {
    const { who, orderId } = await paidAtRazorpay();
    expect(await reconcileOnlinePayments()).toMatchObject({ settled: 1 });
    await expectQueuedWithPayment(who, orderId);
  });
});

/** The expiry job's run once the order's payment window has passed. */
const expireLater = () => expireAbandonedOnlineOrders(new Date(Date.now() + ONLINE_PAYMENT_WINDOW_MS + 60_000));

describe("a payment captured after the expiry job cancelled its order (docs/adr/0046)", () => {
  it("has its 'back on' confirmation written with the payment that revives the order", async () => {
    vi.stubEnv("STORE_ALERTS_EMAIL", TEAM);
    const { who, checkout } = await pendingOnlineOrder();
    const orderId = checkout.order._id as string;
    expect(await expireLater()).toBeGreaterThanOrEqual(1);
    expect((await sandboxPay(who, checkout.orderId)).status).toBe(200);

    const queued = await prisma.outgoingMail.findFirstOrThrow({ where: { what: `order confirmation for ${orderId}` } });
    expect(queued.subject).toMatch(/arrived: the order is back on$/);
    expect(
      await prisma.fulfillmentEvent.count({
        where: { orderId, status: "ORDER_PLACED", note: { startsWith: "Revived after expiry" } },
      }),
    ).toBe(1);
    // markPaid's update of the payment (the revival's own rows carry its savepoint's transaction id).
    const payment = await prisma.payment.findFirstOrThrow({ where: { orderId } });
    expect(payment.status).toBe("PAID");
    expect(await writtenBy("OutgoingMail", queued.id)).toBe(await writtenBy("Payment", payment.id));

    // The expiry's "cancelled", still waiting (nothing delivered it), was withdrawn by the same transaction.
    expect(await prisma.outgoingMail.count({ where: { what: `cancellation notice for ${orderId}` } })).toBe(0);
    await sendQueuedMails();
    expect((await sentMails(who.email)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/arrived: the order is back on$/),
    ]);
  });

  it("has its refund notice written with the payment that cannot revive the order", async () => {
    const { who, bag, checkout } = await pendingOnlineOrder(120_000, 1);
    const orderId = checkout.order._id as string;
    expect(await expireLater()).toBeGreaterThanOrEqual(1);
    const rival = await shopper();
    await inCart(rival, bag.id, 1);
    expect((await place(rival, codBody())).status).toBe(201); // the released unit is sold meanwhile
    // Razorpay does not answer the refund request: the mail goes as queued ("has been started").
    faults.createRefund = () => Promise.reject(new Error("connect ECONNREFUSED"));
    expect((await sandboxPay(who, checkout.orderId)).status).toBe(200);

    const queued = await prisma.outgoingMail.findFirstOrThrow({
      where: { what: `late payment refund notice for ${orderId}` },
    });
    expect(queued.text).toContain("to your original payment method has been started");
    const note = await prisma.fulfillmentEvent.findFirstOrThrow({
      where: { orderId, status: "CANCELLED", note: { startsWith: "Paid after it had been cancelled" } },
    });
    expect(await writtenBy("OutgoingMail", queued.id)).toBe(await writtenBy("FulfillmentEvent", note.id));

    await sendQueuedMails();
    expect((await sentMails(who.email)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/has been cancelled$/),
      expect.stringMatching(/is being refunded$/),
    ]);
  });
});
