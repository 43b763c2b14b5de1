import "server-only";
import { absoluteUrl } from "@/lib/seo/site";
import { store } from "@/lib/store";
import { shopAlertRecipients } from "./alerts-address.mjs";
import { escapeHtml } from "./html";
import { logMailFailure, type Mail } from "./mailer";
import { queueMail, sendMailAfterResponse, type Db } from "./queue";

// E-mails to the shop's own team when something waits for it: a new order
// (cash on delivery placed, or paid online), an exchange request, a quotation
// request or a contact message. They go to STORE_ALERTS_EMAIL; unset, none is
// sent and the admin console still lists everything. In English, like the
// console. Queued in the transaction of what they tell of (queueShopAlert,
// docs/adr/0040) and delivered after the response, so a slow SMTP server
// delays nobody; a failure is logged and undoes nothing.

export type ShopAlert = {
  /** Names the alert in a failure's log line (an id, never an address). */
  what: string;
  subject: string;
  lines: string[];
  /** The console page that handles it ("/admin/orders/…"). */
  adminPath: string;
};

/** Every line break a mail client may break a line at. */
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;
/** Characters that only hide or reorder text (bidi overrides, controls), as lib/typed-text.ts; ZWJ, ZWNJ and tabs stay. */
const HIDDEN = /(?![\u200C\u200D\t])[\p{Cc}\p{Cf}]/gu;

/**
 * A shopper's free text (a contact message, quotation notes, an exchange note) as an alert's lines: a
 * "{label}:" line, then every line of the text quoted with "> ", in the text and the HTML part alike. Their
 * words are kept whole (not refused), yet none of their lines can pass for one of the alert's own, such as
 * a typed "From Someone <x@y> (signed in):". Put it last, after the alert's own lines. The mail's copy
 * drops characters that only hide or reorder text; the stored text keeps them.
 */
export function quotedText(label: string, text: string): string[] {
  return [`${label}:`, ...text.split(LINE_BREAK).map((line) => `> ${line.replace(HIDDEN, "")}`)];
}

/** Sends `alert` to the team, if the shop has an alerts address. Never throws. */
export async function sendShopAlert(alert: ShopAlert): Promise<void> {
  const recipients = shopAlertRecipients();
  if (!recipients?.length) return;
  try {
    await sendMailAfterResponse(composed(alert, recipients), { what: `shop alert: ${alert.what}` });
  } catch (error) {
    logMailFailure(`shop alert: ${alert.what}`, error);
  }
}

/**
 * An alert line as one line: a name or address stored before lib/typed-text.ts refused line and
 * paragraph separators keeps them, and a mail client would break the line there.
 */
const oneLine = (line: string) => line.split(LINE_BREAK).join(" ");

/**
 * Writes `alert` to the mail queue in `db`'s transaction (null without an alerts address); the caller
 * delivers it once the transaction has committed (deliverAfterResponse).
 */
export async function queueShopAlert(alert: ShopAlert, db: Db): Promise<string | null> {
  const recipients = shopAlertRecipients();
  if (!recipients?.length) return null;
  return queueMail(composed(alert, recipients), `shop alert: ${alert.what}`, db);
}

function composed(alert: ShopAlert, recipients: string[]): Mail {
  const link = absoluteUrl(alert.adminPath);
  const subject = `[${store.name}] ${oneLine(alert.subject)}`;
  const lines = alert.lines.map(oneLine);
  const text = [...lines, "", `Open it in the admin console: ${link}`].join("\n");
  const html = `<!doctype html><html lang="en"><body style="font-family:sans-serif">
<h1 style="font-size:18px">${escapeHtml(oneLine(alert.subject))}</h1>
${lines.map((line) => `<p style="margin:4px 0">${escapeHtml(line)}</p>`).join("\n")}
<p><a href="${escapeHtml(link)}">Open it in the admin console</a></p></body></html>`;
  return { to: recipients.join(", "), subject, text, html };
}
