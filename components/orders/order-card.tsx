import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import type { ApiOrder } from "@/lib/orders/orders";
import { formatRupees } from "@/lib/money";
import { ExchangePanel } from "./exchange-panel";
import { OrderRefundNote } from "./cancel-order-button";
import { ShopperCancelButton } from "./shopper-cancel-button";
import { fulfillmentBadge, paymentStatusClass, useOrderTexts } from "./format";
import { focusRing } from "@/components/ui/focus-ring";
import { ShipmentLine } from "./shipment-line";
import { useStateName } from "@/components/account/state-options";
import { COUNTRY } from "@/lib/india";
import { shownPaymentStatus } from "@/lib/orders/payment-labels";

const linkClass = `rounded-sm font-semibold text-brand-700 underline-offset-2 hover:underline ${focusRing}`;

/** One order in My Orders (spec §2 Orders). */
export function OrderCard({ order }: { order: ApiOrder }) {
  const t = useTranslations("Orders.card");
  // Its lines' sizes and colours in the page's language too.
  const texts = useOrderTexts(useTranslations("Vocabulary"));
  const tCommon = useTranslations("Common");
  const stateName = useStateName();
  const badge = fulfillmentBadge(order.fulfillmentStatus);
  const address = order.shippingAddress;
  const unpaidOnline = order.paymentMethod === "Online" && order.paymentStatus !== "Paid";
  return (
    <article
      className="rounded-lg border border-neutral-200 bg-white p-5 shadow-sm"
      aria-labelledby={`order-${order._id}`}
      data-testid="order-card"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={`order-${order._id}`} className="text-lg font-semibold">
            {t("title", { number: order.number })}
          </h2>
          <p className="text-sm text-neutral-600">
            {t("orderId")} <span className="break-all font-mono">{order._id}</span>
          </p>
          <p className="text-sm text-neutral-600">
            {t.rich("placedOn", {
              date: texts.dateTime(order.createdAt),
              time: (chunks) => <time dateTime={order.createdAt}>{chunks}</time>,
            })}
          </p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold ${badge.className}`}
          data-testid="fulfillment-status"
        >
          {texts.fulfillment(badge.text)}
        </span>
      </header>
      {order.fulfillmentStatus === "Cancelled" ? null : (
        <ShipmentLine shipment={order.shipment} className="mt-3 text-sm" />
      )}

      <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{t("total")}</dt>
        <dd className="font-semibold">{formatRupees(order.total)}</dd>
        <dt className="font-medium">{t("payment")}</dt>
        <dd>
          {texts.paymentMethod(order.paymentMethod)} ·{" "}
          <span className={`font-semibold ${paymentStatusClass(order.paymentStatus)}`} data-testid="payment-status">
            {texts.paymentStatus(shownPaymentStatus(order))}
          </span>
          {unpaidOnline ? <span className="block text-neutral-600">{t("notPaid")}</span> : null}
          <OrderRefundNote refund={order.refund} />
        </dd>
        {order.fulfillmentStatus === "Cancelled" || order.fulfillmentStatus === "Delivered" ? null : (
          <>
            <dt className="font-medium">{t("expectedDelivery")}</dt>
            <dd data-testid="order-expected-delivery">{texts.deliveryWindow(order.expectedDelivery)}</dd>
          </>
        )}
        <dt className="font-medium">{t("shipTo")}</dt>
        <dd>
          <address className="not-italic">
            {address.fullName}, {address.address}, {address.city}
            {address.state ? `, ${stateName(address.state)}` : ""} {address.postalCode},{" "}
            {address.country === COUNTRY ? tCommon("india") : address.country} · {address.phone}
          </address>
        </dd>
      </dl>

      <ul className="mt-4 divide-y divide-neutral-100 border-t border-neutral-200 text-sm">
        {order.items.map((item, index) => (
          <li key={`${item.productId ?? item.name}-${index}`} className="flex justify-between gap-4 py-2">
            <span>
              {item.slug ? (
                <Link href={`/product/${item.slug}`} className="hover:text-brand-700 hover:underline">
                  {item.name}
                </Link>
              ) : (
                item.name
              )}{" "}
              × {item.quantity}
              {texts.options(item) ? (
                <span className="block text-xs text-neutral-600" data-testid="order-line-options">
                  {texts.options(item)}
                </span>
              ) : null}
            </span>
            <span className="shrink-0">{formatRupees(item.lineTotal)}</span>
          </li>
        ))}
      </ul>

      <ExchangePanel order={order} />

      <footer className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link href={`/trackorder?id=${encodeURIComponent(order._id)}`} className={linkClass}>
          {t("track")}
        </Link>
        <Link href={`/order-confirm?id=${encodeURIComponent(order._id)}`} className={linkClass}>
          {t("details")}
        </Link>
        {order.invoiceNumber ? (
          <Link href={`/orders/${encodeURIComponent(order._id)}/invoice`} className={linkClass}>
            {t("invoice", { number: order.invoiceNumber })}
          </Link>
        ) : null}
        {order.challanNumber ? (
          <Link href={`/orders/${encodeURIComponent(order._id)}/delivery-challan`} className={linkClass}>
            {t("challan", { number: order.challanNumber })}
          </Link>
        ) : null}
        {order.creditNoteNumber ? (
          <Link href={`/orders/${encodeURIComponent(order._id)}/credit-note`} className={linkClass}>
            {t("creditNote", { number: order.creditNoteNumber })}
          </Link>
        ) : null}
        <ShopperCancelButton order={order} />
      </footer>
    </article>
  );
}
