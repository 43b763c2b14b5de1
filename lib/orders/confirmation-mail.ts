import "server-only";
import { prisma, type Prisma } from "@/lib/db";
import { escapeHtml } from "@/lib/mail/html";
import type { Mail } from "@/lib/mail/mailer";
import {
  composeWithinChange,
  deliverAfterResponse,
  deliverQueuedMail,
  queueRenderedMail,
  renderWithinChange,
  type Db,
} from "@/lib/mail/queue";
import { queueShopAlert } from "@/lib/mail/shop-alerts";
import { formatINR } from "@/lib/money";
import { orderDeliveryWindow, storedDate } from "@/lib/delivery/estimate";
import { SHIPPING_METHOD_NAME } from "@/lib/shipping";
import { store } from "@/lib/store";
import { formatWeekdayDateIST } from "@/lib/time";
import { mailItemName, mailLocale, mailStateAndCountry, mailTranslator, mailHtml, mailText } from "@/lib/mail/messages";
import { composeNewOrderAlert, renderNewOrderAlert } from "./order-alert";

// The order confirmation e-mail: sent once, when a COD order is placed or an
// online order is paid. A mail failure is logged and never undoes the order.

const confirmationInclude = {
  items: { orderBy: { id: "asc" } },
  user: { select: { email: true, name: true } },
} satisfies Prisma.OrderInclude;
type OrderForConfirmation = Prisma.OrderGetPayload<{ include: typeof confirmationInclude }>;

const readForConfirmation = (orderId: string, db: Db) =>
  db.order.findUniqueOrThrow({ where: { id: orderId }, include: confirmationInclude });

/**
 * `revived`: an online order the expiry job had cancelled ("no payment was taken") and a payment arriving
 * afterwards brought back (lib/payments/confirm.ts): the confirmation says so plainly before the usual details
 * (docs/adr/0046-late-payment-after-expiry.md).
 */
type ConfirmationOptions = { revived?: boolean };

export async function renderOrderConfirmation(orderId: string, db: Db = prisma, options: ConfirmationOptions = {}) {
  return composeOrderConfirmation(await readForConfirmation(orderId, db), options);
}

function composeOrderConfirmation(order: OrderForConfirmation, { revived = false }: ConfirmationOptions = {}): Mail {
  // In the language the order was placed in (Email namespace of messages/<locale>.json).
  const locale = mailLocale(order.locale);
  const t = mailTranslator(locale);
  const number = String(order.number);
  const delivery = orderDeliveryWindow(order);
  const payment =
    order.paymentMethod === "COD" ? t("codKeepReady", { total: formatINR(order.total) }) : t("paidOnline");
  const named = (item: Parameters<typeof mailItemName>[2]) => mailItemName(locale, t, item);
  const lines = order.items.map((item) => `${named(item)} × ${item.quantity}: ${formatINR(item.lineTotal)}`);
  const place = mailStateAndCountry(locale, order.shipState, order.shipCountry);
  const address = [
    order.shipFullName,
    order.shipStreet,
    `${order.shipCity}, ${place.state} ${order.shipPostalCode}`,
    place.country,
    order.shipPhone,
  ];
  const shippingFee = order.shippingFee === 0 ? t("free") : formatINR(order.shippingFee);
  const expected = t("expectedBetween", {
    method: locale === "en" ? SHIPPING_METHOD_NAME : t("shippingMethod"),
    from: formatWeekdayDateIST(storedDate(delivery.earliest), locale),
    to: formatWeekdayDateIST(storedDate(delivery.latest), locale),
  });
  const subject = t(revived ? "revivedSubject" : "confirmedSubject", { store: store.name, number });
  const text = mailText(locale, [
    t("greeting", { name: order.shipFullName }),
    "",
    revived ? t("revivedLine", { number }) : t("confirmedThanks", { number, id: order.id }),
    "",
    ...lines,
    t("shippingLine", { fee: shippingFee }),
    t("totalLine", { total: formatINR(order.total) }),
    payment,
    "",
    expected,
    "",
    t("deliveringTo"),
    ...address,
  ]);
  const intro = revived
    ? t("revivedIntro", { name: escapeHtml(order.shipFullName), number })
    : t.markup("confirmedIntro", {
        name: escapeHtml(order.shipFullName),
        id: escapeHtml(order.id),
        strong: (chunks) => `<strong>${chunks}</strong>`,
      });
  const html = mailHtml(
    locale,
    t(revived ? "revivedHeading" : "confirmedHeading", { number }),
    `<p>${intro}</p>
<table cellpadding="6" style="border-collapse:collapse">${order.items
      .map(
        (item) =>
          `<tr><td>${escapeHtml(named(item))} × ${item.quantity}</td><td align="right">${formatINR(item.lineTotal)}</td></tr>`,
      )
      .join("")}
<tr><td>${escapeHtml(t("shipping"))}</td><td align="right">${escapeHtml(shippingFee)}</td></tr>
<tr><td><strong>${escapeHtml(t("total"))}</strong> ${escapeHtml(t("inclusiveOfTaxes"))}</td><td align="right"><strong>${formatINR(order.total)}</strong></td></tr></table>
<p>${escapeHtml(payment)}</p>
<p>${escapeHtml(expected)}</p>
<p>${escapeHtml(t("deliveringTo"))}<br>${address.map(escapeHtml).join("<br>")}</p>`,
  );
  return { to: order.user.email, subject, text, html };
}

/** Mails an order placement or payment queued in its transaction: delivered by sendQueuedOrderConfirmation after it commits. */
export type QueuedOrderMails = { confirmation: string | null; alert: string | null };

/**
 * Queues the shopper's confirmation and the team's new-order alert (STORE_ALERTS_EMAIL) in the transaction
 * that places the order (cash on delivery) or records its online payment (lib/payments/confirm.ts, markPaid),
 * so the order is never there without its mails. A mail that fails to render is
 * logged and left out: the order stands.
 */
export async function queueOrderConfirmation(
  orderId: string,
  tx: Db,
  options: ConfirmationOptions = {},
): Promise<QueuedOrderMails> {
  const alertWhat = `shop alert: order ${orderId}`;
  // The alert words the order as the confirmation read it (the same transaction, nothing written in
  // between); it reads the order itself only when that read failed.
  const read: { order?: OrderForConfirmation } = {};
  const confirmation = await queueRenderedMail(
    `order confirmation for ${orderId}`,
    async () => composeOrderConfirmation((read.order = await readForConfirmation(orderId, tx)), options),
    tx,
  );
  const { order } = read;
  const alert = order
    ? await composeWithinChange(alertWhat, () => composeNewOrderAlert(orderId, order, options), tx)
    : await renderWithinChange(alertWhat, () => renderNewOrderAlert(orderId, tx, options), tx);
  return { confirmation, alert: alert && (await queueShopAlert(alert, tx)) };
}

/** Delivers what queueOrderConfirmation queued, once its transaction has committed: the confirmation now, the alert after the answer. */
export async function sendQueuedOrderConfirmation({ confirmation, alert }: QueuedOrderMails): Promise<void> {
  if (confirmation) await deliverQueuedMail(confirmation);
  if (alert) await deliverAfterResponse(alert);
}
