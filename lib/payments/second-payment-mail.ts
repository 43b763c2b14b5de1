import "server-only";
import { prisma } from "@/lib/db";
import { sendRenderedMail } from "@/lib/mail/mailer";
import { escapeHtml } from "@/lib/mail/html";
import { mailLocale, mailQuestionsLine, mailTranslator, mailHtml } from "@/lib/mail/messages";
import { formatINR } from "@/lib/money";
import { localizedPath } from "@/lib/i18n/locale-path.mjs";
import { absoluteUrl } from "@/lib/seo/site";
import { store } from "@/lib/store";

// "We received another payment for your order": sent once, by whichever of
// verify, the webhook and the reconcile job recorded the refund of a second
// payment captured for an order already paid or cancelled (lib/payments/
// refunds.ts, EXTRA_PAYMENT), so a shopper who sees two debits knows the
// second is coming back, also when their browser was gone. A mail failure is
// logged and changes nothing.

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
  const text = [
    t("greeting", { name: order.shipFullName }),
    "",
    why,
    "",
    money,
    reference,
    "",
    t("yourOrdersLine", { url: ordersUrl }),
    "",
    mailQuestionsLine(locale),
    store.legalName,
  ].join("\n");
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

export async function sendSecondPaymentMail(refundId: string): Promise<void> {
  await sendRenderedMail(`second payment refund notice for ${refundId}`, () => renderSecondPaymentMail(refundId));
}
