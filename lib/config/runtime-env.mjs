// Which environment variables the shop needs, checked in one place: by
// scripts/start.mjs before anything starts, and by instrumentation.ts when a
// host (Vercel, `next start`) starts the server directly.
import { findDeliveryConfigProblem } from "../delivery/env.mjs";

/**
 * True when the shop runs for real: NODE_ENV=production, set by the operator
 * or the host (`next start` sets it inside the server process; `npm start`
 * then supplies DATABASE_URL and a development secret itself).
 */
export function isProductionMode(env = process.env) {
  return env.NODE_ENV === "production";
}

/**
 * Returns the first configuration problem as one line, or null when fine.
 * @param {Record<string, string | undefined>} env
 */
export function findConfigProblem(env = process.env) {
  // Invoice numbers may be at most 16 characters (GST): the prefix gets 3 of them.
  const prefix = env.STORE_INVOICE_PREFIX?.trim();
  if (prefix && (!/^[A-Z0-9]{1,3}$/.test(prefix) || prefix === "CN")) {
    return `STORE_INVOICE_PREFIX must be 1 to 3 capital letters or digits other than CN (credit notes use it; the prefix starts every tax-invoice number), not "${prefix}".`;
  }
  // 2-digit state code, PAN (5 letters, 4 digits, 1 letter), entity number, Z, check character.
  const gstin = env.STORE_GSTIN?.trim();
  if (gstin && !/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin)) {
    return `STORE_GSTIN must be a 15-character GSTIN such as 27AAACK1234F1Z5 (it is printed on every tax invoice), not "${gstin}".`;
  }
  const delivery = findDeliveryConfigProblem(env);
  if (delivery) return delivery;
  if (!isProductionMode(env)) return null;
  if (!env.DATABASE_URL?.trim()) {
    return "DATABASE_URL is not set: in production the shop needs a PostgreSQL server (see README, Environment).";
  }
  const secret = env.NEXTAUTH_SECRET?.trim() ?? "";
  if (secret.length < 32) {
    return "NEXTAUTH_SECRET is missing or shorter than 32 characters: generate one with `openssl rand -base64 32`.";
  }
  const razorpayKeys = ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"];
  const setKeys = razorpayKeys.filter((name) => env[name]?.trim());
  if (setKeys.length > 0 && setKeys.length < razorpayKeys.length) {
    const missing = razorpayKeys.filter((name) => !env[name]?.trim());
    return `${missing.join(" and ")} must be set together with ${setKeys.join(" and ")}.`;
  }
  if (env.RAZORPAY_SANDBOX === "1" && setKeys.length > 0) {
    return "RAZORPAY_SANDBOX=1 cannot be combined with real Razorpay keys: remove it so payments go to Razorpay.";
  }
  return null;
}

/**
 * Whether `npm start` should switch the local Razorpay sandbox on: only for
 * the demo and development (the operator did not set NODE_ENV=production) and
 * only when no Razorpay keys are configured. `next start` itself always runs
 * with NODE_ENV=production, so the sandbox needs this explicit switch there.
 * @param {Record<string, string | undefined>} env
 */
export function wantsPaymentSandbox(env = process.env) {
  if (isProductionMode(env)) return env.RAZORPAY_SANDBOX === "1";
  const keys = ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"];
  return keys.every((name) => !env[name]?.trim());
}
