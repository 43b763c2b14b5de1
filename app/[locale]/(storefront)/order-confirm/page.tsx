import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { ExchangePanel } from "@/components/orders/exchange-panel";
import { OrderRefundNote } from "@/components/orders/cancel-order-button";
import { ShopperCancelButton } from "@/components/orders/shopper-cancel-button";
import { orderTexts } from "@/components/orders/format";
import { ShipmentLine } from "@/components/orders/shipment-line";
import { SHIPPING_METHOD_NAME } from "@/lib/shipping";
import { requirePageUser } from "@/lib/auth/session";
import { formatRupees } from "@/lib/money";
import { getOrderForUser } from "@/lib/orders/orders";
import type { Locale } from "@/lib/i18n/locale";
import { shownPaymentStatus } from "@/lib/orders/payment-labels";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("OrderConfirm");
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

type Props = { searchParams: Promise<{ id?: string | string[] }> };

/** Spec §2 Order confirm: the shopper's own order, read on the server. */
export default async function OrderConfirmPage({ searchParams }: Props) {
  const { id } = await searchParams;
  const orderId = typeof id === "string" ? id.trim() : "";
  const user = await requirePageUser(orderId ? `/order-confirm?id=${encodeURIComponent(orderId)}` : "/order-confirm");
  const locale = await getLocale();
  const [order, t, ordersT, terms] = await Promise.all([
    // Its items named in the page's language (the Hindi name kept with the order, else the English).
    orderId ? getOrderForUser(user.id, orderId, locale as Locale) : null,
    getTranslations("OrderConfirm"),
    getTranslations("Orders"),
    getTranslations("Vocabulary"),
  ]);
  const texts = orderTexts(locale, ordersT, terms);

  if (!order || order.items.length === 0) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <EmptyState>
          <h1 className="text-xl font-semibold">{t("noItems")}</h1>
          <Link href="/shop" className={`${buttonClass.primaryLarge} mt-4`}>
            {t("continueShopping")}
          </Link>
        </EmptyState>
      </div>
    );
  }

  const awaitingPayment = order.paymentMethod === "Online" && order.paymentStatus !== "Paid";
  const cancelled = order.fulfillmentStatus === "Cancelled";

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <section
        aria-labelledby="confirm-heading"
        className={`rounded-lg border p-6 ${awaitingPayment || cancelled ? "border-yellow-300 bg-yellow-50" : "border-green-200 bg-green-50"}`}
      >
        <h1 id="confirm-heading" className="text-2xl font-bold">
          {cancelled ? t("cancelledTitle") : awaitingPayment ? t("awaitingTitle") : t("placedTitle")}
        </h1>
        <p className="mt-2 text-neutral-700">
          {cancelled
            ? t("cancelledText")
            : awaitingPayment
              ? t("awaitingText")
              : order.paymentMethod === "COD"
                ? t("codText")
                : t("paidText")}
        </p>
        <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium">{t("orderNumber")}</dt>
          <dd>#{order.number}</dd>
          <dt className="font-medium">{t("orderId")}</dt>
          <dd className="break-all font-mono" data-testid="order-id">
            {order._id}
          </dd>
          <dt className="font-medium">{t("totalAmount")}</dt>
          <dd className="font-semibold" data-testid="order-total">
            {formatRupees(order.total)}
          </dd>
          <dt className="font-medium">{t("includes")}</dt>
          <dd>
            {order.shippingFee === 0 ? t("freeDelivery") : t("delivery", { fee: formatRupees(order.shippingFee) })}
            {order.taxIncluded > 0 ? t("gst", { tax: formatRupees(order.taxIncluded) }) : ""}
          </dd>
          <dt className="font-medium">{t("payment")}</dt>
          <dd>
            {texts.paymentMethod(order.paymentMethod)} · {texts.paymentStatus(shownPaymentStatus(order))}
            <OrderRefundNote refund={order.refund} />
          </dd>
          {cancelled ? null : (
            <>
              <dt className="font-medium">{t("expectedDelivery")}</dt>
              <dd>
                <span data-testid="expected-delivery">
                  {t("by", { date: texts.deliveryDate(order.expectedDelivery.latest) })}
                </span>
                <span className="block text-neutral-600">
                  {t("usually", { window: texts.deliveryWindow(order.expectedDelivery) })}
                </span>
              </dd>
            </>
          )}
          <dt className="font-medium">{t("shippingMethod")}</dt>
          <dd>{order.shippingMethod === SHIPPING_METHOD_NAME ? t("standardShipping") : order.shippingMethod}</dd>
        </dl>
        {cancelled ? null : <ShipmentLine shipment={order.shipment} className="mt-3 text-sm" />}
      </section>

      <section aria-labelledby="items-heading" className="mt-8">
        <h2 id="items-heading" className="mb-3 text-xl font-bold">
          {t("items")}
        </h2>
        <ul className="divide-y divide-neutral-200 border-y border-neutral-200">
          {order.items.map((item, index) => (
            <li key={`${item.productId ?? item.name}-${index}`} className="flex items-center gap-4 py-4">
              {item.image ? (
                // eslint-disable-next-line @next/next/no-img-element -- SVG demo images
                <img
                  src={item.image}
                  alt=""
                  width={64}
                  height={64}
                  className="h-16 w-16 rounded-md border border-neutral-200 object-cover"
                />
              ) : (
                <div className="h-16 w-16 rounded-md bg-neutral-100" />
              )}
              <div className="flex-1">
                <p className="font-semibold">{item.name}</p>
                {texts.options(item) ? (
                  <p className="text-sm text-neutral-600" data-testid="order-line-options">
                    {texts.options(item)}
                  </p>
                ) : null}
                <p className="text-sm text-neutral-600">{t("quantity", { quantity: item.quantity })}</p>
              </div>
              <p className="font-semibold">
                <span className="sr-only">{t("lineTotal")} </span>
                {formatRupees(item.lineTotal)}
              </p>
            </li>
          ))}
        </ul>
        <dl className="ml-auto mt-3 max-w-xs text-sm">
          <div className="flex justify-between py-1">
            <dt>{t("subtotal")}</dt>
            <dd>{formatRupees(order.subtotal)}</dd>
          </div>
          <div className="flex justify-between py-1">
            <dt>{t("shipping")}</dt>
            <dd>{order.shippingFee === 0 ? t("free") : formatRupees(order.shippingFee)}</dd>
          </div>
          <div className="flex justify-between border-t border-neutral-200 pt-2 text-base font-bold">
            <dt>{t("total")}</dt>
            <dd>{formatRupees(order.total)}</dd>
          </div>
        </dl>
        <ExchangePanel order={order} />
      </section>

      <div className="mt-8 flex flex-wrap gap-3">
        <Link href="/shop" className={buttonClass.primaryLarge}>
          {t("continueShopping")}
        </Link>
        <Link href={`/trackorder?id=${encodeURIComponent(order._id)}`} className={buttonClass.outlineLarge}>
          {t("trackOrder")}
        </Link>
        <Link href="/orders" className={buttonClass.outlineLarge}>
          {t("myOrders")}
        </Link>
        <ShopperCancelButton order={order} />
      </div>
      <p className="mt-6 text-sm text-neutral-700">
        {t.rich("questions", {
          number: order.number,
          link: (chunks) => (
            <Link href="/contact" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
