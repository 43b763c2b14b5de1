import net from "node:net";
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { prisma } from "@/lib/db";
import { log } from "@/lib/observability/log.mjs";
import { useTestSecret } from "@/test/integration/accounts";
import { cancelUnpaidOrder } from "@/lib/orders/cancel";
import { codBody, inCart, place, product, shopper } from "@/test/integration/checkout";
import { createTestOrder } from "@/test/integration/orders";
import { sentMails } from "@/test/integration/outbox";
import { writtenBy } from "@/test/integration/sql";
import type { Mail } from "./mailer";
import {
  composeWithinChange,
  deliverQueuedMail,
  GIVE_UP_AFTER_MS,
  KEEP_DONE_MAILS_MS,
  LEASE_MS,
  queueMail,
  queueRenderedMail,
  rewordQueuedMail,
  sendMailAfterResponse,
  sendQueuedMails,
  sendRenderedMail,
} from "./queue";

// The mail queue (lib/mail/queue.ts) on real PostgreSQL, against a small SMTP
// server started here (node:net) that answers as it is told: a mail SMTP could
// not take is kept and sent by the send-mails job later; one refused for good
// (550) is given up at once; two runs of the job at the same moment send each
// mail once. Without SMTP_URL the outbox folder is the delivery, as before.

const MINUTE = 60_000;
let serial = 0;
const mail = (to = "asha@example.in"): Mail => {
  serial += 1;
  return { to, subject: `Your order #${1000 + serial} is confirmed`, text: "Hello", html: "<p>Hello</p>" };
};
const row = (id: string | null) => prisma.outgoingMail.findUniqueOrThrow({ where: { id: id! } });

/**
 * An SMTP server on 127.0.0.1: `rcpt` and `data` give its answer to each RCPT TO and to each message's
 * end of DATA (250 unless told). `received` lists the subject of every message it accepted.
 */
async function smtpServer(answers: { rcpt?: () => string; data?: () => string; delayMs?: number } = {}) {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = "";
    let message: string[] | null = null;
    socket.write("220 mx.test ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += String(chunk);
      let end: number;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (message) {
          if (line !== ".") {
            message.push(line);
            continue;
          }
          const answer = answers.data?.() ?? "250 2.0.0 queued";
          if (answer.startsWith("250"))
            received.push(message.find((header) => header.startsWith("Subject: "))!.slice(9));
          message = null;
          setTimeout(() => socket.write(`${answer}\r\n`), answers.delayMs ?? 0);
        } else if (/^RCPT TO:/i.test(line)) socket.write(`${answers.rcpt?.() ?? "250 ok"}\r\n`);
        else if (/^DATA/i.test(line)) {
          message = [];
          socket.write("354 go ahead\r\n");
        } else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
    socket.on("error", () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  onTestFinished(() => void server.close());
  return { url, received };
}

/** A port nothing listens on: the SMTP server is down. */
async function closedPort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `smtp://127.0.0.1:${port}`;
}

function quietLogs() {
  return {
    warned: vi.spyOn(log, "warn").mockImplementation(() => {}),
    failed: vi.spyOn(log, "error").mockImplementation(() => {}),
  };
}

beforeAll(() => useTestSecret());

afterEach(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  // Each test starts with an empty queue: a mail left by one is not sent by another's job.
  await prisma.outgoingMail.deleteMany();
});

