import type { Metadata } from "next";
import { pageAlternates } from "@/lib/seo/page-metadata";
import { getTranslations } from "next-intl/server";
import { ContactForm } from "@/components/content/contact-form";
import { mailtoHref, telHref } from "@/lib/content/links";
import { store } from "@/lib/store";
import { focusRing } from "@/components/ui/focus-ring";
import { Link } from "@/lib/i18n/navigation";
import { openingHoursText } from "@/lib/content/policy-texts";
import { storeAddressText } from "@/lib/content/store-address";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Contact");
  return {
    title: t("title"),
    description: t("description", { store: store.name, phone: store.supportPhone, hours: await openingHoursText() }),
    alternates: await pageAlternates("/contact"),
  };
}

const linkClass = `font-medium text-brand-700 underline-offset-2 hover:underline ${focusRing}`;

export default async function ContactPage() {
  const t = await getTranslations("Contact");
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">{t("title")}</h1>
      <p className="mt-4 max-w-2xl text-lg leading-relaxed text-neutral-700">{t("intro")}</p>
      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_2fr]">
        <section aria-labelledby="contact-details-heading" className="space-y-6 rounded-xl bg-brand-50 p-6">
          <h2 id="contact-details-heading" className="text-xl font-semibold text-neutral-900">
            {t("getInTouch")}
          </h2>
          <div>
            <h3 className="font-semibold text-neutral-900">{t("address")}</h3>
            <address className="mt-1 not-italic text-neutral-700">
              {store.legalName}
              <br />
              {await storeAddressText()}
            </address>
          </div>
          <div>
            <h3 className="font-semibold text-neutral-900">{t("phone")}</h3>
            <p className="mt-1">
              <a href={telHref(store.supportPhone)} className={linkClass}>
                {store.supportPhone}
              </a>
            </p>
          </div>
          <div>
            <h3 className="font-semibold text-neutral-900">{t("supportEmail")}</h3>
            <p className="mt-1">
              <a href={mailtoHref(store.supportEmail)} className={linkClass}>
                {store.supportEmail}
              </a>
            </p>
          </div>
          <div>
            <h3 className="font-semibold text-neutral-900">{t("openingHours")}</h3>
            <p className="mt-1 text-neutral-700">{await openingHoursText()}</p>
          </div>
          <p className="text-sm text-neutral-700">
            {t.rich("moreHelp", {
              grievance: (chunks) => (
                <Link href="/companyinfo#grievance-officer" className={`${linkClass} underline`}>
                  {chunks}
                </Link>
              ),
              faq: (chunks) => (
                <Link href="/faq" className={`${linkClass} underline`}>
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </section>
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="mb-4 text-xl font-semibold text-neutral-900">
            {t("sendMessage")}
          </h2>
          <ContactForm />
        </section>
      </div>
    </div>
  );
}
