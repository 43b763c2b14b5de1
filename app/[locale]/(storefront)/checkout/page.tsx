import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { CheckoutForm } from "@/components/checkout/checkout-form";
import { CheckoutSummary } from "@/components/checkout/checkout-summary";
import { EMPTY_SHIPPING, shippingFromAddress } from "@/components/checkout/shipping-fields";
import { listAddresses } from "@/lib/account/addresses";
import { getProfile } from "@/lib/account/profile";
import { isDomainError } from "@/lib/errors";
import { translateMessage } from "@/lib/api/messages";
import type { Locale } from "@/lib/i18n/locale";
import { requirePageUser } from "@/lib/auth/session";
import { getCheckoutSummary } from "@/lib/orders/checkout";
import { localized } from "@/lib/catalog/localize";
import { orderTexts } from "@/components/orders/format";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Checkout");
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

type Props = { searchParams: Promise<{ quotation?: string | string[] }> };

function Notice({ text, href, label }: { text: string; href: string; label: string }) {
  return (
    <EmptyState>
      <p className="text-lg font-semibold">{text}</p>
      <Link href={href} className={`mt-4 ${buttonClass.primaryLarge}`}>
        {label}
      </Link>
    </EmptyState>
  );
}

/**
 * Spec §2 Checkout. The server prices what is being bought (the cart, or an
 * approved quotation at its quoted price: `?quotation=<id>`) and fills the
 * form from the default saved address; the client form places the order.
 */
export default async function CheckoutPage({ searchParams }: Props) {
  const { quotation } = await searchParams;
  const quotationId = typeof quotation === "string" && quotation.trim() ? quotation.trim() : undefined;
  const user = await requirePageUser(
    quotationId ? `/checkout?quotation=${encodeURIComponent(quotationId)}` : "/checkout",
  );
  const t = await getTranslations("Checkout");

  let summary: Awaited<ReturnType<typeof getCheckoutSummary>>;
  try {
    summary = await getCheckoutSummary(user.id, { quotationId });
  } catch (error) {
    // What the shopper can act on (an empty cart, an expired quotation) is shown; anything else is a fault.
    if (!isDomainError(error) || error.kind === "unavailable" || error.kind === "upstream-failed") throw error;
    // lib/ words it in English; a Hindi page shows the /api's Hindi text of it (ADR 0026).
    const text = translateMessage(error.message, (await getLocale()) as Locale);
    return (
      <div className="mx-auto max-w-7xl px-4 py-8">
        <h1 className="mb-6 text-2xl font-bold">{t("title")}</h1>
        {quotationId ? (
          <Notice text={text} href="/my" label={t("backToQuotations")} />
        ) : (
          <Notice text={text} href="/cart" label={t("backToCart")} />
        )}
      </div>
    );
  }

  if (summary.lines.length === 0) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8">
        <h1 className="mb-6 text-2xl font-bold">{t("title")}</h1>
        <Notice text={t("emptyCart")} href="/shop" label={t("goToShop")} />
      </div>
    );
  }

  const [addresses, profile, locale, ordersT] = await Promise.all([
    listAddresses(user.id),
    getProfile(user.id),
    getLocale(),
    getTranslations("Orders"),
  ]);
  const preferred = addresses.find((address) => address.isDefault) ?? addresses[0];
  const initialShipping = preferred
    ? shippingFromAddress(preferred)
    : { ...EMPTY_SHIPPING, fullName: profile.name, phone: profile.phone };
  const lines = summary.lines.map((line) => ({
    productId: line.productId,
    // In the page's language: the Hindi name when the product has one (lib/catalog/localize.ts).
    name: localized(locale as Locale, line.name, line.nameHi),
    image: line.image,
    size: line.size,
    color: line.color,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    lineTotal: line.lineTotal,
  }));

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">{t("title")}</h1>
      {summary.quotation ? (
        <p
          role="note"
          className="mb-6 rounded-md border border-green-200 bg-green-50 p-4 text-sm"
          data-testid="quotation-checkout"
        >
          {t.rich("quotationNote", {
            id: summary.quotation.id.slice(-6),
            date: orderTexts(locale, ordersT).longDate(summary.quotation.validUntil),
            b: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
      ) : null}
      <CheckoutForm
        lines={lines}
        total={summary.total}
        summary={
          <CheckoutSummary
            lines={lines}
            subtotal={summary.subtotal}
            shippingFee={summary.shippingFee}
            total={summary.total}
            taxIncluded={summary.taxTotal}
          />
        }
        quotationId={summary.quotation?.id ?? null}
        addresses={addresses}
        initialShipping={initialShipping}
        savedGstInvoice={profile.gstInvoice}
      />
    </div>
  );
}
