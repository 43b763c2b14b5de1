import "server-only";
import { cookieValue } from "@/lib/http/cookies.mjs";
import { sessionCookieName, usesSecureCookies } from "./config";

// The session cookie, written by our own handlers exactly as next-auth writes
// it (same name and attributes), so getServerSession() reads what /api/auth/login set.

function serialize(value: string, maxAgeSeconds: number): string {
  // Path=/, no Domain and (over https) Secure: what the __Host- name requires.
  const parts = [
    `${sessionCookieName()}=${value}`,
    "Path=/",
    `Max-Age=${maxAgeSeconds}`,
    `Expires=${new Date(Date.now() + maxAgeSeconds * 1000).toUTCString()}`,
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (usesSecureCookies()) parts.push("Secure");
  return parts.join("; ");
}

/** Set-Cookie value that stores a session token. */
export function sessionCookie(token: string, maxAgeSeconds: number): string {
  return serialize(token, maxAgeSeconds);
}

/** Set-Cookie value that removes the session cookie. */
export function clearedSessionCookie(): string {
  return serialize("", 0);
}

/** Adds a Set-Cookie header to a response and returns it. */
export function withCookie(response: Response, setCookie: string): Response {
  response.headers.append("Set-Cookie", setCookie);
  return response;
}

/** The session cookie's value from a request, if any. */
export function readSessionCookie(request: Request): string | null {
  return cookieValue(request.headers.get("cookie"), sessionCookieName());
}

/**
 * The token a request presents: `Authorization: Bearer <token>` when sent (an
 * explicit credential wins), else the session cookie.
 */
export function readSessionToken(request: Request): string | null {
  const authorization = request.headers.get("authorization");
  if (authorization) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    return match?.[1] ?? null;
  }
  return readSessionCookie(request);
}
