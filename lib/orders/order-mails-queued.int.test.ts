import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db";
import { sendQueuedMails } from "@/lib/mail/queue";
import { useTestSecret } from "@/test/integration/accounts";
import { codBody, inCart, place, product, shopper } from "@/test/integration/checkout";
import { sentMails } from "@/test/integration/outbox";

// A cash-on-delivery order's confirmation and the team's alert are written to the mail queue by the
// transaction that places the order (docs/adr/0040-mail-queue-in-postgresql.md), so a process that ends
// right after the order committed, before delivering them, cannot lose them. Here delivery "never runs"
// (the process ended): the rows must be there, written by the order's own transaction, and the send-mails
// job delivers them.

vi.mock("@/lib/mail/queue", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/mail/queue")>()),
  deliverQueuedMail: vi.fn(async () => null),
  deliverAfterResponse: vi.fn(async () => undefined),
}));

const TEAM = "orders@kosh.example";

beforeAll(() => useTestSecret());
afterEach(() => vi.unstubAllEnvs());

/** The PostgreSQL transaction that wrote a row's current version. */
async function writtenBy(table: "Order" | "OutgoingMail", id: string) {
  const rows = await prisma.$queryRawUnsafe<Array<{ xmin: string }>>(
    `SELECT xmin::text AS xmin FROM "${table}" WHERE id = $1`,
    id,
  );
  return rows[0]!.xmin;
}

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
