import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { b, linkTo, mailTo } from "@/components/content/rich-tags";
import { PageSection, StaticPage } from "@/components/content/static-page";
import { contentPageMetadata } from "@/lib/content/page-metadata";
import { MINIMUM_AGE, POLICY_EFFECTIVE_DATE } from "@/lib/content/policies";
import { store } from "@/lib/store";
import { storeAddressText } from "@/lib/content/store-address";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Pages.privacy");
  return contentPageMetadata("/privacy", t("metaTitle"), t("metaDescription", { legalName: store.legalName }));
}

export default async function PrivacyPage() {
  const t = await getTranslations("Pages.privacy");
  return (
    <StaticPage
      title={t("title")}
      effectiveDate={POLICY_EFFECTIVE_DATE.iso}
      intro={t("intro", { legalName: store.legalName, store: store.name })}
    >
      <PageSection id="information-we-collect" title={t("collect.title")}>
        <ul>
          <li>{t.rich("collect.account", { b })}</li>
          <li>{t.rich("collect.order", { b })}</li>
          <li>{t.rich("collect.payment", { b })}</li>
          <li>{t.rich("collect.messages", { b })}</li>
          <li>{t.rich("collect.technical", { b })}</li>
        </ul>
      </PageSection>

      <PageSection id="how-we-use" title={t("use.title")}>
        <ul>
          <li>{t("use.orders")}</li>
          <li>{t("use.account")}</li>
          <li>{t("use.messages")}</li>
          <li>{t("use.newsletter")}</li>
          <li>{t("use.legal")}</li>
        </ul>
      </PageSection>

      <PageSection id="sharing" title={t("sharing.title")}>
        <p>{t("sharing.intro")}</p>
        <ul>
          <li>{t("sharing.couriers")}</li>
          <li>{t("sharing.razorpay")}</li>
          <li>{t("sharing.providers")}</li>
          <li>{t("sharing.authorities")}</li>
        </ul>
      </PageSection>

      <PageSection id="cookies" title={t("cookies.title")}>
        <p>{t("cookies.text")}</p>
      </PageSection>

      <PageSection id="retention-security" title={t("retention.title")}>
        <p>{t("retention.text")}</p>
      </PageSection>

      <PageSection id="your-choices" title={t("choices.title")}>
        <ul>
          <li>{t("choices.view")}</li>
          <li>{t("choices.copy")}</li>
          <li>{t.rich("choices.delete", { link: linkTo("/profile") })}</li>
          <li>{t("choices.unsubscribe")}</li>
        </ul>
        <p>{t.rich("choices.write", { email: store.supportEmail, mail: mailTo(store.supportEmail) })}</p>
      </PageSection>

      <PageSection id="age" title={t("age.title")}>
        <p>{t("age.text", { age: MINIMUM_AGE })}</p>
      </PageSection>

      <PageSection id="grievances" title={t("grievances.title")}>
        <p>
          {t.rich("grievances.text", {
            name: store.grievanceOfficer.name,
            email: store.grievanceOfficer.email,
            mail: mailTo(store.grievanceOfficer.email),
            link: linkTo("/companyinfo#grievance-officer"),
          })}
        </p>
      </PageSection>

      <PageSection id="changes" title={t("changes.title")}>
        <p>{t("changes.text", { legalName: store.legalName, address: await storeAddressText() })}</p>
      </PageSection>
    </StaticPage>
  );
}
