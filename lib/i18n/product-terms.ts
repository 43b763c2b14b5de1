// A product's fixed vocabulary in the shopper's language: its colours, the
// words of its sizes ("Medium 65 cm") and its country of origin, from the
// Vocabulary namespace of messages/<locale>.json; and the words and units of
// its dimensions, weight and net quantity, from the Measures namespace. What
// is stored, sent to the /api and filtered by stays the English text; only
// what the shopper reads is translated. A value the table does not know is
// shown as stored. Plain code, as lib/i18n/state-names.ts: server pages, the
// mails and the browser's cart and orders use it alike.

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

/** A translator of the Measures namespace: the words and unit symbols of a product's dimensions, weight and net quantity. */
export type MeasuresTranslator = VocabularyTranslator;

function lookup(
  t: VocabularyTranslator,
  group: "colours" | "countries" | "sizeWords" | "words" | "units",
  value: string,
): string | null {
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

/**
 * A product's stored dimensions in the translator's language, word by word ("22 cm diameter x 7 cm" →
 * "22 सेमी व्यास x 7 सेमी", "up to 18 x 12 x 10 cm" → "अधिकतम 18 x 12 x 10 सेमी"): numbers (in their Latin
 * digits, as everywhere on the Hindi site), "x", punctuation and words the Measures table does not know stay
 * as stored. Two-word phrases ("up to") are looked up before their words.
 */
export function dimensionsWith(t: MeasuresTranslator, value: string): string {
  const parts = value.split(/([A-Za-z]+)/); // words at odd indexes, whatever lies between them at even ones
  let out = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const phrase = parts[i + 1] !== undefined && /^ +$/.test(parts[i + 1]!) && parts[i + 2] !== undefined;
    const twoWords = phrase ? lookup(t, "words", `${parts[i]} ${parts[i + 2]}`) : null;
    if (twoWords !== null) {
      out += twoWords + parts[i + 3]!;
      i += 2;
    } else out += (lookup(t, "words", parts[i]!) ?? parts[i]!) + parts[i + 1]!;
  }
  return out;
}

/** A net quantity's or weight's unit symbol in the translator's language ("kg" → "किग्रा", "N" → "नग"); unknown as given. */
export const unitNameWith = (t: MeasuresTranslator, symbol: string): string => lookup(t, "units", symbol) ?? symbol;

/** What lib/catalog/declarations.ts's declarationRows takes to write units and dimensions in a language. */
export type MeasureTexts = { unit: (symbol: string) => string; dimensions: (value: string) => string };

/** The product page's measures in the translator's language (a Hindi page passes the Measures namespace's). */
export const measureTextsWith = (t: MeasuresTranslator): MeasureTexts => ({
  unit: (symbol) => unitNameWith(t, symbol),
  dimensions: (value) => dimensionsWith(t, value),
});
