import "server-only";
import { prisma } from "@/lib/db";
import { sendMail } from "@/lib/mail/mailer";
import { formatINR } from "@/lib/money";
import { orderDeliveryWindow, storedDate } from "@/lib/delivery/estimate";
import { SHIPPING_METHOD_NAME } from "@/lib/shipping";
import { store } from "@/lib/store";
import { formatWeekdayDateIST } from "@/lib/time";

// The order confirmation e-mail: sent once, when a COD order is placed or an
// online order is paid. A mail failure is logged and never undoes the order.

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export async function renderOrderConfirmation(orderId: string) {
  const order = await prisma.order.findUniqueOrThrow({
    where: { id: orderId },
    include: { items: { orderBy: { id: "asc" } }, user: { select: { email: true, name: true } } },
  });
  const delivery = orderDeliveryWindow(order);
  const payment =
    order.paymentMethod === "COD" ? `Cash on delivery: please keep ${formatINR(order.total)} ready.` : "Paid online.";
  const lines = order.items.map((item) => `${item.productName} × ${item.quantity}: ${formatINR(item.lineTotal)}`);
  const address = [
    order.shipFullName,
    order.shipStreet,
    `${order.shipCity}, ${order.shipState} ${order.shipPostalCode}`,
    order.shipCountry,
    order.shipPhone,
  ];
  const subject = `Your ${store.name} order #${order.number} is confirmed`;
  const text = [
    `Hello ${order.shipFullName},`,
    "",
    `Thank you for your order #${order.number} (${order.id}).`,
    "",
    ...lines,
    `Shipping: ${order.shippingFee === 0 ? "Free" : formatINR(order.shippingFee)}`,
    `Total: ${formatINR(order.total)} (inclusive of all taxes)`,
    payment,
    "",
    `${SHIPPING_METHOD_NAME}: expected between ${formatWeekdayDateIST(storedDate(delivery.earliest))} and ${formatWeekdayDateIST(storedDate(delivery.latest))}.`,
    "",
    "Delivering to:",
    ...address,
    "",
    `Questions? ${store.supportEmail} · ${store.supportPhone} (${store.openingHours})`,
    store.legalName,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<h1>Thank you for your order #${order.number}</h1>
<p>Hello ${escapeHtml(order.shipFullName)}, your order <strong>${escapeHtml(order.id)}</strong> is confirmed.</p>
<table cellpadding="6" style="border-collapse:collapse">${order.items
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.productName)} × ${item.quantity}</td><td align="right">${formatINR(item.lineTotal)}</td></tr>`,
    )
    .join("")}
<tr><td>Shipping</td><td align="right">${order.shippingFee === 0 ? "Free" : formatINR(order.shippingFee)}</td></tr>
<tr><td><strong>Total</strong> (inclusive of all taxes)</td><td align="right"><strong>${formatINR(order.total)}</strong></td></tr></table>
<p>${escapeHtml(payment)}</p>
<p>${SHIPPING_METHOD_NAME}: expected between ${formatWeekdayDateIST(storedDate(delivery.earliest))} and ${formatWeekdayDateIST(storedDate(delivery.latest))}.</p>
<p>Delivering to:<br>${address.map(escapeHtml).join("<br>")}</p>
<p>Questions? ${escapeHtml(store.supportEmail)} · ${escapeHtml(store.supportPhone)}</p>
<p>${escapeHtml(store.legalName)}</p></body></html>`;
  return { to: order.user.email, subject, text, html };
}

export async function sendOrderConfirmation(orderId: string): Promise<void> {
  try {
    await sendMail(await renderOrderConfirmation(orderId));
  } catch (error) {
    console.error(`[mail] order confirmation for ${orderId} not sent:`, error);
  }
}
