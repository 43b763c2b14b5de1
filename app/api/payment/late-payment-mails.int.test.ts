import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db";
import { sendQueuedMails } from "@/lib/mail/queue";
import { getOrderForAdmin } from "@/lib/orders/admin-order";
import { expireUnpaidOrder } from "@/lib/orders/cancel";
import type { ReconcileReport } from "@/lib/payments/reconcile";
import { adminAndShopper, apiRequest, useTestSecret, withId } from "@/test/integration/accounts";
import {
  codBody,
  inCart,
  pendingOnlineOrder,
  place,
  sandboxPay,
  shopper,
  stockOf,
  type Json,
} from "@/test/integration/checkout";
import type { SandboxFaults } from "@/test/integration/faulty-sandbox";
import { sentMails } from "@/test/integration/outbox";
import { GET as expireOrders } from "../cron/expire-orders/route";
import { GET as reconcileRoute } from "../cron/reconcile/route";
import { POST as cancelRoute } from "../orders/[id]/cancel/route";

// An online order left unpaid past its payment window is cancelled by the expiry job, which tells the
// shopper "no payment was taken, order again if you like" (docs/adr/0040). A payment Razorpay captures for
// it (a webhook lost, a bank slow to answer) must not leave the shopper with two contradicting mails:
// the job asks Razorpay before it cancels, and a payment arriving after the cancellation is told as what it
// is: the order back on, or the money going back (docs/adr/0046-late-payment-after-expiry.md). The sandbox
// stands in for Razorpay (its webhooks signed and checked as Razorpay's are).

const faults = vi.hoisted((): SandboxFaults => ({}));
vi.mock("@/lib/payments/sandbox-api", async (importOriginal) =>
  (await import("@/test/integration/faulty-sandbox")).withSandboxFaults(await importOriginal(), faults),
);

const SECRET = "cron-secret-for-tests";
const TEAM = "orders@kosh.example";

type ExpiryRun = { expired: number; confirmed: number; keptNoAnswer: number; forgottenSignUps: number };

async function expire(): Promise<ExpiryRun> {
  const response = await expireOrders(
    new Request("http://localhost/api/cron/expire-orders", { headers: { authorization: `Bearer ${SECRET}` } }),
    {},
  );
  expect(response.status).toBe(200);
  return (await response.json()) as ExpiryRun;
}

async function reconcile(): Promise<ReconcileReport> {
  const response = await reconcileRoute(
    new Request("http://localhost/api/cron/reconcile", { headers: { authorization: `Bearer ${SECRET}` } }),
    {},
  );
  expect(response.status).toBe(200);
  return (await response.json()) as ReconcileReport;
}

/** Moves an order's creation back, as if its shopper had left the payment window open for `minutes`. */
const ageOrder = (orderId: string, minutes: number) =>
  prisma.order.update({ where: { id: orderId }, data: { createdAt: new Date(Date.now() - minutes * 60_000) } });

/** A pending online order past its payment window (in `locale`), its shopper, product and Razorpay order. */
async function stalePendingOrder({ stock = 5, locale = "en" }: { stock?: number; locale?: "en" | "hi" } = {}) {
  const { who, bag, checkout } = await pendingOnlineOrder(120_000, stock);
  const orderId = (checkout.order as Json)._id as string;
  await ageOrder(orderId, 45);
  await prisma.order.update({ where: { id: orderId }, data: { locale } });
  const { number } = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
  return { who, bag, orderId, number, razorpayOrderId: checkout.orderId as string };
}

const orderOf = (id: string) => prisma.order.findUniqueOrThrow({ where: { id } });

async function historyOf(orderId: string) {
  const { adminViewer } = await adminAndShopper();
  return (await getOrderForAdmin(adminViewer, orderId))!.history;
}

beforeAll(() => useTestSecret());

afterEach(() => {
  for (const key of Object.keys(faults)) delete faults[key as keyof SandboxFaults];
  vi.unstubAllEnvs();
});

