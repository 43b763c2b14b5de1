// STORE_ALERTS_EMAIL: where the shop's own team is told of what waits for it
// (lib/mail/shop-alerts.ts). Plain JavaScript: start-up (lib/config/runtime-env.mjs)
// checks it before Next is loaded.

/** A plain address: something@domain.tld, no spaces, no display name. */
const ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;

/** Most recipients the setting may name; a longer list is a mailing list's job. */
const MAX_RECIPIENTS = 5;

/**
 * The addresses in STORE_ALERTS_EMAIL (comma-separated), [] when unset or
 * blank (no alerts), or null when one of them is not an e-mail address.
 * @param {Record<string, string | undefined>} env
 * @returns {string[] | null}
 */
export function shopAlertRecipients(env = process.env) {
  const raw = env.STORE_ALERTS_EMAIL?.trim();
  if (!raw) return [];
  const addresses = raw.split(",").map((entry) => entry.trim());
  if (addresses.length > MAX_RECIPIENTS || !addresses.every((address) => ADDRESS.test(address))) return null;
  return addresses;
}

/**
 * One line naming a malformed STORE_ALERTS_EMAIL, or null.
 * @param {Record<string, string | undefined>} env
 */
export function alertsAddressProblem(env = process.env) {
  if (shopAlertRecipients(env) !== null) return null;
  return `STORE_ALERTS_EMAIL must be up to ${MAX_RECIPIENTS} e-mail addresses separated by commas (e.g. orders@shop.example.in), not "${env.STORE_ALERTS_EMAIL}".`;
}
