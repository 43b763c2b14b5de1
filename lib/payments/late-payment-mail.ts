import "server-only";
import { prisma } from "@/lib/db";
import { escapeHtml } from "@/lib/mail/html";
import { logMailFailure } from "@/lib/mail/mailer";
import { mailHtml, mailItemName, mailLocale, mailText, mailTranslator } from "@/lib/mail/messages";
import { deliverQueuedMail, queueRenderedMail, rewordQueuedMail, type Db } from "@/lib/mail/queue";
import { localizedPath } from "@/lib/i18n/locale-path.mjs";
import { formatINR } from "@/lib/money";
import { absoluteUrl } from "@/lib/seo/site";
import { store } from "@/lib/store";

// "Your payment for order #N is being refunded": a payment Razorpay captured after the order had been
// cancelled (the expiry job's "no payment was taken", the shopper's own cancel, a newer checkout) that
// cannot bring the order back (lib/payments/confirm.ts, markPaid), so the order stays cancelled and the
// money goes back. Said plainly, with why, so the shopper does not read the earlier cancellation mail and a
// debit as a contradiction (docs/adr/0046-late-payment-after-expiry.md). Queued by markPaid in the payment's
// transaction (docs/adr/0040), delivered after the refund has been asked of Razorpay. A payment that does
// revive the order gets its confirmation instead, saying it is back on (lib/orders/confirmation-mail.ts).

/**
 * Why the late payment does not revive the order, as the shopper is told: they had cancelled it themselves,
 * they had ordered again since (the newer order stands), or the order can no longer be filled as placed
 * (its stock sold, its quotation withdrawn or expired).
 */
export type LateRefundReason = "cancelled-by-you" | "ordered-again" | "unavailable";

const REASON_LINE = {
  "cancelled-by-you": "latePaymentAfterYourCancel",
  "ordered-again": "latePaymentOrderedAgain",
  unavailable: "latePaymentUnavailable",
} as const;

export async function renderLatePaymentRefundMail(orderId: string, reason: LateRefundReason, db: Db = prisma) {
  const order = await db.order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      number: true,
      locale: true,
      shipFullName: true,
      user: { select: { email: true } },
      items: { orderBy: { id: "asc" } },
      // The order's own payment's refund (markPaid records it just before), not a second payment's.
      refunds: { where: { retriedAt: null, kind: "ORDER_PAYMENT" }, orderBy: { createdAt: "desc" }, take: 1 },
    },
  });
  // In the language the order was placed in (Email namespace of messages/<locale>.json).
  const locale = mailLocale(order.locale);
  const t = mailTranslator(locale);
  const number = String(order.number);
  const refund = order.refunds[0];
  const why = t(REASON_LINE[reason], { number });
  const money = refund
    ? t(refund.status === "PROCESSED" ? "refundMade" : "refundStarted", { amount: formatINR(refund.amount) })
    : null;
  const reference = refund ? t("secondPaymentReference", { paymentId: refund.providerPaymentId }) : null;
  const lines = order.items.map((item) => `${mailItemName(locale, t, item)} × ${item.quantity}`);
  const ordersUrl = absoluteUrl(localizedPath(locale, "/orders"));
  const subject = t("latePaymentRefundSubject", { store: store.name, number });
  const text = mailText(locale, [
    t("greeting", { name: order.shipFullName }),
    "",
    why,
    "",
    ...lines,
    ...(money && reference ? ["", money, reference] : []),
    "",
    t("yourOrdersLine", { url: ordersUrl }),
  ]);
  const html = mailHtml(
    locale,
    t("latePaymentRefundHeading", { number }),
    `<p>${escapeHtml(t("greeting", { name: order.shipFullName }))}</p>
<p>${escapeHtml(why)}</p>
<ul>${order.items.map((item) => `<li>${escapeHtml(mailItemName(locale, t, item))} × ${item.quantity}</li>`).join("")}</ul>
${money && reference ? `<p>${escapeHtml(money)}<br>${escapeHtml(reference)}</p>\n` : ""}<p><a href="${escapeHtml(ordersUrl)}">${escapeHtml(t("yourOrders"))}</a></p>`,
  );
  return { to: order.user.email, subject, text, html };
}

const what = (orderId: string) => `late payment refund notice for ${orderId}`;

/** Queues the mail in markPaid's transaction (after the refund is recorded); null when it was not queued. */
export function queueLatePaymentRefundMail(orderId: string, reason: LateRefundReason, tx: Db): Promise<string | null> {
  return queueRenderedMail(what(orderId), () => renderLatePaymentRefundMail(orderId, reason, tx), tx);
}

/**
 * Delivers the queued mail once the payment's transaction has committed and Razorpay has been asked for the
 * refund: a refund it made at once is told as made, unless a sender has taken the mail already (it then goes
 * as queued: "has been started").
 */
export async function sendQueuedLatePaymentRefundMail(
  id: string,
  orderId: string,
  reason: LateRefundReason,
  { refundRequested }: { refundRequested: boolean },
): Promise<void> {
  if (refundRequested) {
    try {
      await rewordQueuedMail(id, await renderLatePaymentRefundMail(orderId, reason));
    } catch (error) {
      logMailFailure(what(orderId), error);
    }
  }
  await deliverQueuedMail(id);
}
