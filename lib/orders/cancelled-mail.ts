import "server-only";
import { prisma } from "@/lib/db";
import { sendMail } from "@/lib/mail/mailer";
import { formatINR } from "@/lib/money";
import { absoluteUrl } from "@/lib/seo/site";
import { store } from "@/lib/store";
import { escapeHtml } from "./confirmation-mail";

// "Your order has been cancelled": sent once, when the shopper cancels before
// the order ships, saying what happens to the money. A mail failure is logged
// and never undoes the cancellation.

export async function renderCancellationMail(orderId: string) {
  const order = await prisma.order.findUniqueOrThrow({
    where: { id: orderId },
    include: {
      items: { orderBy: { id: "asc" } },
      user: { select: { email: true } },
      refunds: { where: { retriedAt: null }, orderBy: { createdAt: "desc" }, take: 1 },
    },
  });
  const refund = order.refunds[0];
  const money = refund
    ? `A refund of ${formatINR(refund.amount)} to your original payment method has been ${refund.status === "PROCESSED" ? "made" : "started"}. Banks usually show it within 5–7 working days.`
    : order.paymentMethod === "COD"
      ? "You paid nothing for this cash-on-delivery order, so there is nothing to refund."
      : "No payment was taken for this order, so there is nothing to refund.";
  const ordersUrl = absoluteUrl("/orders");
  const lines = order.items.map((item) => `${item.productName} × ${item.quantity}`);
  const subject = `Your ${store.name} order #${order.number} has been cancelled`;
  const text = [
    `Hello ${order.shipFullName},`,
    "",
    `As you asked, your order #${order.number} has been cancelled. No cancellation charge applies.`,
    "",
    ...lines,
    "",
    money,
    "",
    `Your orders: ${ordersUrl}`,
    "",
    `Questions? ${store.supportEmail} · ${store.supportPhone} (${store.openingHours})`,
    store.legalName,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<h1>Your order #${order.number} has been cancelled</h1>
<p>Hello ${escapeHtml(order.shipFullName)}, as you asked, your order has been cancelled. No cancellation charge applies.</p>
<ul>${order.items.map((item) => `<li>${escapeHtml(item.productName)} × ${item.quantity}</li>`).join("")}</ul>
<p>${escapeHtml(money)}</p>
<p><a href="${escapeHtml(ordersUrl)}">Your orders</a></p>
<p>Questions? ${escapeHtml(store.supportEmail)} · ${escapeHtml(store.supportPhone)}</p>
<p>${escapeHtml(store.legalName)}</p></body></html>`;
  return { to: order.user.email, subject, text, html };
}

export async function sendCancellationMail(orderId: string): Promise<void> {
  try {
    await sendMail(await renderCancellationMail(orderId));
  } catch (error) {
    console.error(`[mail] cancellation notice for ${orderId} not sent:`, error);
  }
}
