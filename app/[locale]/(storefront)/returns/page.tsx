import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { b, linkTo, mailTo } from "@/components/content/rich-tags";
import { PageSection, StaticPage } from "@/components/content/static-page";
import { contentPageMetadata } from "@/lib/content/page-metadata";
import { EXCHANGES_PER_ORDER, RETURN_REPORT_WINDOW_HOURS } from "@/lib/content/policies";
import { EXCHANGE_SHIPPING_FEE_PAISE } from "@/lib/exchanges/charges";
import { formatINR } from "@/lib/money";
import { store } from "@/lib/store";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Pages.returns");
  return contentPageMetadata(
    "/returns",
    t("metaTitle"),
    t("metaDescription", { hours: RETURN_REPORT_WINDOW_HOURS, store: store.name }),
  );
}

export default async function ReturnsPage() {
  const t = await getTranslations("Pages.returns");
  const hours = RETURN_REPORT_WINDOW_HOURS;
  // What a replacement costs the shopper, named as the e-commerce rules ask (the cost of return shipping).
  const fee = formatINR(EXCHANGE_SHIPPING_FEE_PAISE);
  return (
    <StaticPage title={t("title")} intro={t("intro")}>
      <PageSection id="at-a-glance" title={t("glance.title")}>
        <ul>
          <li>{t.rich("glance.report", { hours, b })}</li>
          <li>{t.rich("glance.noRefunds", { b })}</li>
          <li>{t.rich("glance.perOrder", { count: EXCHANGES_PER_ORDER, b })}</li>
          <li>{t.rich("glance.shipping", { fee, b })}</li>
        </ul>
      </PageSection>

      <PageSection id="how-to-request" title={t("request.title")}>
        <ol>
          <li>
            {t.rich("request.report", {
              hours,
              email: store.supportEmail,
              link: linkTo("/contact"),
              orders: linkTo("/orders"),
              mail: mailTo(store.supportEmail),
            })}
          </li>
          <li>{t("request.details")}</li>
          <li>{t("request.confirm")}</li>
          <li>{t("request.dispatch")}</li>
        </ol>
      </PageSection>

      <PageSection id="eligibility" title={t("eligibility.title")}>
        <ul>
          <li>{t("eligibility.unused")}</li>
          <li>{t("eligibility.damaged")}</li>
          <li>{t("eligibility.sameItem")}</li>
          <li>{t("eligibility.late", { hours })}</li>
        </ul>
      </PageSection>

      <PageSection id="shipping-costs" title={t("shippingCosts.title")}>
        <p>{t.rich("shippingCosts.text", { fee, link: linkTo("/shipinginfo") })}</p>
      </PageSection>

      <PageSection id="warranty" title={t("warranty.title")}>
        <p>{t("warranty.text")}</p>
      </PageSection>

      <PageSection id="your-rights" title={t("rights.title")}>
        <p>{t.rich("rights.text", { link: linkTo("/companyinfo#grievance-officer") })}</p>
      </PageSection>
    </StaticPage>
  );
}
