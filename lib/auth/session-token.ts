import "server-only";
import { randomBytes } from "node:crypto";
import { decode, encode } from "next-auth/jwt";
import { prisma } from "@/lib/db";
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS, sessionSecret } from "./config";
import { markVerifiedViewer, type Viewer } from "./viewer";

// The session token is next-auth's own JWT (encrypted with A256GCM under a key
// derived from NEXTAUTH_SECRET), so the same token works as the next-auth
// session cookie and as an `Authorization: Bearer` token. It carries:
//   sub       the user's id
//   ver       the user's tokenVersion when it was issued; bumping the column
//             ("log out everywhere", a password change) rejects every older token
//   authTime  when the password was entered (seconds); caps a renewed session
//   sid       the session's random id, kept by renewals; logging out records it
//             in RevokedSession, so a copy of the token stops working too
//   exp       idle expiry: SESSION_IDLE_SECONDS after issue or last renewal

export type SessionClaims = { sub: string; ver: number; authTime: number; sid: string };

const SESSION_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** A new session's id (128 random bits). */
export function newSessionId(): string {
  return randomBytes(16).toString("base64url");
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Reads our claims from a decoded token, or null when any is missing or malformed. */
export function claimsOf(payload: Record<string, unknown> | null | undefined): SessionClaims | null {
  if (!payload) return null;
  const { sub, ver, authTime, sid } = payload;
  if (typeof sub !== "string" || !sub) return null;
  if (typeof ver !== "number" || !Number.isInteger(ver)) return null;
  if (typeof authTime !== "number" || !Number.isFinite(authTime)) return null;
  if (typeof sid !== "string" || !SESSION_ID.test(sid)) return null;
  return { sub, ver, authTime, sid };
}

/** Whether the absolute limit since the password was entered still allows the session. */
export function withinAbsoluteLimit(claims: SessionClaims, now = nowSeconds()): boolean {
  return claims.authTime <= now + 60 && now - claims.authTime < SESSION_ABSOLUTE_SECONDS;
}

/**
 * Signs a session token for a user: a new session after a login, or a renewal
 * of `renewing` (same session id and login time, so renewals never outlive
 * the absolute limit and logging out ends them all).
 */
export async function issueSessionToken(
  user: { id: string; tokenVersion: number },
  renewing?: Pick<SessionClaims, "authTime" | "sid">,
): Promise<{ token: string; expiresAt: Date; maxAgeSeconds: number }> {
  const { authTime, sid } = renewing ?? { authTime: nowSeconds(), sid: newSessionId() };
  const remaining = authTime + SESSION_ABSOLUTE_SECONDS - nowSeconds();
  const maxAgeSeconds = Math.max(1, Math.min(SESSION_IDLE_SECONDS, remaining));
  const claims: SessionClaims = { sub: user.id, ver: user.tokenVersion, authTime, sid };
  const token = await encode({ token: claims, secret: sessionSecret(), maxAge: maxAgeSeconds });
  return { token, expiresAt: new Date(Date.now() + maxAgeSeconds * 1000), maxAgeSeconds };
}

/** Decrypts and checks a token (signature, expiry, claims, absolute limit) without the database. */
export async function decodeSessionToken(raw: string): Promise<SessionClaims | null> {
  let payload: Record<string, unknown> | null;
  try {
    payload = await decode({ token: raw, secret: sessionSecret() });
  } catch {
    return null; // forged, expired, or signed with another secret
  }
  const claims = claimsOf(payload);
  return claims && withinAbsoluteLimit(claims) ? claims : null;
}

/**
 * The user the claims belong to, if the account exists (and was not deleted)
 * and the token has not been revoked: the one place a verified Viewer is made (lib/auth/viewer.ts).
 */
export async function userForClaims(claims: SessionClaims): Promise<Viewer | null> {
  const [user, revoked] = await Promise.all([
    prisma.user.findUnique({
      where: { id: claims.sub },
      select: { id: true, name: true, email: true, role: true, tokenVersion: true, deletedAt: true },
    }),
    prisma.revokedSession.findUnique({ where: { id: claims.sid }, select: { id: true } }),
  ]);
  // A deleted account's tokens were all revoked with it (tokenVersion); it is checked here too, for any other.
  if (!user || user.deletedAt || user.tokenVersion !== claims.ver || revoked) return null;
  return markVerifiedViewer({ id: user.id, name: user.name, email: user.email, role: user.role });
}

/** A raw token → its user, or null when the token is invalid, expired or revoked. */
export async function userFromSessionToken(raw: string): Promise<{ user: Viewer; claims: SessionClaims } | null> {
  const claims = await decodeSessionToken(raw);
  if (!claims) return null;
  const user = await userForClaims(claims);
  return user ? { user, claims } : null;
}

/**
 * Ends one session (logout): its tokens, copies and renewals included, are
 * refused from now on. The record is kept until the session's absolute limit,
 * after which its tokens expire by themselves; older records go on the way.
 */
export async function revokeSession(claims: SessionClaims): Promise<void> {
  const expiresAt = new Date((claims.authTime + SESSION_ABSOLUTE_SECONDS) * 1000);
  await prisma.$transaction([
    prisma.revokedSession.upsert({
      where: { id: claims.sid },
      create: { id: claims.sid, userId: claims.sub, expiresAt },
      update: {},
    }),
    prisma.revokedSession.deleteMany({ where: { expiresAt: { lt: new Date() } } }),
  ]);
}
