import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { GrievanceOfficerDetails, SellerDetails } from "@/components/content/grievance-officer";
import { linkTo } from "@/components/content/rich-tags";
import { PageSection, StaticPage } from "@/components/content/static-page";
import { contentPageMetadata } from "@/lib/content/page-metadata";
import { policyTexts } from "@/lib/content/policy-texts";
import { store } from "@/lib/store";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Pages.company");
  return contentPageMetadata("/companyinfo", t("metaTitle"), t("metaDescription", { legalName: store.legalName }));
}

const VALUES = ["customerFirst", "integrity", "innovation", "teamwork"] as const;

// The Organization's JSON-LD is the storefront layout's (organizationJsonLd), on every page.
export default async function CompanyInfoPage() {
  const t = await getTranslations("Pages.company");
  const policy = await policyTexts();
  const country = policy.country;
  return (
    <StaticPage title={t("title")} intro={t("intro", { store: store.name, houseBrand: store.houseBrand, country })}>
      <PageSection id="mission" title={t("mission.title")}>
        <p>{t("mission.text", { country })}</p>
      </PageSection>

      <PageSection id="vision" title={t("vision.title")}>
        <p>{t("vision.text", { country })}</p>
      </PageSection>

      <PageSection id="values" title={t("values.title")}>
        <ul className="grid list-none! gap-4 pl-0! sm:grid-cols-2">
          {VALUES.map((value) => (
            <li key={value} className="mt-0! rounded-xl border border-neutral-200 bg-brand-50 p-5">
              <h3 className="font-semibold text-neutral-900">{t(`values.${value}.name`)}</h3>
              <p className="mt-1 text-neutral-700">{t(`values.${value}.text`)}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="bulk-orders" title={t("bulk.title")}>
        <p>
          {t.rich("bulk.text", {
            minimum: policy.bulkMinimum,
            corporate: linkTo("/corporate"),
            contact: linkTo("/contact"),
          })}
        </p>
      </PageSection>

      <PageSection id="seller" title={t("seller.title")}>
        <SellerDetails />
        <p>
          {t.rich("seller.text", {
            methods: policy.paymentMethods.join("; "),
            shipping: linkTo("/shipinginfo"),
            returns: linkTo("/returns"),
            privacy: linkTo("/privacy"),
            terms: linkTo("/terms"),
          })}
        </p>
      </PageSection>

      <PageSection id="grievance-officer" title={t("grievance.title")}>
        <GrievanceOfficerDetails />
      </PageSection>
    </StaticPage>
  );
}
