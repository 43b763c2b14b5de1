import { NextResponse, type NextRequest } from "next/server";
import { shopViewPath } from "@/lib/catalog/shop-path";

// Two jobs:
// 1. /shop?<filters> (no search text) is rewritten to the cached page
//    /shop/v/<canonical query> (lib/catalog/shop-path.ts). The browser keeps the
//    public URL; client navigations (RSC requests) come through here too.
// 2. First line of defence only: guests without a session cookie are sent to
//    /login before an account page renders. Every page and /api handler checks
//    the session itself again (a cookie's presence proves nothing).
const SESSION_COOKIES = ["__Host-next-auth.session-token", "next-auth.session-token"]; // lib/auth/config.ts

export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (pathname === "/shop") {
    const viewPath = shopViewPath(searchParams);
    if (!viewPath) return NextResponse.next();
    const target = request.nextUrl.clone();
    target.pathname = viewPath;
    return NextResponse.rewrite(target);
  }

  const hasSession = SESSION_COOKIES.some((name) => request.cookies.has(name));
  if (hasSession) return NextResponse.next();
  const login = new URL("/login", request.url);
  login.searchParams.set("callbackUrl", `${pathname}${request.nextUrl.search}`);
  return NextResponse.redirect(login);
}

export const config = {
  matcher: [
    "/shop",
    "/profile/:path*",
    "/orders/:path*",
    "/address/:path*",
    "/my/:path*",
    "/checkout/:path*",
    "/dashboard/:path*",
    "/admin/:path*",
  ],
};
