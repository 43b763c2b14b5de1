import "server-only";
import { after } from "next/server";
import { Prisma, prisma } from "@/lib/db";
import { isDomainError } from "@/lib/errors";
import { log } from "@/lib/observability/log.mjs";
import { withUserLock } from "@/lib/user-lock";
import { deliverMail, isUndeliverableAddress, logMailFailure, withoutAddresses, type Mail } from "./mailer";

// The shop's mail queue (docs/adr/0040-mail-queue-in-postgresql.md). Sending a
// mail writes it to the OutgoingMail table — in the transaction of what it
// tells of, where the caller has one — and then delivers it at once (before
// the answer, or after it with after()). A mail SMTP could not take stays in
// the table and the send-mails job (/api/cron/send-mails) tries it again with
// a growing pause, for 48 hours; one the server refused for good (a 5xx
// answer, "no such mailbox") is not tried again. A sender claims a row before
// delivering it (a lease), so two instances never deliver the same row at the
// same time. The outbox folder without SMTP_URL is a delivery like SMTP: its
// file is written when the row is delivered.

export type Db = Prisma.TransactionClient | typeof prisma;

/** Pauses before the 2nd, 3rd, 4th, 5th… attempt; the last repeats. */
const RETRY_PAUSES_MINUTES = [1, 5, 15, 30, 60];
/** A mail still not delivered this long after it was written is given up. */
export const GIVE_UP_AFTER_MS = 48 * 60 * 60 * 1000;
/**
 * How long a sender holds a row it took: longer than nodemailer can spend on one mail (2 min to
 * connect, 30 s for the greeting, then answers), so only a sender that died loses its row, which
 * another takes once the lease has run out.
 */
export const LEASE_MS = 15 * 60 * 1000;
/** Delivered and given-up mails are deleted this long after: they hold names and addresses. */
export const KEEP_DONE_MAILS_MS = 30 * 24 * 60 * 60 * 1000;
/** Mails one run of the send-mails job delivers at most. */
export const MAILS_PER_RUN = 100;

const MINUTE = 60 * 1000;

/**
 * Writes `mail` to the queue, inside `db`'s transaction when given one; returns its id, for
 * deliverQueuedMail once that transaction has committed. `what` names it in logs (an order or exchange id,
 * never an address); the id of what it is about, as a word of its own, is how an account's deletion finds
 * it (eraseMailsOf). Mail to an undeliverable address (a deleted account's) is not queued: null.
 */
export async function queueMail(mail: Mail, what: string, db: Db = prisma, now = new Date()): Promise<string | null> {
  if (isUndeliverableAddress(mail.to)) return null;
  const { to, subject, text, html } = mail;
  const row = await db.outgoingMail.create({
    data: { what, to, subject, text, html, createdAt: now, nextAttemptAt: now },
    select: { id: true },
  });
  return row.id;
}

type Claimed = {
  id: string;
  what: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
  createdAt: Date;
};

/**
 * Takes one due row for this sender (the row `id`, or the one due first): neither sent nor given up,
 * its next attempt due, and not being taken by another sender at this moment (SKIP LOCKED). The lease
 * moves its next attempt LEASE_MS ahead, so nobody else takes it meanwhile.
 */
async function claim(id: string | null, now: Date): Promise<Claimed | null> {
  const rows = await prisma.$queryRaw<Claimed[]>`
    UPDATE "OutgoingMail"
    SET "attempts" = "attempts" + 1, "nextAttemptAt" = ${new Date(now.getTime() + LEASE_MS)}
    WHERE "id" = (
      SELECT "id" FROM "OutgoingMail"
      WHERE "sentAt" IS NULL AND "failedAt" IS NULL AND "nextAttemptAt" <= ${now}
        ${id === null ? Prisma.empty : Prisma.sql`AND "id" = ${id}`}
      ORDER BY "nextAttemptAt"
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING "id", "what", "to", "subject", "text", "html", "attempts", "createdAt"`;
  return rows[0] ?? null;
}

/**
 * Whether the SMTP server refused the mail for good: a 5xx answer ("550 5.1.1 no such mailbox"). Not a
 * refused login (535, EAUTH): that is the shop's settings, and the same mail goes once they are fixed.
 */
export function isPermanentRejection(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  return typeof responseCode === "number" && responseCode >= 500 && responseCode <= 599 && code !== "EAUTH";
}

/**
 * Whether the failure is the server's, not this mail's: no SMTP answer at all (refused or timed-out
 * connection, DNS, the outbox folder not writable), 421 "service not available", or a refused login.
 * The job stops its run there: the next mails would fail the same way.
 */
function isServerDown(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  return typeof responseCode !== "number" || responseCode === 421 || code === "EAUTH";
}

/** One short line for lastError: nodemailer's code and message, without addresses. */
function shortError(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = [typeof code === "string" ? code : null, typeof message === "string" ? message : String(error)]
    .filter(Boolean)
    .join(": ");
  return withoutAddresses(text).slice(0, 300);
}

export type Attempt = "sent" | "retry" | "failed";

/** Delivers a claimed row and records what happened; `serverDown` when the SMTP server itself failed. */
async function attempt(row: Claimed, now: Date): Promise<{ outcome: Attempt; serverDown: boolean }> {
  const { id, what, attempts } = row;
  try {
    await deliverMail({ to: row.to, subject: row.subject, text: row.text, html: row.html });
  } catch (error) {
    const givenUp = isPermanentRejection(error) || now.getTime() - row.createdAt.getTime() >= GIVE_UP_AFTER_MS;
    const nextAttemptAt = new Date(
      now.getTime() + RETRY_PAUSES_MINUTES[Math.min(attempts, RETRY_PAUSES_MINUTES.length) - 1]! * MINUTE,
    );
    // Only while the row is still this sender's (its lease not taken over by another after it ran out).
    await prisma.outgoingMail.updateMany({
      where: { id, attempts, sentAt: null },
      data: givenUp ? { failedAt: now, lastError: shortError(error) } : { nextAttemptAt, lastError: shortError(error) },
    });
    logMailFailure(what, error, givenUp ? { attempts } : { attempts, retryAt: nextAttemptAt });
    return { outcome: givenUp ? "failed" : "retry", serverDown: !isPermanentRejection(error) && isServerDown(error) };
  }
  // Delivered: recorded whoever holds the row now (none when an account deletion erased it meanwhile: eraseMailsOf).
  await prisma.outgoingMail.updateMany({ where: { id }, data: { sentAt: now, lastError: null } });
  return { outcome: "sent", serverDown: false };
}

/**
 * Delivers the queued mail `id` now, unless another sender has it or it is not due (already sent, or
 * waiting for its next attempt). Never throws: a failure is recorded and logged, and the job retries it.
 */
export async function deliverQueuedMail(id: string, now = new Date()): Promise<Attempt | null> {
  try {
    const row = await claim(id, now);
    return row && (await attempt(row, now)).outcome;
  } catch (error) {
    // The database failed: the row stays due (or leased), and the job takes it.
    log.error(`[mail] queued mail ${id} not delivered now`, { error });
    return null;
  }
}

/**
 * Queues `mail` and delivers it before returning: what a render function describes (`render`
 * reads the order, exchange… it tells of). A failure to render or queue is logged with `what` and never
 * thrown, so a mail never undoes or fails what it tells of; one to deliver is retried by the job.
 */
export async function sendRenderedMail(what: string, render: () => Promise<Mail>): Promise<void> {
  let id: string | null;
  try {
    id = await queueMail(await render(), what);
  } catch (error) {
    logMailFailure(what, error);
    return;
  }
  if (id) await deliverQueuedMail(id);
}

/**
 * Queues what `render` describes in `tx`'s transaction (rendered with that client, so it tells of the change
 * being made), for deliverQueuedMail or deliverAfterResponse once the transaction has committed: the change
 * is then never there without its mail. A failure to render never fails the change (null), even one of a
 * query inside `tx` (renderWithinChange).
 */
export async function queueRenderedMail(what: string, render: () => Promise<Mail>, tx: Db): Promise<string | null> {
  const mail = await renderWithinChange(what, render, tx);
  return mail && queueMail(mail, what, tx);
}

/** Whether `db` is a transaction's client rather than the shop's client (Prisma 7's has $transaction too). */
const inTransaction = (db: Db): db is Prisma.TransactionClient => db !== prisma;

/**
 * Runs `render` (a mail's, reading with `tx`) so that its failure never fails the change being made in `tx`'s
 * transaction (docs/adr/0040, Consequences): inside a SAVEPOINT, rolled back to on a failure, since a query
 * that failed aborts a PostgreSQL transaction and the change would be rolled back with it. The change then
 * stands without its mail (null), and leaves a trace an operator sees: the error is logged, and a row given up
 * at once (no recipient, `lastError` the render's) is written with the change, which the admin dashboard counts
 * under "Mails not delivered". The mail itself is queued by the caller after the savepoint, in the change's own
 * transaction (a row written inside a savepoint carries the savepoint's transaction id, not the change's).
 */
