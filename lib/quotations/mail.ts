import "server-only";
import { prisma } from "@/lib/db";
import { escapeHtml } from "@/lib/mail/html";
import { sendRenderedMail } from "@/lib/mail/queue";
import { mailItemName, mailLocale, mailTranslator, mailHtml, mailText } from "@/lib/mail/messages";
import { localizedPath } from "@/lib/i18n/locale-path.mjs";
import { formatINR } from "@/lib/money";
import { absoluteUrl } from "@/lib/seo/site";
import { store } from "@/lib/store";
import { formatLongDateIST } from "@/lib/time";

// The e-mail a shopper gets when the admin answers their quotation: approved (the price, until when, and
// where to check out), rejected (the shop's message), or an approval withdrawn (the shop's message: it can
// no longer be checked out). In the language the quotation was asked for in (Quotation.locale), as order
// e-mails are in their order's. Sent after the commit; a mail failure is logged and never undoes the answer.

export type QuotationMailKind = "approved" | "rejected" | "withdrawn";

/** The quotation's number as the shopper's and the admin's cards show it. */
export const quotationNumber = (id: string) => id.slice(-6);

export async function renderQuotationMail(quotationId: string, kind: QuotationMailKind) {
  const quotation = await prisma.quotation.findUniqueOrThrow({
    where: { id: quotationId },
    select: {
      id: true,
      locale: true,
      quotedPrice: true,
      validUntil: true,
      adminResponse: true,
      user: { select: { name: true, email: true } },
      items: {
        orderBy: { id: "asc" },
        select: { quantity: true, size: true, color: true, product: { select: { name: true, nameHi: true } } },
      },
    },
  });
  const locale = mailLocale(quotation.locale);
  const t = mailTranslator(locale);
  const number = quotationNumber(quotation.id);
  const url = absoluteUrl(localizedPath(locale, "/my"));
  const lines = quotation.items.map(
    (item) =>
      `${mailItemName(locale, t, {
        productName: item.product.name,
        productNameHi: item.product.nameHi,
        size: item.size,
        color: item.color,
      })} × ${item.quantity}`,
  );
  const fromShop = quotation.adminResponse
    ? [t("messageFrom", { store: store.name, message: quotation.adminResponse })]
    : [];
  const subject = {
    approved: t("quotationApprovedSubject", { number }),
    rejected: t("quotationRejectedSubject", { number }),
    withdrawn: t("quotationWithdrawnSubject", { number }),
  }[kind];
  const body: string[] = {
    approved: [
      t("quotationApproved", {
        number,
        price: formatINR(quotation.quotedPrice ?? 0),
        date: quotation.validUntil ? formatLongDateIST(quotation.validUntil, locale) : "",
      }),
      ...fromShop,
      t("quotationCheckOutLine", { url }),
    ],
    rejected: [t("quotationRejected", { number }), ...fromShop, t("quotationSeeLine", { url })],
    withdrawn: [t("quotationWithdrawn", { number }), ...fromShop, t("quotationSeeLine", { url })],
  }[kind];
  const text = mailText(locale, [t("greeting", { name: quotation.user.name }), "", ...body, "", ...lines]);
  const html = mailHtml(
    locale,
    subject,
    `<p>${escapeHtml(t("greeting", { name: quotation.user.name }))}</p>
${body.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
  );
  return { to: quotation.user.email, subject, text, html };
}

export async function sendQuotationMail(quotationId: string, kind: QuotationMailKind): Promise<void> {
  await sendRenderedMail(`quotation ${kind} notice for ${quotationId}`, () => renderQuotationMail(quotationId, kind));
}
