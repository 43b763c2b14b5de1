import "server-only";
import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { localizedPath } from "@/lib/i18n/locale-path.mjs";
import { localeAlternates, openGraphLocale, pathIn, type PagePath } from "./alternates";

// For a page's generateMetadata: the alternates and OpenGraph locale of the
// page being rendered, in its language (the app/[locale] root param; reading
// it keeps a cached page static).

/** The page's canonical URL in its language and its hreflang links (lib/seo/alternates.ts). */
export async function pageAlternates(path: PagePath): Promise<NonNullable<Metadata["alternates"]>> {
  return localeAlternates(path, await getLocale());
}

/** og:url, og:locale and og:locale:alternate of the page at `path` (unprefixed), in the language being rendered. */
export async function pageOpenGraph(
  path: PagePath,
): Promise<{ url: string; locale: string; alternateLocale: string[] }> {
  const locale = await getLocale();
  return { url: localizedPath(locale, pathIn(path, locale)), ...openGraphLocale(locale) };
}
