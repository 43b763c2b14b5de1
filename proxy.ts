import { NextResponse, type NextRequest } from "next/server";

// First line of defence only: guests without a session cookie are sent to
// /login before an account page renders. Every page and /api handler checks
// the session itself again (a cookie's presence proves nothing).
const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

export function proxy(request: NextRequest) {
  const hasSession = SESSION_COOKIES.some((name) => request.cookies.has(name));
  if (hasSession) return NextResponse.next();
  const login = new URL("/login", request.url);
  login.searchParams.set("callbackUrl", `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return NextResponse.redirect(login);
}

export const config = {
  matcher: [
    "/profile/:path*",
    "/orders/:path*",
    "/address/:path*",
    "/my/:path*",
    "/checkout/:path*",
    "/dashboard/:path*",
    "/admin/:path*",
  ],
};
