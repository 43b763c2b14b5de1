import { getTranslations } from "next-intl/server";
import { formatINR } from "@/lib/money";
import { DELIVERY_DAYS, FLAT_SHIPPING_FEE_PAISE, FREE_SHIPPING_THRESHOLD_PAISE } from "@/lib/shipping";
import { BULK_ORDER_MIN_UNITS } from "./policies";

// The policy facts of lib/content/policies.ts and lib/shipping.ts in the
// page's language (messages Pages.policy), for the policy pages and the FAQ.
// In English each reads exactly as the constants there do.

export async function policyTexts() {
  const t = await getTranslations("Pages.policy");
  const common = await getTranslations("Pages");
  return {
    shippingPolicy: t("shipping", {
      threshold: formatINR(FREE_SHIPPING_THRESHOLD_PAISE),
      fee: formatINR(FLAT_SHIPPING_FEE_PAISE),
    }),
    deliveryTimes: {
      standard: t("deliveryStandard", DELIVERY_DAYS.standard),
      express: t("deliveryExpress", DELIVERY_DAYS.express),
      remote: t("deliveryRemote", { max: DELIVERY_DAYS.remoteMax }),
    },
    bulkMinimum: t("bulkMinimum", BULK_ORDER_MIN_UNITS),
    paymentMethods: [t("paymentCod"), t("paymentOnline")],
    country: t("country"),
    openingHours: common("openingHours"),
  };
}

/** The shop's opening hours in the page's language ("10 AM to 9 PM"; store.openingHours is the English). */
export async function openingHoursText(): Promise<string> {
  return (await getTranslations("Pages"))("openingHours");
}