describe("a mail SMTP cannot take now", () => {
  it("is kept when the server answers 451, and the job sends it once its pause is over", async () => {
    const replies = ["451 4.3.0 Try again later", "250 2.0.0 queued"];
    const server = await smtpServer({ data: () => replies.shift()! });
    vi.stubEnv("SMTP_URL", server.url);
    const { warned, failed } = quietLogs();
    const sent = mail("priya.sharma@gmail.com");

    const start = new Date();
    await sendMailAfterResponse(sent, { what: "password reset mail" });
    const queued = await prisma.outgoingMail.findFirstOrThrow();
    expect(queued).toMatchObject({ attempts: 1, sentAt: null, failedAt: null, what: "password reset mail" });
    expect(queued.lastError).toContain("451 4.3.0 Try again later");
    expect(queued.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(start.getTime() + MINUTE);
    expect(server.received).toEqual([]);
    // Logged as a warning (it will be tried again), without the address.
    expect(warned).toHaveBeenCalledTimes(1);
    expect(warned.mock.calls[0]![0]).toBe("[mail] password reset mail not sent yet");
    expect(JSON.stringify(warned.mock.calls[0])).not.toContain("priya.sharma");
    expect(failed).not.toHaveBeenCalled();

    // Not due yet: the job leaves it.
    expect(await sendQueuedMails()).toMatchObject({ sent: 0, retried: 0, failed: 0 });
    expect(await sendQueuedMails(new Date(Date.now() + 2 * MINUTE))).toMatchObject({ sent: 1, retried: 0 });
    expect(server.received).toEqual([sent.subject]);
    expect(await row(queued.id)).toMatchObject({ attempts: 2, failedAt: null, lastError: null });
    expect((await row(queued.id)).sentAt).not.toBeNull();
    // Sent is sent: later runs do not send it again.
    expect(await sendQueuedMails(new Date(Date.now() + 60 * MINUTE))).toMatchObject({ sent: 0 });
    expect(server.received).toHaveLength(1);
  });

  it("is kept while the server is down; the job stops at the first failure, sends all once it is back", async () => {
    vi.stubEnv("SMTP_URL", await closedPort());
    const { warned } = quietLogs();
    const mails = [mail(), mail(), mail()];
    for (const each of mails) await sendRenderedMail(`order confirmation for ${each.subject}`, async () => each);
    expect(await prisma.outgoingMail.count({ where: { sentAt: null, failedAt: null, attempts: 1 } })).toBe(3);
    expect(warned).toHaveBeenCalledTimes(3);
    expect((await prisma.outgoingMail.findFirstOrThrow()).lastError).toMatch(/ECONNECTION|ECONNREFUSED/);

    // Still down: one try, then the run stops instead of knocking on a closed door 100 times.
    expect(await sendQueuedMails(new Date(Date.now() + 2 * MINUTE))).toMatchObject({ sent: 0, retried: 1, failed: 0 });
    const attempts = (await prisma.outgoingMail.findMany({ orderBy: { attempts: "asc" } })).map(
      (each) => each.attempts,
    );
    expect(attempts).toEqual([1, 1, 2]);

    // Back up: the next run sends every due mail, each once.
    const server = await smtpServer();
    vi.stubEnv("SMTP_URL", server.url);
    expect(await sendQueuedMails(new Date(Date.now() + 30 * MINUTE))).toMatchObject({ sent: 3, retried: 0 });
    expect(server.received.toSorted()).toEqual(mails.map((each) => each.subject).toSorted());
  });

  it("waits longer after each failed attempt, and is given up 48 h after it was written, logged once as an error", async () => {
    vi.stubEnv("SMTP_URL", await closedPort());
    const { failed } = quietLogs();
    const written = new Date();
    const id = await queueMail(mail(), "shipping notice for o7", prisma, written);
    const pauses: number[] = [];
    let now = written;
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      expect(await deliverQueuedMail(id!, now)).toBe("retry");
      const next = (await row(id)).nextAttemptAt;
      pauses.push((next.getTime() - now.getTime()) / MINUTE);
      now = next;
    }
    expect(pauses).toEqual([1, 5, 15, 30, 60, 60]);
    expect(failed).not.toHaveBeenCalled();

    expect(await sendQueuedMails(new Date(written.getTime() + GIVE_UP_AFTER_MS))).toMatchObject({ failed: 1 });
    const given = await row(id);
    expect(given.failedAt).not.toBeNull();
    expect(given.sentAt).toBeNull();
    expect(failed).toHaveBeenCalledTimes(1);
    expect(failed.mock.calls[0]![0]).toBe("[mail] shipping notice for o7 not sent");
    // Given up is final.
    expect(await sendQueuedMails(new Date(written.getTime() + GIVE_UP_AFTER_MS + 60 * MINUTE))).toMatchObject({
      retried: 0,
      failed: 0,
    });
  });

  it("whose sender died after taking it is sent by the job once the sender's lease has run out", async () => {
    const server = await smtpServer();
    vi.stubEnv("SMTP_URL", server.url);
    const now = new Date();
    const id = await queueMail(mail(), "exchange approved notice for e1", prisma, now);
    // A sender took it (attempt 1, leased) and its process ended before SMTP answered.
    await prisma.outgoingMail.update({
      where: { id: id! },
      data: { attempts: 1, nextAttemptAt: new Date(now.getTime() + LEASE_MS) },
    });
    expect(await sendQueuedMails(new Date(now.getTime() + LEASE_MS - MINUTE))).toMatchObject({ sent: 0 });
    expect(await sendQueuedMails(new Date(now.getTime() + LEASE_MS + MINUTE))).toMatchObject({ sent: 1 });
    expect(server.received).toHaveLength(1);
  });
});

