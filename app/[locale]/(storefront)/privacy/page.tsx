import type { Metadata } from "next";
import Link from "next/link";
import { PageSection, StaticPage } from "@/components/content/static-page";
import { mailtoHref } from "@/lib/content/links";
import { MINIMUM_AGE, POLICY_EFFECTIVE_DATE } from "@/lib/content/policies";
import { formatStoreAddress, store } from "@/lib/store";
import { pageAlternates } from "@/lib/seo/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: "Privacy Policy",
    description: `How ${store.legalName} collects, uses and protects your personal information.`,
    alternates: await pageAlternates("/privacy"),
  };
}

export default function PrivacyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      effectiveDate={POLICY_EFFECTIVE_DATE}
      intro={`${store.legalName} ("${store.name}", "we") respects your privacy. This policy explains what personal information we collect when you use our website, why, and the choices you have.`}
    >
      <PageSection id="information-we-collect" title="Information we collect">
        <ul>
          <li>
            <strong>Account details:</strong> your name, e-mail address, phone number and password (stored only as a
            secure hash).
          </li>
          <li>
            <strong>Order details:</strong> shipping addresses, the products you order, quotation requests and your
            order history.
          </li>
          <li>
            <strong>Payment details:</strong> online payments are processed by Razorpay. We receive a payment reference
            and status, never your full card number, UPI PIN or banking password.
          </li>
          <li>
            <strong>Messages:</strong> what you send us through the contact form and your newsletter subscription.
          </li>
          <li>
            <strong>Technical data:</strong> your IP address and browser details, used to keep the site secure and to
            prevent abuse.
          </li>
        </ul>
      </PageSection>

      <PageSection id="how-we-use" title="How we use your information">
        <ul>
          <li>To process, deliver and support your orders, exchanges and quotations.</li>
          <li>To manage your account, cart and wishlist.</li>
          <li>To answer your messages and complaints.</li>
          <li>To send our newsletter, only if you subscribed to it.</li>
          <li>To prevent fraud, keep our services secure and meet our legal obligations (for example, tax records).</li>
        </ul>
      </PageSection>

      <PageSection id="sharing" title="Who we share it with">
        <p>We do not sell your personal information. We share it only as needed to serve you:</p>
        <ul>
          <li>with courier partners, to deliver your orders;</li>
          <li>with Razorpay, to process online payments;</li>
          <li>with service providers who host our website and database, under confidentiality obligations;</li>
          <li>with authorities, when the law requires it.</li>
        </ul>
      </PageSection>

      <PageSection id="cookies" title="Cookies">
        <p>
          We use a secure session cookie to keep you logged in and remember your cart. We do not use advertising
          cookies.
        </p>
      </PageSection>

      <PageSection id="retention-security" title="How long we keep it and how we protect it">
        <p>
          We keep account information while your account is open, and order and invoice records for as long as tax law
          requires. Data travels over encrypted connections, passwords are stored as one-way hashes, and access to
          personal data is limited to the staff who need it.
        </p>
      </PageSection>

      <PageSection id="your-choices" title="Your choices and rights">
        <ul>
          <li>You can view and correct your profile and addresses in your account at any time.</li>
          <li>You can ask us for a copy of your information, or ask us to correct or delete it.</li>
          <li>You can unsubscribe from the newsletter at any time by writing to us.</li>
        </ul>
        <p>
          Write to <a href={mailtoHref(store.supportEmail)}>{store.supportEmail}</a> and we will respond promptly.
        </p>
      </PageSection>

      <PageSection id="age" title="Age">
        <p>
          Our website is meant for people aged {MINIMUM_AGE} and over. We do not knowingly collect information from
          anyone younger.
        </p>
      </PageSection>

      <PageSection id="grievances" title="Grievances">
        <p>
          If you have a concern about how we handle your information, contact our Grievance Officer,{" "}
          {store.grievanceOfficer.name}, at{" "}
          <a href={mailtoHref(store.grievanceOfficer.email)}>{store.grievanceOfficer.email}</a>. See{" "}
          <Link href="/companyinfo#grievance-officer">how we handle grievances</Link>.
        </p>
      </PageSection>

      <PageSection id="changes" title="Changes to this policy">
        <p>
          We may update this policy; the effective date above shows when it last changed. {store.legalName},{" "}
          {formatStoreAddress()}.
        </p>
      </PageSection>
    </StaticPage>
  );
}