describe("the expiry job, for an online order past its payment window", () => {
  it("confirms the order instead of cancelling it when Razorpay captured its payment (webhook and verify lost)", async () => {
    vi.stubEnv("CRON_SECRET", SECRET);
    const { who, orderId, number, razorpayOrderId } = await stalePendingOrder();
    await sandboxPay(who, razorpayOrderId, { deliverWebhook: false });

    await expire();

    expect(await orderOf(orderId)).toMatchObject({
      paymentStatus: "PAID",
      fulfillmentStatus: "ORDER_PLACED",
      cancelledAt: null,
    });
    // One mail, the confirmation: never "cancelled, no payment was taken".
    expect((await sentMails(who.email)).map((mail) => mail.subject)).toEqual([
      `Your Kosh & Co. order #${number} is confirmed`,
    ]);
  });

  it("captures a payment Razorpay holds authorized and confirms the order", async () => {
    vi.stubEnv("CRON_SECRET", SECRET);
    const { who, bag, orderId, razorpayOrderId } = await stalePendingOrder();
    const { body } = await sandboxPay(who, razorpayOrderId, { capture: false, deliverWebhook: false });

    await expire();

    expect(
      await prisma.razorpaySandboxPayment.findUniqueOrThrow({ where: { id: body.razorpay_payment_id } }),
    ).toMatchObject({ status: "captured", amount: 120_000 });
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: "PAID", fulfillmentStatus: "ORDER_PLACED" });
    expect(await stockOf(bag.id)).toBe(4);
  });

  it("keeps the order for its next run while Razorpay does not answer, then cancels it", async () => {
    vi.stubEnv("CRON_SECRET", SECRET);
    const { who, bag, orderId } = await stalePendingOrder();
    // One left far longer is not held back for Razorpay any more.
    const old = await stalePendingOrder();
    await ageOrder(old.orderId, 7 * 60);
    faults.orderPayments = () => Promise.reject(new Error("connect ECONNREFUSED"));

    await expire();
    expect(await orderOf(orderId)).toMatchObject({ fulfillmentStatus: "ORDER_PLACED", cancelledAt: null });
    expect(await stockOf(bag.id)).toBe(4);
    expect(await sentMails(who.email)).toEqual([]);
    expect(await orderOf(old.orderId)).toMatchObject({ fulfillmentStatus: "CANCELLED" });
    expect(await stockOf(old.bag.id)).toBe(5);

    faults.orderPayments = null;
    expect((await expire()).expired).toBeGreaterThanOrEqual(1);
    expect(await orderOf(orderId)).toMatchObject({ fulfillmentStatus: "CANCELLED" });
    expect(await stockOf(bag.id)).toBe(5);
  });
});

describe("the expiry job's look at Razorpay", () => {
  it("counts as the reconcile job's own, so reconcile does not ask Razorpay about the order again just after", async () => {
    vi.stubEnv("CRON_SECRET", SECRET);
    const { orderId, razorpayOrderId } = await stalePendingOrder();
    let asked = 0;
    faults.orderPayments = (real, id) => ((asked += id === razorpayOrderId ? 1 : 0), real());

    await expire();
    expect(await orderOf(orderId)).toMatchObject({ fulfillmentStatus: "CANCELLED" });
    expect(asked).toBe(1);

    // The reconcile job's run a minute later skips it, as it skips an order its own last run asked about.
    await reconcile();
    expect(asked).toBe(1);
  });
});

describe("the expiry job's answer, for its operator", () => {
  it("tells how many orders it confirmed instead, kept because Razorpay did not answer, and cancelled", async () => {
    vi.stubEnv("CRON_SECRET", SECRET);
    const paid = await stalePendingOrder();
    await sandboxPay(paid.who, paid.razorpayOrderId, { deliverWebhook: false });
    const waiting = await stalePendingOrder();
    const overdue = await stalePendingOrder();
    await ageOrder(overdue.orderId, 7 * 60);
    // Razorpay answers for the paid order only: the two unpaid ones get no answer.
    faults.orderPayments = async (real) => {
      const payments = (await real()) as unknown[];
      if (!payments.length) throw new Error("connect ECONNREFUSED");
      return payments;
    };

    const run = await expire();

    expect(run).toMatchObject({ expired: 1, confirmed: 1, keptNoAnswer: 1 });
    expect(await orderOf(paid.orderId)).toMatchObject({ paymentStatus: "PAID", cancelledAt: null });
    expect(await orderOf(waiting.orderId)).toMatchObject({ fulfillmentStatus: "ORDER_PLACED", cancelledAt: null });
    expect(await orderOf(overdue.orderId)).toMatchObject({ fulfillmentStatus: "CANCELLED" });

    // Razorpay back: the waiting one is cancelled on the next run, nothing confirmed or kept.
    faults.orderPayments = null;
    expect(await expire()).toMatchObject({ expired: 1, confirmed: 0, keptNoAnswer: 0 });
  });
});