describe("a mail the server refuses for good", () => {
  it("(550 no such mailbox) is given up at once, logged as an error, and never tried again", async () => {
    let asked = 0;
    const server = await smtpServer({
      rcpt: () => {
        asked += 1;
        return "550 5.1.1 <nobody@example.in>: Recipient address rejected";
      },
    });
    vi.stubEnv("SMTP_URL", server.url);
    const { warned, failed } = quietLogs();
    await sendMailAfterResponse(mail("nobody@example.in"), { what: "sign-up attempt notice" });
    const refused = await prisma.outgoingMail.findFirstOrThrow();
    expect(refused).toMatchObject({ attempts: 1, sentAt: null });
    expect(refused.failedAt).not.toBeNull();
    expect(refused.lastError).toContain("550 5.1.1 <[address]>: Recipient address rejected");
    expect(failed).toHaveBeenCalledTimes(1);
    expect(failed.mock.calls[0]![0]).toBe("[mail] sign-up attempt notice not sent");
    expect(JSON.stringify(failed.mock.calls[0])).not.toContain("nobody@example.in");
    expect(warned).not.toHaveBeenCalled();

    expect(await sendQueuedMails(new Date(Date.now() + 60 * MINUTE))).toMatchObject({ sent: 0, retried: 0, failed: 0 });
    expect(asked).toBe(1);
  });

  it("is not queued at all when the address is a deleted account's (.invalid)", async () => {
    expect(await queueMail(mail("deleted-cm3x9k2@invalid"), "cancellation notice for o3")).toBeNull();
    await sendMailAfterResponse(mail("deleted-cm3x9k2@invalid"), { what: "password changed notice" });
    expect(await prisma.outgoingMail.count()).toBe(0);
  });
});

describe("the send-mails job", () => {
  it("run several times at the same moment sends each due mail once", async () => {
    // A server that takes a moment to answer: each run takes its next mail while others are sending theirs.
    const server = await smtpServer({ delayMs: 10 });
    vi.stubEnv("SMTP_URL", server.url);
    const subjects: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      const each = mail();
      subjects.push(each.subject);
      await queueMail(each, `order confirmation ${i}`);
    }
    const runs = await Promise.all(Array.from({ length: 4 }, () => sendQueuedMails()));
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(40);
    expect(server.received.toSorted()).toEqual(subjects.toSorted());
    expect(await prisma.outgoingMail.count({ where: { sentAt: null } })).toBe(0);
  });

  it("sends at most 100 mails a run", async () => {
    const now = new Date();
    await prisma.outgoingMail.createMany({
      data: Array.from({ length: 101 }, (_, i) => ({
        what: `notice ${i}`,
        ...mail(),
        createdAt: now,
        nextAttemptAt: now,
      })),
    });
    expect(await sendQueuedMails(now)).toMatchObject({ sent: 100 });
    expect(await sendQueuedMails(now)).toMatchObject({ sent: 1 });
  });

  it("deletes mails sent or given up more than 30 days ago, and keeps the rest", async () => {
    const now = new Date();
    const old = new Date(now.getTime() - KEEP_DONE_MAILS_MS - MINUTE);
    const recent = new Date(now.getTime() - KEEP_DONE_MAILS_MS + 60 * MINUTE);
    const at = (fields: object) => ({ what: "notice", ...mail(), createdAt: old, ...fields });
    await prisma.outgoingMail.createMany({
      data: [
        at({ sentAt: old, subject: "sent long ago" }),
        at({ failedAt: old, subject: "given up long ago" }),
        at({ sentAt: recent, subject: "sent lately" }),
        at({ failedAt: recent, subject: "given up lately" }),
      ],
    });
    expect(await sendQueuedMails(now)).toMatchObject({ deleted: 2, sent: 0 });
    const kept = await prisma.outgoingMail.findMany({ select: { subject: true }, orderBy: { subject: "asc" } });
    expect(kept.map((each) => each.subject)).toEqual(["given up lately", "sent lately"]);
  });
});

