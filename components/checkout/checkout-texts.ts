import { useLocale, useTranslations } from "next-intl";
import type { GstInvoiceErrors, GstInvoiceInput } from "@/lib/gstin";
import { MISSING_SHIPPING_INFO_MESSAGE, SHIPPING_FIELDS } from "@/lib/orders/shipping-info";
import { COD_TEXT, ONLINE_TEXT } from "./payment-texts";
import type * as GstChecks from "./gst-invoice-checks";
import { REQUIRED_MESSAGE, type FieldErrors } from "./shipping-fields";

// Checkout's texts that come from plain modules (payment-api.ts, the shared
// shipping and GSTIN checks) in the page's language: English as those modules
// word them (spec texts, unchanged), other languages from the "Checkout"
// messages. A text the form does not know (the server's own words) is shown as it is.

export type CheckoutTranslator = ReturnType<typeof useTranslations<"Checkout">>;

const OUTCOME_KEYS = new Map<string, Parameters<CheckoutTranslator>[0]>([
  [COD_TEXT.placed, "cod.placed"],
  [COD_TEXT.serverError, "cod.serverError"],
  [COD_TEXT.failed, "cod.failed"],
  [COD_TEXT.network, "cod.network"],
  [ONLINE_TEXT.loggedOut, "online.loggedOut"],
  [ONLINE_TEXT.failed, "online.failed"],
  [ONLINE_TEXT.paid, "online.paid"],
  [ONLINE_TEXT.paymentFailed, "online.paymentFailed"],
  [ONLINE_TEXT.cancelled, "online.cancelled"],
  [ONLINE_TEXT.unconfirmed, "online.unconfirmed"],
  [ONLINE_TEXT.noWindow, "online.noWindow"],
  [MISSING_SHIPPING_INFO_MESSAGE, "errors.missingInfo"],
  [REQUIRED_MESSAGE, "errors.required"],
]);

const hindiCalendarDate = new Intl.DateTimeFormat("hi-IN", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC", // a calendar date is already India's (lib/delivery/format.ts)
});
const calendarDate = (date: string) => hindiCalendarDate.format(new Date(`${date}T00:00:00Z`));

/** A text already in Devanagari came in the shopper's language (a Hindi answer from the server). */
export const isDevanagari = (text: string) => /[\u0900-\u097F]/.test(text);

/** The texts in the page's language. */
export function useCheckoutTexts() {
  return checkoutTexts(useLocale() === "en", useTranslations("Checkout"));
}

/** `english`: leave every text as the modules word it; else the "Checkout" messages as `t`. */
export function checkoutTexts(english: boolean, t: CheckoutTranslator) {
  /** A toast's text: payment-api.ts's fixed texts and the form's own. */
  function outcome(message: string): string {
    const key = OUTCOME_KEYS.get(message);
    return english || !key ? message : t(key);
  }

  /** The shipping fields' problems, from the shared schema or the server: one plain text per field. */
  function fieldErrors(errors: FieldErrors): FieldErrors {
    if (english) return errors;
    const shown: FieldErrors = {};
    for (const field of SHIPPING_FIELDS) {
      const message = errors[field];
      if (!message) continue;
      shown[field] =
        message === REQUIRED_MESSAGE ? t("errors.required") : isDevanagari(message) ? message : t(`errors.${field}`);
    }
    return shown;
  }

  /**
   * The GST invoice's problems, worked out again from what the shopper typed
   * (`checks`: gst-invoice-checks.tsx, loaded once the box was ticked); the
   * states they name through `stateName` (useStateName).
   */
  function gstErrors(
    checks: typeof GstChecks,
    errors: GstInvoiceErrors,
    typed: GstInvoiceInput,
    shippingState: string,
    stateName: (state: string) => string,
  ): GstInvoiceErrors {
    return english ? errors : checks.translateGstErrors(t, errors, typed, shippingState, stateName);
  }

  /**
   * The delivery answer's texts (GET /api/delivery/estimate words them in
   * English): the promise from its dates, the refusals from what they name.
   */
  const delivery = {
    promise(estimate: { message: string; estimate: { from: string; to: string } }): string {
      if (english || isDevanagari(estimate.message)) return estimate.message;
      const { from, to } = estimate.estimate;
      const range = from === to ? calendarDate(from) : `${calendarDate(from)} – ${calendarDate(to)}`;
      return t("delivery.by", { range });
    },
    unserviceable(message: string, pin: string): string {
      return english || isDevanagari(message) ? message : t("delivery.unserviceable", { pin });
    },
    codUnavailable(message: string, state: string): string {
      if (english || isDevanagari(message)) return message;
      if (message.startsWith("Cash on Delivery is not available in")) return t("delivery.codState", { state });
      const limit = /₹[\d,]+(?:\.\d+)?/.exec(message)?.[0];
      return limit ? t("delivery.codLimit", { limit }) : message;
    },
  };

  return { outcome, fieldErrors, gstErrors, delivery };
}
