import { createTranslator } from "use-intl/core";
import { defaultLocale, isLocale, languageTag, type Locale } from "@/lib/i18n/locale";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import { COUNTRY } from "@/lib/india";
import { localized } from "@/lib/catalog/localize";
import { colourNameWith, sizeNameWith } from "@/lib/i18n/product-terms";
import { stateNameWith } from "@/lib/i18n/state-names";
import { store } from "@/lib/store";
import { escapeHtml } from "./html";
import { IST_TIME_ZONE } from "@/lib/time";

// The e-mails' texts, from the Email namespace of messages/<locale>.json, in
// the language the order was placed in (Order.locale). E-mails are written
// outside any page (a route handler, a job, a test), so the locale is named
// here rather than taken from the request (lib/i18n/request.ts).

/** An order's stored language, or English for anything else. */
export const mailLocale = (stored: string | null | undefined): Locale => (isLocale(stored) ? stored : defaultLocale);

export function mailTranslator(locale: Locale) {
  return createTranslator({
    locale,
    messages: locale === "hi" ? hi : en,
    namespace: "Email",
    timeZone: IST_TIME_ZONE,
  });
}

export type MailTranslator = ReturnType<typeof mailTranslator>;

/**
 * An order line as the e-mails name it: with the size and colour chosen, which the shopper checks the parcel
 * against, named in the mail's language (stored in English: "Olive" is "ऑलिव" in a Hindi mail). The product
 * by the Hindi name kept with the order line (OrderItem.productNameHi) in a Hindi mail, when it had one.
 */
export function mailItemName(
  locale: Locale,
  t: MailTranslator,
  item: { productName: string; productNameHi?: string | null; size: string; color: string },
): string {
  const terms = createTranslator({ locale, messages: locale === "hi" ? hi : en, namespace: "Vocabulary" });
  const options = [
    item.size && t("size", { size: sizeNameWith(terms, item.size) }),
    item.color && t("colour", { color: colourNameWith(terms, item.color) }),
  ];
  const chosen = options.filter(Boolean).join(" · ");
  const name = localized(locale, item.productName, item.productNameHi);
  return chosen ? `${name} (${chosen})` : name;
}

/**
 * The footer's "Questions? e-mail · phone (hours)" line, with the opening hours in `locale`
 * (Pages.openingHours: "सुबह 10 बजे से रात 9 बजे तक" in Hindi; store.openingHours is the English).
 */
export function mailQuestionsLine(locale: Locale): string {
  const hours = createTranslator({ locale, messages: locale === "hi" ? hi : en, namespace: "Pages" })("openingHours");
  return mailTranslator(locale)("questions", { email: store.supportEmail, phone: store.supportPhone, hours });
}

/**
 * A mail's HTML, the same frame for every mail the shop sends: the language, the heading (plain text,
 * escaped here), the caller's body (HTML, its texts already escaped), then how to reach the shop and its
 * legal name.
 */
export function mailHtml(locale: Locale, heading: string, body: string): string {
  const t = mailTranslator(locale);
  return [
    `<!doctype html><html lang="${languageTag[locale]}"><body style="font-family:sans-serif">`,
    `<h1>${escapeHtml(heading)}</h1>`,
    body.trim(),
    `<p>${escapeHtml(t("questionsShort", { email: store.supportEmail, phone: store.supportPhone }))}</p>`,
    `<p>${escapeHtml(store.legalName)}</p></body></html>`,
  ]
    .filter(Boolean)
    .join("\n");
}

/**
 * A mail's plain text, the same frame as mailHtml's: the caller's lines, then after a blank line how to
 * reach the shop (mailQuestionsLine) and its legal name.
 */
export function mailText(locale: Locale, lines: readonly string[]): string {
  return [...lines, "", mailQuestionsLine(locale), store.legalName].join("\n");
}

/** A delivery address's state and country as the mail's language names them (stored in English). */
export function mailStateAndCountry(
  locale: Locale,
  state: string,
  country: string,
): { state: string; country: string } {
  const messages = locale === "hi" ? hi : en;
  const states = createTranslator({ locale, messages, namespace: "States" });
  const common = createTranslator({ locale, messages, namespace: "Common" });
  return { state: stateNameWith(states, state), country: country === COUNTRY ? common("india") : country };
}
