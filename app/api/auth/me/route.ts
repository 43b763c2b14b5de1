import { json, route } from "@/lib/api/http";
import { getHeaderBadgeCounts } from "@/lib/account/badges";
import { optionalUser } from "@/lib/auth/session";
import { clearedSignedInHintCookie, SIGNED_IN_HINT_COOKIE, signedInHintCookie } from "@/lib/auth/signed-in-hint";
import { withCookie } from "@/lib/auth/session-cookie";

const HINT_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/**
 * GET /api/auth/me → { user: { name, role } | null, counts: { wishlist, cart } | null }.
 * The header and the product cards ask once per page load: the catalogue pages
 * are rendered the same for everyone (and cached), so per-user bits come from here.
 * Never cached. Also keeps the signed-in hint cookie in step with the session.
 */
export const GET = route(async (request) => {
  const user = await optionalUser(request);
  const hinted = (request.headers.get("cookie") ?? "")
    .split(";")
    .some((c) => c.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);
  if (!user) {
    const response = json({ user: null, counts: null });
    return hinted ? withCookie(response, clearedSignedInHintCookie()) : response;
  }
  const counts = await getHeaderBadgeCounts(user.id);
  const response = json({ user: { name: user.name, role: user.role }, counts });
  return hinted ? response : withCookie(response, signedInHintCookie(HINT_MAX_AGE_SECONDS));
});
