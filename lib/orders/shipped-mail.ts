import "server-only";
import { prisma } from "@/lib/db";
import { sendMail } from "@/lib/mail/mailer";
import { formatINR } from "@/lib/money";
import { orderDeliveryWindow, storedDate } from "@/lib/delivery/estimate";
import { absoluteUrl } from "@/lib/seo/site";
import { store } from "@/lib/store";
import { formatWeekdayDateIST } from "@/lib/time";
import { escapeHtml } from "./confirmation-mail";

// "Your order has shipped": sent once, when the admin marks the order Shipped
// (the step that also issues its tax invoice), with links to track it and to
// the invoice. A mail failure is logged and never undoes the step.

export async function renderShippedMail(orderId: string) {
  const order = await prisma.order.findUniqueOrThrow({
    where: { id: orderId },
    include: { items: { orderBy: { id: "asc" } }, user: { select: { email: true } } },
  });
  const delivery = orderDeliveryWindow(order);
  const trackUrl = absoluteUrl(`/trackorder?id=${encodeURIComponent(order.id)}`);
  const invoiceUrl = absoluteUrl(`/orders/${encodeURIComponent(order.id)}/invoice`);
  const cash =
    order.paymentMethod === "COD" && order.paymentStatus !== "PAID"
      ? `Cash on delivery: please keep ${formatINR(order.total)} ready.`
      : null;
  const lines = order.items.map((item) => `${item.productName} × ${item.quantity}`);
  const subject = `Your ${store.name} order #${order.number} has shipped`;
  const text = [
    `Hello ${order.shipFullName},`,
    "",
    `Your order #${order.number} is on its way to ${order.shipCity}, expected by ${formatWeekdayDateIST(storedDate(delivery.latest))}.`,
    "",
    ...lines,
    ...(cash ? ["", cash] : []),
    "",
    `Track it: ${trackUrl}`,
    `Tax invoice ${order.invoiceNumber ?? ""}: ${invoiceUrl}`,
    "",
    `Questions? ${store.supportEmail} · ${store.supportPhone} (${store.openingHours})`,
    store.legalName,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<h1>Your order #${order.number} has shipped</h1>
<p>Hello ${escapeHtml(order.shipFullName)}, your order is on its way to ${escapeHtml(order.shipCity)}, expected by ${formatWeekdayDateIST(storedDate(delivery.latest))}.</p>
<ul>${order.items.map((item) => `<li>${escapeHtml(item.productName)} × ${item.quantity}</li>`).join("")}</ul>
${cash ? `<p>${escapeHtml(cash)}</p>` : ""}
<p><a href="${escapeHtml(trackUrl)}">Track your order</a> · <a href="${escapeHtml(invoiceUrl)}">Tax invoice ${escapeHtml(order.invoiceNumber ?? "")}</a></p>
<p>Questions? ${escapeHtml(store.supportEmail)} · ${escapeHtml(store.supportPhone)}</p>
<p>${escapeHtml(store.legalName)}</p></body></html>`;
  return { to: order.user.email, subject, text, html };
}

export async function sendShippedMail(orderId: string): Promise<void> {
  try {
    await sendMail(await renderShippedMail(orderId));
  } catch (error) {
    console.error(`[mail] shipping notice for ${orderId} not sent:`, error);
  }
}
