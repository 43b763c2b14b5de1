import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { QuotationCard } from "@/components/quotations/quotation-card";
import { requirePageUser } from "@/lib/auth/session";
import { listMyQuotations } from "@/lib/quotations/quotations";
import { EmptyState } from "@/components/ui/empty-state";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Quotations");
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function MyQuotationsPage() {
  const user = await requirePageUser("/my");
  const [quotations, t, locale] = await Promise.all([
    listMyQuotations(user.id),
    getTranslations("Quotations"),
    getLocale(),
  ]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold">{t("title")}</h1>
      {quotations.length === 0 ? (
        <EmptyState>
          <p>{t("empty")}</p>
          <Link href="/cart" className="mt-3 inline-block font-medium text-brand-700 underline">
            {t("requestFromCart")}
          </Link>
        </EmptyState>
      ) : (
        <div className="space-y-4">
          {quotations.map((quotation) => (
            <QuotationCard key={quotation._id} forOwner quotation={quotation} locale={locale} />
          ))}
        </div>
      )}
    </div>
  );
}
