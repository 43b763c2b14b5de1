import { beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db";
import { sendQueuedMails } from "@/lib/mail/queue";
import { expireAbandonedOnlineOrders, ONLINE_PAYMENT_WINDOW_MS } from "@/lib/orders/place-order";
import { useTestSecret } from "@/test/integration/accounts";
import { product, shopper } from "@/test/integration/checkout";
import { createTestOrder } from "@/test/integration/orders";
import { sentMails } from "@/test/integration/outbox";
import { writtenBy } from "@/test/integration/sql";

// An online order whose payment was not completed within the payment window is cancelled by the expiry job
// (and the checkout's sweep), and its shopper is told, in the order's language, by a mail the expiring
// transaction writes to the queue (docs/adr/0040-mail-queue-in-postgresql.md). Here delivery "never runs"
// (the process ended after the commit): the row must be there, written by that transaction, and the
// send-mails job delivers it. Instances running the job at once tell each order once.

vi.mock("@/lib/mail/queue", async (importOriginal) =>
  (await import("@/test/integration/outbox")).withoutDelivery(await importOriginal()),
);

beforeAll(() => useTestSecret());

/** Past the payment window of an order created now. */
const pastWindow = () => new Date(Date.now() + ONLINE_PAYMENT_WINDOW_MS + 60_000);

async function unpaidOnlineOrder(locale: "en" | "hi" = "en") {
  const who = await shopper();
  const bag = await product(60_000, 5);
  const order = await createTestOrder({
    userId: who.id,
    lines: [{ productId: bag.id, quantity: 1 }],
    paymentMethod: "ONLINE",
  });
  await prisma.order.update({ where: { id: order.id }, data: { locale } });
  return { who, order };
}

/** The order's CANCELLED step (one row, never updated): the transaction that cancelled it. */
async function cancelledBy(orderId: string) {
  const step = await prisma.fulfillmentEvent.findFirstOrThrow({ where: { orderId, status: "CANCELLED" } });
  return writtenBy("FulfillmentEvent", step.id);
}

describe("an online order expired unpaid", () => {
  it("has its shopper's mail written in the expiring transaction, sent by the job when the process ended first", async () => {
    const { who, order } = await unpaidOnlineOrder();
    expect(await expireAbandonedOnlineOrders(pastWindow())).toBe(1);

    const queued = await prisma.outgoingMail.findMany({ where: { what: `cancellation notice for ${order.id}` } });
    expect(queued.map((mail) => [mail.to, mail.sentAt])).toEqual([[who.email, null]]);
    expect(await writtenBy("OutgoingMail", queued[0]!.id)).toBe(await cancelledBy(order.id));
    expect(await sentMails(who.email)).toEqual([]);

    expect(await sendQueuedMails()).toMatchObject({ sent: 1 });
    const [sent, ...more] = await sentMails(who.email);
    expect(more).toEqual([]);
    expect(sent!.subject).toBe(`Your Kosh & Co. order #${order.number} has been cancelled`);
    expect(sent!.text).toContain(
      `Your order #${order.number} has been cancelled because its online payment was not completed in time.`,
    );
    expect(sent!.text).toContain("No payment was taken for this order, so there is nothing to refund.");
    expect(sent!.text).not.toMatch(/As you asked|we had to cancel/);
    expect(sent!.html).toContain("because its online payment was not completed in time");
  });

  it("is told in Hindi when it was placed in Hindi", async () => {
    const { who, order } = await unpaidOnlineOrder("hi");
    await expireAbandonedOnlineOrders(pastWindow());
    await sendQueuedMails();
    const [sent] = await sentMails(who.email);
    expect(sent!.subject).toBe(`Kosh & Co. पर आपका ऑर्डर #${order.number} रद्द कर दिया गया है`);
    expect(sent!.text).toContain(
      `आपका ऑर्डर #${order.number} रद्द कर दिया गया है, क्योंकि उसका ऑनलाइन पेमेंट समय पर पूरा नहीं हुआ।`,
    );
    expect(sent!.text).toContain("इस ऑर्डर के लिए कोई भुगतान नहीं लिया गया था");
    expect(sent!.html).toContain('<html lang="hi');
  });

  it("is told once when two instances expire it at the same moment", async () => {
    const orders = await Promise.all(Array.from({ length: 5 }, () => unpaidOnlineOrder()));
    const now = pastWindow();
    const runs = await Promise.all([expireAbandonedOnlineOrders(now), expireAbandonedOnlineOrders(now)]);
    expect(runs[0]! + runs[1]!).toBe(5);

    for (const { who, order } of orders) {
      const queued = await prisma.outgoingMail.findMany({ where: { to: who.email } });
      expect(queued.map((mail) => mail.what)).toEqual([`cancellation notice for ${order.id}`]);
      expect(await writtenBy("OutgoingMail", queued[0]!.id)).toBe(await cancelledBy(order.id));
    }
    // And nothing more when it runs again.
    expect(await expireAbandonedOnlineOrders(now)).toBe(0);
    expect(await prisma.outgoingMail.count({ where: { to: { in: orders.map(({ who }) => who.email) } } })).toBe(5);
  });
});
