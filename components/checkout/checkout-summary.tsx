import { getTranslations } from "next-intl/server";
import { colourNameWith, sizeNameWith } from "@/lib/i18n/product-terms";
import { formatINR } from "@/lib/money";
import { CheckoutSubmit } from "./checkout-submit";
import type { CheckoutLine } from "./payment-api";

type Props = {
  lines: CheckoutLine[];
  subtotal: number;
  shippingFee: number;
  total: number;
  /** GST contained in the total (paise), shown as its break-up. */
  taxIncluded: number;
};

/**
 * Checkout's order summary: the lines and totals as the server priced them,
 * rendered on the server (none of it changes in the browser), and the form's
 * submit button (checkout-submit.tsx). The page passes it to the form, which
 * places it inside its <form>.
 */
export async function CheckoutSummary({ lines, subtotal, shippingFee, total, taxIncluded }: Props) {
  const [t, terms] = await Promise.all([getTranslations("Checkout.summary"), getTranslations("Vocabulary")]);
  return (
    <aside
      aria-labelledby="checkout-summary-heading"
      className="h-fit rounded-lg border border-neutral-200 bg-neutral-50 p-6 lg:sticky lg:top-24"
    >
      <h2 id="checkout-summary-heading" className="mb-4 text-xl font-bold">
        {t("heading")}
      </h2>
      <ul className="flex flex-col gap-2 border-b border-neutral-200 pb-3 text-sm" data-testid="checkout-lines">
        {lines.map((line) => (
          <li key={`${line.productId}-${line.size}-${line.color}`} className="flex justify-between gap-4">
            <span>
              {line.name} × {line.quantity}
              {line.size || line.color ? (
                <span className="block text-xs text-neutral-600">
                  {/* Stored in English; shown in the page's language. */}
                  {[
                    line.size && t("size", { size: sizeNameWith(terms, line.size) }),
                    line.color && t("colour", { color: colourNameWith(terms, line.color) }),
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
              ) : null}
            </span>
            <span className="shrink-0 font-medium">{formatINR(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 text-sm" data-testid="checkout-totals">
        <div className="flex justify-between gap-4 py-1">
          <dt>{t("subtotal")}</dt>
          <dd>{formatINR(subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4 py-1">
          <dt>{t("shipping")}</dt>
          <dd>{shippingFee === 0 ? t("free") : formatINR(shippingFee)}</dd>
        </div>
        <div className="mt-2 flex justify-between gap-4 border-t border-neutral-200 pt-3 text-lg font-bold">
          <dt>{t("total")}</dt>
          <dd data-testid="checkout-total">{formatINR(total)}</dd>
        </div>
        {taxIncluded > 0 ? (
          <div className="flex justify-between gap-4 py-1 text-neutral-600" data-testid="checkout-tax">
            <dt>{t("includesGst")}</dt>
            <dd>{formatINR(taxIncluded)}</dd>
          </div>
        ) : null}
      </dl>
      <CheckoutSubmit total={total} />
    </aside>
  );
}
