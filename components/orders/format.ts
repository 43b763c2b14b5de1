import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/lib/i18n/locale";
import { colourNameWith, sizeNameWith, type VocabularyTranslator } from "@/lib/i18n/product-terms";
import { formatDateTimeIST, formatLongDateIST, formatShortWeekdayDateIST } from "@/lib/time";

// How orders read on screen: dates and times in India's time zone (en-IN),
// the payment method's name and the fulfilment badge (spec §2 Orders).

/** "3 Dec 2026, 2:35 pm" (IST). */
export const formatOrderDateTime = (iso: string) => formatDateTimeIST(iso);

/** "Tue, 8 December 2026" (IST). */
export const formatDeliveryDate = (iso: string) => formatShortWeekdayDateIST(iso);

/** "between Thu, 3 December 2026 and Tue, 8 December 2026", or one date when both fall on the same day. */
export function deliveryWindowText(window: { earliest: string; latest: string }): string {
  const earliest = formatDeliveryDate(window.earliest);
  const latest = formatDeliveryDate(window.latest);
  return earliest === latest ? `on ${latest}` : `between ${earliest} and ${latest}`;
}

export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  COD: "Cash on Delivery (COD)",
  Online: "Pay Online (Razorpay)",
};

export const paymentMethodLabel = (method: string) => PAYMENT_METHOD_LABELS[method] ?? method;

/** Spec §2/§4: the badge says the status, "Processing" when blank; green when Delivered, else yellow. */
export function fulfillmentBadge(status: string | null | undefined): { text: string; className: string } {
  const text = status?.trim() || "Processing";
  return {
    text,
    className: text === "Delivered" ? "bg-green-100 text-green-900" : "bg-yellow-100 text-yellow-900",
  };
}

/** Payment status colours: paid green, failed red, anything else neutral. */
export function paymentStatusClass(status: string): string {
  if (status === "Paid") return "text-green-800";
  if (status === "Failed") return "text-red-700";
  return "text-neutral-800";
}

// The same texts in the shopper's language (messages "Orders"), dates through
// lib/time.ts in IST: English exactly as before, Hindi with the Hindi month and
// day names as the Hindi e-mails and messages write them ("2 दिसंबर 2026, 1:30 am").

type OrdersTranslator = ReturnType<typeof useTranslations<"Orders">>;

function dateFormats(locale: Locale) {
  return {
    dateTime: (at: Date | string) => formatDateTimeIST(at, locale),
    deliveryDate: (at: Date | string) => formatShortWeekdayDateIST(at, locale),
    longDate: (at: Date | string) => formatLongDateIST(at, locale),
  };
}

const FULFILLMENT_KEYS = {
  "Order Placed": "orderPlaced",
  Packed: "packed",
  Shipped: "shipped",
  "Out for Delivery": "outForDelivery",
  Delivered: "delivered",
  Cancelled: "cancelled",
} as const;

const PAYMENT_STATUS_KEYS = {
  Pending: "pending",
  Paid: "paid",
  Failed: "failed",
  Refunded: "refunded",
  "Nothing to pay": "nothingToPay",
} as const;

const has = <T extends object>(map: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(map, key);

/**
 * An order's dates, statuses and payment method in `locale`, with the "Orders" messages as `t`; with the
 * "Vocabulary" messages as `terms`, a line's size and colour (stored in English) in that language too.
 */
export function orderTexts(locale: Locale, t: OrdersTranslator, terms?: VocabularyTranslator) {
  const dates = dateFormats(locale);
  return {
    ...dates,
    /** "between … and …", or "on …" when both fall on the same day. */
    deliveryWindow(window: { earliest: string; latest: string }) {
      const earliest = dates.deliveryDate(window.earliest);
      const latest = dates.deliveryDate(window.latest);
      return earliest === latest ? t("window.on", { date: latest }) : t("window.between", { earliest, latest });
    },
    paymentMethod(method: string) {
      return method === "COD"
        ? t("paymentMethod.cod")
        : method === "Online"
          ? t("paymentMethod.online")
          : paymentMethodLabel(method);
    },
    paymentStatus(status: string) {
      return has(PAYMENT_STATUS_KEYS, status) ? t(`paymentStatus.${PAYMENT_STATUS_KEYS[status]}`) : status;
    },
    /** The size and colour a line was ordered in ("Size: M · Colour: Black"); "" for neither. */
    options(line: { size?: string | null; color?: string | null }) {
      return [
        line.size && t("option.size", { size: terms ? sizeNameWith(terms, line.size) : line.size }),
        line.color && t("option.colour", { color: terms ? colourNameWith(terms, line.color) : line.color }),
      ]
        .filter(Boolean)
        .join(" · ");
    },
    /** A fulfilment status or tracking step's label ("Processing" when blank). */
    fulfillment(status: string | null | undefined) {
      const text = status?.trim() || "Processing";
      if (text === "Processing") return t("fulfillment.processing");
      return has(FULFILLMENT_KEYS, text) ? t(`fulfillment.${FULFILLMENT_KEYS[text]}`) : text;
    },
  };
}

/** orderTexts for a component: the page's locale and messages (`terms`: a component that shows order lines' options). */
export function useOrderTexts(terms?: VocabularyTranslator) {
  return orderTexts(useLocale(), useTranslations("Orders"), terms);
}
