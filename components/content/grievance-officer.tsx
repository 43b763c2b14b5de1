import { getTranslations } from "next-intl/server";
import { b } from "@/components/content/rich-tags";
import { GRIEVANCE_RESPONSE } from "@/lib/content/policies";
import { policyTexts } from "@/lib/content/policy-texts";
import { storeAddressText } from "@/lib/content/store-address";
import { store } from "@/lib/store";
import { mailtoHref, telHref } from "@/lib/content/links";

// Consumer Protection (E-Commerce) Rules, 2020: the seller's details and the
// grievance officer, shown on /companyinfo (the footer links here).

export async function SellerDetails() {
  const label = await getTranslations("Pages.seller");
  const policy = await policyTexts();
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
      <dt className="font-semibold text-neutral-900">{label("legalName")}</dt>
      <dd>{store.legalName}</dd>
      <dt className="font-semibold text-neutral-900">{label("registeredOffice")}</dt>
      <dd>
        <address className="not-italic">
          {await storeAddressText()}, {policy.country}
        </address>
      </dd>
      <dt className="font-semibold text-neutral-900">{label("email")}</dt>
      <dd>
        <a href={mailtoHref(store.supportEmail)}>{store.supportEmail}</a>
      </dd>
      <dt className="font-semibold text-neutral-900">{label("phone")}</dt>
      <dd>
        <a href={telHref(store.supportPhone)}>{store.supportPhone}</a>
      </dd>
      <dt className="font-semibold text-neutral-900">{label("hours")}</dt>
      <dd>{policy.openingHours}</dd>
    </dl>
  );
}

export async function GrievanceOfficerDetails() {
  const t = await getTranslations("Pages.grievance");
  const policy = await policyTexts();
  const officer = store.grievanceOfficer;
  return (
    <>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold text-neutral-900">{t("name")}</dt>
        <dd>{officer.name}</dd>
        <dt className="font-semibold text-neutral-900">{t("designation")}</dt>
        <dd>{t("designationValue")}</dd>
        <dt className="font-semibold text-neutral-900">{t("email")}</dt>
        <dd>
          <a href={mailtoHref(officer.email)}>{officer.email}</a>
        </dd>
        <dt className="font-semibold text-neutral-900">{t("phone")}</dt>
        <dd>
          <a href={telHref(officer.phone)}>{officer.phone}</a> ({policy.openingHours})
        </dd>
        <dt className="font-semibold text-neutral-900">{t("address")}</dt>
        <dd>
          <address className="not-italic">
            {store.legalName}, {await storeAddressText()}, {policy.country}
          </address>
        </dd>
      </dl>
      <p>{t.rich("howTo", { hours: GRIEVANCE_RESPONSE.acknowledgeWithinHours, b })}</p>
    </>
  );
}
