import { getTranslations } from "next-intl/server";
import { store } from "@/lib/store";
import { EXCHANGES_PER_ORDER, MINIMUM_AGE, RETURN_REPORT_WINDOW_HOURS } from "./policies";
import { policyTexts } from "./policy-texts";

// The FAQ's twelve questions (spec §2) in the page's language (messages Faq),
// written from the policy modules so an answer can never drift from the
// policy pages.

export type FaqEntry = {
  /** Stable anchor, e.g. /faq#shipping-cost */
  id: string;
  question: string;
  answer: string;
  /** Where to read more or act on the answer. */
  link?: { href: string; label: string };
};

export async function faqEntries(): Promise<FaqEntry[]> {
  const t = await getTranslations("Faq");
  const policy = await policyTexts();
  const hours = RETURN_REPORT_WINDOW_HOURS;
  return [
    {
      id: "shipping-cost",
      question: t("shippingCost.question"),
      answer: t("shippingCost.answer", { policy: policy.shippingPolicy }),
      link: { href: "/shipinginfo", label: t("shippingCost.link") },
    },
    {
      id: "delivery-time",
      question: t("deliveryTime.question"),
      answer: t("deliveryTime.answer", policy.deliveryTimes),
    },
    {
      id: "ship-abroad",
      question: t("shipAbroad.question"),
      answer: t("shipAbroad.answer", { country: policy.country }),
    },
    {
      id: "track-order",
      question: t("trackOrder.question"),
      answer: t("trackOrder.answer"),
      link: { href: "/trackorder", label: t("trackOrder.link") },
    },
    {
      id: "payment-methods",
      question: t("paymentMethods.question"),
      answer: t("paymentMethods.answer", { methods: policy.paymentMethods.join("; ") }),
    },
    {
      id: "returns-exchanges",
      question: t("returnsExchanges.question"),
      answer: t("returnsExchanges.answer", {
        hours,
        times:
          EXCHANGES_PER_ORDER === 1
            ? t("returnsExchanges.once")
            : t("returnsExchanges.times", { count: EXCHANGES_PER_ORDER }),
      }),
      link: { href: "/returns", label: t("returnsExchanges.link") },
    },
    {
      id: "refunds",
      question: t("refunds.question"),
      answer: t("refunds.answer"),
      link: { href: "/returns", label: t("refunds.link") },
    },
    {
      id: "damaged-items",
      question: t("damagedItems.question"),
      answer: t("damagedItems.answer", { hours }),
      link: { href: "/contact", label: t("damagedItems.link") },
    },
    {
      id: "bulk-orders",
      question: t("bulkOrders.question"),
      answer: t("bulkOrders.answer", { minimum: policy.bulkMinimum }),
      link: { href: "/corporate", label: t("bulkOrders.link") },
    },
    {
      id: "customer-care",
      question: t("customerCare.question"),
      answer: t("customerCare.answer", {
        email: store.supportEmail,
        phone: store.supportPhone,
        hours: policy.openingHours,
      }),
      link: { href: "/nearby-shops", label: t("customerCare.link") },
    },
    {
      id: "account",
      question: t("account.question"),
      answer: t("account.answer", { age: MINIMUM_AGE, store: store.name }),
      link: { href: "/signup", label: t("account.link") },
    },
    {
      id: "prices-taxes",
      question: t("pricesTaxes.question"),
      answer: t("pricesTaxes.answer"),
    },
  ];
}
