import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BulkQuoteForm } from "@/components/quotations/bulk-quote-form";
import { getSessionUser } from "@/lib/auth/session";
import { BULK_ORDER_MIN_UNITS } from "@/lib/content/policies";
import { Link } from "@/lib/i18n/navigation";
import { store } from "@/lib/store";
import { pageAlternates } from "@/lib/seo/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Corporate");
  return {
    title: t("title"),
    description: t("description", { store: store.name, minimum: t("minimum", minimumUnits) }),
    alternates: await pageAlternates("/corporate"),
  };
}

/** BULK_ORDER_MIN_TEXT's numbers, worded by the page's language ("50 to 100 units"). */
const minimumUnits = { min: String(BULK_ORDER_MIN_UNITS.min), max: String(BULK_ORDER_MIN_UNITS.max) };

export default async function CorporatePage() {
  const user = await getSessionUser();
  const t = await getTranslations("Corporate");
  const minimum = t("minimum", minimumUnits);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <div className="mt-4 space-y-3 text-neutral-800">
        <p>{t("intro")}</p>
        <p>
          {t.rich("terms", {
            minimum,
            b: (chunks) => <strong>{chunks}</strong>,
            mine: (chunks) => (
              <Link href="/my" className="font-medium text-brand-700 underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </div>
      <section aria-labelledby="request-heading" className="mt-8 rounded-xl border border-neutral-200 p-6">
        <h2 id="request-heading" className="mb-4 text-xl font-semibold">
          {t("requestHeading")}
        </h2>
        {user ? (
          <BulkQuoteForm minimumUnits={BULK_ORDER_MIN_UNITS.min} />
        ) : (
          <p>
            {t.rich("loginPrompt", {
              login: (chunks) => (
                <Link href="/login?callbackUrl=%2Fcorporate" className="font-semibold text-brand-700 underline">
                  {chunks}
                </Link>
              ),
              contact: (chunks) => (
                <Link href="/contact" className="font-semibold text-brand-700 underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        )}
      </section>
    </div>
  );
}
