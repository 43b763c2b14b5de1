import type { RateLimit } from "@/lib/rate-limit";

// Every figure of the session and throttling design, in one place
// (docs/accounts-and-sessions.md).

/** A session ends after 12 hours without activity (the browser renews it while in use). */
export const SESSION_IDLE_SECONDS = 12 * 60 * 60;
/** …and 7 days after the password was last entered, however active. */
export const SESSION_ABSOLUTE_SECONDS = 7 * 24 * 60 * 60;

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Wrong passwords per account (counted for unknown emails too, so a 429 reveals nothing). */
export const LOGIN_FAILURES_PER_ACCOUNT: RateLimit = { limit: 10, windowMs: FIFTEEN_MINUTES };
/**
 * Login attempts per client address. Higher than the per-account limit because
 * Indian mobile networks put many shoppers behind one carrier NAT address.
 */
export const LOGIN_ATTEMPTS_PER_ADDRESS: RateLimit = { limit: 50, windowMs: FIFTEEN_MINUTES };
/** New accounts per client address. */
export const SIGNUPS_PER_ADDRESS: RateLimit = { limit: 10, windowMs: 60 * 60 * 1000 };

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The session cookie over https. Browsers accept a `__Host-` cookie only with
 * Secure, Path=/ and no Domain, so neither a sibling subdomain nor a page
 * served over http can set or overwrite it (a `__Secure-` one they could).
 */
export const HOST_COOKIE_NAME = "__Host-next-auth.session-token";
/** Over http (the demo, tests, benchmarks on this machine), where Secure cookies are not kept. */
export const PLAIN_COOKIE_NAME = "next-auth.session-token";

type Env = Record<string, string | undefined>;

/**
 * Secure cookies whenever the shop is served over https: NEXTAUTH_URL says so
 * (its scheme read as a URL reads it, so "HTTPS://…", which the production
 * start-up check accepts, is https too), or, when it is not set or not a URL,
 * on Vercel or in production.
 */
export function usesSecureCookies(env: Env = process.env): boolean {
  const url = env.NEXTAUTH_URL?.trim();
  if (url && URL.canParse(url)) return new URL(url).protocol === "https:";
  return Boolean(env.VERCEL) || env.NODE_ENV === "production";
}

/**
 * The next-auth session cookie's name: `__Host-` whenever cookies are Secure,
 * since the shop never sets a Domain and always uses Path=/ (proxy.ts checks both names).
 */
export function sessionCookieName(env: Env = process.env): string {
  return usesSecureCookies(env) ? HOST_COOKIE_NAME : PLAIN_COOKIE_NAME;
}

/**
 * The key that signs and encrypts session tokens, and the shop's own signatures: NEXTAUTH_SECRET, trimmed,
 * the one the production start-up check measures. Not AUTH_SECRET (next-auth v5's name, which v4 falls back
 * to): the shop and next-auth must sign with one documented key.
 */
export function sessionSecret(env: Env = process.env): string {
  const secret = env.NEXTAUTH_SECRET?.trim();
  if (!secret) throw new Error("NEXTAUTH_SECRET is not set: sessions cannot be signed (see .env.example).");
  return secret;
}

const ONE_HOUR = 60 * 60 * 1000;

/** How long a password reset link works (docs/adr/0032-password-reset-by-email.md). */
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;
/** Reset requests per client address (any e-mail): more than one shopper may share it. */
export const PASSWORD_RESET_REQUESTS_PER_ADDRESS: RateLimit = { limit: 20, windowMs: ONE_HOUR };
/** Reset e-mails per account (counted per address asked for, known or not); past it nothing is sent. */
export const PASSWORD_RESET_MAILS_PER_ACCOUNT: RateLimit = { limit: 3, windowMs: ONE_HOUR };
/**
 * "Someone tried to sign up with your address" e-mails per account (docs/adr/0039); past it nothing is
 * sent, so nobody can flood an inbox through the sign-up form. Counted per address signed up with, taken or not.
 */
export const SIGNUP_NOTICES_PER_ACCOUNT: RateLimit = { limit: 3, windowMs: ONE_HOUR };
