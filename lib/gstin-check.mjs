// The shape, check character and state codes of a GSTIN (GST identification
// number), defined once. Plain JavaScript so that the start-up check
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

/**
 * GST state codes (GSTN's list) of the 28 states and 8 union territories, by
 * the names lib/india.ts uses. Left out on purpose: 25 and 28 (Daman and Diu
 * and undivided Andhra Pradesh, replaced by 26 and 37), 97 (other territory)
 * and 99 (centre jurisdiction), none of which is a state an order can be
 * shipped to.
 * @type {Readonly<Record<string, string>>}
 */
export const STATE_BY_GST_CODE = Object.freeze({
  "01": "Jammu and Kashmir",
  "02": "Himachal Pradesh",
  "03": "Punjab",
  "04": "Chandigarh",
  "05": "Uttarakhand",
  "06": "Haryana",
  "07": "Delhi",
  "08": "Rajasthan",
  "09": "Uttar Pradesh",
  10: "Bihar",
  11: "Sikkim",
  12: "Arunachal Pradesh",
  13: "Nagaland",
  14: "Manipur",
  15: "Mizoram",
  16: "Tripura",
  17: "Meghalaya",
  18: "Assam",
  19: "West Bengal",
  20: "Jharkhand",
  21: "Odisha",
  22: "Chhattisgarh",
  23: "Madhya Pradesh",
  24: "Gujarat",
  26: "Dadra and Nagar Haveli and Daman and Diu",
  27: "Maharashtra",
  29: "Karnataka",
  30: "Goa",
  31: "Lakshadweep",
  32: "Kerala",
  33: "Tamil Nadu",
  34: "Puducherry",
  35: "Andaman and Nicobar Islands",
  36: "Telangana",
  37: "Andhra Pradesh",
  38: "Ladakh",
});
