import type { Metadata } from "next";
import Link from "next/link";
import { GrievanceOfficerDetails, SellerDetails } from "@/components/content/grievance-officer";
import { PageSection, StaticPage } from "@/components/content/static-page";
import { BULK_ORDER_MIN_TEXT, PAYMENT_METHODS, SHIPPING_COUNTRY } from "@/lib/content/policies";
import { jsonLdText } from "@/lib/content/json-ld";
import { store } from "@/lib/store";
import { pageAlternates } from "@/lib/seo/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: "Company Information",
    description: `About ${store.legalName}: our mission, vision and values, seller details and grievance officer.`,
    alternates: await pageAlternates("/companyinfo"),
  };
}

const VALUES = [
  {
    name: "Customer First",
    text: "Every decision starts with the shopper: honest prices, clear policies and help when you need it.",
  },
  {
    name: "Integrity",
    text: "We describe products truthfully, keep our promises and own our mistakes.",
  },
  {
    name: "Innovation",
    text: "We keep improving our products, our website and our service to make shopping easier.",
  },
  {
    name: "Teamwork",
    text: "Our designers, stores, warehouse and support team work as one to get your order right.",
  },
] as const;

export default function CompanyInfoPage() {
  const organization = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: store.name,
    legalName: store.legalName,
    email: store.supportEmail,
    telephone: store.supportPhone,
    address: {
      "@type": "PostalAddress",
      streetAddress: store.address.street,
      addressLocality: store.address.city,
      addressRegion: store.address.state,
      postalCode: store.address.postalCode,
      addressCountry: "IN",
    },
  };
  return (
    <StaticPage
      title="Company Information"
      intro={`${store.name} brings you backpacks, laptop and office bags, luggage and home & kitchen essentials, including our own ${store.houseBrand} range, delivered across ${SHIPPING_COUNTRY}.`}
    >
      <PageSection id="mission" title="Our Mission">
        <p>
          To make well-made, good-value bags, luggage and kitchenware easy to find and easy to buy for every home in{" "}
          {SHIPPING_COUNTRY}, with service you can count on before and after you order.
        </p>
      </PageSection>

      <PageSection id="vision" title="Our Vision">
        <p>
          To be the most trusted place in {SHIPPING_COUNTRY} to shop for the things that carry your everyday life, from
          the daily commute to the family holiday and the kitchen at home.
        </p>
      </PageSection>

      <PageSection id="values" title="Our Values">
        <ul className="grid list-none! gap-4 pl-0! sm:grid-cols-2">
          {VALUES.map((value) => (
            <li key={value.name} className="mt-0! rounded-xl border border-neutral-200 bg-brand-50 p-5">
              <h3 className="font-semibold text-neutral-900">{value.name}</h3>
              <p className="mt-1 text-neutral-700">{value.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="bulk-orders" title="Bulk and corporate gifting">
        <p>
          We supply companies, schools and events. Bulk orders start at {BULK_ORDER_MIN_TEXT}, depending on the product.{" "}
          <Link href="/corporate">Learn about corporate gifting</Link> or <Link href="/contact">contact us</Link>.
        </p>
      </PageSection>

      <PageSection id="seller" title="Seller information">
        <SellerDetails />
        <p>
          Payment methods: {PAYMENT_METHODS.join("; ")}. Prices include all taxes; your order shows the product total,
          shipping charge and taxes separately. Imported products show their country of origin on the product page. See
          our <Link href="/shipinginfo">shipping</Link>, <Link href="/returns">return and exchange</Link>,{" "}
          <Link href="/privacy">privacy</Link> and <Link href="/terms">terms</Link> pages.
        </p>
      </PageSection>

      <PageSection id="grievance-officer" title="Grievance Officer">
        <GrievanceOfficerDetails />
      </PageSection>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(organization) }} />
    </StaticPage>
  );
}
