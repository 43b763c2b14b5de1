import type { Metadata } from "next";
import Link from "next/link";
import { PageSection, StaticPage } from "@/components/content/static-page";
import { MINIMUM_AGE, PAYMENT_METHODS, POLICY_EFFECTIVE_DATE, SHIPPING_COUNTRY } from "@/lib/content/policies";
import { formatStoreAddress, store } from "@/lib/store";
import { pageAlternates } from "@/lib/seo/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: "Terms and Conditions",
    description: `The terms that apply when you use the ${store.name} website and buy from ${store.legalName}.`,
    alternates: await pageAlternates("/terms"),
  };
}

export default function TermsPage() {
  return (
    <StaticPage
      title="Terms and Conditions"
      effectiveDate={POLICY_EFFECTIVE_DATE}
      intro={`These terms apply when you use the ${store.name} website and buy from ${store.legalName}, ${formatStoreAddress()}. By using the website or placing an order you agree to them.`}
    >
      <PageSection id="eligibility" title="Who can buy">
        <p>
          You must be at least {MINIMUM_AGE} years old and able to enter into a binding contract under Indian law to
          create an account or place an order. Keep your login details to yourself: you are responsible for what is done
          with your account.
        </p>
      </PageSection>

      <PageSection id="products-prices" title="Products and prices">
        <ul>
          <li>All prices are in Indian rupees (₹) and include GST.</li>
          <li>
            We describe and photograph products as accurately as we can; colours may look slightly different on your
            screen.
          </li>
          <li>
            If a product is listed at an obviously wrong price, or is out of stock, we may cancel the order and tell you
            promptly; anything you paid for it is returned in full.
          </li>
        </ul>
      </PageSection>

      <PageSection id="orders-payment" title="Orders and payment">
        <p>An order is accepted when we confirm it. You can pay by:</p>
        <ul>
          {PAYMENT_METHODS.map((method) => (
            <li key={method}>{method}</li>
          ))}
        </ul>
        <p>Bulk and corporate orders are priced by quotation; a quotation is valid until the date it states.</p>
      </PageSection>

      <PageSection id="delivery" title="Delivery">
        <p>
          We deliver within {SHIPPING_COUNTRY} only. Shipping charges and delivery times are set out in{" "}
          <Link href="/shipinginfo">Shipping Information</Link>.
        </p>
      </PageSection>

      <PageSection id="returns" title="Returns and exchanges">
        <p>
          Returns and exchanges are governed by our <Link href="/returns">Return and Exchange Policy</Link>.
        </p>
      </PageSection>

      <PageSection id="use-of-site" title="Using the website">
        <ul>
          <li>Do not misuse the website, try to break its security, or use it for anything unlawful.</li>
          <li>
            The website&apos;s content, logos and images belong to {store.legalName} or its licensors; do not copy them
            without permission.
          </li>
        </ul>
      </PageSection>

      <PageSection id="privacy" title="Privacy">
        <p>
          How we handle your personal information is explained in our <Link href="/privacy">Privacy Policy</Link>.
        </p>
      </PageSection>

      <PageSection id="liability" title="Liability">
        <p>
          Nothing in these terms limits your rights under the Consumer Protection Act, 2019, or our liability where the
          law does not allow it to be limited.
        </p>
      </PageSection>

      <PageSection id="law" title="Governing law and disputes">
        <p>
          These terms are governed by the laws of India. Please raise any complaint first with our{" "}
          <Link href="/companyinfo#grievance-officer">Grievance Officer</Link>; disputes are subject to the jurisdiction
          of the courts at {store.address.city}, without affecting your right to approach a consumer commission.
        </p>
      </PageSection>

      <PageSection id="changes" title="Changes to these terms">
        <p>
          We may update these terms; the effective date above shows when they last changed. Orders are governed by the
          terms in force when they were placed.
        </p>
      </PageSection>
    </StaticPage>
  );
}
