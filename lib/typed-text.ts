// What a person types into a name or address field, before it is stored and
// shown to others (on labels, invoices, the admin's lists): composed Unicode
// (NFC), so "José" typed two ways is one name, and no characters that only
// hide or reorder text (bidi overrides, zero-width spaces, controls), which
// make "Evil‮gnp.exe" look like something else. ZWJ and ZWNJ stay: Hindi and
// other Indic scripts need them to choose a letter's form. Refused too: the
// line and paragraph separators (U+2028, U+2029), which are neither controls
// nor format characters yet break a line in mail clients and text views (a
// name that adds a line of its own to the team's order alert), and the blanks
// that draw nothing although Unicode calls them letters or symbols (Hangul
// fillers, the blank braille cell), which make a name look empty or spaced.

const HIDDEN_CHARACTERS = /(?![\u200C\u200D])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800]/u;

export const HIDDEN_CHARACTERS_MESSAGE = "Remove the invisible or control characters and type it again.";

/** True when the text holds a format or control character other than ZWJ and ZWNJ, a line or paragraph separator, or a blank filler. */
export function hasHiddenCharacters(text: string): boolean {
  return HIDDEN_CHARACTERS.test(text);
}

/** True when the text holds at least one letter of any script. */
export function hasLetter(text: string): boolean {
  return /\p{L}/u.test(text);
}
