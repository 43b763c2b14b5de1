import { afterEach, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db";
import { sendQueuedMails } from "@/lib/mail/queue";
import { createUser } from "@/test/integration/accounts";
import { sentMails } from "@/test/integration/outbox";
import { writtenBy } from "@/test/integration/sql";
import { saveContactMessage } from "./contact";

// The team's alert of a contact message is written to the mail queue by the transaction that stores the
// message (docs/adr/0040-mail-queue-in-postgresql.md), a guest's as a signed-in shopper's, so a process that
// ends right after the commit, before delivering it, cannot lose it. Here delivery "never runs" (the
// process ended): the row must be there, written with the message, and the send-mails job delivers it.

vi.mock("@/lib/mail/queue", async (importOriginal) =>
  (await import("@/test/integration/outbox")).withoutDelivery(await importOriginal()),
);

const TEAM = "care@kosh.example";

afterEach(() => vi.unstubAllEnvs());

describe("a contact message's alert to the team", () => {
  it.each([
    ["a guest's", false],
    ["a signed-in shopper's", true],
  ])("is written with %s message, and sent by the job when the process ended first", async (_, signedIn) => {
    vi.stubEnv("STORE_ALERTS_EMAIL", TEAM);
    const user = signedIn ? await createUser() : null;
    const data = {
      name: "Asha Rao",
      email: "asha@example.in",
      subject: "ORDER_ISSUE" as const,
      message: "Where is my parcel?",
    };
    const saved = await saveContactMessage(data, user?.id ?? null);

    const rows = await prisma.outgoingMail.findMany({ where: { what: `shop alert: contact message ${saved.id}` } });
    expect(rows.map((mail) => [mail.to, mail.sentAt])).toEqual([[TEAM, null]]);
    expect(await writtenBy("OutgoingMail", rows[0]!.id)).toBe(await writtenBy("ContactMessage", saved.id));

    expect(await sendQueuedMails()).toMatchObject({ sent: 1 });
    const sent = (await sentMails(TEAM)).at(-1);
    expect(sent!.text).toContain(`From Asha Rao <asha@example.in>${signedIn ? " (signed in)" : ""}.`);
    expect(sent!.text).toContain("> Where is my parcel?");
  });
});
