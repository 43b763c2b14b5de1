export const locales = ["en", "hi"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";
export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "hi";
}

/** The BCP 47 tag of each locale: <html lang>, hreflang, Intl formatting. */
export const languageTag: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };
