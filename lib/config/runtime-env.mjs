// Which environment variables the shop needs, checked in one place: by
// scripts/start.mjs before anything starts, and by instrumentation.ts when a
// host (Vercel, `next start`) starts the server directly.
import { findDatabaseSettingsProblem } from "../db-settings.mjs";
import { findNumericSettingsProblem } from "./numeric-settings.mjs";
import { findDeliveryConfigProblem } from "../delivery/env.mjs";
import { alertsAddressProblem } from "../mail/alerts-address.mjs";
import { GSTIN_PATTERN, isWellFormedGstin, STATE_BY_GST_CODE } from "../gstin-check.mjs";
import { DEMO_STORE_GSTIN, DEMO_STORE_STATE } from "../store-defaults.mjs";
import { proxyHopsProblem, trustedProxyHops } from "../http/client-address.mjs";
import { logSettingsProblem } from "../observability/log.mjs";
import { slowRequestThreshold } from "../observability/server-requests.mjs";

/**
 * The second, deliberately loud switch the Razorpay sandbox needs in
 * production (beside RAZORPAY_SANDBOX=1): it takes fake payments as real.
 */
export const SANDBOX_IN_PRODUCTION = "RAZORPAY_SANDBOX_FAKE_PAYMENTS_IN_PRODUCTION";

/** The values NODE_ENV may have (Next's own three); anything else is a typo. */
const KNOWN_NODE_ENVS = ["production", "development", "test"];

const RAZORPAY_KEYS = ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"];

/**
 * True when the shop runs for real: NODE_ENV=production, set by the operator
 * or the host (`next start` sets it inside the server process; `npm start`
 * then supplies DATABASE_URL and a development secret itself).
 */
export function isProductionMode(env = process.env) {
  return env.NODE_ENV === "production";
}

