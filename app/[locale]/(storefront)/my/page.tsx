import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { QuotationCard } from "@/components/quotations/quotation-card";
import { requirePageUser } from "@/lib/auth/session";
import { Link } from "@/lib/i18n/navigation";
import { listMyQuotations } from "@/lib/quotations/quotations";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("AccountPages.quotations");
  return { title: t("title"), robots: { index: false } };
}

export default async function MyQuotationsPage() {
  const user = await requirePageUser("/my");
  const quotations = await listMyQuotations(user.id);
  const t = await getTranslations("AccountPages.quotations");
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold">{t("title")}</h1>
      {quotations.length === 0 ? (
        <div className="rounded-lg border border-dashed border-neutral-300 p-8 text-center">
          <p>{t("empty")}</p>
          <Link href="/cart" className="mt-3 inline-block font-medium text-brand-700 underline">
            {t("fromCart")}
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
