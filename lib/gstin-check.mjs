// The shape and check character of a GSTIN (GST identification number),
// defined once. Plain JavaScript so that the start-up check
// (lib/config/runtime-env.mjs) can use it as well as lib/gstin.ts, which adds
// the state codes and the messages a shopper sees.
//
// A GSTIN has 15 characters: the 2-digit state code, the holder's PAN (5
// letters, 4 digits, 1 letter), the entity number within that state (1-9,
// then A-Z), the letter Z, and a check character over the first 14.

/** Uppercase, no spaces: the only form a GSTIN is stored and compared in. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * The check character GSTN publishes for the first 14 characters (a
 * Luhn-style mod 36): each character counts as its place in 0-9A-Z, the
 * characters are weighted 1, 2, 1, 2, … from the left, each product adds its
 * quotient and remainder by 36, and the check character makes the sum a
 * multiple of 36.
 * @param {string} first14 uppercase, 14 characters of 0-9A-Z
 * @returns {string}
 */
export function gstinCheckCharacter(first14) {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = CHARACTERS.indexOf(first14.charAt(i));
    if (value < 0) throw new Error(`Not a GSTIN character: "${first14.charAt(i)}".`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS.charAt((36 - (sum % 36)) % 36);
}

/**
 * Whether `gstin` (already uppercase, no spaces) has a GSTIN's shape and its
 * last character is the right check character. The state code is not checked here.
 * @param {string} gstin
 * @returns {boolean}
 */
export function isWellFormedGstin(gstin) {
  return GSTIN_PATTERN.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14);
}
