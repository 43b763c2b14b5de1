"use client";

import { useTranslations } from "next-intl";
import { DATABASE_UNAVAILABLE_DIGEST } from "@/lib/observability/database-errors";
import { focusRing } from "@/components/ui/focus-ring";
import { Link } from "@/lib/i18n/navigation";

// What a shopper sees when a page fails: an apology, Try again, and a way back to shopping.
// Used by app/[locale]/(storefront)/error.tsx (inside the shop's layout) and app/global-error.tsx.
// When the database is unavailable (server.mjs answers 503) it says so: nothing is
// broken on the shopper's side, and waiting a moment helps.

export function ErrorView({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations("Errors");
  const digest =
    typeof error === "object" && error !== null && "digest" in error && typeof error.digest === "string"
      ? error.digest
      : null;
  const unavailable = digest === DATABASE_UNAVAILABLE_DIGEST;
  const kind = unavailable ? "unavailable" : "failed";
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{t(`${kind}.eyebrow`)}</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">{t(`${kind}.title`)}</h1>
      <p className="mt-4 text-lg text-neutral-700">{t(`${kind}.body`)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => retry()}
          className={`rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 ${focusRing}`}
        >
          {t("tryAgain")}
        </button>
        <Link
          href="/shop"
          className={`rounded-lg border border-brand-600 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50 ${focusRing}`}
        >
          {t("continueShopping")}
        </Link>
        <Link
          href="/"
          className={`rounded-lg border border-brand-600 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50 ${focusRing}`}
        >
          {t("homePage")}
        </Link>
      </div>
      {digest && !unavailable ? (
        <p className="mt-8 text-sm text-neutral-600">
          {t.rich("reference", {
            digest,
            contact: (chunks) => (
              <Link href="/contact" className="font-medium text-brand-700 underline">
                {chunks}
              </Link>
            ),
            code: (chunks) => <code className="font-mono">{chunks}</code>,
          })}
        </p>
      ) : null}
    </div>
  );
}
