import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { deleteAccount, deletedEmail } from "@/lib/account/delete-account";
import { changePassword } from "@/lib/auth/accounts";
import type { Viewer } from "@/lib/auth/viewer";
import { saveContactMessage } from "@/lib/content/contact";
import { requestNewsletterSubscription } from "@/lib/content/newsletter";
import { prisma } from "@/lib/db";
import { exchangeRequestSchema, requestExchange, withdrawExchange } from "@/lib/exchanges/exchanges";
import { deliverMail } from "@/lib/mail/mailer";
import { sendQueuedMails } from "@/lib/mail/queue";
import { advanceFulfillment } from "@/lib/orders/admin-fulfillment";
import { queueOrderConfirmation } from "@/lib/orders/confirmation-mail";
import { createQuotation } from "@/lib/quotations/quotations";
import { createUser, useTestSecret, viewerFor } from "@/test/integration/accounts";
import { product } from "@/test/integration/checkout";
import { createTestOrder } from "@/test/integration/orders";

// Deleting an account (docs/adr/0033) erases its personal data from the mail queue too
// (docs/adr/0040): not only the mails to the shopper's address but the team's alerts about them (a new
// order's name and place, a quotation's name, e-mail and notes, a contact message, an exchange's note),
// which would otherwise sit in OutgoingMail for 30 days after the account is gone. Mails not sent yet go;
// sent ones stay as the record that they were sent (which mail, when), without a word of the person.
// Delivery "never runs" here unless the send-mails job is called, so some of the mails are still waiting.

vi.mock("@/lib/mail/queue", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/mail/queue")>()),
  deliverQueuedMail: vi.fn(async () => null),
  deliverAfterResponse: vi.fn(async () => undefined),
}));

// Delivery itself as it is (the outbox folder), watched: a test deletes the account while a mail is on its way.
vi.mock("@/lib/mail/mailer", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/mail/mailer")>();
  return { ...real, deliverMail: vi.fn(real.deliverMail) };
});

const TEAM = "orders@kosh.example";

let admin: Viewer;

beforeAll(async () => {
  useTestSecret();
  admin = await viewerFor(await createUser({ role: "ADMIN", name: "Ananya Iyer" }));
});
afterEach(() => vi.unstubAllEnvs());

let count = 0;

/**
 * A shopper whose account made every kind of mail, to them and to the team, all sent by the job: a
 * delivered order (confirmation, alert, shipping notices), an exchange requested and withdrawn (notices,
 * two alerts), a quotation request and a contact message (alerts), a newsletter sign-up. Returns what of the person the mails carried.
 */
async function shopperWithMails() {
  count += 1;
  const tag = `${count}${Date.now().toString(36)}`;
  const person = {
    name: `Asha Rao ${tag}`,
    shipName: `Asha R ${tag}`,
    phone: `+9198450${String(10_000 + count).slice(-5)}`,
    note: `The zip is broken, call ${tag}`,
    quotationNote: `Deliver to our Pune office ${tag}`,
    message: `Where is my parcel ${tag}?`,
  };
  const user = await createUser({ name: person.name });
  const bag = await product(150_000, 10);
  const { id: orderId } = await createTestOrder({ userId: user.id, lines: [{ productId: bag.id, quantity: 1 }] });
  await prisma.order.update({
    where: { id: orderId },
    data: { shipFullName: person.shipName, shipPhone: person.phone },
  });
  await prisma.$transaction((tx) => queueOrderConfirmation(orderId, tx));
  for (const step of ["PACKED", "SHIPPED", "OUT_FOR_DELIVERY", "DELIVERED"] as const)
    await advanceFulfillment(admin, orderId, step);
  const line = await prisma.orderItem.findFirstOrThrow({ where: { orderId } });
  await requestExchange(
    user.id,
    orderId,
    exchangeRequestSchema.parse({
      items: [{ orderItemId: line.id, quantity: 1, reason: "Damaged" }],
      note: person.note,
    }),
  );
  await withdrawExchange(user.id, orderId);
  const quotation = { items: [{ productId: bag.id, quantity: 20 }], budget: 20_000 };
  await createQuotation(user.id, { ...quotation, specialNotes: person.quotationNote });
  await saveContactMessage(
    { name: person.name, email: user.email, subject: "ORDER_ISSUE", message: person.message },
    user.id,
  );
  // Its confirmation goes to the address as typed (citext keeps it so).
  await requestNewsletterSubscription(user.email.toUpperCase(), "en");
  await sendQueuedMails();
  return { user, person, bag };
}

/**
 * Then, with the job not run again yet (SMTP slow, or down), another quotation request and a password
 * change (its notice to the shopper); returns the new password.
 */
async function waitingMails({ user, person, bag }: Awaited<ReturnType<typeof shopperWithMails>>) {
  const quotation = { items: [{ productId: bag.id, quantity: 20 }], budget: 20_000 };
  await createQuotation(user.id, { ...quotation, specialNotes: person.quotationNote });
  const newPassword = `${user.password} again`;
  await changePassword(user.id, { currentPassword: user.password, newPassword });
  return newPassword;
}

const mails = () => prisma.outgoingMail.findMany({ orderBy: { id: "asc" } });
type Row = Awaited<ReturnType<typeof mails>>[number];

/** A row's every word, lower-cased, to look for a person's data in. */
const wordsOf = (row: Row) => [row.to, row.subject, row.text, row.html, row.lastError ?? ""].join("\n").toLowerCase();

