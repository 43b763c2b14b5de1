// What a person types into a name or address field, before it is stored and
// shown to others (on labels, invoices, the admin's lists): composed Unicode
// (NFC), so "José" typed two ways is one name, and no characters that only
// hide or reorder text (bidi overrides, zero-width spaces, controls), which
// make "Evil‮gnp.exe" look like something else. ZWJ and ZWNJ stay: Hindi and
// other Indic scripts need them to choose a letter's form.

const HIDDEN_CHARACTERS = /(?![\u200C\u200D])[\p{Cc}\p{Cf}]/u;

export const HIDDEN_CHARACTERS_MESSAGE = "Remove the invisible or control characters and type it again.";

/** True when the text holds a format or control character other than ZWJ and ZWNJ. */
export function hasHiddenCharacters(text: string): boolean {
  return HIDDEN_CHARACTERS.test(text);
}

/** True when the text holds at least one letter of any script. */
export function hasLetter(text: string): boolean {
  return /\p{L}/u.test(text);
}
