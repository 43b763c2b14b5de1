"use client";

import { useTranslations } from "next-intl";
import { createContext, use } from "react";
import { buttonClass } from "@/components/ui/button";
import { formatINR } from "@/lib/money";
import type { PaymentMethod } from "./payment-choice";

/** What the checkout form tells its submit button: the payment chosen and how far the order got. */
export type CheckoutSubmitState = {
  method: PaymentMethod;
  sending: boolean;
  /** The order went through: the button stays disabled while the page moves on. */
  done: boolean;
};

export const CheckoutSubmitContext = createContext<CheckoutSubmitState>({ method: "COD", sending: false, done: false });

/**
 * The form's one submit button, at the foot of the order summary (which the
 * server renders: checkout-summary.tsx); its text follows the payment chosen.
 */
export function CheckoutSubmit({ total }: { total: number }) {
  const t = useTranslations("Checkout.summary");
  const { method, sending, done } = use(CheckoutSubmitContext);
  return (
    <>
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
    </>
  );
}
