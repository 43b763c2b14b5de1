import { json, route } from "@/lib/api/http";
import { clearedSessionCookie, readSessionToken, withCookie } from "@/lib/auth/session-cookie";
import { revokeSession, userFromSessionToken } from "@/lib/auth/session-token";
import { clearedSignedInHintCookie } from "@/lib/auth/signed-in-hint";

/**
 * POST /api/auth/logout → ends this session: the cookie is removed and the
 * token (cookie or Bearer) stops working, copies and renewals included.
 * Other devices stay logged in ("log out everywhere" is /api/auth/logout-all).
 * Without a valid session it just clears the cookies: logging out twice is fine.
 */
export const POST = route(async (request) => {
  const raw = readSessionToken(request);
  const session = raw ? await userFromSessionToken(raw) : null;
  if (session) await revokeSession(session.claims);
  return withCookie(withCookie(json({ message: "Logged out." }), clearedSessionCookie()), clearedSignedInHintCookie());
});
