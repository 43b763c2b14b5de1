import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Viewer } from "@/lib/auth/viewer";
import { prisma } from "@/lib/db";
import { sendQueuedMails } from "@/lib/mail/queue";
import { advanceFulfillment } from "@/lib/orders/admin-fulfillment";
import { createUser, useTestSecret, viewerFor } from "@/test/integration/accounts";
import { product } from "@/test/integration/checkout";
import { createTestOrder } from "@/test/integration/orders";
import { sentMails } from "@/test/integration/outbox";
import { decideExchange, exchangeDecisionSchema } from "./admin";
import { exchangeRequestSchema, requestExchange, withdrawExchange } from "./exchanges";
import { writtenBy } from "@/test/integration/sql";

// An exchange's mails to the shopper (received, approved or rejected, withdrawn) and the team's alert of a
// new request are written to the mail queue by the transaction that makes the change
// (docs/adr/0040-mail-queue-in-postgresql.md), so a process that ends right after the commit, before
// delivering them, cannot lose them. Here delivery "never runs" (the process ended): each row must be
// there, written by the transaction that wrote the exchange's row, and the send-mails job delivers them.

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

/** A delivered cash-on-delivery order of its owner's, with an exchange of its one line requested. */
async function requested() {
  const owner = await createUser({ name: "Meera Nair" });
  const bag = await product(150_000, 10);
  const order = await createTestOrder({ userId: owner.id, lines: [{ productId: bag.id, quantity: 1 }] });
  for (const step of ["PACKED", "SHIPPED", "OUT_FOR_DELIVERY", "DELIVERED"] as const)
    await advanceFulfillment(admin, order.id, step);
  const line = await prisma.orderItem.findFirstOrThrow({ where: { orderId: order.id } });
  const input = exchangeRequestSchema.parse({ items: [{ orderItemId: line.id, quantity: 1, reason: "Damaged" }] });
  const exchange = await requestExchange(owner.id, order.id, input);
  return { owner, order, exchangeId: exchange._id as string };
}

/** The one mail queued as `what`, not delivered yet, and written by the transaction that last wrote the exchange. */
async function queuedWithExchange(what: string, exchangeId: string) {
  const rows = await prisma.outgoingMail.findMany({ where: { what } });
  expect(rows.map((mail) => mail.sentAt)).toEqual([null]);
  expect(await writtenBy("OutgoingMail", rows[0]!.id)).toBe(await writtenBy("Exchange", exchangeId));
  return rows[0]!;
}

describe("an exchange's mails", () => {
  it("the request's, and the team's alert, are written with the request; the approval's with the approval", async () => {
    vi.stubEnv("STORE_ALERTS_EMAIL", TEAM);
    const { owner, order, exchangeId } = await requested();
    expect((await queuedWithExchange(`exchange requested notice for ${exchangeId}`, exchangeId)).to).toBe(owner.email);
    expect((await queuedWithExchange(`shop alert: exchange ${exchangeId}`, exchangeId)).to).toBe(TEAM);

    await decideExchange(admin, exchangeId, exchangeDecisionSchema.parse({ decision: "approve" }));
    await queuedWithExchange(`exchange approved notice for ${exchangeId}`, exchangeId);
    expect(await sentMails(owner.email)).toEqual([]);

    await sendQueuedMails();
    const about = (await sentMails(owner.email)).map((mail) => mail.subject).filter((s) => s.includes("exchange"));
    expect(about).toEqual([
      `We have your exchange request for order #${order.number}`,
      `Your exchange for order #${order.number} is approved`,
    ]);
    expect((await sentMails(TEAM)).map((mail) => mail.subject)).toContainEqual(
      expect.stringContaining(`Exchange requested for order #${order.number}`),
    );
  });

  it("the rejection's is written with the rejection", async () => {
    const { owner, order, exchangeId } = await requested();
    await decideExchange(
      admin,
      exchangeId,
      exchangeDecisionSchema.parse({ decision: "reject", message: "Not covered." }),
    );
    await queuedWithExchange(`exchange rejected notice for ${exchangeId}`, exchangeId);
    await sendQueuedMails();
    expect((await sentMails(owner.email)).map((mail) => mail.subject)).toContain(
      `Your exchange request for order #${order.number} was not approved`,
    );
  });

  it("the withdrawal's, and the team's alert, are written with the withdrawal, once however often it is sent", async () => {
    vi.stubEnv("STORE_ALERTS_EMAIL", TEAM);
    const { owner, order, exchangeId } = await requested();
    await Promise.all([withdrawExchange(owner.id, order.id), withdrawExchange(owner.id, order.id)]);
    await queuedWithExchange(`exchange withdrawn notice for ${exchangeId}`, exchangeId);
    expect((await queuedWithExchange(`shop alert: exchange ${exchangeId} withdrawn`, exchangeId)).to).toBe(TEAM);
    await sendQueuedMails();
    expect((await sentMails(owner.email)).map((mail) => mail.subject)).toContain(
      `Your exchange request for order #${order.number} is withdrawn`,
    );
    expect((await sentMails(TEAM)).map((mail) => mail.subject)).toContainEqual(
      expect.stringContaining(`Exchange request withdrawn for order #${order.number}`),
    );
  });
});
