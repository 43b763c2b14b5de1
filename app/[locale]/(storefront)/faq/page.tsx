import type { Metadata } from "next";
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { FaqList } from "@/components/content/faq-list";
import { StaticPage } from "@/components/content/static-page";
import { faqEntries } from "@/lib/content/faq";
import { JsonLd } from "@/components/seo/json-ld";
import { contentPageMetadata } from "@/lib/content/page-metadata";
import { Link } from "@/lib/i18n/navigation";
import { store } from "@/lib/store";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Faq");
  return contentPageMetadata("/faq", t("metaTitle"), t("metaDescription", { store: store.name }));
}

function ContactLink(chunks: ReactNode) {
  return (
    <Link href="/contact" className="font-medium text-brand-700 underline underline-offset-2">
      {chunks}
    </Link>
  );
}

export default async function FaqPage() {
  const t = await getTranslations("Faq");
  const entries = await faqEntries();
  const structuredData = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
  return (
    <StaticPage title={t("title")} intro={t.rich("intro", { link: ContactLink })}>
      <FaqList entries={entries} />
      <JsonLd data={structuredData} />
    </StaticPage>
  );
}
