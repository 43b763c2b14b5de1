"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { contactLink, digestCode, ErrorPanel } from "./error-panel";

// The failed-page view inside the shop's layout (app/[locale]/(storefront)/error.tsx),
// in the page's language, with the shop's links. app/global-error.tsx renders the same
// ErrorPanel without next-intl.

export function ErrorView({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations("Errors");
  const texts = {
    failed: { eyebrow: t("failed.eyebrow"), title: t("failed.title"), body: t("failed.body") },
    unavailable: { eyebrow: t("unavailable.eyebrow"), title: t("unavailable.title"), body: t("unavailable.body") },
    tryAgain: t("tryAgain"),
    continueShopping: t("continueShopping"),
    homePage: t("homePage"),
  };
  return (
    <ErrorPanel
      error={error}
      retry={retry}
      texts={texts}
      Link={Link}
      reference={(digest) =>
        t.rich("reference", {
          digest,
          contact: (chunks) => contactLink(Link, chunks),
          code: (chunks) => digestCode(chunks),
        })
      }
    />
  );
}
