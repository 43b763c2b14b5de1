import "server-only";
import { prisma } from "@/lib/db";
import { sendMail } from "@/lib/mail/mailer";
import { formatINR } from "@/lib/money";
import { escapeHtml } from "@/lib/orders/confirmation-mail";
import { absoluteUrl } from "@/lib/seo/site";
import { store } from "@/lib/store";
import { EXCHANGE_POLICY, EXCHANGE_REASON_LABELS } from "./policy";

// E-mails to the shopper at each change of their exchange request: received,
// approved (with the replacement shipment and the charge to keep ready),
// rejected (with the admin's message). Sent after the commit; a mail failure
// is logged and never undoes the change.

export type ExchangeMailKind = "requested" | "approved" | "rejected";

export async function renderExchangeMail(exchangeId: string, kind: ExchangeMailKind) {
  const exchange = await prisma.exchange.findUniqueOrThrow({
    where: { id: exchangeId },
    select: {
      adminMessage: true,
      items: {
        orderBy: { id: "asc" },
        select: { quantity: true, reason: true, orderItem: { select: { productName: true } } },
      },
      order: {
        select: {
          id: true,
          number: true,
          shipFullName: true,
          user: { select: { email: true } },
          replacementOrder: { select: { id: true, number: true, total: true } },
        },
      },
    },
  });
  const { order } = exchange;
  const ordersUrl = absoluteUrl("/orders");
  const lines = exchange.items.map(
    (item) => `${item.orderItem.productName} × ${item.quantity} (${EXCHANGE_REASON_LABELS[item.reason]})`,
  );
  const replacement = order.replacementOrder;
  const subject = {
    requested: `We have your exchange request for order #${order.number}`,
    approved: `Your exchange for order #${order.number} is approved`,
    rejected: `Your exchange request for order #${order.number} was not approved`,
  }[kind];
  const body: string[] = {
    requested: [
      `We have received your exchange request for order #${order.number} and will reply soon.`,
      EXCHANGE_POLICY,
    ],
    approved: [
      `Your exchange for order #${order.number} is approved.`,
      ...(replacement
        ? [
            `The replacement ships as order #${replacement.number}. Please keep ${formatINR(replacement.total)} ready for the exchange delivery charge, payable on delivery.`,
          ]
        : []),
      ...(exchange.adminMessage ? [`Message from ${store.name}: ${exchange.adminMessage}`] : []),
    ],
    rejected: [
      `Your exchange request for order #${order.number} was not approved.`,
      `Message from ${store.name}: ${exchange.adminMessage ?? ""}`,
    ],
  }[kind];
  const text = [
    `Hello ${order.shipFullName},`,
    "",
    ...body,
    "",
    ...lines,
    "",
    `See it in My Orders: ${ordersUrl}`,
    "",
    `Questions? ${store.supportEmail} · ${store.supportPhone} (${store.openingHours})`,
    store.legalName,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<h1>${escapeHtml(subject)}</h1>
<p>Hello ${escapeHtml(order.shipFullName)},</p>
${body.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>
<p><a href="${escapeHtml(ordersUrl)}">See it in My Orders</a></p>
<p>Questions? ${escapeHtml(store.supportEmail)} · ${escapeHtml(store.supportPhone)}</p>
<p>${escapeHtml(store.legalName)}</p></body></html>`;
  return { to: order.user.email, subject, text, html };
}

export async function sendExchangeMail(exchangeId: string, kind: ExchangeMailKind): Promise<void> {
  try {
    await sendMail(await renderExchangeMail(exchangeId, kind));
  } catch (error) {
    console.error(`[mail] exchange ${kind} notice for ${exchangeId} not sent:`, error);
  }
}
