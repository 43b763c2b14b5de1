import "server-only";
import { prisma } from "@/lib/db";
import { queueRenderedMail, type Db } from "@/lib/mail/queue";
import { formatINR } from "@/lib/money";
import { orderDeliveryWindow, storedDate } from "@/lib/delivery/estimate";
import { localizedPath } from "@/lib/i18n/locale-path.mjs";
import { absoluteUrl } from "@/lib/seo/site";
import { store } from "@/lib/store";
import { formatWeekdayDateIST } from "@/lib/time";
import { mailItemName, mailLocale, mailTranslator, mailHtml, mailText } from "@/lib/mail/messages";
import { escapeHtml } from "@/lib/mail/html";
import { COURIERS, shipmentView } from "./couriers";

// "Your order has shipped": sent once, when the admin marks the order Shipped
// (the step that also issues its tax invoice), with links to track it and to
// the invoice. It is queued in the transaction of that step (docs/adr/0040)
// and delivered after the commit. A mail failure is logged and never undoes
// the step.

export async function renderShippedMail(orderId: string, db: Db = prisma) {
  const order = await db.order.findUniqueOrThrow({
    where: { id: orderId },
    include: { items: { orderBy: { id: "asc" } }, user: { select: { email: true } } },
  });
  // In the language the order was placed in (Email namespace of messages/<locale>.json).
  const locale = mailLocale(order.locale);
  const t = mailTranslator(locale);
  const number = String(order.number);
  const delivery = orderDeliveryWindow(order);
  const expectedBy = formatWeekdayDateIST(storedDate(delivery.latest), locale);
  // The pages in the e-mail's language (/hi/… for an order placed in Hindi).
  const trackUrl = absoluteUrl(localizedPath(locale, `/trackorder?id=${encodeURIComponent(order.id)}`));
  const invoiceUrl = absoluteUrl(localizedPath(locale, `/orders/${encodeURIComponent(order.id)}/invoice`));
  const invoice = order.invoiceNumber ?? "";
  const cash =
    order.paymentMethod === "COD" && order.paymentStatus !== "PAID"
      ? t("codKeepReady", { total: formatINR(order.total) })
      : null;
  // The courier and AWB when the admin gave them with the Shipped step (docs/adr/0038); never the e-way bill.
  const shipment = shipmentView(order);
  const named = shipment && shipment.courier !== COURIERS.OTHER.name;
  const courierLine = shipment
    ? named
      ? t("courierLine", { courier: shipment.courier, awb: shipment.trackingNumber })
      : t("courierAwbLine", { awb: shipment.trackingNumber })
    : null;
  const courierTrack =
    shipment?.trackingUrl && named
      ? {
          url: shipment.trackingUrl,
          line: t("courierTrackLine", { courier: shipment.courier, url: shipment.trackingUrl }),
        }
      : null;
  const lines = order.items.map((item) => `${mailItemName(locale, t, item)} × ${item.quantity}`);
  const subject = t("shippedSubject", { store: store.name, number });
  const text = mailText(locale, [
    t("greeting", { name: order.shipFullName }),
    "",
    t("shippedOnItsWay", { number, city: order.shipCity, date: expectedBy }),
    "",
    ...lines,
    ...(cash ? ["", cash] : []),
    ...(courierLine ? ["", courierLine, ...(courierTrack ? [courierTrack.line] : [])] : []),
    "",
    t("trackIt", { url: trackUrl }),
    t("taxInvoiceLine", { invoice, url: invoiceUrl }),
  ]);
  const intro = t("shippedIntro", {
    name: escapeHtml(order.shipFullName),
    city: escapeHtml(order.shipCity),
    date: escapeHtml(expectedBy),
  });
  const html = mailHtml(
    locale,
    t("shippedHeading", { number }),
    `<p>${intro}</p>
<ul>${order.items.map((item) => `<li>${escapeHtml(mailItemName(locale, t, item))} × ${item.quantity}</li>`).join("")}</ul>
${cash ? `<p>${escapeHtml(cash)}</p>` : ""}
${courierLine ? `<p>${escapeHtml(courierLine)}${courierTrack && shipment ? ` · <a href="${escapeHtml(courierTrack.url)}">${escapeHtml(t("courierTrack", { courier: shipment.courier }))}</a>` : ""}</p>` : ""}
<p><a href="${escapeHtml(trackUrl)}">${escapeHtml(t("trackYourOrder"))}</a> · <a href="${escapeHtml(invoiceUrl)}">${escapeHtml(t("taxInvoice", { invoice }))}</a></p>`,
  );
  return { to: order.user.email, subject, text, html };
}

/** Queues the shipped mail in the transaction that marks the order Shipped (after its invoice is issued). */
export async function queueShippedMail(orderId: string, tx: Db): Promise<string | null> {
  return queueRenderedMail(`shipping notice for ${orderId}`, () => renderShippedMail(orderId, tx), tx);
}
