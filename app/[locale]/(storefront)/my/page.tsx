import type { Metadata } from "next";
import Link from "next/link";
import { QuotationCard } from "@/components/quotations/quotation-card";
import { requirePageUser } from "@/lib/auth/session";
import { listMyQuotations } from "@/lib/quotations/quotations";

export const metadata: Metadata = { title: "My Quotations", robots: { index: false } };

export default async function MyQuotationsPage() {
  const user = await requirePageUser("/my");
  const quotations = await listMyQuotations(user.id);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold">My Quotations</h1>
      {quotations.length === 0 ? (
        <div className="rounded-lg border border-dashed border-neutral-300 p-8 text-center">
          <p>You haven&apos;t requested any quotations yet.</p>
          <Link href="/cart" className="mt-3 inline-block font-medium text-brand-700 underline">
            Request one from your cart
          </Link>
        </div>
      ) : (
        <div className="space-y-4">
          {quotations.map((quotation) => (
            <QuotationCard key={quotation._id} forOwner quotation={quotation} />
          ))}
        </div>
      )}
    </div>
  );
}
