import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Viewer } from "@/lib/auth/viewer";
import { prisma } from "@/lib/db";
import { sendQueuedMails } from "@/lib/mail/queue";
import { createUser, useTestSecret, viewerFor } from "@/test/integration/accounts";
import { product } from "@/test/integration/checkout";
import { sentMails } from "@/test/integration/outbox";
import { writtenBy } from "@/test/integration/sql";
import { quotationResponseSchema, respondToQuotation, withdrawQuotation } from "./admin";
import { createQuotation, createQuotationSchema } from "./quotations";

// A quotation's mails — the team's alert of a new request, the shopper's mail of the admin's answer
// (approved, rejected) and of an approval withdrawn — are written to the mail queue by the transaction that
// records the request or the answer (docs/adr/0040-mail-queue-in-postgresql.md), so a process that ends
// right after the commit, before delivering them, cannot lose them. Here delivery "never runs" (the
// process ended): each row must be there, written by the transaction that last wrote the quotation, and the
// send-mails job delivers it.

vi.mock("@/lib/mail/queue", async (importOriginal) =>
  (await import("@/test/integration/outbox")).withoutDelivery(await importOriginal()),
);

const TEAM = "sales@kosh.example";

let admin: Viewer;

beforeAll(async () => {
  useTestSecret();
  admin = await viewerFor(await createUser({ role: "ADMIN" }));
});
afterEach(() => vi.unstubAllEnvs());

async function requested() {
  const owner = await createUser({ name: "Meera Nair" });
  const bag = await product(60_000, 200);
  const input = createQuotationSchema.parse({ items: [{ productId: bag.id, quantity: 60 }], budget: 25_000 });
  const { id } = await createQuotation(owner.id, input);
  return { owner, quotationId: id };
}

/** The one mail queued as `what`, not delivered yet, written by the transaction that last wrote the quotation. */
async function queuedWithQuotation(what: string, quotationId: string) {
  const rows = await prisma.outgoingMail.findMany({ where: { what } });
  expect(rows.map((mail) => mail.sentAt)).toEqual([null]);
  expect(await writtenBy("OutgoingMail", rows[0]!.id)).toBe(await writtenBy("Quotation", quotationId));
  return rows[0]!;
}

const nextWeek = () => new Date(Date.now() + 7 * 86_400_000);

describe("a quotation's mails", () => {
  it("the team's alert is written with the request", async () => {
    vi.stubEnv("STORE_ALERTS_EMAIL", TEAM);
    const { owner, quotationId } = await requested();
    expect((await queuedWithQuotation(`shop alert: quotation ${quotationId}`, quotationId)).to).toBe(TEAM);
    await sendQueuedMails();
    expect((await sentMails(TEAM)).map((mail) => mail.text)).toEqual([
      expect.stringContaining(`From Meera Nair <${owner.email}>.`),
    ]);
  });

  it("the approval's is written with the approval, the withdrawal's with the withdrawal", async () => {
    const { owner, quotationId } = await requested();
    const approve = { decision: "approve", quotedPrice: 24_000, validUntil: nextWeek().toISOString() };
    await respondToQuotation(admin, quotationId, quotationResponseSchema.parse(approve));
    expect((await queuedWithQuotation(`quotation approved notice for ${quotationId}`, quotationId)).to).toBe(
      owner.email,
    );
    expect(await sendQueuedMails()).toMatchObject({ sent: 1 });

    await withdrawQuotation(admin, quotationId, { message: "We quoted the wrong price; a new quote follows." });
    await queuedWithQuotation(`quotation withdrawn notice for ${quotationId}`, quotationId);
    expect(await sendQueuedMails()).toMatchObject({ sent: 1 });
    expect((await sentMails(owner.email)).map((mail) => mail.text)).toEqual([
      expect.stringContaining("₹24,000"),
      expect.stringContaining("We quoted the wrong price"),
    ]);
  });

  it("the rejection's is written with the rejection", async () => {
    const { owner, quotationId } = await requested();
    await respondToQuotation(
      admin,
      quotationId,
      quotationResponseSchema.parse({ decision: "reject", message: "Sold out." }),
    );
    expect((await queuedWithQuotation(`quotation rejected notice for ${quotationId}`, quotationId)).to).toBe(
      owner.email,
    );
    await sendQueuedMails();
    expect((await sentMails(owner.email)).map((mail) => mail.text)).toEqual([expect.stringContaining("Sold out.")]);
  });
});
