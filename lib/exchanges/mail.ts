import "server-only";
import { prisma } from "@/lib/db";
import { queueRenderedMail, type Db } from "@/lib/mail/queue";
import { formatINR } from "@/lib/money";
import { escapeHtml } from "@/lib/mail/html";
import { localizedPath } from "@/lib/i18n/locale-path.mjs";
import { absoluteUrl } from "@/lib/seo/site";
import { store } from "@/lib/store";
import type { ExchangeReason } from "@/lib/generated/prisma/enums";
import { mailItemName, mailLocale, mailStateAndCountry, mailTranslator, mailHtml, mailText } from "@/lib/mail/messages";
import { codUnavailableStateAt } from "@/lib/delivery/estimate";
import { COUNTRY } from "@/lib/india";

// E-mails to the shopper at each change of their exchange request: received,
// approved (with the replacement shipment and the charge to keep ready),
// rejected (with the admin's message), closed (rejected after its
// replacement was cancelled: it had been approved), or withdrawn by the shopper
// (a confirmation of what they did, listing what they had asked to exchange).
// Queued in the transaction of the change (docs/adr/0040) and delivered after
// its commit; a mail failure is logged and never undoes the change.

export type ExchangeMailKind = "requested" | "approved" | "rejected" | "withdrawn";

/** The Email.exchangeReasons key of each reason (the English texts are ./policy.ts's EXCHANGE_REASON_LABELS). */
const REASON_KEYS = {
  DAMAGED: "damaged",
  DEFECTIVE: "defective",
  WRONG_ITEM: "wrongItem",
  WRONG_SIZE_OR_COLOUR: "wrongSizeOrColour",
  OTHER: "other",
} as const satisfies Record<ExchangeReason, string>;

export async function renderExchangeMail(exchangeId: string, kind: ExchangeMailKind, db: Db = prisma) {
  const exchange = await db.exchange.findUniqueOrThrow({
    where: { id: exchangeId },
    select: {
      adminMessage: true,
      items: {
        orderBy: { id: "asc" },
        select: {
          quantity: true,
          reason: true,
          orderItem: { select: { productName: true, productNameHi: true, size: true, color: true } },
        },
      },
      order: {
        select: {
          id: true,
          number: true,
          shipFullName: true,
          shipState: true,
          shipPostalCode: true,
          locale: true,
          user: { select: { email: true } },
          // The latest replacement: after an approval, the one just created (docs/adr/0034).
          replacementOrders: { orderBy: { number: "desc" }, take: 1, select: { id: true, number: true, total: true } },
        },
      },
    },
  });
  const { order } = exchange;
  // In the language the order was placed in (Email namespace of messages/<locale>.json).
  const locale = mailLocale(order.locale);
  const t = mailTranslator(locale);
  const number = String(order.number);
  const ordersUrl = absoluteUrl(localizedPath(locale, "/orders"));
  const lines = exchange.items.map(
    (item) =>
      `${mailItemName(locale, t, item.orderItem)} × ${item.quantity} (${t(`exchangeReasons.${REASON_KEYS[item.reason]}`)})`,
  );
  const replacement = order.replacementOrders[0];
  const noCod = codUnavailableStateAt({ postalCode: order.shipPostalCode, state: order.shipState });
  const fromShop = (message: string) => t("messageFrom", { store: store.name, message });
  // Rejected after its replacement was cancelled (docs/adr/0034): it had been approved, so it is closed, not "not approved".
  const closed = kind === "rejected" && replacement ? { number, replacement: String(replacement.number) } : null;
  const subject = {
    requested: t("exchangeRequestedSubject", { number }),
    approved: t("exchangeApprovedSubject", { number }),
    rejected: closed ? t("exchangeClosedSubject", { number }) : t("exchangeRejectedSubject", { number }),
    withdrawn: t("exchangeWithdrawnSubject", { number }),
  }[kind];
  const body: string[] = {
    requested: [
      t("exchangeReceived", { number }),
      // Where a replacement's charge cannot be paid on delivery, the shop arranges it (docs/adr/0010).
      ...(noCod ? [t("exchangeCodUnavailable", { state: mailStateAndCountry(locale, noCod, COUNTRY).state })] : []),
      t("exchangePolicy"),
    ],
    approved: [
      t("exchangeApproved", { number }),
      ...(replacement
        ? [t("exchangeReplacement", { number: String(replacement.number), total: formatINR(replacement.total) })]
        : []),
      ...(exchange.adminMessage ? [fromShop(exchange.adminMessage)] : []),
    ],
    rejected: [
      closed ? t("exchangeClosed", closed) : t("exchangeRejected", { number }),
      fromShop(exchange.adminMessage ?? ""),
    ],
    withdrawn: [t("exchangeWithdrawn", { number })],
  }[kind];
  const text = mailText(locale, [
    t("greeting", { name: order.shipFullName }),
    "",
    ...body,
    "",
    ...lines,
    "",
    t("seeInMyOrdersLine", { url: ordersUrl }),
  ]);
  const html = mailHtml(
    locale,
    subject,
    `<p>${escapeHtml(t("greeting", { name: order.shipFullName }))}</p>
${body.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>
<p><a href="${escapeHtml(ordersUrl)}">${escapeHtml(t("seeInMyOrders"))}</a></p>`,
  );
  return { to: order.user.email, subject, text, html };
}

/** Queues the mail of the change `kind` in the transaction making it; the caller delivers it after the commit. */
export async function queueExchangeMail(exchangeId: string, kind: ExchangeMailKind, tx: Db): Promise<string | null> {
  return queueRenderedMail(
    `exchange ${kind} notice for ${exchangeId}`,
    () => renderExchangeMail(exchangeId, kind, tx),
    tx,
  );
}
