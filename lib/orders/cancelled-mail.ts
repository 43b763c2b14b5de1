import "server-only";
import { prisma, type Prisma } from "@/lib/db";
import { deliverQueuedMail, queueRenderedMail, rewordQueuedMail, withdrawQueuedMails, type Db } from "@/lib/mail/queue";
import { formatINR } from "@/lib/money";
import { localizedPath } from "@/lib/i18n/locale-path.mjs";
import { absoluteUrl } from "@/lib/seo/site";
import { store } from "@/lib/store";
import { mailItemName, mailLocale, mailTranslator, mailHtml, mailText } from "@/lib/mail/messages";
import { escapeHtml } from "@/lib/mail/html";
import { logMailFailure } from "@/lib/mail/mailer";

// "Your order has been cancelled": sent once, when the shopper cancels before
// the order ships, the shop cancels it, or its online payment was not completed
// in time (the expiry job, reconcile's release), saying why, what happens to the
// money and, for an exchange's replacement, that the shop will decide on the
// exchange again. It is queued in the cancelling transaction (docs/adr/0040) and
// delivered after the commit. A mail failure is logged and never undoes the
// cancellation.

/**
 * Why the order was cancelled, when the mail is to say more than who did it ("as you asked", "we had to"):
 * its online payment was not completed within the payment window.
 */
export type CancellationReason = "payment-not-completed";

export async function renderCancellationMail(
  orderId: string,
  db: Db = prisma,
  { reason }: { reason?: CancellationReason } = {},
) {
  const order = await db.order.findUniqueOrThrow({
    where: { id: orderId },
    include: {
      items: { orderBy: { id: "asc" } },
      user: { select: { email: true } },
      // The order's own payment's refund, not a second payment's (lib/payments/refunds.ts).
      refunds: { where: { retriedAt: null, kind: "ORDER_PAYMENT" }, orderBy: { createdAt: "desc" }, take: 1 },
      // The cancellation itself: a later CANCELLED step is a note (a late payment refunded, lib/payments/confirm.ts).
      fulfillmentEvents: {
        where: { status: "CANCELLED" },
        orderBy: { createdAt: "asc" },
        select: { actorId: true },
        take: 1,
      },
      // A replacement shipment: the order whose exchange it was for (docs/adr/0034).
      exchangeForOrder: { select: { number: true, exchange: { select: { status: true } } } },
    },
  });
  // "As you asked" only when the shopper cancelled it themselves.
  const byShopper = order.fulfillmentEvents[0]?.actorId === order.userId;
  // In the language the order was placed in (Email namespace of messages/<locale>.json).
  const locale = mailLocale(order.locale);
  const t = mailTranslator(locale);
  const number = String(order.number);
  const refund = order.refunds[0];
  const money = refund
    ? t(refund.status === "PROCESSED" ? "refundMade" : "refundStarted", { amount: formatINR(refund.amount) })
    : order.paymentMethod === "COD"
      ? t("nothingToRefundCod")
      : t("nothingToRefund");
  // The replacement for an exchange: it will not come, and the exchange waits for the shop's new decision.
  const original = order.exchangeForOrder;
  const replacement =
    original?.exchange?.status === "REPLACEMENT_CANCELLED"
      ? t("cancelledReplacement", { number, original: String(original.number) })
      : null;
  const ordersUrl = absoluteUrl(localizedPath(locale, "/orders"));
  const lines = order.items.map((item) => `${mailItemName(locale, t, item)} × ${item.quantity}`);
  const subject = t("cancelledSubject", { store: store.name, number });
  // Why, in the text's line and the HTML's introduction.
  const [line, intro] =
    reason === "payment-not-completed"
      ? (["cancelledUnpaid", "cancelledUnpaidIntro"] as const)
      : byShopper
        ? (["cancelledAsAsked", "cancelledIntro"] as const)
        : (["cancelledByShop", "cancelledByShopIntro"] as const);
  const text = mailText(locale, [
    t("greeting", { name: order.shipFullName }),
    "",
    t(line, { number }),
    ...(replacement ? ["", replacement] : []),
    "",
    ...lines,
    "",
    money,
    "",
    t("yourOrdersLine", { url: ordersUrl }),
  ]);
  const html = mailHtml(
    locale,
    t("cancelledHeading", { number }),
    `<p>${t(intro, { name: escapeHtml(order.shipFullName) })}</p>
${replacement ? `<p>${escapeHtml(replacement)}</p>\n` : ""}<ul>${order.items.map((item) => `<li>${escapeHtml(mailItemName(locale, t, item))} × ${item.quantity}</li>`).join("")}</ul>
<p>${escapeHtml(money)}</p>
<p><a href="${escapeHtml(ordersUrl)}">${escapeHtml(t("yourOrders"))}</a></p>`,
  );
  return { to: order.user.email, subject, text, html };
}

/**
 * Queues the cancellation mail in the transaction that cancels the order (after its refund is recorded), so
 * the cancellation is never there without it; sendQueuedCancellationMail delivers it after the commit.
 */
export async function queueCancellationMail(
  orderId: string,
  tx: Db,
  options: { reason?: CancellationReason } = {},
): Promise<string | null> {
  return queueRenderedMail(cancellationMailWhat(orderId), () => renderCancellationMail(orderId, tx, options), tx);
}

/** How the queue names an order's cancellation mail (its logs, eraseMailsOf and withdrawQueuedCancellationMail). */
const cancellationMailWhat = (orderId: string) => `cancellation notice for ${orderId}`;

/**
 * Withdraws the order's cancellation mail while it is still waiting in the queue (written by the cancelling
 * transaction, not yet delivered), in `tx`'s transaction: a late payment that revives an expired order
 * (lib/payments/confirm.ts, markPaid) must not leave a "cancelled" to arrive after "back on"
 * (docs/adr/0046). One already sent stays sent; the "back on" mail answers it. `placedAt`: the order's checkout.
 */
export function withdrawQueuedCancellationMail(orderId: string, placedAt: Date, tx: Prisma.TransactionClient) {
  return withdrawQueuedMails(cancellationMailWhat(orderId), placedAt, tx);
}

/**
 * Delivers the mail queueCancellationMail queued, once the transaction has committed and, when the order's
 * payment is refunded, once Razorpay has been asked for the refund: a refund it made at once is told as made
 * ("has been made"), as when the mail was written after the request, unless a sender has taken the mail already.
 */
export async function sendQueuedCancellationMail(
  id: string | null,
  orderId: string,
  { refundRequested }: { refundRequested: boolean },
): Promise<void> {
  if (!id) return;
  if (refundRequested) {
    try {
      await rewordQueuedMail(id, await renderCancellationMail(orderId));
    } catch (error) {
      // It goes as queued: "a refund has been started".
      logMailFailure(cancellationMailWhat(orderId), error);
    }
  }
  await deliverQueuedMail(id);
}
