"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { buttonClass } from "@/components/ui/button";
import { formatINR } from "@/lib/money";
import type { PaymentMethod } from "./payment-choice";
import type { CheckoutLine } from "./payment-api";

type Props = {
  lines: CheckoutLine[];
  subtotal: number;
  shippingFee: number;
  total: number;
  /** GST contained in the total (paise), shown as its break-up. */
  taxIncluded: number;
  method: PaymentMethod;
  sending: boolean;
  /** The order went through: the button stays disabled while the page moves on. */
  done: boolean;
};

/** Checkout's order summary (lines and totals from the server) and the form's one submit button. */
export function CheckoutSummary({ lines, subtotal, shippingFee, total, taxIncluded, method, sending, done }: Props) {
  const t = useTranslations("Checkout.summary");
  const id = useId();
  return (
    <aside
      aria-labelledby={`${id}-summary`}
      className="h-fit rounded-lg border border-neutral-200 bg-neutral-50 p-6 lg:sticky lg:top-24"
    >
      <h2 id={`${id}-summary`} className="mb-4 text-xl font-bold">
        {t("heading")}
      </h2>
      <ul className="flex flex-col gap-2 border-b border-neutral-200 pb-3 text-sm" data-testid="checkout-lines">
        {lines.map((line) => (
          <li key={`${line.productId}-${line.size}-${line.color}`} className="flex justify-between gap-4">
            <span>
              {line.name} × {line.quantity}
              {line.size || line.color ? (
                <span className="block text-xs text-neutral-600">
                  {[line.size, line.color].filter(Boolean).join(" · ")}
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
      <button
        type="submit"
        className={`${buttonClass.primaryBlock} mt-6`}
        disabled={sending || done}
        aria-busy={sending}
      >
        {method === "COD" ? t("placeCod") : t("payOnline", { amount: formatINR(total) })}
      </button>
      {sending ? (
        <p role="status" className="mt-2 text-center text-sm text-neutral-600">
          {method === "COD" ? t("placing") : t("waiting")}
        </p>
      ) : null}
    </aside>
  );
}
