import "server-only";
import { cookies } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { forbidden, unauthenticated } from "@/lib/errors";
import { getLocale } from "next-intl/server";
import { localizedPath } from "@/lib/i18n/locale-path.mjs";
import { callbackPathIn, safeCallbackPath } from "./callback-path";
import { sessionCookieName } from "./config";
import { readSessionToken } from "./session-cookie";
import { userFromSessionToken } from "./session-token";
import type { AdminViewer, Viewer } from "./viewer";

// Who is asking. Every check decrypts the next-auth session token (cookie or
// bearer), verifies its expiry and absolute limit, and compares its version
// with the user's tokenVersion in the database, so a revoked token is refused
// everywhere: pages, server components and /api handlers. What they return is
// a verified Viewer (./viewer.ts), which data functions for other people's
// data require and check themselves: call these in the page, `generateMetadata`,
// route handler or server action that reads the data — never only in a layout
// (layouts are not re-run for client navigations) or in proxy.ts.

export type { SessionUser } from "./types";
export type { AdminViewer, Viewer } from "./viewer";

/** The logged-in shopper for a page or server component, or null for a guest. Once per request. */
export const getSessionUser: () => Promise<Viewer | null> = cache(async () => {
  const raw = (await cookies()).get(sessionCookieName())?.value;
  if (!raw) return null;
  return (await userFromSessionToken(raw))?.user ?? null;
});

/** For route handlers: the user behind the session cookie or `Authorization: Bearer`, else a 401. */
export async function requireUser(request: Request): Promise<Viewer> {
  const raw = readSessionToken(request);
  if (!raw) throw unauthenticated();
  const session = await userFromSessionToken(raw);
  if (!session) throw unauthenticated("Your session has expired. Please log in again.");
  return session.user;
}

/** For route handlers open to guests too: the user when a valid session comes with the request, else null. */
export async function optionalUser(request: Request): Promise<Viewer | null> {
  const raw = readSessionToken(request);
  return raw ? ((await userFromSessionToken(raw))?.user ?? null) : null;
}

/** For route handlers: an admin, else 401 (guest) or 403 (not an admin). */
export async function requireAdmin(request: Request): Promise<AdminViewer> {
  const user = await requireUser(request);
  if (user.role !== "ADMIN") throw forbidden();
  return user as AdminViewer;
}

/** For pages: the logged-in user, or a redirect to /login that comes back to `callbackPath`. */
export async function requirePageUser(callbackPath: string): Promise<Viewer> {
  const user = await getSessionUser();
  if (!user) {
    // A shopper page's login and return are in its language (/hi/login?callbackUrl=/hi/orders); the admin's in English.
    const locale = callbackPath.startsWith("/admin") ? "en" : await getLocale();
    const back = callbackPathIn(locale, safeCallbackPath(callbackPath));
    redirect(`${localizedPath(locale, "/login")}?callbackUrl=${encodeURIComponent(back)}`);
  }
  return user;
}

/** For admin pages: guests go to /login; shoppers who are not admins get a 404 (the console is not advertised). */
export async function requirePageAdmin(callbackPath = "/admin"): Promise<AdminViewer> {
  const user = await requirePageUser(callbackPath);
  if (user.role !== "ADMIN") notFound();
  return user as AdminViewer;
}
