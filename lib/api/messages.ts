import { createTranslator } from "use-intl/core";
import type { Locale } from "@/lib/i18n/locale";
import { stateNameWith, type StateKey } from "@/lib/i18n/state-names";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import { IST_TIME_ZONE } from "@/lib/time";

// The /api's messages in the asker's language, translated at the edge
// (docs/adr/0026-api-messages-by-locale.md). lib/ keeps throwing English
// domain errors and route handlers keep answering English texts; for a
// Hindi request the edge looks each message up among the English texts of
// the Api and Validation namespaces of messages/en.json and answers the
// Hindi text of the same key. A message with arguments ("Only 3 can be
// added.") is matched against its English template and its values carried
// over; "field: message" keeps its field. A message without a Hindi text
// stays English, and English answers are never touched.

const NAMESPACES = ["Api", "Validation"] as const;
type Namespace = (typeof NAMESPACES)[number];

/**
 * The argument names of each message that has any. The messages are
 * precompiled in the Next build (next.config.ts), so their ICU arguments
 * cannot be read from the catalogue at run time; messages.test.ts checks
 * this list against messages/en.json.
 */
export const MESSAGE_ARGUMENTS: Record<string, readonly string[]> = {
  "Api.payloadTooLarge": ["kb"],
  "Api.tooManySignups": ["minutes"],
  "Api.tooManyLogins": ["minutes"],
  "Api.tooManyPasswordAttempts": ["minutes"],
  "Api.onlyCanBeAdded": ["count"],
  "Api.onlyInStock": ["count"],
  "Api.buyAtMost": ["count"],
  "Api.cartFull": ["limit"],
  "Api.savedFull": ["limit"],
  "Api.wishlistFull": ["limit"],
  "Api.lineOutOfStock": ["product"],
  "Api.noLongerAvailable": ["product"],
  "Api.optionUnavailable": ["product", "option"],
  "Api.optionNotChosen": ["product"],
  "Api.noTaxCategory": ["product"],
  "Api.noTaxCategoryQuotation": ["product"],
  "Api.codLimit": ["count"],
  "Api.codPhoneLimit": ["count"],
  "Api.codUnitsLimit": ["count", "product"],
  "Api.searchNone": ["text"],
  "Api.searchSome": ["count"],
  "Api.searchAtLeast": ["count"],
  "Api.quotationExpired": ["date"],
  "Api.tooManyAddresses": ["count"],
  "Api.unserviceable": ["pin"],
  "Api.deliveryBy": ["range"],
  "Api.pinStateMismatch": ["pin", "pinState", "chosenState"],
  "Api.codUnavailableIn": ["state"],
  "Api.codOverLimit": ["limit"],
  "Api.exchangeTooManyPhotos": ["max"],
  "Api.exchangeMultipartHelp": ["max"],
  "Api.exchangeWindowClosed": ["date"],
  "Api.exchangeNotALine": ["id"],
  "Api.exchangeMoreThanOrdered": ["quantity", "product"],
  "Validation.passwordTooShort": ["min"],
  "Validation.passwordTooLong": ["max"],
  "Validation.fullNameTooLong": ["max"],
  "Validation.streetTooLong": ["max"],
  "Validation.cityTooLong": ["max"],
  "Validation.contactNameTooLong": ["limit"],
  "Validation.contactEmailTooLong": ["max"],
  "Validation.contactMessageTooLong": ["max"],
  "Validation.gstinStateCode": ["code"],
  "Validation.gstinStateMismatch": ["registeredIn", "code", "shippedTo"],
  "Validation.wholeNumber": ["name"],
  "Validation.atLeast": ["name", "min"],
  "Validation.atMost": ["name", "max"],
  "Validation.between": ["name", "min", "max"],
  "Validation.parameterTooLong": ["name"],
  "Validation.tooManyAtOnce": ["count", "name"],
  "Validation.sortOneOf": ["sorts"],
  "Validation.searchTextTooLong": ["max"],
  "Validation.sizeOneOf": ["sizes"],
  "Validation.colorOneOf": ["colors"],
  "Validation.quotationTooManyItems": ["count"],
  "Validation.amountInRupees": ["name"],
  "Validation.moreThanZeroRupees": ["name"],
  "Validation.wholePaise": ["name"],
};

/**
 * Arguments a translation chooses a plural form by ("सिर्फ़ 1 ही जोड़ा जा सकता है।"): passed to it as
 * numbers, since the precompiled catalogue's formatter refuses a plural of a string. Any other value
 * stays the text it was (a PIN code must not become "4,00,050"). messages.test.ts checks the list.
 */
export const PLURAL_ARGUMENTS: Record<string, readonly string[]> = {
  "Api.onlyCanBeAdded": ["count"],
  "Api.onlyInStock": ["count"],
};

/**
 * Arguments that hold a date lib/ wrote in English (lib/time.ts: "5 December 2026", "5 Dec 2026, 3:00 pm"):
 * in Hindi, with the Hindi month name, as lib/time.ts writes Hindi dates ("5 दिसंबर 2026, 3:00 pm").
 */
const DATE_ARGUMENTS = new Set(["date"]);
const ENGLISH_MONTH = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b/g;
const MONTH_INDEX = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function dateIn(locale: Locale, english: string): string {
  if (locale === "en") return english;
  const month = new Intl.DateTimeFormat("hi-IN", { month: "long", timeZone: "UTC" });
  return english.replace(ENGLISH_MONTH, (_, short: string) =>
    month.format(Date.UTC(2000, MONTH_INDEX.indexOf(short), 15)),
  );
}

