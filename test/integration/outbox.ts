import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { SentMail } from "@/lib/mail/mailer";

// The e-mails the code under test "sent": without SMTP_URL, lib/mail/mailer.ts
// writes each to MAIL_OUTBOX_DIR, which test/integration/database.ts gives every
// test file its own of.

/** Every mail sent so far by this test file, oldest first; only those to `to` when given. */
export async function sentMails(to?: string): Promise<SentMail[]> {
  const directory = process.env.MAIL_OUTBOX_DIR!;
  const names = (await readdir(directory).catch(() => [] as string[])).filter((name) => name.endsWith(".json")).sort();
  const mails = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(path.join(directory, name), "utf8")) as SentMail),
  );
  return to === undefined ? mails : mails.filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
}

/** The first https?:// link in a mail's text that contains `part`. */
export function linkIn(mail: SentMail, part: string): URL {
  const found = mail.text.match(/https?:\/\/\S+/g)?.find((link) => link.includes(part));
  if (!found) throw new Error(`No link with ${part} in the mail "${mail.subject}"`);
  return new URL(found);
}

type QueueModule = typeof import("@/lib/mail/queue");

/**
 * The mail queue's module with delivery that never runs, as when the process ends right after the change
 * committed: what the change queued stays in the queue for the send-mails job. In a test file:
 *
 *   vi.mock("@/lib/mail/queue", async (importOriginal) =>
 *     (await import("@/test/integration/outbox")).withoutDelivery(await importOriginal()),
 *   );
 */
export function withoutDelivery(real: QueueModule): QueueModule {
  return { ...real, deliverQueuedMail: async () => null, deliverAfterResponse: async () => undefined };
}