/** Whether a URL names this machine only (the demo, tests, benchmarks), where http cannot be overheard. */
function isLoopback(url) {
  const host = url.hostname;
  return host === "localhost" || host.endsWith(".localhost") || host === "[::1]" || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/**
 * One line naming what is wrong with NEXTAUTH_URL in production, or null.
 * @param {Record<string, string | undefined>} env
 */
function publicUrlProblem(env) {
  const value = env.NEXTAUTH_URL?.trim();
  if (!value) {
    // Vercel tells next-auth the address itself (VERCEL_URL, the request's host).
    if (env.VERCEL) return null;
    return "NEXTAUTH_URL is not set: in production it must be the shop's public https address, e.g. https://shop.example.in (sessions, next-auth and the cross-site check use it).";
  }
  let url;
  try {
    url = new URL(value);
  } catch {
    return `NEXTAUTH_URL must be the shop's public address, e.g. https://shop.example.in, not "${value}".`;
  }
  if (url.protocol === "https:" || (url.protocol === "http:" && isLoopback(url))) return null;
  return `NEXTAUTH_URL must start with https:// in production (over http, passwords and session cookies cross the network readable), not "${value}"; only a loopback address such as http://localhost:3000 may use http.`;
}

/**
 * Whether the local Razorpay sandbox may stand in for Razorpay: always outside
 * production; in production only when the operator asked for it twice
 * (RAZORPAY_SANDBOX=1 and RAZORPAY_SANDBOX_FAKE_PAYMENTS_IN_PRODUCTION=yes),
 * because it confirms payments no one made. lib/payments/gateway.ts asks this too.
 * @param {Record<string, string | undefined>} env
 */
export function paymentSandboxAllowed(env = process.env) {
  if (!isProductionMode(env)) return true;
  return env.RAZORPAY_SANDBOX === "1" && env[SANDBOX_IN_PRODUCTION] === "yes";
}

/**
 * One line when the shop's state (STORE_ADDRESS_STATE) is not a state's name
 * as the address forms list them, or is not the state its GSTIN is registered
 * in (the GSTIN's first two digits), or null. Invoices charge CGST + SGST when
 * an order is delivered in the shop's state and IGST otherwise, so a wrong
 * state puts the tax of every order under the wrong head.
 * @param {Record<string, string | undefined>} env
 */
function storeStateProblem(env) {
  const state = env.STORE_ADDRESS_STATE?.trim() || DEMO_STORE_STATE;
  const gstin = env.STORE_GSTIN?.trim() || DEMO_STORE_GSTIN;
  const states = Object.values(STATE_BY_GST_CODE);
  if (!states.includes(state)) {
    return `STORE_ADDRESS_STATE must be a state or union territory written as the address forms write it (e.g. Maharashtra, Tamil Nadu, Delhi), not "${state}".`;
  }
  const registeredIn = STATE_BY_GST_CODE[gstin.slice(0, 2)];
  if (registeredIn !== state) {
    return `STORE_GSTIN ${gstin} is registered in ${registeredIn ?? `no state (code ${gstin.slice(0, 2)})`}, its first two digits, but STORE_ADDRESS_STATE is ${state}: set both to the registration the shop invoices under (it decides between CGST + SGST and IGST on every invoice).`;
  }
  return null;
}

/**
 * One line when REDIS_URL is set to something the Redis client cannot use (no
 * redis:// or rediss:// scheme, no host, a port out of range, a database that
 * is not a number), or null. Without this, server.mjs would stop with the
 * client's stack trace only after the build, the migrations and the seed. The
 * value is not repeated: it may hold the password. Vercel ignores REDIS_URL.
 * @param {Record<string, string | undefined>} env
 */
function redisUrlProblem(env) {
  const value = env.REDIS_URL?.trim();
  if (!value || env.VERCEL) return null;
  let url = null;
  try {
    url = new URL(value);
  } catch {
    // reported below
  }
  const usable =
    url &&
    (url.protocol === "redis:" || url.protocol === "rediss:") &&
    url.hostname !== "" &&
    /^(?:\/\d*)?$/.test(url.pathname);
  if (usable) return null;
  return "REDIS_URL must be a Redis address such as redis://:password@cache.internal:6379/0 (rediss:// for TLS; after the slash, a database number), and the one set is not (not repeated here: it may hold a password). Leave it unset for one instance.";
}

/**
 * LOG_SLOW_REQUEST_MS as server.mjs reads it: checked here too, so `npm start`
 * says so before it builds, migrates and seeds.
 * @param {Record<string, string | undefined>} env
 */
function slowRequestProblem(env) {
  try {
    slowRequestThreshold(env);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Returns the first configuration problem as one line, or null when fine.
 * `socketAddressKnown` is false when the server is plain `next start`, which
 * cannot see the client's socket address (stop-on-config-problem.ts says so);
 * scripts/start.mjs always serves through server.mjs or `next dev`.
 * @param {Record<string, string | undefined>} env
 * @param {{ socketAddressKnown?: boolean }} [server]
 */
export function findConfigProblem(env = process.env, { socketAddressKnown = true } = {}) {
  // Only "production" switches the production checks on and the demo off (demo logins, the payment
  // sandbox); "Production", "prod" or "production " would silently do neither.
  const mode = env.NODE_ENV;
  if (mode && !KNOWN_NODE_ENVS.includes(mode)) {
    return `NODE_ENV must be production, development or test, exactly so (in small letters), not "${mode}": with any other value the shop runs as a demo (demo logins, the payment sandbox) without the production checks.`;
  }
  // Invoice numbers may be at most 16 characters (GST): the prefix gets 3 of them.
  const prefix = env.STORE_INVOICE_PREFIX?.trim();
  if (prefix && (!/^[A-Z0-9]{1,3}$/.test(prefix) || prefix === "CN")) {
    return `STORE_INVOICE_PREFIX must be 1 to 3 capital letters or digits other than CN (credit notes use it; the prefix starts every tax-invoice number), not "${prefix}".`;
  }
  // 2-digit state code, PAN (5 letters, 4 digits, 1 letter), entity number, Z, check character.
  const gstin = env.STORE_GSTIN?.trim();
  if (gstin && !GSTIN_PATTERN.test(gstin)) {
    return `STORE_GSTIN must be a 15-character GSTIN such as 27AAACK1234F1Z0 (it is printed on every tax invoice), not "${gstin}".`;
  }
  if (gstin && !isWellFormedGstin(gstin)) {
    return `STORE_GSTIN "${gstin}" has a wrong check character (its last one): copy it again from the GST registration certificate.`;
  }
  const gstProblem = storeStateProblem(env);
  if (gstProblem) return gstProblem;
  const hopsProblem = proxyHopsProblem(env);
  if (hopsProblem) return hopsProblem;
  const delivery = findDeliveryConfigProblem(env);
  if (delivery) return delivery;
  const logging = logSettingsProblem(env) ?? slowRequestProblem(env);
  if (logging) return logging;
  const database = findDatabaseSettingsProblem(env) ?? findNumericSettingsProblem(env);
  if (database) return database;
  const redis = redisUrlProblem(env);
  if (redis) return redis;
  const alerts = alertsAddressProblem(env);
  if (alerts) return alerts;
  // Unset, the cron routes answer 503 (app/api/cron/scheduler.ts); set, it opens them to whoever can guess it.
  // In any mode: `npm start` serves even the demo with the production server, which checks again.
  const cronSecret = env.CRON_SECRET?.trim();
  if (cronSecret && cronSecret.length < 32) {
    return "CRON_SECRET is shorter than 32 characters: anyone who guesses it can run the scheduled jobs. Generate one with `openssl rand -base64 32`, or leave it unset to switch them off.";
  }
  if (!isProductionMode(env)) return null;
  if (!env.DATABASE_URL?.trim()) {
    return "DATABASE_URL is not set: in production the shop needs a PostgreSQL server (see README, Environment).";
  }
  const secret = env.NEXTAUTH_SECRET?.trim() ?? "";
  if (secret.length < 32) {
    const renamed =
      !secret && env.AUTH_SECRET?.trim() ? " (AUTH_SECRET, next-auth v5's name, is not read: rename it)" : "";
    return `NEXTAUTH_SECRET is missing or shorter than 32 characters${renamed}: generate one with \`openssl rand -base64 32\`.`;
  }
  const urlProblem = publicUrlProblem(env);
  if (urlProblem) return urlProblem;
  if (!env.VERCEL && !socketAddressKnown && trustedProxyHops(env) === 0) {
    return "Plain `next start` cannot tell a client's address from one the client made up, so per-address limits would not hold: serve with `npm run serve` (server.mjs), or set TRUSTED_PROXY_HOPS to the number of proxies in front of the shop.";
  }
  const setKeys = RAZORPAY_KEYS.filter((name) => env[name]?.trim());
  if (setKeys.length > 0 && setKeys.length < RAZORPAY_KEYS.length) {
    const missing = RAZORPAY_KEYS.filter((name) => !env[name]?.trim());
    return `${missing.join(" and ")} must be set together with ${setKeys.join(" and ")}.`;
  }
  if (env.RAZORPAY_SANDBOX === "1" && setKeys.length > 0) {
    return "RAZORPAY_SANDBOX=1 cannot be combined with real Razorpay keys: remove it so payments go to Razorpay.";
  }
  if (env.RAZORPAY_SANDBOX === "1" && !paymentSandboxAllowed(env)) {
    return `RAZORPAY_SANDBOX=1 in production would take fake online payments as real ones: remove it, or, for a demo shop only, also set ${SANDBOX_IN_PRODUCTION}=yes.`;
  }
  return null;
}

/**
 * Whether `npm start` should switch the local Razorpay sandbox on: for the
 * demo and development (the operator did not set NODE_ENV=production) when no
 * Razorpay keys are configured; in production only with both switches. The
 * server process always runs with NODE_ENV=production (server.mjs), so
 * scripts/start.mjs passes both switches on to it for the demo.
 * @param {Record<string, string | undefined>} env
 */
export function wantsPaymentSandbox(env = process.env) {
  if (isProductionMode(env)) return paymentSandboxAllowed(env);
  return RAZORPAY_KEYS.every((name) => !env[name]?.trim());
}