describe("without SMTP_URL", () => {
  it("writes the mail to the outbox folder, as before, and records it sent", async () => {
    vi.stubEnv("SMTP_URL", "");
    const sent = mail("meera@example.in");
    await sendRenderedMail("order confirmation for o9", async () => sent);
    const [file] = await sentMails("meera@example.in");
    expect(file).toMatchObject({ to: sent.to, subject: sent.subject, text: sent.text, html: sent.html });
    expect(Object.keys(file!).toSorted()).toEqual(["from", "html", "sentAt", "subject", "text", "to"]);
    expect((await prisma.outgoingMail.findFirstOrThrow()).sentAt).not.toBeNull();
  });

  it("logs a mail that could not be rendered, saying which, and never throws: the order it tells of stands", async () => {
    const { failed } = quietLogs();
    await expect(
      sendRenderedMail("cancellation notice for o2", async () => {
        throw new Error("No Order found");
      }),
    ).resolves.toBeUndefined();
    expect(failed).toHaveBeenCalledTimes(1);
    expect(failed.mock.calls[0]![0]).toBe("[mail] cancellation notice for o2 not sent");
    expect(await prisma.outgoingMail.count()).toBe(0);
  });
});

describe("a mail whose render fails inside the transaction of its change", () => {
  it("does not undo the change, even when a query of the render failed, and leaves a given-up row with the change", async () => {
    const { failed } = quietLogs();
    const who = await shopper();
    const bag = await product(60_000, 5);
    const order = await createTestOrder({ userId: who.id, lines: [{ productId: bag.id, quantity: 1 }] });
    const what = `cancellation notice for ${order.id}`;
    const queued = await prisma.$transaction(async (tx) => {
      expect(await cancelUnpaidOrder(tx, order.id, "Out of stock.", null)).toBe(true);
      return queueRenderedMail(
        what,
        async () => {
          // A query that fails: PostgreSQL aborts the transaction it runs in.
          await tx.$queryRaw`SELECT 1 / 0`;
          return mail(who.email);
        },
        tx,
      );
    });
    expect(queued).toBeNull();

    const cancelled = await prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(cancelled.fulfillmentStatus).toBe("CANCELLED");
    expect((await prisma.product.findUniqueOrThrow({ where: { id: bag.id } })).stock).toBe(5);
    // The operator's trace: a mail given up (the dashboard's "Mails not delivered"), written with the change.
    const [trace, ...others] = await prisma.outgoingMail.findMany();
    expect(others).toEqual([]);
    expect(trace).toMatchObject({ what, to: "", sentAt: null, failedAt: expect.any(Date) });
    expect(trace!.lastError).toMatch(/^not rendered: .*division by zero/s);
    expect(await writtenBy("OutgoingMail", trace!.id)).toBe(await writtenBy("Order", order.id));
    expect(failed).toHaveBeenCalledWith(`[mail] ${what} not sent`, expect.anything());
    // Never sent, never tried.
    expect(await sendQueuedMails()).toMatchObject({ sent: 0, retried: 0, failed: 0 });
  });
});

