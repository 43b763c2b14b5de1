import "server-only";
import { prisma } from "@/lib/db";
import { logMailFailure } from "@/lib/mail/mailer";
import { deliverQueuedMail, queueMail } from "@/lib/mail/queue";
import { escapeHtml } from "@/lib/mail/html";
import { mailLocale, mailTranslator, mailHtml, mailText } from "@/lib/mail/messages";
import { formatINR } from "@/lib/money";
import { localizedPath } from "@/lib/i18n/locale-path.mjs";
import { absoluteUrl } from "@/lib/seo/site";
import { store } from "@/lib/store";
import { refundClaimMs } from "./refunds";

// "We received another payment for your order": sent once, by whichever of
// verify, the webhook and the reconcile job recorded the refund of a second
// payment captured for an order already paid or cancelled (lib/payments/
// refunds.ts, EXTRA_PAYMENT), so a shopper who sees two debits knows the
// second is coming back, also when their browser was gone. A mail failure is
// logged and changes nothing.
//
// Once: the sender takes Refund.shopperNotifiedAt (a conditional update from
// null) and queues the mail in the same transaction; the mail queue (lib/mail/
// queue.ts) delivers it, and tries again while SMTP fails. A process that dies
// between recording the refund and sending (the webhook's after() work never
// ran) leaves it null, and the reconcile job sends it
// (sendMissedSecondPaymentMails); two instances running the job, or the job
// and the after() work, never both send it.

export async function renderSecondPaymentMail(refundId: string) {
  const refund = await prisma.refund.findUniqueOrThrow({
    where: { id: refundId },
    select: {
      amount: true,
      status: true,
      providerPaymentId: true,
      order: {
        select: {
          number: true,
          locale: true,
          shipFullName: true,
          cancelledAt: true,
          user: { select: { email: true } },
        },
      },
    },
  });
  const { order } = refund;
  const locale = mailLocale(order.locale);
  const t = mailTranslator(locale);
  const number = String(order.number);
  const why = t(order.cancelledAt ? "secondPaymentCancelled" : "secondPaymentPaid", { number });
  const money = t(refund.status === "PROCESSED" ? "refundMade" : "refundStarted", { amount: formatINR(refund.amount) });
  const reference = t("secondPaymentReference", { paymentId: refund.providerPaymentId });
  const ordersUrl = absoluteUrl(localizedPath(locale, "/orders"));
  const subject = t("secondPaymentSubject", { store: store.name, number });
  const text = mailText(locale, [
    t("greeting", { name: order.shipFullName }),
    "",
    why,
    "",
    money,
    reference,
    "",
    t("yourOrdersLine", { url: ordersUrl }),
  ]);
  const html = mailHtml(
    locale,
    t("secondPaymentHeading", { number }),
    `<p>${escapeHtml(t("greeting", { name: order.shipFullName }))}</p>
<p>${escapeHtml(why)}</p>
<p>${escapeHtml(money)}<br>${escapeHtml(reference)}</p>
<p><a href="${escapeHtml(ordersUrl)}">${escapeHtml(t("yourOrders"))}</a></p>`,
  );
  return { to: order.user.email, subject, text, html };
}

/**
 * Sends the mail for a second payment's refund unless it was sent (or is being sent); true when this call
 * queued it. The marker is taken and the mail queued in one transaction: from then on the mail queue
 * (lib/mail/queue.ts) retries it until it is delivered, so the marker is never given back.
 */
export async function sendSecondPaymentMail(refundId: string, now = new Date()): Promise<boolean> {
  const what = `second payment refund notice for ${refundId}`;
  let queued: string | null | false;
  try {
    const mail = await renderSecondPaymentMail(refundId);
    queued = await prisma.$transaction(async (tx) => {
      const taken = await tx.refund.updateMany({
        where: { id: refundId, kind: "EXTRA_PAYMENT", shopperNotifiedAt: null },
        data: { shopperNotifiedAt: now },
      });
      return taken.count === 1 && (await queueMail(mail, what, tx));
    });
  } catch (error) {
    // Not queued, and the marker not taken: the reconcile job tries again.
    logMailFailure(what, error);
    return false;
  }
  if (queued === false) return false;
  if (queued) await deliverQueuedMail(queued);
  return true;
}

/** Second payments refunded this long ago, still not told, are told by the reconcile job. */
const MISSED_MAIL_LOOKBACK_MS = 48 * 60 * 60 * 1000;
const MISSED_MAILS_PER_RUN = 50;

/**
 * The reconcile job's part: sends the mail for each second payment's refund of the last 48 h that has
 * none (its sender died first), once the caller that recorded it has had its chance (its claim on the
 * refund is stale). Only the latest refund of a payment (an admin's retry copies the marker). Returns
 * how many it sent.
 */
export async function sendMissedSecondPaymentMails(now = new Date()): Promise<number> {
  const due = await prisma.refund.findMany({
    where: {
      kind: "EXTRA_PAYMENT",
      shopperNotifiedAt: null,
      retriedAt: null,
      createdAt: {
        gt: new Date(now.getTime() - MISSED_MAIL_LOOKBACK_MS),
        lt: new Date(now.getTime() - refundClaimMs()),
      },
    },
    orderBy: { createdAt: "asc" },
    take: MISSED_MAILS_PER_RUN,
    select: { id: true },
  });
  let sent = 0;
  for (const refund of due) if (await sendSecondPaymentMail(refund.id, now)) sent += 1;
  return sent;
}
