import { defineRouting } from "next-intl/routing";
import { defaultLocale, locales } from "./locale";

// English (en-IN) keeps today's URLs; Hindi (hi-IN) lives under /hi
// (docs/adr/0024-hindi-storefront-routing.md). proxy.ts does the routing
// itself: it rewrites an English URL to its /en page inside app/[locale] and
// redirects /en/… to the unprefixed URL, so each page has one address.
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: "as-needed",
  // The language switch remembers the choice itself (kosh_locale, lib/i18n/locale-path.mjs).
  localeCookie: false,
  // hreflang alternates are written by the pages' metadata and the sitemap.
  alternateLinks: false,
});
