import "server-only";
import { sessionSecret } from "@/lib/auth/config";
import { hmacHex, signatureMatches } from "@/lib/payments/signatures";

// The newsletter's links carry a signed, stateless token instead of a stored
// one (docs/adr/0031-newsletter-double-opt-in.md): HMAC-SHA256 keyed from the
// session secret with the link's purpose as a prefix, so a confirm token is
// never an unsubscribe token nor a session or device signature, over the
// lower-cased address. A confirm token also signs its expiry (7 days) and reads
// "<expiry in seconds>.<hex>"; an unsubscribe token never expires (it is
// printed in every newsletter) and is the bare hex. Compared in constant time.

export type NewsletterLinkPurpose = "newsletter-confirm" | "newsletter-unsubscribe";

/** How long a confirmation link works. */
export const CONFIRM_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const normal = (email: string) => email.trim().toLowerCase();

const sign = (purpose: NewsletterLinkPurpose, payload: string) => hmacHex(`${purpose}:${sessionSecret()}`, payload);

/** The token of a confirmation link mailed at `now`, valid for CONFIRM_LINK_LIFETIME_MS. */
export function confirmToken(email: string, now = new Date()): string {
  // Rounded up, so the time it reads as issued is never before `now`.
  const expires = Math.ceil((now.getTime() + CONFIRM_LINK_LIFETIME_MS) / 1000);
  return `${expires}.${sign("newsletter-confirm", `${normal(email)}|${expires}`)}`;
}

/**
 * When a genuine, unexpired confirm token for `email` was issued; null for
 * anything else (another address, a changed expiry, another purpose's token).
 */
export function confirmTokenIssuedAt(email: string, token: string, now = new Date()): Date | null {
  const match = /^(\d{1,12})\.([0-9a-f]{64})$/.exec(token);
  if (!match) return null;
  const expires = Number(match[1]);
  if (!signatureMatches(sign("newsletter-confirm", `${normal(email)}|${expires}`), match[2]!)) return null;
  if (expires * 1000 <= now.getTime()) return null;
  return new Date(expires * 1000 - CONFIRM_LINK_LIFETIME_MS);
}

/** The token of an unsubscribe link: the same for an address for as long as the session secret stays. */
export function unsubscribeToken(email: string): string {
  return sign("newsletter-unsubscribe", normal(email));
}

export function unsubscribeTokenMatches(email: string, token: string): boolean {
  return /^[0-9a-f]{64}$/.test(token) && signatureMatches(unsubscribeToken(email), token);
}
