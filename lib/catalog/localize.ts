import type { Locale } from "@/lib/i18n/locale";

// The one place that picks a catalogue text in the shopper's language: the
// Hindi column when the locale is Hindi and the row has one, else the English
// (every Hindi field is optional, docs/adr/0025-hindi-catalogue-and-search.md).
// Reads in lib/catalog select both columns and call these; nothing else
// chooses between them. No "server-only": pure, and unit-tested.

/** The Hindi text for "hi" when there is one (not blank), else the English. */
export function localized(locale: Locale, en: string, hi: string | null | undefined): string {
  return locale === "hi" && hi?.trim() ? hi : en;
}

/** The same for an optional text: no English means nothing to show in either language. */
export function localizedOptional(locale: Locale, en: string | null, hi: string | null | undefined): string | null {
  return en === null ? null : localized(locale, en, hi);
}

/** A brand, subcategory or category as read, with both names. */
export type NamedRow = { name: string; nameHi: string | null };

/** The row's display name in this locale. */
export const displayName = (row: NamedRow, locale: Locale): string => localized(locale, row.name, row.nameHi);

/** A product's texts as read: English and Hindi name, description and generic name (declarations). */
export type ProductTextRow = {
  name: string;
  description: string;
  nameHi: string | null;
  descriptionHi: string | null;
  genericName: string | null;
  genericNameHi: string | null;
};

/** What a card or product page shows of a product's texts, in this locale. */
export function productTexts(
  row: ProductTextRow,
  locale: Locale,
): { name: string; description: string; genericName: string | null } {
  return {
    name: localized(locale, row.name, row.nameHi),
    description: localized(locale, row.description, row.descriptionHi),
    genericName: localizedOptional(locale, row.genericName, row.genericNameHi),
  };
}
