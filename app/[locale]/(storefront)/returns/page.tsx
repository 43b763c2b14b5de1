import type { Metadata } from "next";
import Link from "next/link";
import { PageSection, StaticPage } from "@/components/content/static-page";
import { mailtoHref } from "@/lib/content/links";
import { EXCHANGES_PER_ORDER, RETURN_REPORT_WINDOW_HOURS } from "@/lib/content/policies";
import { store } from "@/lib/store";
import { pageAlternates } from "@/lib/seo/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: "Return and Exchange Policy",
    description: `Report a return or exchange within ${RETURN_REPORT_WINDOW_HOURS} hours of delivery. ${store.name} exchanges products once per order; we do not offer refunds.`,
    alternates: await pageAlternates("/returns"),
  };
}

export default function ReturnsPage() {
  return (
    <StaticPage
      title="Return and Exchange Policy"
      intro="We want you to love what you bought. If something is not right, here is how we put it right."
    >
      <PageSection id="at-a-glance" title="At a glance">
        <ul>
          <li>
            Report a return or exchange within <strong>{RETURN_REPORT_WINDOW_HOURS} hours of delivery</strong>.
          </li>
          <li>
            We do <strong>not offer refunds</strong>; eligible products are exchanged.
          </li>
          <li>
            <strong>
              {EXCHANGES_PER_ORDER === 1 ? "One exchange" : `${EXCHANGES_PER_ORDER} exchanges`} per order.
            </strong>
          </li>
          <li>
            <strong>You pay the shipping</strong> for an exchange. We tell you the amount before you send anything.
          </li>
        </ul>
      </PageSection>

      <PageSection id="how-to-request" title="How to request an exchange">
        <ol>
          <li>
            Within {RETURN_REPORT_WINDOW_HOURS} hours of delivery, send us a message through the{" "}
            <Link href="/contact">contact form</Link> with the subject &ldquo;Returns&rdquo;, or write to{" "}
            <a href={mailtoHref(store.supportEmail)}>{store.supportEmail}</a>.
          </li>
          <li>Include your order ID, the product, the reason, and photos of the product and its packaging.</li>
          <li>We confirm whether the product is eligible and tell you how to send it back and what it costs.</li>
          <li>Once we receive and check the product, we dispatch the replacement.</li>
        </ol>
      </PageSection>

      <PageSection id="eligibility" title="What can be exchanged">
        <ul>
          <li>The product must be unused, with its original tags, labels and packaging.</li>
          <li>Products that arrive damaged, defective or different from what you ordered are always eligible.</li>
          <li>We exchange a product for the same item, or for another size or colour of it where available.</li>
          <li>Requests reported more than {RETURN_REPORT_WINDOW_HOURS} hours after delivery cannot be accepted.</li>
        </ul>
      </PageSection>

      <PageSection id="shipping-costs" title="Shipping costs for exchanges">
        <p>
          The customer pays the shipping for an exchange, both for sending the product back and for the replacement. See{" "}
          <Link href="/shipinginfo">Shipping Information</Link> for our delivery times.
        </p>
      </PageSection>

      <PageSection id="warranty" title="Warranty">
        <p>
          Where a product carries a manufacturer&apos;s warranty, its product page says so; warranty claims are handled
          under the manufacturer&apos;s terms, and we are happy to help you make one.
        </p>
      </PageSection>

      <PageSection id="your-rights" title="Your rights">
        <p>
          This policy does not limit your rights under the Consumer Protection Act, 2019. If you are not satisfied with
          how we handled your request, you can contact our{" "}
          <Link href="/companyinfo#grievance-officer">Grievance Officer</Link>.
        </p>
      </PageSection>
    </StaticPage>
  );
}
