// Numeric settings read outside lib/db-settings.mjs, each in one place: the
// code that uses one reads it here, and lib/config/runtime-env.mjs refuses to
// start with a malformed one, naming it, instead of the shop quietly using the
// default. Plain JavaScript: start-up scripts and the 'use cache' handler import it.

/**
 * `variable` as a whole number of at least `minimum`; `fallback` when unset or blank.
 * Throws an Error naming the variable when it is anything else ("10s", "64MB", "2.5", "-1").
 * @param {Record<string, string | undefined>} env @param {string} variable
 * @param {number} fallback @param {number} minimum @param {string} unit
 */
function wholeNumber(env, variable, fallback, minimum, unit) {
  const raw = env[variable]?.trim();
  if (!raw) return fallback;
  const value = Number(raw); // as lib/db-settings.mjs reads the pool's settings
  if (!Number.isSafeInteger(value) || value < minimum) {
    throw new Error(`${variable} must be a whole number of ${unit} of at least ${minimum}, not "${raw}".`);
  }
  return value;
}

/**
 * PAYMENT_GATEWAY_TIMEOUT_MS: how long a call to Razorpay may take before it counts as failed (default 10 s).
 * @param {Record<string, string | undefined>} [env]
 */
export function paymentGatewayTimeoutMs(env = process.env) {
  return wholeNumber(env, "PAYMENT_GATEWAY_TIMEOUT_MS", 10_000, 1, "milliseconds");
}

/**
 * USE_CACHE_MEMORY_BYTES: bytes of 'use cache' entries kept in memory without REDIS_URL (default 64 MB).
 * @param {Record<string, string | undefined>} [env]
 */
export function cacheMemoryBytes(env = process.env) {
  return wholeNumber(env, "USE_CACHE_MEMORY_BYTES", 64 * 1024 * 1024, 0, "bytes");
}

/**
 * CHECKOUT_SWEEP_PERCENT: the share of online checkouts (0 to 100, default 5) that also release the stock of
 * online orders left unpaid past the payment window, after answering (lib/orders/place-order.ts). The scheduled
 * /api/cron/expire-orders does it too; without a scheduler this is what releases them. Tests set 100.
 * @param {Record<string, string | undefined>} [env]
 */
export function checkoutSweepPercent(env = process.env) {
  const raw = env.CHECKOUT_SWEEP_PERCENT?.trim();
  if (!raw) return 5;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0 || value > 100)
    throw new Error(`CHECKOUT_SWEEP_PERCENT must be a whole number from 0 to 100, not "${raw}".`);
  return value;
}

/**
 * COD_OPEN_ORDERS_PER_PHONE: cash-on-delivery orders waiting for delivery that one delivery phone number may have
 * across all accounts (default 3, at least 1; lib/orders/cod-limits.ts, docs/adr/0051-cod-limits-per-phone-and-product.md).
 * The end-to-end run raises it: its specs order to one shared test number.
 * @param {Record<string, string | undefined>} [env]
 */
export function codOpenOrdersPerPhone(env = process.env) {
  return wholeNumber(env, "COD_OPEN_ORDERS_PER_PHONE", 3, 1, "orders");
}

/**
 * The first malformed setting of these as one line, or null.
 * @param {Record<string, string | undefined>} [env]
 */
export function findNumericSettingsProblem(env = process.env) {
  try {
    paymentGatewayTimeoutMs(env);
    cacheMemoryBytes(env);
    checkoutSweepPercent(env);
    codOpenOrdersPerPhone(env);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
