import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { sentMails } from "@/test/integration/outbox";
import { prisma } from "@/lib/db";
import { queueMail } from "@/lib/mail/queue";
import { useTestSecret } from "@/test/integration/accounts";
import { pendingOnlineOrder, product, sandboxPay, shopper, stockOf } from "@/test/integration/checkout";
import { startInstances } from "@/test/integration/instance";
import { createTestOrder } from "@/test/integration/orders";

// The scheduled jobs on several instances: two separate processes, each with
// its own module state and database pool, run a job's route handler at the
// same moment on the same due orders. Each order must change exactly once —
// one Cancelled step, its stock back once, one confirmation mail.

const SECRET = "cron-secret-for-instances";
/** Two Node processes loading the shop's TypeScript take 15–25 s on a busy 2-core machine. */
const INSTANCES = { timeout: 120_000 };

/** Each mail a shopper got, by subject: a job that changed an order twice would send its mail twice. */
async function subjectsTo(email: string) {
  const subjects = (await sentMails(email)).map((mail) => String(mail.subject));
  expect(new Set(subjects).size, `no mail twice to ${email}: ${subjects.join(" | ")}`).toBe(subjects.length);
  return subjects;
}

const cancelledSteps = (orderId: string) => prisma.fulfillmentEvent.count({ where: { orderId, status: "CANCELLED" } });

beforeAll(() => {
  useTestSecret();
  process.env.CRON_SECRET = SECRET;
});

describe("scheduled jobs run by two instances at the same moment", () => {
  it("expire-orders cancels each overdue order once and gives its stock back once", INSTANCES, async () => {
    const instances = startInstances("expire-orders", 2);
    onTestFinished(instances.stop);
    const user = await shopper();
    const bag = await product(80_000, 60);
    const overdue = [];
    for (let i = 0; i < 20; i += 1) {
      overdue.push(
        await createTestOrder({
          userId: user.id,
          lines: [{ productId: bag.id, quantity: 2 }],
          paymentMethod: "ONLINE",
          createdAt: new Date(Date.now() - (35 + i) * 60_000),
        }),
      );
    }
    const fresh = await createTestOrder({
      userId: user.id,
      lines: [{ productId: bag.id, quantity: 3 }],
      paymentMethod: "ONLINE",
    });
    expect(await stockOf(bag.id)).toBe(60 - 40 - 3);

    const answers = await instances.runAtOnce();
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    // Between them the two runs expired each order once.
    expect(answers[0]!.body.expired! + answers[1]!.body.expired!).toBe(20);
    expect(await stockOf(bag.id)).toBe(60 - 3);
    for (const order of overdue) {
      const now = await prisma.order.findUniqueOrThrow({ where: { id: order.id }, include: { payments: true } });
      expect(now).toMatchObject({ fulfillmentStatus: "CANCELLED", paymentStatus: "PENDING" });
      expect(now.stockReleasedAt).not.toBeNull();
      expect(now.payments.map((payment) => payment.status)).toEqual(["FAILED"]);
      expect(await cancelledSteps(order.id)).toBe(1);
    }
    await subjectsTo(user.email);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: fresh.id } })).toMatchObject({
      fulfillmentStatus: "ORDER_PLACED",
      stockReleasedAt: null,
    });
  });

  it(
    "reconcile settles each captured payment once (one mail) and releases each abandoned order once",
    INSTANCES,
    async () => {
      const instances = startInstances("reconcile", 2);
      onTestFinished(instances.stop);
      const paid = [];
      for (let i = 0; i < 6; i += 1) paid.push(await pendingOnlineOrder(120_000, 5));
      // Razorpay captured these, and neither the browser's verify nor the webhook arrived.
      for (const { who, checkout } of paid) await sandboxPay(who, checkout.orderId, { deliverWebhook: false });
      const abandoned = [];
      for (let i = 0; i < 4; i += 1) abandoned.push(await pendingOnlineOrder(90_000, 5));
      for (const { checkout } of abandoned)
        await prisma.order.update({
          where: { id: checkout.order._id },
          data: { createdAt: new Date(Date.now() - 40 * 60_000) },
        });

      const answers = await instances.runAtOnce();
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const total = (key: string) => answers[0]!.body[key]! + answers[1]!.body[key]!;
      expect(total("settled")).toBe(6);
      expect(total("released")).toBe(4);

      for (const { who, bag, checkout } of paid) {
        const order = await prisma.order.findUniqueOrThrow({ where: { id: checkout.order._id } });
        expect(order).toMatchObject({
          paymentStatus: "PAID",
          fulfillmentStatus: "ORDER_PLACED",
          stockReleasedAt: null,
        });
        expect(await stockOf(bag.id)).toBe(4);
        expect((await subjectsTo(who.email)).filter((subject) => subject.includes("is confirmed"))).toHaveLength(1);
      }
      for (const { who, bag, checkout } of abandoned) {
        const order = await prisma.order.findUniqueOrThrow({ where: { id: checkout.order._id } });
        expect(order).toMatchObject({ paymentStatus: "PENDING", fulfillmentStatus: "CANCELLED" });
        expect(await stockOf(bag.id)).toBe(5);
        expect(await cancelledSteps(order.id)).toBe(1);
        expect((await subjectsTo(who.email)).filter((subject) => subject.includes("is confirmed"))).toHaveLength(0);
      }
    },
  );

  it("send-mails delivers each queued mail once (the outbox folder without SMTP_URL)", INSTANCES, async () => {
    const instances = startInstances("send-mails", 2);
    onTestFinished(instances.stop);
    const to = `queue-${Date.now()}@example.in`;
    const subjects = Array.from({ length: 40 }, (_, i) => `Queued mail ${i}`);
    // Written and never delivered, as when their sender's process ended first.
    for (const subject of subjects) await queueMail({ to, subject, text: subject, html: `<p>${subject}</p>` }, subject);

    const answers = await instances.runAtOnce();
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]!.body.sent! + answers[1]!.body.sent!).toBe(40);
    expect((await subjectsTo(to)).toSorted()).toEqual(subjects.toSorted());
    expect(await prisma.outgoingMail.count({ where: { sentAt: null } })).toBe(0);
  });
});