describe("a payment captured after the expiry job cancelled its order", () => {
  it("revives the order and tells the shopper plainly that it is back on, and the team and the admin page that it was revived", async () => {
    vi.stubEnv("CRON_SECRET", SECRET);
    vi.stubEnv("STORE_ALERTS_EMAIL", TEAM);
    const { who, bag, orderId, number, razorpayOrderId } = await stalePendingOrder();
    await expire();
    expect(await orderOf(orderId)).toMatchObject({ fulfillmentStatus: "CANCELLED" });

    // The pop-up, still open, is paid; Razorpay's webhook confirms it.
    expect((await sandboxPay(who, razorpayOrderId)).status).toBe(200);

    expect(await orderOf(orderId)).toMatchObject({
      paymentStatus: "PAID",
      fulfillmentStatus: "ORDER_PLACED",
      cancelledAt: null,
    });
    expect(await stockOf(bag.id)).toBe(4);
    const [cancelled, backOn, ...more] = await sentMails(who.email);
    expect(more).toEqual([]);
    expect(cancelled!.subject).toBe(`Your Kosh & Co. order #${number} has been cancelled`);
    expect(backOn!.subject).toBe(`Your payment for Kosh & Co. order #${number} arrived: the order is back on`);
    expect(backOn!.text).toContain(
      `Your payment for order #${number} arrived after we had cancelled it; the order is back on and will be shipped.`,
    );
    expect(backOn!.text).toContain("Please ignore our earlier e-mail saying it was cancelled.");
    expect(backOn!.html).toContain("the order is back on and will be shipped");
    // Still a confirmation: what was ordered and paid.
    expect(backOn!.text).toContain("Paid online.");

    const alert = (await sentMails(TEAM)).find((mail) => mail.subject.includes(`#${number}`));
    expect(alert!.text).toContain("Revived after expiry");
    expect((await historyOf(orderId)).map((event) => [event.status, event.note])).toEqual([
      ["ORDER_PLACED", null],
      ["CANCELLED", "Payment not completed in time."],
      ["ORDER_PLACED", "Revived after expiry: paid after it had been cancelled for non-payment."],
    ]);
  });

  it("withdraws the cancellation mail still waiting in the queue, so the shopper never gets it after the order is back on", async () => {
    vi.stubEnv("CRON_SECRET", SECRET);
    const { who, orderId, number, razorpayOrderId } = await stalePendingOrder();
    // Released with its mail queued, by a process that ended before delivering it.
    expect(await prisma.$transaction((tx) => expireUnpaidOrder(tx, orderId))).toEqual(expect.any(String));
    const cancellation = { what: `cancellation notice for ${orderId}` };
    expect(await prisma.outgoingMail.count({ where: { ...cancellation, sentAt: null } })).toBe(1);

    expect((await sandboxPay(who, razorpayOrderId)).status).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: "PAID", fulfillmentStatus: "ORDER_PLACED" });
    expect(await prisma.outgoingMail.count({ where: cancellation })).toBe(0);

    // The send-mails job has no "cancelled" left to deliver: the shopper's only mail says the order is on.
    await sendQueuedMails();
    expect((await sentMails(who.email)).map((mail) => mail.subject)).toEqual([
      `Your payment for Kosh & Co. order #${number} arrived: the order is back on`,
    ]);
  });

  it("tells it in Hindi when the order was placed in Hindi", async () => {
    vi.stubEnv("CRON_SECRET", SECRET);
    const { who, number, razorpayOrderId } = await stalePendingOrder({ locale: "hi" });
    await expire();
    expect((await sandboxPay(who, razorpayOrderId)).status).toBe(200);

    const backOn = (await sentMails(who.email))[1]!;
    expect(backOn.subject).toBe(`Kosh & Co. पर आपके ऑर्डर #${number} का पेमेंट मिल गया: ऑर्डर फिर से चालू है`);
    expect(backOn.text).toContain(
      `आपके ऑर्डर #${number} का पेमेंट हमें उसे रद्द करने के बाद मिला; ऑर्डर फिर से चालू है और भेजा जाएगा।`,
    );
    expect(backOn.html).toContain('<html lang="hi');
  });

  it("tells the shopper the money is being refunded when the stock was sold meanwhile, and the admin page why", async () => {
    vi.stubEnv("CRON_SECRET", SECRET);
    const { who, bag, orderId, number, razorpayOrderId } = await stalePendingOrder({ stock: 1 });
    await expire();
    const rival = await shopper();
    await inCart(rival, bag.id, 1);
    expect((await place(rival, codBody())).status).toBe(201); // the released unit is sold meanwhile

    expect((await sandboxPay(who, razorpayOrderId)).status).toBe(200);

    expect(await orderOf(orderId)).toMatchObject({ fulfillmentStatus: "CANCELLED", paymentStatus: "REFUNDED" });
    const [, refunded, ...more] = await sentMails(who.email);
    expect(more).toEqual([]);
    expect(refunded!.subject).toBe(`Your payment for Kosh & Co. order #${number} is being refunded`);
    expect(refunded!.text).toContain(
      `Your payment for order #${number} arrived after we had cancelled it, and its items are no longer available as ordered, so the order stays cancelled and your payment is being refunded in full.`,
    );
    expect(refunded!.text).toMatch(/A refund of ₹[\d,.]+ to your original payment method has been made\./);
    expect(refunded!.text).not.toContain("order them again");
    expect((await historyOf(orderId)).at(-1)).toMatchObject({
      status: "CANCELLED",
      note: "Paid after it had been cancelled; not revived, the payment is refunded: its stock had been sold.",
    });
  });

  it("tells the shopper who had ordered again that this payment is refunded, and names the newer order to the operator", async () => {
    vi.stubEnv("CRON_SECRET", SECRET);
    const { who, orderId, number, razorpayOrderId } = await stalePendingOrder();
    await expire();
    // The cart (kept until paid) is ordered again, by cash on delivery.
    const placed = await place(who, codBody());
    expect(placed.status).toBe(201);
    const newer = await prisma.order.findFirstOrThrow({ where: { userId: who.id, paymentMethod: "COD" } });

    expect((await sandboxPay(who, razorpayOrderId)).status).toBe(200);

    expect(await orderOf(orderId)).toMatchObject({ fulfillmentStatus: "CANCELLED", paymentStatus: "REFUNDED" });
    const refunded = (await sentMails(who.email)).find((mail) => mail.subject.includes("is being refunded"));
    expect(refunded!.text).toContain(
      `Your payment for order #${number} arrived after the order had been cancelled, and you had ordered again since, so order #${number} stays cancelled and this payment is being refunded in full. Your newer order is not affected.`,
    );
    expect((await historyOf(orderId)).at(-1)).toMatchObject({
      status: "CANCELLED",
      note: `Paid after it had been cancelled; not revived, the payment is refunded: the customer had ordered again since (order #${newer.number}).`,
    });
  });

  it("tells the shopper who cancelled it themselves that the payment is refunded", async () => {
    vi.stubEnv("CRON_SECRET", SECRET);
    const { who, orderId, number, razorpayOrderId } = await stalePendingOrder();
    await expire();
    // The shopper's own cancel arrives a moment after the expiry job's.
    const cancelled = await cancelRoute(
      apiRequest(`/api/orders/${orderId}/cancel`, { token: who.token, body: { reason: "ordered-by-mistake" } }),
      withId(orderId),
    );
    expect(cancelled.status).toBe(200);

    expect((await sandboxPay(who, razorpayOrderId)).status).toBe(200);

    expect(await orderOf(orderId)).toMatchObject({ fulfillmentStatus: "CANCELLED", paymentStatus: "REFUNDED" });
    const refunded = (await sentMails(who.email)).find((mail) => mail.subject.includes("is being refunded"));
    expect(refunded!.text).toContain(
      `Your payment for order #${number} arrived after you had cancelled the order, so it stays cancelled and your payment is being refunded in full.`,
    );
  });
});
