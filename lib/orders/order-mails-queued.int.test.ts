import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Viewer } from "@/lib/auth/viewer";
import { prisma } from "@/lib/db";
import { sendQueuedMails } from "@/lib/mail/queue";
import { advanceFulfillment } from "@/lib/orders/admin-fulfillment";
import { cancelOrder } from "@/lib/orders/admin-cancel";
import { cancelOrderForShopper } from "@/lib/orders/cancel";
import { createUser, useTestSecret, viewerFor } from "@/test/integration/accounts";
import { codBody, inCart, pendingOnlineOrder, place, product, sandboxPay, shopper } from "@/test/integration/checkout";
import { createTestOrder } from "@/test/integration/orders";
import { sentMails } from "@/test/integration/outbox";
import { writtenBy } from "@/test/integration/sql";

// A cash-on-delivery order's confirmation and the team's alert, a cancellation's mail and the shipped mail
// are written to the mail queue by the transaction that places, cancels or ships the order
// (docs/adr/0040-mail-queue-in-postgresql.md), so a process that ends right after that committed, before
// delivering them, cannot lose them. Here delivery "never runs" (the process ended): the rows must be
// there, written by the change's own transaction, and the send-mails job delivers them.

vi.mock("@/lib/mail/queue", async (importOriginal) =>
  (await import("@/test/integration/outbox")).withoutDelivery(await importOriginal()),
);

const TEAM = "orders@kosh.example";

let admin: Viewer;

beforeAll(async () => {
  useTestSecret();
  admin = await viewerFor(await createUser({ role: "ADMIN", name: "Ananya Iyer" }));
});
afterEach(() => vi.unstubAllEnvs());

describe("a cash-on-delivery order's mails", () => {
  it("are written in the order's transaction, and sent by the job when the process ended first", async () => {
    vi.stubEnv("STORE_ALERTS_EMAIL", TEAM);
    const who = await shopper();
    const bag = await product(129_900, 5);
    await inCart(who, bag.id, 1);
    const placed = await place(who, codBody());
    expect(placed.status).toBe(201);
    const { orderId } = (await placed.json()) as { orderId: string };
    expect(await sentMails(who.email)).toEqual([]);

    const queued = await prisma.outgoingMail.findMany({ orderBy: { what: "asc" } });
    expect(queued.map((mail) => [mail.what, mail.to, mail.sentAt])).toEqual([
      [`order confirmation for ${orderId}`, who.email, null],
      [`shop alert: order ${orderId}`, TEAM, null],
    ]);
    const order = await writtenBy("Order", orderId);
    for (const mail of queued) expect(await writtenBy("OutgoingMail", mail.id)).toBe(order);

    expect(await sendQueuedMails()).toMatchObject({ sent: 2 });
    const { number } = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect((await sentMails(who.email)).map((mail) => mail.subject)).toEqual([
      expect.stringContaining(`#${number} is confirmed`),
    ]);
    expect(await sentMails(TEAM)).toHaveLength(1);
  });
});

/** The one mail queued as `what`, not delivered yet (the process ended before it could). */
async function queuedOnly(what: string) {
  const rows = await prisma.outgoingMail.findMany({ where: { what } });
  expect(rows.map((mail) => mail.sentAt)).toEqual([null]);
  return rows[0]!;
}

/** The order's step `status` (one row, never updated): the transaction that made it. */
async function stepWrittenBy(orderId: string, status: "CANCELLED" | "SHIPPED") {
  const step = await prisma.fulfillmentEvent.findFirstOrThrow({ where: { orderId, status } });
  return writtenBy("FulfillmentEvent", step.id);
}

/** Only the subjects of `to`'s mails that mention the order. */
async function subjectsAbout(to: string, orderId: string) {
  const { number } = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
  return (await sentMails(to)).map((mail) => mail.subject).filter((subject) => subject.includes(`#${number} `));
}

describe("a cancellation's mail", () => {
  it("is written in the shopper's cancelling transaction, and sent by the job when the process ended first", async () => {
    const who = await shopper();
    const bag = await product(60_000, 5);
    const order = await createTestOrder({ userId: who.id, lines: [{ productId: bag.id, quantity: 1 }] });
    await cancelOrderForShopper(await viewerFor(who), order.id, { reason: "ordered-by-mistake", note: "" });

    const mail = await queuedOnly(`cancellation notice for ${order.id}`);
    expect(mail.to).toBe(who.email);
    expect(await writtenBy("OutgoingMail", mail.id)).toBe(await stepWrittenBy(order.id, "CANCELLED"));
    expect(await sentMails(who.email)).toEqual([]);

    expect(await sendQueuedMails()).toMatchObject({ sent: 1 });
    const [sent] = await sentMails(who.email);
    expect(sent?.subject).toMatch(/has been cancelled$/);
    expect(sent?.text).toMatch(/As you asked/);
  });

  it("is written in the shop's cancelling transaction", async () => {
    const who = await shopper();
    const bag = await product(60_000, 5);
    const order = await createTestOrder({ userId: who.id, lines: [{ productId: bag.id, quantity: 1 }] });
    await cancelOrder(admin, order.id);

    const mail = await queuedOnly(`cancellation notice for ${order.id}`);
    expect(await writtenBy("OutgoingMail", mail.id)).toBe(await stepWrittenBy(order.id, "CANCELLED"));
    expect(await sendQueuedMails()).toMatchObject({ sent: 1 });
    expect((await sentMails(who.email)).map((sent) => sent.text)).toEqual([
      expect.stringMatching(/we had to cancel your order/),
    ]);
  });

  it("still tells of a refund Razorpay made at once as made, as when it was written after the refund request", async () => {
    const { who, checkout } = await pendingOnlineOrder(120_000, 5);
    expect((await sandboxPay(who, checkout.orderId)).status).toBe(200);
    const orderId = checkout.order._id as string;
    await cancelOrderForShopper(await viewerFor(who), orderId, { reason: "ordered-by-mistake", note: "" });
    expect(await prisma.refund.findFirstOrThrow({ where: { orderId } })).toMatchObject({ status: "PROCESSED" });

    const mail = await queuedOnly(`cancellation notice for ${orderId}`);
    expect(mail.text).toContain("A refund of ₹1,200 to your original payment method has been made.");
    await sendQueuedMails();
    expect(await subjectsAbout(who.email, orderId)).toEqual([
      expect.stringMatching(/is confirmed$/),
      expect.stringMatching(/has been cancelled$/),
    ]);
  });
});

describe("the shipped mail", () => {
  it("is written in the transaction that marks the order Shipped, and sent by the job when the process ended first", async () => {
    const who = await shopper();
    const bag = await product(60_000, 5);
    const order = await createTestOrder({ userId: who.id, lines: [{ productId: bag.id, quantity: 1 }] });
    for (const step of ["PACKED", "SHIPPED"] as const) await advanceFulfillment(admin, order.id, step);

    const mail = await queuedOnly(`shipping notice for ${order.id}`);
    expect(mail.to).toBe(who.email);
    expect(await writtenBy("OutgoingMail", mail.id)).toBe(await stepWrittenBy(order.id, "SHIPPED"));
    const { invoiceNumber } = await prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(mail.text).toContain(invoiceNumber!);

    expect(await sendQueuedMails()).toMatchObject({ sent: 1 });
    expect((await sentMails(who.email)).map((sent) => sent.subject)).toEqual([expect.stringMatching(/has shipped$/)]);
  });
});
