import type { Metadata } from "next";
import Link from "next/link";
import { ContactForm } from "@/components/content/contact-form";
import { mailtoHref, telHref } from "@/lib/content/links";
import { formatStoreAddress, store } from "@/lib/store";
import { focusRing } from "@/components/ui/focus-ring";
import { pageAlternates } from "@/lib/seo/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: "Contact Us",
    description: `Questions about an order, a return or our products? Write to ${store.name} or call ${store.supportPhone}, ${store.openingHours}.`,
    alternates: await pageAlternates("/contact"),
  };
}

const linkClass = `font-medium text-brand-700 underline-offset-2 hover:underline ${focusRing}`;

export default function ContactPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">Contact Us</h1>
      <p className="mt-4 max-w-2xl text-lg leading-relaxed text-neutral-700">
        Have a question about an order, a return or one of our products? Send us a message and our customer care team
        will get back to you by e-mail.
      </p>
      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_2fr]">
        <section aria-labelledby="contact-details-heading" className="space-y-6 rounded-xl bg-brand-50 p-6">
          <h2 id="contact-details-heading" className="text-xl font-semibold text-neutral-900">
            Get in touch
          </h2>
          <div>
            <h3 className="font-semibold text-neutral-900">Address</h3>
            <address className="mt-1 not-italic text-neutral-700">
              {store.legalName}
              <br />
              {formatStoreAddress()}
            </address>
          </div>
          <div>
            <h3 className="font-semibold text-neutral-900">Phone</h3>
            <p className="mt-1">
              <a href={telHref(store.supportPhone)} className={linkClass}>
                {store.supportPhone}
              </a>
            </p>
          </div>
          <div>
            <h3 className="font-semibold text-neutral-900">Support e-mail</h3>
            <p className="mt-1">
              <a href={mailtoHref(store.supportEmail)} className={linkClass}>
                {store.supportEmail}
              </a>
            </p>
          </div>
          <div>
            <h3 className="font-semibold text-neutral-900">Opening hours</h3>
            <p className="mt-1 text-neutral-700">{store.openingHours}</p>
          </div>
          <p className="text-sm text-neutral-700">
            Complaint not resolved? Contact our{" "}
            <Link href="/companyinfo#grievance-officer" className={`${linkClass} underline`}>
              Grievance Officer
            </Link>
            . Answers to common questions are in our{" "}
            <Link href="/faq" className={`${linkClass} underline`}>
              FAQ
            </Link>
            .
          </p>
        </section>
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="mb-4 text-xl font-semibold text-neutral-900">
            Send us a message
          </h2>
          <ContactForm />
        </section>
      </div>
    </div>
  );
}
