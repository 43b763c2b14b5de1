import type { Metadata } from "next";
import Link from "next/link";
import { BulkQuoteForm } from "@/components/quotations/bulk-quote-form";
import { getSessionUser } from "@/lib/auth/session";
import { BULK_ORDER_MIN_TEXT, BULK_ORDER_MIN_UNITS } from "@/lib/content/policies";
import { store } from "@/lib/store";
import { pageAlternates } from "@/lib/seo/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: "Corporate Gifting and Bulk Orders",
    description: `Branded backpacks, laptop bags, luggage and kitchenware in bulk from ${store.name}. Orders from ${BULK_ORDER_MIN_TEXT}, priced by quotation.`,
    alternates: await pageAlternates("/corporate"),
  };
}

export default async function CorporatePage() {
  const user = await getSessionUser();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">Corporate Gifting and Bulk Orders</h1>
      <div className="mt-4 space-y-3 text-neutral-800">
        <p>
          Welcome kits, festive gifts, conference bags and team kitchens: we supply any product in our catalogue in
          bulk, with your logo printed or embroidered, gift-wrapped and delivered across India.
        </p>
        <p>
          Bulk orders start at <strong>{BULK_ORDER_MIN_TEXT}</strong> per product, depending on the product. Send us a
          request with the products, quantities and your budget; we reply with a quoted price, how long it is valid and
          any notes. You can follow every request under{" "}
          <Link href="/my" className="font-medium text-brand-700 underline">
            My Quotations
          </Link>
          .
        </p>
      </div>
      <section aria-labelledby="request-heading" className="mt-8 rounded-xl border border-neutral-200 p-6">
        <h2 id="request-heading" className="mb-4 text-xl font-semibold">
          Request a quotation
        </h2>
        {user ? (
          <BulkQuoteForm minimumUnits={BULK_ORDER_MIN_UNITS.min} />
        ) : (
          <p>
            <Link href="/login?callbackUrl=%2Fcorporate" className="font-semibold text-brand-700 underline">
              Log in
            </Link>{" "}
            to request a quotation, or{" "}
            <Link href="/contact" className="font-semibold text-brand-700 underline">
              contact us
            </Link>{" "}
            with your requirements.
          </p>
        )}
      </section>
    </div>
  );
}
