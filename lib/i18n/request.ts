import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { locale as rootLocale } from "next/root-params";
import { routing } from "./routing";
import { IST_TIME_ZONE } from "@/lib/time";

// The messages and formats of one request, read by next-intl's server
// functions. The locale is the app/[locale] root segment (next/root-params),
// so cached pages stay static; code outside a page (a route handler, an
// e-mail) names its locale itself: getTranslations({ locale, namespace }).
export default getRequestConfig(async ({ locale: explicit }) => {
  const requested = explicit ?? (await rootLocale());
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    timeZone: IST_TIME_ZONE,
  };
});
