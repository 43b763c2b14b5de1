import "server-only";
import { prisma } from "@/lib/db";
import { escapeHtml } from "@/lib/mail/html";
import { deliverQueuedMail, queueRenderedMail, type Db } from "@/lib/mail/queue";
import { mailItemName, mailLocale, mailTranslator, mailHtml, mailText } from "@/lib/mail/messages";
import type { Locale } from "@/lib/i18n/locale";
import { localizedPath } from "@/lib/i18n/locale-path.mjs";
import { formatINR } from "@/lib/money";
import { absoluteUrl } from "@/lib/seo/site";
import { store } from "@/lib/store";
import { formatLongDateIST } from "@/lib/time";

// The e-mail a shopper gets when the admin answers their quotation: approved (the price, until when, and
// where to check out), rejected (the shop's message), or an approval withdrawn (the shop's message: it can
// no longer be checked out). In the language the quotation was asked for in (Quotation.locale), as order
// e-mails are in their order's; for one asked before that was recorded (null), in the shopper's latest
// recorded language (quotationMailLocale, docs/adr/0047), else English. Queued in the transaction that
// records the answer (docs/adr/0040) and delivered after it commits; a mail failure is logged and never
// undoes the answer.

export type QuotationMailKind = "approved" | "rejected" | "withdrawn";

/** The quotation's number as the shopper's and the admin's cards show it. */
export const quotationNumber = (id: string) => id.slice(-6);

/**
 * The language of a quotation's mails: the one it was asked in; when that was not recorded (asked before
 * Quotation.locale was), the one of the shopper's latest quotation or order whose language is (the
 * account stores no preferred language: what they last used the shop in is the best known); else English.
 */
export async function quotationMailLocale(
  quotation: { userId: string; locale: string | null },
  db: Db = prisma,
): Promise<Locale> {
  if (quotation.locale !== null) return mailLocale(quotation.locale);
  const latest = { orderBy: { createdAt: "desc" }, select: { locale: true, createdAt: true } } as const;
  // `db` may be a transaction's, one connection: both reads start in the same tick, so Prisma sends them as one
  // batch, one after another (lib/db-transactions.int.test.ts). No findUnique here, no await before either.
  const [asked, ordered] = await Promise.all([
    db.quotation.findFirst({ where: { userId: quotation.userId, locale: { not: null } }, ...latest }),
    db.order.findFirst({ where: { userId: quotation.userId }, ...latest }),
  ]);
  const newest = [asked, ordered].filter((row) => row !== null).sort((a, b) => +b.createdAt - +a.createdAt)[0];
  return mailLocale(newest?.locale);
}

export async function renderQuotationMail(quotationId: string, kind: QuotationMailKind, db: Db = prisma) {
  const quotation = await db.quotation.findUniqueOrThrow({
    where: { id: quotationId },
    select: {
      id: true,
      userId: true,
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
  const locale = await quotationMailLocale(quotation, db);
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

/**
 * Queues the answer's mail in the transaction that records it (rendered with that client, so it tells of the
 * answer being made): the answer is never there without its mail. Delivered by deliverQueuedMail after the commit.
 */
export async function queueQuotationMail(quotationId: string, kind: QuotationMailKind, tx: Db): Promise<string | null> {
  return queueRenderedMail(
    `quotation ${kind} notice for ${quotationId}`,
    () => renderQuotationMail(quotationId, kind, tx),
    tx,
  );
}

/** Delivers the mail queueQuotationMail queued, once its transaction has committed (before the answer, as before). */
export async function sendQueuedQuotationMail(id: string | null): Promise<void> {
  if (id) await deliverQueuedMail(id);
}