describe("a mail composed from rows already read, failing inside the transaction of its change", () => {
  it("does not undo the change, and leaves the same given-up row with the change", async () => {
    const { failed } = quietLogs();
    const who = await shopper();
    const bag = await product(60_000, 5);
    const order = await createTestOrder({ userId: who.id, lines: [{ productId: bag.id, quantity: 1 }] });
    const what = `shop alert: order ${order.id}`;
    const composed = await prisma.$transaction(async (tx) => {
      expect(await cancelUnpaidOrder(tx, order.id, "Out of stock.", null)).toBe(true);
      return composeWithinChange(
        what,
        () => {
          throw new Error("No words for this order");
        },
        tx,
      );
    });
    expect(composed).toBeNull();

    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).fulfillmentStatus).toBe("CANCELLED");
    const [trace, ...others] = await prisma.outgoingMail.findMany();
    expect(others).toEqual([]);
    expect(trace).toMatchObject({ what, to: "", sentAt: null, failedAt: expect.any(Date) });
    expect(trace!.lastError).toBe("not rendered: No words for this order");
    expect(await writtenBy("OutgoingMail", trace!.id)).toBe(await writtenBy("Order", order.id));
    expect(failed).toHaveBeenCalledWith(`[mail] ${what} not sent`, expect.anything());
  });
});

describe("rewording a queued mail", () => {
  it("changes the words of a mail no sender has taken yet, never of one taken or sent", async () => {
    vi.stubEnv("SMTP_URL", "");
    const started = mail("reworded@example.in");
    const made = { ...started, text: "A refund of ₹1,200 has been made." };
    const id = await queueMail(started, "cancellation notice for o7");
    expect(await rewordQueuedMail(id!, made)).toBe(true);
    expect(await row(id)).toMatchObject({ text: made.text, attempts: 0, sentAt: null });
    expect(await rewordQueuedMail(id!, made)).toBe(false);

    // Taken by a sender (its attempt counted), or delivered: it goes, or went, as it was then.
    const taken = await queueMail(started, "cancellation notice for o8");
    await prisma.outgoingMail.update({ where: { id: taken! }, data: { attempts: 1 } });
    expect(await rewordQueuedMail(taken!, made)).toBe(false);
    expect((await row(taken)).text).toBe(started.text);
    await deliverQueuedMail(id!);
    expect(await rewordQueuedMail(id!, { ...made, text: "Something else" })).toBe(false);
    expect((await row(id)).text).toBe(made.text);
    expect((await sentMails(started.to)).map((sent) => sent.text)).toEqual([made.text]);
  });
});

describe("an order placed while the SMTP server is down", () => {
  it("is placed, and its confirmation and the team's alert, queued with it, are sent by the job later", async () => {
    vi.stubEnv("SMTP_URL", await closedPort());
    vi.stubEnv("STORE_ALERTS_EMAIL", "orders@kosh.example");
    quietLogs();
    const who = await shopper();
    const bag = await product(129_900, 5);
    await inCart(who, bag.id, 1);
    const placed = await place(who, codBody());
    expect(placed.status).toBe(201);
    const { orderId } = (await placed.json()) as { orderId: string };
    const queued = await prisma.outgoingMail.findMany({ orderBy: { what: "asc" } });
    expect(queued.map((each) => [each.what, each.to, each.attempts, each.sentAt])).toEqual([
      [`order confirmation for ${orderId}`, who.email, 1, null],
      [`shop alert: order ${orderId}`, "orders@kosh.example", 1, null],
    ]);

    const server = await smtpServer();
    vi.stubEnv("SMTP_URL", server.url);
    expect(await sendQueuedMails(new Date(Date.now() + 2 * MINUTE))).toMatchObject({ sent: 2 });
    const { number } = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    // The alert's subject is MIME-encoded ("[Kosh & Co.]"); the confirmation's is plain.
    expect(server.received).toHaveLength(2);
    expect(server.received).toContain(`Your Kosh & Co. order #${number} is confirmed`);
  });
});
