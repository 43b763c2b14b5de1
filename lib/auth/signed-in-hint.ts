import "server-only";
import { usesSecureCookies } from "./config";

// A non-HttpOnly hint cookie ("this browser has a session") so the header can
// show the account slot instead of Login before /api/auth/me answers. It
// carries no identity and the server never trusts it for anything: pages and
// handlers always check the real session cookie.

export const SIGNED_IN_HINT_COOKIE = "kosh_signed_in";

function serialize(value: string, maxAgeSeconds: number): string {
  const parts = [`${SIGNED_IN_HINT_COOKIE}=${value}`, "Path=/", `Max-Age=${maxAgeSeconds}`, "SameSite=Lax"];
  if (usesSecureCookies()) parts.push("Secure");
  return parts.join("; ");
}

/** Set-Cookie value for the hint; lives as long as the session cookie it accompanies. */
export const signedInHintCookie = (maxAgeSeconds: number) => serialize("1", maxAgeSeconds);

/** Set-Cookie value that removes the hint. */
export const clearedSignedInHintCookie = () => serialize("", 0);
