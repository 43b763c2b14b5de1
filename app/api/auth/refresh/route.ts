import { errorResponse, json, route, unauthorized } from "@/lib/api/http";
import { clearedSessionCookie, readSessionToken, sessionCookie, withCookie } from "@/lib/auth/session-cookie";
import { issueSessionToken, userFromSessionToken } from "@/lib/auth/session-token";

/**
 * POST /api/auth/refresh → {expiresAt} and a renewed cookie: another 12 idle
 * hours, never past 7 days from the login. The browser calls it while a
 * shopper is active; API clients may too, and an API client that sent its
 * token as `Authorization: Bearer` also gets the new one as `token`. A request
 * carrying only the HttpOnly cookie never gets it in the body: a script
 * injected into a page could otherwise read a 7-day token the cookie keeps
 * out of its reach (docs/adr/0018-session-tokens.md). An invalid token: 401,
 * cookie removed.
 */
export const POST = route(async (request) => {
  const raw = readSessionToken(request);
  const session = raw ? await userFromSessionToken(raw) : null;
  if (!session) {
    return withCookie(
      errorResponse(unauthorized("Your session has expired. Please log in again.")),
      clearedSessionCookie(),
    );
  }
  const { token, expiresAt, maxAgeSeconds } = await issueSessionToken(
    { id: session.user.id, tokenVersion: session.claims.ver },
    session.claims,
  );
  const bearer = request.headers.has("authorization");
  return withCookie(
    json({ ...(bearer && { token }), expiresAt: expiresAt.toISOString() }),
    sessionCookie(token, maxAgeSeconds),
  );
});
