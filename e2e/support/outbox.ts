import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

// The e-mails the server under test has sent: with no SMTP_URL it writes each
// one as a JSON file to its outbox (lib/mail/mailer.ts: MAIL_OUTBOX_DIR, else
// <KOSH_DATA_DIR or .data>/outbox), renamed into place once written whole.
// Mails sent after the answer may arrive a moment later: poll for them.

export type SentMail = { to: string; subject: string; text: string; html: string };

const outbox = () =>
  path.resolve(
    process.env.MAIL_OUTBOX_DIR?.trim() || path.join(process.env.KOSH_DATA_DIR?.trim() || ".data", "outbox"),
  );

/** Every mail sent to `email` so far, oldest first. */
export async function mailsTo(email: string): Promise<SentMail[]> {
  const names = (await readdir(outbox()).catch(() => [] as string[])).filter((name) => name.endsWith(".json")).sort();
  const mails = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(path.join(outbox(), name), "utf8")) as SentMail),
  );
  return mails.filter((mail) => mail.to === email);
}
