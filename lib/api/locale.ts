import { defaultLocale, type Locale } from "@/lib/i18n/locale";

// The language of an /api answer's messages (docs/adr/0026-api-messages-by-locale.md):
// English unless the request asks for Hindi with `?lang=hi` (DESIGN.md: "the /api stays
// English unless ?lang=hi asks"). The shop's own pages ask through components/api/client.ts.
// Accept-Language is deliberately not read: every browser sends one with every call, so
// existing clients' answers would change, and shared caches keyed by URL would mix languages.

export const LOCALE_QUERY_PARAMETER = "lang";

/** "hi" when the request's URL says ?lang=hi (or hi-IN, any case); otherwise "en". */
export function requestLocale(request: Request): Locale {
  const asked = new URL(request.url).searchParams.get(LOCALE_QUERY_PARAMETER)?.trim().toLowerCase();
  return asked === "hi" || asked === "hi-in" ? "hi" : defaultLocale;
}