export async function renderWithinChange<T>(
  what: string,
  render: () => Promise<T>,
  tx: Db,
  now = new Date(),
): Promise<T | null> {
  if (!inTransaction(tx)) {
    try {
      return await render();
    } catch (error) {
      logMailFailure(what, error);
      return null;
    }
  }
  await tx.$executeRaw`SAVEPOINT render_mail`;
  try {
    const rendered = await render();
    await tx.$executeRaw`RELEASE SAVEPOINT render_mail`;
    return rendered;
  } catch (error) {
    await tx.$executeRaw`ROLLBACK TO SAVEPOINT render_mail`;
    await tx.$executeRaw`RELEASE SAVEPOINT render_mail`;
    await recordNotRendered(what, error, tx, now);
    return null;
  }
}

/**
 * Runs `compose`, a mail's render that sends no query (it words rows read already, in `tx`'s transaction), so
 * that its failure never fails the change being made in `tx`: as renderWithinChange, without its SAVEPOINT,
 * which only a query that fails needs. A failure is logged and leaves the same given-up row (null).
 */
export async function composeWithinChange<T>(
  what: string,
  compose: () => T,
  tx: Db,
  now = new Date(),
): Promise<T | null> {
  try {
    return compose();
  } catch (error) {
    if (!inTransaction(tx)) {
      logMailFailure(what, error);
      return null;
    }
    await recordNotRendered(what, error, tx, now);
    return null;
  }
}

/** A render's failure inside a change's transaction: logged, and a row given up at once written with the change. */
async function recordNotRendered(what: string, error: unknown, tx: Prisma.TransactionClient, now: Date) {
  logMailFailure(what, error);
  await tx.outgoingMail.create({
    data: {
      what,
      to: "",
      subject: "",
      text: "",
      html: "",
      createdAt: now,
      nextAttemptAt: now,
      failedAt: now,
      lastError: `not rendered: ${shortError(error)}`.slice(0, 300),
    },
    select: { id: true },
  });
}

/**
 * Replaces the words of the queued mail `id` with `mail`'s while no sender has taken it yet (no attempt):
 * for a mail queued in a transaction whose follow-up after the commit changed what it should say (a refund
 * Razorpay made at once). False when it was taken already (it goes as it was queued) or says the same.
 */
export async function rewordQueuedMail(id: string, mail: Mail): Promise<boolean> {
  const { subject, text, html } = mail;
  const { count } = await prisma.outgoingMail.updateMany({
    where: {
      id,
      to: mail.to,
      attempts: 0,
      sentAt: null,
      failedAt: null,
      OR: [{ subject: { not: subject } }, { text: { not: text } }, { html: { not: html } }],
    },
    data: { subject, text, html },
  });
  return count === 1;
}

/**
 * Withdraws the queued mails named `what` that no sender has delivered (waiting, or being tried: the unsent
 * rows eraseMailsOf deletes), in `tx`'s transaction: for a mail the change being made has proved wrong (an
 * expiry's "cancelled" when a late payment revives the order, docs/adr/0046). Deleted, as nobody is to read
 * it; one sent or given up stays. `since`, no later than the mail was written (the order's checkout), keeps
 * the look to the table's recent rows. A mail a sender is delivering at this moment may still arrive.
 * Returns how many were withdrawn.
 */
export async function withdrawQueuedMails(what: string, since: Date, tx: Prisma.TransactionClient): Promise<number> {
  const { count } = await tx.outgoingMail.deleteMany({
    where: { what, createdAt: { gte: since }, sentAt: null, failedAt: null },
  });
  return count;
}

/**
 * Queues `mail` now and delivers it once the response has been sent (Next's after(), which Vercel keeps
 * alive for), so how long sending takes does not show in the answer's timing. Never throws. Outside a
 * Next.js server (tests, scripts) it is delivered before returning.
 */
export async function sendMailAfterResponse(mail: Mail, { what }: { what: string }): Promise<void> {
  let id: string | null;
  try {
    id = await queueMail(mail, what);
  } catch (error) {
    logMailFailure(what, error);
    return;
  }
  if (id) await deliverAfterResponse(id);
}

/**
 * sendMailAfterResponse for a mail to an account's owner (a password reset link, a sign-up attempt notice):
 * queued under the account's row lock (lib/user-lock.ts), which its deletion holds from its clean-up of the
 * queue (eraseMailsOf) to its commit. A deletion under way is waited for, and the account then found gone
 * queues nothing; a deletion starting meanwhile waits for this mail and withdraws it if unsent. `compose`
 * runs under the lock (read the account again there for what the mail signs). Never throws.
 */
