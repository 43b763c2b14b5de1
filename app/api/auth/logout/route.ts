import { json, route } from "@/lib/api/http";
import { clearedSessionCookie, withCookie } from "@/lib/auth/session-cookie";

/** POST /api/auth/logout → removes this browser's session cookie (other devices stay logged in). */
export const POST = route(async () => withCookie(json({ message: "Logged out." }), clearedSessionCookie()));
