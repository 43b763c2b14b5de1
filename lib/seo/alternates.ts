import type { Metadata, MetadataRoute } from "next";
import { locales, type Locale } from "@/lib/i18n/locale";
import { localizedPath } from "@/lib/i18n/locale-path.mjs";
import { languageTag } from "@/lib/i18n/locale";
import { absoluteUrl } from "./site";

// One page, two addresses (docs/adr/0024-hindi-storefront-routing.md): the
// English one unprefixed, the Hindi one under /hi. Search engines learn both
// from each page's hreflang links and from the sitemap; the English page is
// also the x-default, the one for a language the shop does not speak.

/**
 * A page's unprefixed path (it may carry a query string): the same in every
 * language, or each language's own (a /shop listing names its filters in the
 * page's language: lib/catalog/filters.ts catalogQueryIn).
 */
export type PagePath = string | Record<Locale, string>;

/** The page's unprefixed path in `locale`. */
export const pathIn = (path: PagePath, locale: Locale) => (typeof path === "string" ? path : path[locale]);

/** hreflang → the page's path in each language, x-default last. */
function languagePaths(path: PagePath): Record<string, string> {
  const byTag: Record<string, string> = {};
  for (const locale of locales) byTag[languageTag[locale]] = localizedPath(locale, pathIn(path, locale));
  byTag["x-default"] = localizedPath("en", pathIn(path, "en"));
  return byTag;
}

/**
 * A page's `alternates` metadata in `locale`: its canonical URL in that
 * language and the hreflang links to every language's version. Paths are
 * relative; the root layout's metadataBase makes them absolute.
 *   localeAlternates("/faq", "hi") → { canonical: "/hi/faq", languages: { "en-IN": "/faq", "hi-IN": "/hi/faq", "x-default": "/faq" } }
 */
export function localeAlternates(path: PagePath, locale: Locale): NonNullable<Metadata["alternates"]> {
  return { canonical: localizedPath(locale, pathIn(path, locale)), languages: languagePaths(path) };
}

/** The OpenGraph locale of a page and of its other language's version (en_IN, hi_IN). */
export function openGraphLocale(locale: Locale): { locale: string; alternateLocale: string[] } {
  const og = (tag: string) => tag.replace("-", "_");
  return {
    locale: og(languageTag[locale]),
    alternateLocale: locales.filter((other) => other !== locale).map((other) => og(languageTag[other])),
  };
}

/** A sitemap entry's absolute URL in `locale` and its hreflang alternates (absolute, as sitemaps need). */
export function sitemapAlternates(
  path: PagePath,
  locale: Locale,
): Pick<MetadataRoute.Sitemap[number], "url" | "alternates"> {
  const languages = Object.fromEntries(
    Object.entries(languagePaths(path)).map(([tag, localized]) => [tag, absoluteUrl(localized)]),
  );
  return { url: absoluteUrl(localizedPath(locale, pathIn(path, locale))), alternates: { languages } };
}
