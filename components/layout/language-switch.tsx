"use client";

import { useLocale, useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { Suspense } from "react";
import { LOCALE_COOKIE } from "@/lib/i18n/locale-path.mjs";
import type { Locale } from "@/lib/i18n/locale";
import { usePathname } from "@/lib/i18n/navigation-hooks";
import { languageTag } from "@/lib/i18n/locale";
import { switchHref } from "@/lib/i18n/switch-path";

// The header's and footer's link to the same page in the other language
// (docs/adr/0024-hindi-storefront-routing.md): "हिन्दी" on English pages,
// "English" on Hindi ones, keeping the path and query string. Following it
// remembers the choice for a year (cookie kosh_locale): proxy.ts then sends a
// shopper who chose Hindi from an English URL to its /hi page.

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers `locale` before the browser leaves for the other language's page. */
function remember(locale: Locale) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

type Props = { className?: string };

function SwitchLink({ search, className }: Props & { search: string }) {
  const t = useTranslations("Language");
  const current = useLocale();
  const pathname = usePathname();
  const target: Locale = current === "hi" ? "en" : "hi";
  return (
    // A plain link, not a client navigation: the other language is another document (<html lang>).
    <a
      href={switchHref(pathname, search, target)}
      hrefLang={languageTag[target]}
      aria-label={target === "hi" ? t("switchToHindi") : t("switchToEnglish")}
      onClick={() => remember(target)}
      className={className}
    >
      <span lang={languageTag[target]}>{target === "hi" ? t("hindi") : t("english")}</span>
    </a>
  );
}

function SwitchWithQuery(props: Props) {
  const search = useSearchParams().toString();
  return <SwitchLink {...props} search={search} />;
}

/**
 * The language switch. Cached pages are rendered without a query string, so
 * their HTML carries the link without one (a /shop view's query is in its
 * path); in the browser it takes the address bar's query string along.
 */
export function LanguageSwitch(props: Props) {
  return (
    <Suspense fallback={<SwitchLink {...props} search="" />}>
      <SwitchWithQuery {...props} />
    </Suspense>
  );
}
