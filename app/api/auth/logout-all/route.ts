import { json, route } from "@/lib/api/http";
import { revokeAllSessions } from "@/lib/auth/accounts";
import { requireUser } from "@/lib/auth/session";
import { clearedSessionCookie, withCookie } from "@/lib/auth/session-cookie";
import { clearedSignedInHintCookie } from "@/lib/auth/signed-in-hint";

/** POST /api/auth/logout-all → every token issued to this account so far stops working, this one included. */
export const POST = route(async (request) => {
  const user = await requireUser(request);
  await revokeAllSessions(user.id);
  const response = withCookie(json({ message: "You have been logged out on every device." }), clearedSessionCookie());
  return withCookie(response, clearedSignedInHintCookie());
});
