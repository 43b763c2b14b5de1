import "server-only";
import { createTranslator } from "use-intl/core";
import type { Locale } from "@/lib/i18n/locale";
import { stateNameWith } from "@/lib/i18n/state-names";
import { formatINR } from "@/lib/money";
import { IST_TIME_ZONE } from "@/lib/time";
import hi from "@/messages/hi.json";
import {
  COD_AVAILABLE_MESSAGE,
  codOverLimitMessage,
  codUnavailableInMessage,
  deliveryMessage,
  unserviceableMessage,
} from "./format";

// The delivery answer's texts in the asker's language: English as lib/delivery/format.ts words them
// (checkout's errors and the English API, unchanged), Hindi from the Api namespace of messages/hi.json
// for GET /api/delivery/estimate?lang=hi, which the product page's and the cart's "Check delivery"
// show as they come.

export type DeliveryTexts = {
  /** "Delivery by Thu, 3 Dec – Sat, 5 Dec". */
  promise: (from: string, to: string) => string;
  codAvailable: string;
  codUnavailableIn: (state: string) => string;
  codOverLimit: (limitPaise: number) => string;
  unserviceable: (pin: string) => string;
};

const ENGLISH: DeliveryTexts = {
  promise: deliveryMessage,
  codAvailable: COD_AVAILABLE_MESSAGE,
  codUnavailableIn: codUnavailableInMessage,
  codOverLimit: codOverLimitMessage,
  unserviceable: unserviceableMessage,
};

/** "गुरु, 3 दिस॰", as the checkout writes a Hindi calendar date (components/checkout/checkout-texts.ts). */
const hindiDate = new Intl.DateTimeFormat("hi-IN", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC", // a calendar date is already India's
});
const hindiCalendarDate = (date: string) => hindiDate.format(new Date(`${date}T00:00:00Z`));

let hindiTexts: DeliveryTexts | undefined;

function hindi(): DeliveryTexts {
  const t = createTranslator({ locale: "hi", messages: hi, namespace: "Api", timeZone: IST_TIME_ZONE });
  const states = createTranslator({ locale: "hi", messages: hi, namespace: "States" });
  return {
    promise: (from, to) =>
      t("deliveryBy", {
        range: from === to ? hindiCalendarDate(from) : `${hindiCalendarDate(from)} – ${hindiCalendarDate(to)}`,
      }),
    codAvailable: t("codAvailable"),
    // The state named in Hindi too ("अंडमान और निकोबार द्वीपसमूह में …", not "Andaman and Nicobar Islands में …").
    codUnavailableIn: (state) => t("codUnavailableIn", { state: stateNameWith(states, state) }),
    codOverLimit: (limitPaise) => t("codOverLimit", { limit: formatINR(limitPaise) }),
    unserviceable: (pin) => t("unserviceable", { pin }),
  };
}

export function deliveryTexts(locale: Locale): DeliveryTexts {
  return locale === "hi" ? (hindiTexts ??= hindi()) : ENGLISH;
}
