import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { after } from "next/server";
import nodemailer from "nodemailer";
import { describeError, log } from "@/lib/observability/log.mjs";
import { store } from "@/lib/store";

// Sends the shop's e-mails over SMTP when SMTP_URL is set; otherwise writes
// each one as a JSON file to the outbox folder (development, tests, the demo),
// where a developer or a test can read exactly what would have been sent.

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

let transport: nodemailer.Transporter | undefined;

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
 * Sends one e-mail, or writes it to the outbox without SMTP_URL. Mail to an undeliverable address
 * (isUndeliverableAddress: a deleted account's) is not attempted: nobody would read it, and an SMTP
 * server would only bounce it. Every mail of the shop goes through here, whichever job or page sends it.
 */
export async function sendMail(mail: Mail): Promise<void> {
  if (isUndeliverableAddress(mail.to)) return;
  const smtpUrl = process.env.SMTP_URL?.trim();
  const from = sender();
  if (smtpUrl) {
    transport ??= nodemailer.createTransport(smtpUrl);
    await transport.sendMail({ from, ...mail });
    return;
  }
  const directory = outboxDirectory();
  await mkdir(directory, { recursive: true });
  const sent: SentMail = { from, ...mail, sentAt: new Date().toISOString() };
  const name = `${Date.now()}-${randomBytes(4).toString("hex")}.json`;
  // Written aside and renamed, so a reader listing *.json never meets half a mail.
  const partial = path.join(directory, `.${name}.partial`);
  await writeFile(partial, JSON.stringify(sent, null, 2));
  await rename(partial, path.join(directory, name));
}

/**
 * Sends `mail` once the response has been sent (Next's after(), which Vercel
 * keeps alive for), so how long sending takes, or whether a mail was sent at
 * all, does not show in the answer's timing. A failure is logged, never
 * thrown. Outside a Next.js server (tests, scripts) it is sent before returning.
 */
export function sendMailAfterResponse(mail: Mail, { what }: { what: string }): Promise<void> | void {
  const send = () => sendMail(mail).catch((error: unknown) => logMailFailure(what, error));
  if (!process.env.NEXT_RUNTIME) return send();
  after(send);
}

/**
 * Renders a mail and sends it; a failure of either (the record gone, SMTP refusing) is logged with
 * `what` and never thrown, so a mail never undoes or fails what it tells of.
 */
export async function sendRenderedMail(what: string, render: () => Promise<Mail>): Promise<void> {
  try {
    await sendMail(await render());
  } catch (error) {
    logMailFailure(what, error);
  }
}

/** An e-mail address in an SMTP server's answer ("550 5.1.1 <priya@example.in>: Recipient rejected"). */
const ADDRESS = /[^\s<>"'@]+@[^\s<>"'@]+\.[^\s<>"'@]+/g;

/**
 * Logs a mail that was not sent, through the shop's logger (one line, secrets
 * scrubbed) and without its recipient: the SMTP server's answer that
 * nodemailer puts in the error names the address, and its `rejected` and
 * `recipient` fields list it again. `what` says which mail (an order or
 * exchange id, never an address).
 */
export function logMailFailure(what: string, error: unknown): void {
  // Every string of the description, a cause's message included (ADDRESS matches no quote, so the JSON stays whole).
  const described = JSON.stringify(describeError(error)).replace(ADDRESS, "[address]");
  log.error(`[mail] ${what} not sent`, { error: JSON.parse(described) as unknown });
}