/** The ids of everything of the user's that a mail may be about (its `what` names it: "shop alert: order <id>"). */
async function thingsOf(userId: string): Promise<string[]> {
  const [orders, exchanges, quotations, messages] = await Promise.all([
    prisma.order.findMany({ where: { userId }, select: { id: true } }),
    prisma.exchange.findMany({ where: { order: { userId } }, select: { id: true } }),
    prisma.quotation.findMany({ where: { userId }, select: { id: true } }),
    prisma.contactMessage.findMany({ where: { userId }, select: { id: true } }),
  ]);
  return [...orders, ...exchanges, ...quotations, ...messages].map((row) => row.id);
}

const unsent = (row: Row) => row.sentAt === null && row.failedAt === null;

describe("deleting an account", () => {
  it("erases the shopper's data from the mail queue: their mails and the team's alerts about them", async () => {
    vi.stubEnv("STORE_ALERTS_EMAIL", TEAM);
    const shopper = await shopperWithMails();
    const other = await shopperWithMails();
    const password = await waitingMails(shopper);
    await waitingMails(other);
    const { user, person } = shopper;
    // The team's alert of their contact message was refused for good (a 550), not sent.
    const message = await prisma.contactMessage.findFirstOrThrow({ where: { userId: user.id }, select: { id: true } });
    await prisma.outgoingMail.updateMany({
      where: { what: `shop alert: contact message ${message.id}` },
      data: { sentAt: null, failedAt: new Date(), lastError: "EENVELOPE: 550 5.1.1 mailbox unavailable" },
    });
    await saveContactMessage({ name: "A guest", email: "guest@example.in", subject: "FEEDBACK", message: "Hello." });

    const before = await mails();
    const things = await thingsOf(user.id);
    const isAboutThem = (row: Row) =>
      row.to.toLowerCase() === user.email || row.what.split(" ").some((word) => things.includes(word));
    const aboutThem = before.filter(isAboutThem);
    // The team's alerts carry their name, the order's recipient, their notes and words.
    for (const secret of [person.shipName, person.note, person.quotationNote, person.message, user.email])
      expect(
        aboutThem.some((row) => row.to === TEAM && row.text.includes(secret)),
        secret,
      ).toBe(true);
    expect(
      aboutThem
        .filter(unsent)
        .map((row) => row.to)
        .sort(),
    ).toEqual([TEAM, user.email]);

    expect(await deleteAccount(user.id, { password })).toEqual({ anonymised: true });

    const after = await mails();
    // Nothing in the queue names, reaches or quotes the person any more.
    const secrets = Object.values(person).concat(user.email);
    for (const row of after)
      for (const secret of secrets)
        expect(wordsOf(row), `${row.what} holds ${secret}`).not.toContain(secret.toLowerCase());

    // What was not sent yet is gone; what was sent stays as the record that it was: which mail, when, to the
    // team or to the deleted account, and not a word more.
    const kept = after.filter((row) => aboutThem.some((mine) => mine.id === row.id));
    expect(kept).toEqual(
      aboutThem
        .filter((row) => !unsent(row))
        .map((row) => ({
          ...row,
          to: row.to === TEAM ? TEAM : deletedEmail(user.id),
          subject: "",
          text: "",
          html: "",
        })),
    );
    const them = deletedEmail(user.id);
    expect(kept.map((row) => [row.what.replace(/ c[a-z0-9]{24}/, " <id>"), row.to])).toEqual([
      ["order confirmation for <id>", them],
      ["shop alert: order <id>", TEAM],
      ["shipping notice for <id>", them],
      ["exchange requested notice for <id>", them],
      ["shop alert: exchange <id>", TEAM],
      ["exchange withdrawn notice for <id>", them],
      ["shop alert: exchange <id> withdrawn", TEAM],
      ["shop alert: quotation <id>", TEAM],
      ["shop alert: contact message <id>", TEAM],
      ["newsletter confirmation", them],
    ]);
    expect(kept.filter((row) => row.failedAt).map((row) => row.lastError)).toEqual([
      "EENVELOPE: 550 5.1.1 mailbox unavailable",
    ]);

    // Another shopper's mails, the team's alerts about them and a guest's are exactly as they were.
    expect(after.filter((row) => !isAboutThem(row) && !kept.includes(row))).toEqual(
      before.filter((row) => !isAboutThem(row)),
    );
    expect(after.some((row) => row.text.includes(other.person.shipName))).toBe(true);

    // The job sends the others' waiting mails, and nothing about the deleted account.
    expect(await sendQueuedMails()).toMatchObject({
      sent: before.filter((row) => unsent(row) && !isAboutThem(row)).length,
    });
  });

  it("lets the send-mails job carry on when the account is deleted while one of its mails is being delivered", async () => {
    await sendQueuedMails(); // whatever an earlier test left waiting
    const user = await createUser();
    const password = `${user.password} again`;
    await changePassword(user.id, { currentPassword: user.password, newPassword: password });
    const notice = await prisma.outgoingMail.findFirstOrThrow({ where: { to: user.email }, select: { id: true } });
    const deliver = vi.mocked(deliverMail);
    const real = deliver.getMockImplementation()!;
    deliver.mockClear();
    deliver.mockImplementationOnce(async (mail) => {
      // Taken by the job (its lease), not yet recorded as sent: the deletion erases the row meanwhile.
      expect(await deleteAccount(user.id, { password })).toEqual({ anonymised: false });
      return real(mail);
    });

    expect(await sendQueuedMails()).toMatchObject({ sent: 1, retried: 0, failed: 0 });
    expect(deliver).toHaveBeenCalledTimes(1);
    expect(await prisma.outgoingMail.findUnique({ where: { id: notice.id } })).toBeNull();
  });
});