/** Arguments that name a state or union territory: in Hindi, its Hindi name (the States namespace). */
const STATE_ARGUMENTS = new Set(["pinState", "chosenState", "state", "registeredIn", "shippedTo"]);

type Values = Record<string, string | number>;
type Translate = (key: string, values?: Values) => string;

function translator(locale: Locale, namespace: Namespace): Translate {
  const t = createTranslator({
    locale,
    messages: locale === "hi" ? hi : en,
    namespace,
    timeZone: IST_TIME_ZONE,
    // A Hindi text that cannot be formatted must not turn an answer into a 500: the English one is used.
    onError: () => undefined,
    getMessageFallback: () => "",
  });
  return t as unknown as Translate;
}

/** An English template, as a pattern whose named groups are its arguments. */
type Template = { namespace: Namespace; key: string; pattern: RegExp; literal: number };
type Index = { exact: Map<string, { namespace: Namespace; key: string }>; templates: Template[] };

const MARK = "\uE000"; // a private-use character no message contains
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function templatePattern(english: string, names: readonly string[]): RegExp {
  const seen = new Set<string>();
  const parts = english.split(MARK);
  // Formatted with each value "<MARK>name<MARK>", the text splits into literal, name, literal, name, …
  const source = parts
    .map((part, i) => {
      if (i % 2 === 0) return escapeRegExp(part);
      if (!names.includes(part)) throw new Error(`Unknown argument ${part} in an /api message template`);
      if (seen.has(part)) return `\\k<${part}>`;
      seen.add(part);
      return `(?<${part}>.+?)`;
    })
    .join("");
  return new RegExp(`^${source}$`, "s");
}

let index: Index | undefined;

function buildIndex(): Index {
  const exact: Index["exact"] = new Map();
  const templates: Template[] = [];
  for (const namespace of NAMESPACES) {
    const english = translator("en", namespace);
    for (const key of Object.keys(en[namespace])) {
      const names = MESSAGE_ARGUMENTS[`${namespace}.${key}`];
      if (!names) {
        exact.set(english(key), { namespace, key });
        continue;
      }
      const marked = english(key, Object.fromEntries(names.map((name) => [name, `${MARK}${name}${MARK}`])));
      const literal = marked
        .split(MARK)
        .filter((_, i) => i % 2 === 0)
        .join("").length;
      templates.push({ namespace, key, pattern: templatePattern(marked, names), literal });
    }
  }
  // The most specific first: "The search text can be at most 100 characters." is searchTextTooLong's,
  // not atMost's ("{name} can be at most {max}.") with name "The search text".
  templates.sort((a, b) => b.literal - a.literal);
  return { exact, templates };
}

const translators = new Map<string, Translate>();
function localTranslator(locale: Locale, namespace: Namespace): Translate {
  const id = `${locale}:${namespace}`;
  let made = translators.get(id);
  if (!made) translators.set(id, (made = translator(locale, namespace)));
  return made;
}

const stateNames: Partial<Record<Locale, (key: `names.${StateKey}`) => string>> = {};

/** The values a template matched, as the translation takes them: plurals' as numbers, states' names in `locale`. */
function valuesFor(template: Template, groups: Record<string, string>, locale: Locale): Values {
  const plurals = PLURAL_ARGUMENTS[`${template.namespace}.${template.key}`] ?? [];
  const values: Values = {};
  for (const [name, value] of Object.entries(groups)) {
    if (plurals.includes(name) && /^\d+$/.test(value)) values[name] = Number(value);
    else if (STATE_ARGUMENTS.has(name)) {
      stateNames[locale] ??= createTranslator({ locale, messages: locale === "hi" ? hi : en, namespace: "States" });
      values[name] = stateNameWith(stateNames[locale], value);
    } else if (DATE_ARGUMENTS.has(name)) values[name] = dateIn(locale, value);
    else values[name] = value;
  }
  return values;
}

function lookUp(message: string, locale: Locale): string | null {
  index ??= buildIndex();
  const found = index.exact.get(message);
  if (found) return localTranslator(locale, found.namespace)(found.key) || null;
  for (const template of index.templates) {
    const match = template.pattern.exec(message);
    if (match) {
      const values = valuesFor(template, { ...match.groups }, locale);
      return localTranslator(locale, template.namespace)(template.key, values) || null;
    }
  }
  return null;
}

/** A field name as zod paths and the handlers write them ("email", "shippingAddress.postalCode", "items.0.quantity"). */
const FIELD_PREFIX = /^([A-Za-z_][\w.]*): (.+)$/s;

/** `message` in `locale`: its translation when the catalogue has one, else the message as it is. */
export function translateMessage(message: string, locale: Locale): string {
  if (locale === "en" || !message) return message;
  const whole = lookUp(message, locale);
  if (whole) return whole;
  const prefixed = FIELD_PREFIX.exec(message);
  if (prefixed) {
    const rest = lookUp(prefixed[2]!, locale);
    if (rest) return `${prefixed[1]}: ${rest}`;
  }
  return message;
}

type Issue = { path: string; message: string };

/** An /api body with its `message` and `issues[].message` in `locale` (the same object when nothing changes). */
export function translateBody<B extends { message?: unknown; issues?: unknown }>(body: B, locale: Locale): B {
  if (locale === "en") return body;
  const message = typeof body.message === "string" ? translateMessage(body.message, locale) : body.message;
  const issues = Array.isArray(body.issues)
    ? (body.issues as Issue[]).map((issue) =>
        typeof issue?.message === "string" ? { ...issue, message: translateMessage(issue.message, locale) } : issue,
      )
    : body.issues;
  if (message === body.message && issues === body.issues) return body;
  return { ...body, message, ...(issues === undefined ? {} : { issues }) };
}
