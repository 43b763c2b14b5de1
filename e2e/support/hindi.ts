import { readFileSync } from "node:fs";

// The Hindi of an English UI text, found through the message files: the key
// whose English (messages/en.json) is exactly `english`, read in
// messages/hi.json. Specs name a control by the spec's English text and get
// the Hindi page's text, without knowing the message keys. A text no message
// holds yet stays English (the page still shows it in English).

type Messages = { [key: string]: string | Messages };

const read = (locale: string): Messages =>
  JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), "utf8"));

function flatten(messages: Messages, prefix = "", out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(messages)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(name, value);
    else flatten(value, name, out);
  }
  return out;
}

const english = flatten(read("en"));
const hindi = flatten(read("hi"));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The Hindi texts of every message whose English is `text` (none when no message holds it). */
export function hindiOf(text: string): string[] {
  const keys = [...english].filter(([, value]) => value === text).map(([key]) => key);
  return [...new Set(keys.map((key) => hindi.get(key)!).filter(Boolean))];
}

/** Matches `text` as a Hindi page shows it: its Hindi translation(s), or the English while none exists. */
export function inHindi(text: string): RegExp {
  const texts = hindiOf(text);
  return new RegExp(`^\\s*(?:${(texts.length ? texts : [text]).map(escape).join("|")})\\s*$`);
}

/** Devanagari letters: a text in Hindi has some. */
export const DEVANAGARI = /[\u0900-\u097F]/;
