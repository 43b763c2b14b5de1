import { json, route } from "@/lib/api/http";
import { clearedSessionCookie, withCookie } from "@/lib/auth/session-cookie";
import { clearedSignedInHintCookie } from "@/lib/auth/signed-in-hint";

/** POST /api/auth/logout → removes this browser's session cookie (other devices stay logged in). */
export const POST = route(async () =>
  withCookie(withCookie(json({ message: "Logged out." }), clearedSessionCookie()), clearedSignedInHintCookie()),
);