export async function sendAccountMailAfterResponse(
  userId: string,
  what: string,
  compose: (tx: Prisma.TransactionClient) => Promise<Mail>,
): Promise<void> {
  let id: string | null;
  try {
    id = await withUserLock(userId, async (tx) => queueMail(await compose(tx), what, tx));
  } catch (error) {
    // Deleted meanwhile: nobody to write to. Any other failure is logged, never told.
    if (!isDomainError(error, "not-found")) logMailFailure(what, error);
    return;
  }
  if (id) await deliverAfterResponse(id);
}

/** Delivers the queued mail `id` once the response has been sent (before returning outside Next.js). */
export async function deliverAfterResponse(id: string): Promise<void> {
  const deliver = async () => void (await deliverQueuedMail(id));
  if (!process.env.NEXT_RUNTIME) return deliver();
  after(deliver);
}

/**
 * Erases a deleted account's personal data from the queue, in the deletion's transaction (docs/adr/0033,
 * docs/adr/0040): the mails to `email` (whatever its case) and the mails about `about`, the ids of the
 * account's orders, exchanges, quotations, contact messages… which a row's `what` names as a word ("shop
 * alert: order <id>", "cancellation notice for <id>"), the team's alerts with the shopper's name, address
 * and words among them. Not sent yet (waiting, or being tried): deleted, as nobody is to read them now. Sent
 * or given up: kept until the 30-day clean-up as the record that they were (which mail, when, how many
 * attempts, the error, the team's address), with subject, text and html emptied and the shopper's address
 * replaced by `placeholder`.
 */
export async function eraseMailsOf(
  person: { email: string; about: string[]; placeholder: string },
  tx: Prisma.TransactionClient,
): Promise<{ deleted: number; erased: number }> {
  const { email, about, placeholder } = person;
  // One statement, one pass over the table: the words of every row's `what` are matched against `about` by a
  // hash join (an array overlap per row compares every word with every id, and a shopper with many orders
  // made it run past the statement timeout on a month of mail). Unsent and sent rows are disjoint.
  const [counts] = await tx.$queryRaw<Array<{ deleted: number; erased: number }>>`
    WITH theirs AS (
      SELECT "id" FROM "OutgoingMail" WHERE lower("to") = lower(${email})
      UNION
      SELECT m."id"
      FROM "OutgoingMail" m
      CROSS JOIN LATERAL unnest(string_to_array(m."what", ' ')) AS w(word)
      JOIN unnest(${about}::text[]) AS a(id) ON a.id = w.word
    ),
    gone AS (
      DELETE FROM "OutgoingMail"
      WHERE "id" IN (SELECT "id" FROM theirs) AND "sentAt" IS NULL AND "failedAt" IS NULL
      RETURNING 1
    ),
    erased AS (
      UPDATE "OutgoingMail"
      SET "to" = CASE WHEN lower("to") = lower(${email}) THEN ${placeholder} ELSE "to" END,
          "subject" = '', "text" = '', "html" = ''
      WHERE "id" IN (SELECT "id" FROM theirs) AND ("sentAt" IS NOT NULL OR "failedAt" IS NOT NULL)
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM gone)::int AS deleted, (SELECT count(*) FROM erased)::int AS erased`;
  return counts!;
}

export type MailRun = { sent: number; retried: number; failed: number; deleted: number };

/**
 * The send-mails job: deletes mails delivered or given up more than 30 days ago, then delivers up to
 * `limit` due mails, oldest due first, each claimed on its own so instances running it at once share the
 * work. Stops at the first failure of the server itself (it is down: the rest would fail alike).
 */
export async function sendQueuedMails(now = new Date(), limit = MAILS_PER_RUN): Promise<MailRun> {
  const before = new Date(now.getTime() - KEEP_DONE_MAILS_MS);
  const { count: deleted } = await prisma.outgoingMail.deleteMany({
    where: { OR: [{ sentAt: { lt: before } }, { failedAt: { lt: before } }] },
  });
  const run: MailRun = { sent: 0, retried: 0, failed: 0, deleted };
  for (let taken = 0; taken < limit; taken += 1) {
    const row = await claim(null, now);
    if (!row) break;
    const { outcome, serverDown } = await attempt(row, now);
    if (outcome === "sent") run.sent += 1;
    else if (outcome === "retry") run.retried += 1;
    else run.failed += 1;
    if (serverDown) break;
  }
  return run;
}
