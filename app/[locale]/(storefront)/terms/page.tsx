import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { linkTo } from "@/components/content/rich-tags";
import { PageSection, StaticPage } from "@/components/content/static-page";
import { contentPageMetadata } from "@/lib/content/page-metadata";
import { MINIMUM_AGE, POLICY_EFFECTIVE_DATE } from "@/lib/content/policies";
import { policyTexts } from "@/lib/content/policy-texts";
import { storeAddressText } from "@/lib/content/store-address";
import { store } from "@/lib/store";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Pages.terms");
  return contentPageMetadata(
    "/terms",
    t("metaTitle"),
    t("metaDescription", { store: store.name, legalName: store.legalName }),
  );
}

export default async function TermsPage() {
  const t = await getTranslations("Pages.terms");
  const policy = await policyTexts();
  return (
    <StaticPage
      title={t("title")}
      effectiveDate={POLICY_EFFECTIVE_DATE.iso}
      intro={t("intro", { store: store.name, legalName: store.legalName, address: await storeAddressText() })}
    >
      <PageSection id="eligibility" title={t("eligibility.title")}>
        <p>{t("eligibility.text", { age: MINIMUM_AGE })}</p>
      </PageSection>

      <PageSection id="products-prices" title={t("prices.title")}>
        <ul>
          <li>{t("prices.gst")}</li>
          <li>{t("prices.photos")}</li>
          <li>{t("prices.wrongPrice")}</li>
        </ul>
      </PageSection>

      <PageSection id="orders-payment" title={t("orders.title")}>
        <p>{t("orders.accepted")}</p>
        <ul>
          {policy.paymentMethods.map((method) => (
            <li key={method}>{method}</li>
          ))}
        </ul>
        <p>{t("orders.quotation")}</p>
      </PageSection>

      <PageSection id="delivery" title={t("delivery.title")}>
        <p>{t.rich("delivery.text", { country: policy.country, link: linkTo("/shipinginfo") })}</p>
      </PageSection>

      <PageSection id="returns" title={t("returns.title")}>
        <p>{t.rich("returns.text", { link: linkTo("/returns") })}</p>
      </PageSection>

      <PageSection id="use-of-site" title={t("useOfSite.title")}>
        <ul>
          <li>{t("useOfSite.misuse")}</li>
          <li>{t("useOfSite.content", { legalName: store.legalName })}</li>
        </ul>
      </PageSection>

      <PageSection id="privacy" title={t("privacy.title")}>
        <p>{t.rich("privacy.text", { link: linkTo("/privacy") })}</p>
      </PageSection>

      <PageSection id="liability" title={t("liability.title")}>
        <p>{t("liability.text")}</p>
      </PageSection>

      <PageSection id="law" title={t("law.title")}>
        <p>{t.rich("law.text", { city: store.address.city, link: linkTo("/companyinfo#grievance-officer") })}</p>
      </PageSection>

      <PageSection id="changes" title={t("changes.title")}>
        <p>{t("changes.text")}</p>
      </PageSection>
    </StaticPage>
  );
}
