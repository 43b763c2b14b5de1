import "server-only";
import { absoluteUrl } from "@/lib/seo/site";
import { store } from "@/lib/store";
import { shopAlertRecipients } from "./alerts-address.mjs";
import { escapeHtml } from "./html";
import { logMailFailure, sendMailAfterResponse, type Mail } from "./mailer";

// E-mails to the shop's own team when something waits for it: a new order
// (cash on delivery placed, or paid online), an exchange request, a quotation
// request or a contact message. They go to STORE_ALERTS_EMAIL; unset, none is
// sent and the admin console still lists everything. In English, like the
// console. Sent after the response, so a slow SMTP server delays nobody; a
// failure is logged and undoes nothing.

export type ShopAlert = {
  /** Names the alert in a failure's log line (an id, never an address). */
  what: string;
  subject: string;
  lines: string[];
  /** The console page that handles it ("/admin/orders/…"). */
  adminPath: string;
};

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

function composed(alert: ShopAlert, recipients: string[]): Mail {
  const link = absoluteUrl(alert.adminPath);
  const subject = `[${store.name}] ${alert.subject}`;
  const text = [...alert.lines, "", `Open it in the admin console: ${link}`].join("\n");
  const html = `<!doctype html><html lang="en"><body style="font-family:sans-serif">
<h1 style="font-size:18px">${escapeHtml(alert.subject)}</h1>
${alert.lines.map((line) => `<p style="margin:4px 0">${escapeHtml(line)}</p>`).join("\n")}
<p><a href="${escapeHtml(link)}">Open it in the admin console</a></p></body></html>`;
  return { to: recipients.join(", "), subject, text, html };
}
