import type { Metadata } from "next";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { stateNameWith } from "@/lib/i18n/state-names";
import { b, linkTo } from "@/components/content/rich-tags";
import { PageSection, StaticPage } from "@/components/content/static-page";
import { contentPageMetadata } from "@/lib/content/page-metadata";
import { policyTexts } from "@/lib/content/policy-texts";
import { deliveryConfig } from "@/lib/delivery/config";
import { formatINR } from "@/lib/money";
import { FLAT_SHIPPING_FEE_PAISE, FREE_SHIPPING_THRESHOLD_PAISE } from "@/lib/shipping";
import { store } from "@/lib/store";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Pages.shipping");
  const policy = await policyTexts();
  return contentPageMetadata(
    "/shipinginfo",
    t("metaTitle"),
    t("metaDescription", {
      policy: policy.shippingPolicy,
      standard: policy.deliveryTimes.standard,
      country: policy.country,
    }),
  );
}

/** The day's dispatch cut-off as a clock time in the page's language: "2 PM", "दोपहर 2" (the message adds "बजे"). */
async function cutoffTime(cutoffMinutes: number): Promise<string> {
  const [format, locale] = await Promise.all([getFormatter(), getLocale()]);
  const at = new Date(Date.UTC(2000, 0, 1, Math.floor(cutoffMinutes / 60), cutoffMinutes % 60));
  return format.dateTime(at, {
    hour: "numeric",
    minute: cutoffMinutes % 60 ? "2-digit" : undefined,
    // Hindi names the part of the day (सुबह, दोपहर, शाम) where English says AM/PM.
    dayPeriod: locale === "hi" ? "long" : undefined,
    timeZone: "UTC",
  });
}

export default async function ShippingInfoPage() {
  const t = await getTranslations("Pages.shipping");
  const policy = await policyTexts();
  const delivery = deliveryConfig();
  const threshold = formatINR(FREE_SHIPPING_THRESHOLD_PAISE);
  const fee = formatINR(FLAT_SHIPPING_FEE_PAISE);
  // Named in the page's language (the configuration names them in English).
  const stateNames = await getTranslations("States");
  const codStates = [...delivery.codUnavailableStates].map((state) => stateNameWith(stateNames, state));
  const format = await getFormatter();
  return (
    <StaticPage title={t("title")} intro={t("intro", { store: store.name, country: policy.country })}>
      <PageSection id="shipping-charges" title={t("charges.title")}>
        <p data-testid="shipping-policy">
          <strong>{policy.shippingPolicy}</strong>
        </p>
        <ul>
          <li>{t("charges.free", { threshold })}</li>
          <li>{t("charges.flat", { threshold, fee })}</li>
          <li>{t("charges.shown")}</li>
        </ul>
      </PageSection>

      <PageSection id="delivery-times" title={t("times.title")}>
        <ul>
          <li>{t.rich("times.standard", { standard: policy.deliveryTimes.standard, b })}</li>
          <li>{t.rich("times.express", { express: policy.deliveryTimes.express, b, link: linkTo("/contact") })}</li>
          <li>{t.rich("times.remote", { remote: policy.deliveryTimes.remote, b })}</li>
        </ul>
        <p>{t("times.dispatch", { cutoff: await cutoffTime(delivery.cutoffMinutes) })}</p>
        <p>{t("times.remoteAreas")}</p>
      </PageSection>

      <PageSection id="where-we-ship" title={t("where.title")}>
        <p>{t("where.text", { country: policy.country })}</p>
      </PageSection>

      <PageSection id="tracking" title={t("tracking.title")}>
        <p>{t.rich("tracking.text", { track: linkTo("/trackorder"), orders: linkTo("/orders") })}</p>
      </PageSection>

      <PageSection id="payment" title={t("payment.title")}>
        <p>{t("payment.intro")}</p>
        <ul>
          {policy.paymentMethods.map((method) => (
            <li key={method}>{method}</li>
          ))}
        </ul>
        <p>
          {t("payment.cod", {
            limit: formatINR(delivery.codLimitPaise),
            exceptions: codStates.length ? "some" : "none",
            states: format.list(codStates, { type: "disjunction" }),
          })}
        </p>
      </PageSection>

      <PageSection id="problems" title={t("problems.title")}>
        <p>{t.rich("problems.text", { returns: linkTo("/returns"), contact: linkTo("/contact") })}</p>
      </PageSection>
    </StaticPage>
  );
}
