// A product's fixed vocabulary in the shopper's language: its colours, the
// words of its sizes ("Medium 65 cm") and its country of origin. What is
// stored, sent to the /api and filtered by stays the English text; only what
// the shopper reads is translated, from the Vocabulary namespace of
// messages/<locale>.json. A value the table does not know is shown as stored.
// Plain code, as lib/i18n/state-names.ts: server pages, the mails and the
// browser's cart and orders use it alike.

/** A translator of the Vocabulary namespace (next-intl's, or use-intl's createTranslator). */
export type VocabularyTranslator = { (key: never): string; has(key: never): boolean };

/** The message key of a value: "Navy Blue" → "navyBlue"; null when it holds anything but ASCII letters, digits and separators. */
export function termKey(value: string): string | null {
  const words = value
    .trim()
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter(Boolean);
  if (!words.length || words.some((word) => !/^[a-z0-9]+$/.test(word))) return null;
  const [first, ...rest] = words;
  return first + rest.map((word) => word[0]!.toUpperCase() + word.slice(1)).join("");
}

function lookup(t: VocabularyTranslator, group: "colours" | "countries" | "sizeWords", value: string): string | null {
  const key = termKey(value);
  if (key === null) return null;
  const name = `${group}.${key}` as never;
  if (!t.has(name)) return null;
  // The English table names each key by its English word: an English page shows the value exactly as stored.
  const text = t(name);
  return text.toLowerCase() === value.trim().toLowerCase() ? value : text;
}

/** A stored colour in the translator's language ("Navy Blue" → "नेवी ब्लू"); an unknown one as stored. */
export const colourNameWith = (t: VocabularyTranslator, value: string): string => lookup(t, "colours", value) ?? value;

/** A stored country of origin in the translator's language ("China" → "चीन"); an unknown one as stored. */
export const countryNameWith = (t: VocabularyTranslator, value: string): string =>
  lookup(t, "countries", value) ?? value;

/**
 * A stored size, word by word ("Medium 65 cm" → "मीडियम 65 सेमी", "15.6 inch" → "15.6 इंच"): numbers,
 * letter sizes (S, M, XL) and unknown words stay as stored, as do the spaces between them.
 */
export const sizeNameWith = (t: VocabularyTranslator, value: string): string =>
  value
    .split(/(\s+)/)
    .map((part) => (/^\s*$/.test(part) ? part : (lookup(t, "sizeWords", part) ?? part)))
    .join("");
