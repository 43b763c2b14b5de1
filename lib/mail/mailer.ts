import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { describeError, log } from "@/lib/observability/log.mjs";
import { store } from "@/lib/store";

// Delivers one of the shop's e-mails over SMTP when SMTP_URL is set; otherwise
// writes it as a JSON file to the outbox folder (development, tests, the demo),
// where a developer or a test can read exactly what would have been sent.
// Nothing calls deliverMail but the mail queue (lib/mail/queue.ts): the shop
// sends a mail by queueing it, so a mail SMTP could not take is tried again.

export type Mail = { to: string; subject: string; text: string; html: string };
export type SentMail = Mail & { from: string; sentAt: string };

export function outboxDirectory(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.MAIL_OUTBOX_DIR?.trim();
  if (configured) return path.resolve(configured);
  return path.resolve(env.KOSH_DATA_DIR?.trim() || ".data", "outbox");
}

function sender(env: NodeJS.ProcessEnv = process.env): string {
  return env.MAIL_FROM?.trim() || `"${store.name}" <${store.supportEmail}>`;
}

/** One transport per SMTP_URL (made on first use; a test may point SMTP_URL elsewhere). */
let transport: { url: string; transporter: nodemailer.Transporter } | undefined;
/** Outbox files this process has named (deliverMail). */
let outboxFiles = 0;

/**
 * Whether an address can never receive mail: its domain is, or is under, `.invalid`, which RFC 2606
 * reserves and nothing delivers to. A deleted account keeps such an address, deleted-<id>@invalid
 * (docs/adr/0033-account-deletion.md), for the orders tax law keeps.
 */
export function isUndeliverableAddress(address: string): boolean {
  const domain = address
    .slice(address.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, "");
  return domain === "invalid" || domain.endsWith(".invalid");
}

/**
 * Delivers one e-mail, or writes it to the outbox without SMTP_URL; throws what SMTP or the file system
 * threw. Mail to an undeliverable address (isUndeliverableAddress: a deleted account's) is not attempted:
 * nobody would read it, and an SMTP server would only bounce it.
 */
export async function deliverMail(mail: Mail): Promise<void> {
  if (isUndeliverableAddress(mail.to)) return;
  const smtpUrl = process.env.SMTP_URL?.trim();
  const from = sender();
  if (smtpUrl) {
    if (transport?.url !== smtpUrl) transport = { url: smtpUrl, transporter: nodemailer.createTransport(smtpUrl) };
    await transport.transporter.sendMail({ from, ...mail });
    return;
  }
  const directory = outboxDirectory();
  // Named in the order sent (readers sort the names, oldest first): the time, then this process's count, as
  // two mails sent within one millisecond (a queue run) came back in random order when the random part decided.
  const name = `${Date.now()}-${String(++outboxFiles).padStart(9, "0")}-${randomBytes(4).toString("hex")}.json`;
  await mkdir(directory, { recursive: true });
  const sent: SentMail = { from, ...mail, sentAt: new Date().toISOString() };
  // Written aside and renamed, so a reader listing *.json never meets half a mail.
  const partial = path.join(directory, `.${name}.partial`);
  await writeFile(partial, JSON.stringify(sent, null, 2));
  await rename(partial, path.join(directory, name));
}

/** An e-mail address in an SMTP server's answer ("550 5.1.1 <priya@example.in>: Recipient rejected"). */
const ADDRESS = /[^\s<>"'@]+@[^\s<>"'@]+\.[^\s<>"'@]+/g;

/** `text` without the e-mail addresses in it (an SMTP server's answer names the recipient). */
export function withoutAddresses(text: string): string {
  return text.replace(ADDRESS, "[address]");
}

/**
 * Logs a mail that was not sent, through the shop's logger (one line, secrets
 * scrubbed) and without its recipient: the SMTP server's answer that
 * nodemailer puts in the error names the address, and its `rejected` and
 * `recipient` fields list it again. `what` says which mail (an order or
 * exchange id, never an address). A mail the queue tries again (`retryAt`) is
 * logged as a warning; one given up, as an error.
 */
export function logMailFailure(what: string, error: unknown, tries: { attempts?: number; retryAt?: Date } = {}): void {
  // Every string of the description, a cause's message included (ADDRESS matches no quote, so the JSON stays whole).
  const described = JSON.parse(withoutAddresses(JSON.stringify(describeError(error)))) as unknown;
  const { attempts, retryAt } = tries;
  if (retryAt) log.warn(`[mail] ${what} not sent yet`, { attempts, retryAt: retryAt.toISOString(), error: described });
  else log.error(`[mail] ${what} not sent`, { ...(attempts && { attempts }), error: described });
}
