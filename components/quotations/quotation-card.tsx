import { getTranslations } from "next-intl/server";
import { orderTexts } from "@/components/orders/format";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locale";
import { formatINR } from "@/lib/money";
import type { MyQuotation } from "@/lib/quotations/quotations";
import { shownQuotationStatus } from "@/lib/quotations/status";
import { buttonClass } from "@/components/ui/button";

// Spec §2 "Quotation list": pending yellow, approved green, rejected red, anything else grey.
const STATUS_STYLES: Record<string, string> = {
  pending: "bg-yellow-100 text-yellow-900",
  approved: "bg-green-100 text-green-900",
  rejected: "bg-red-100 text-red-900",
  expired: "bg-neutral-200 text-neutral-800",
};

const rupees = (amount: number) => formatINR(Math.round(amount * 100));

/**
 * An approved quotation can be checked out at its quoted price until the end of its valid-till date
 * (`expired` is decided in lib/quotations/, by the rule checkout applies).
 */
function canCheckOut(quotation: MyQuotation) {
  return quotation.status === "approved" && !quotation.orderId && !!quotation.validityDate && !quotation.expired;
}

const STATUS_KEYS: Record<string, "pending" | "approved" | "rejected" | "expired"> = {
  pending: "pending",
  approved: "approved",
  rejected: "rejected",
  expired: "expired",
};

export async function QuotationCard({
  quotation,
  forOwner = false,
  locale = "en",
}: {
  quotation: MyQuotation;
  /** On the shopper's own list: offer checkout at the quoted price. */
  forOwner?: boolean;
  /** The shopper's page's language; the admin console is in English. */
  locale?: Locale;
}) {
  const [t, ordersT, terms] = await Promise.all([
    getTranslations({ locale, namespace: "Quotations" }),
    getTranslations({ locale, namespace: "Orders" }),
    getTranslations({ locale, namespace: "Vocabulary" }),
  ]);
  const shownStatus = shownQuotationStatus(quotation);
  const statusKey = STATUS_KEYS[shownStatus];
  const expired = shownStatus === "expired";
  return (
    <article className="rounded-lg border border-neutral-200 bg-white p-5" data-testid="quotation-card">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t("card.title", { id: quotation._id.slice(-6) })}</h2>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold capitalize ${STATUS_STYLES[shownStatus] ?? "bg-neutral-200 text-neutral-800"}`}
          data-testid="quotation-status"
        >
          {statusKey ? t(`status.${statusKey}`) : quotation.status}
        </span>
      </header>
      <dl className="mt-3 grid gap-1 text-sm">
        <div className="flex gap-2">
          <dt className="font-medium">{t("card.budget")}</dt>
          <dd>{rupees(quotation.budget)}</dd>
        </div>
        {quotation.specialNotes ? (
          <div className="flex gap-2">
            <dt className="font-medium">{t("card.notes")}</dt>
            <dd className="whitespace-pre-line">{quotation.specialNotes}</dd>
          </div>
        ) : null}
      </dl>
      <ul className="mt-3 list-disc pl-5 text-sm">
        {quotation.items.map((item) => (
          <li key={`${item.productId._id}-${item.size}-${item.color}`}>
            {item.productId.name} × {item.quantity}
            {item.size || item.color ? (
              <span className="text-neutral-600"> ({orderTexts(locale, ordersT, terms).options(item)})</span>
            ) : null}
          </li>
        ))}
      </ul>
      {quotation.quotedPrice !== null ? (
        <section
          aria-label={t("card.adminResponse")}
          className={`mt-4 rounded-md border p-4 text-sm ${expired ? "border-neutral-200 bg-neutral-50" : "border-green-200 bg-green-50"}`}
        >
          <h3 className="font-semibold">{t("card.adminResponse")}</h3>
          <p>{t("card.quotedPrice", { price: rupees(quotation.quotedPrice) })}</p>
          {quotation.validityDate ? (
            <p data-testid={expired ? "quotation-expired" : undefined}>
              {t(expired ? "card.expiredOn" : "card.validTill", {
                date: orderTexts(locale, ordersT, terms).longDate(new Date(quotation.validityDate)),
              })}
              {expired && forOwner ? ` ${t("card.requestNew")}` : null}
            </p>
          ) : null}
          {quotation.adminResponse ? <p className="mt-1 whitespace-pre-line">{quotation.adminResponse}</p> : null}
          {!forOwner ? null : quotation.orderId ? (
            <p className="mt-3">
              {t("card.ordered")}{" "}
              <Link href={`/order-confirm?id=${quotation.orderId}`} className="font-medium text-brand-700 underline">
                {t("card.viewOrder")}
              </Link>
            </p>
          ) : canCheckOut(quotation) ? (
            <Link href={`/checkout?quotation=${quotation._id}`} className={`mt-3 ${buttonClass.primaryLarge}`}>
              {t("card.checkout")}
            </Link>
          ) : null}
        </section>
      ) : quotation.adminResponse ? (
        // Rejected (or an approval withdrawn): no price, but the shop's reason, which the admin had to give.
        <section
          aria-label={t("card.adminResponse")}
          className="mt-4 rounded-md border border-red-200 bg-red-50 p-4 text-sm"
        >
          <h3 className="font-semibold">{t("card.adminResponse")}</h3>
          <p className="mt-1 whitespace-pre-line">{quotation.adminResponse}</p>
        </section>
      ) : null}
    </article>
  );
}
