import type { Metadata } from "next";
import Link from "next/link";
import { FaqList } from "@/components/content/faq-list";
import { StaticPage } from "@/components/content/static-page";
import { faqEntries } from "@/lib/content/faq";
import { jsonLdText } from "@/lib/content/json-ld";
import { store } from "@/lib/store";
import { pageAlternates } from "@/lib/seo/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: "Frequently Asked Questions",
    description: `Answers about shipping, delivery, payment, returns, exchanges and bulk orders at ${store.name}.`,
    alternates: await pageAlternates("/faq"),
  };
}

export default function FaqPage() {
  const entries = faqEntries();
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
    <StaticPage
      title="Frequently Asked Questions"
      intro={
        <>
          Quick answers to the questions we hear most. Can&apos;t find yours?{" "}
          <Link href="/contact" className="font-medium text-brand-700 underline underline-offset-2">
            Contact us
          </Link>
          .
        </>
      }
    >
      <FaqList entries={entries} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(structuredData) }} />
    </StaticPage>
  );
}
