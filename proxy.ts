import { NextResponse, type NextRequest } from "next/server";
import { isGuardedPath } from "@/lib/auth/guarded-paths.mjs";
import { HOME_VIEW, shopViewPath } from "@/lib/catalog/shop-path";
import { newNonce, pagePolicy } from "@/lib/security/content-security-policy";

// Three jobs:
// 1. "/" is rewritten to the cached home page /home/index, and /shop?<filters>
//    (no search text) to the cached page /shop/v/<canonical query>
//    (lib/catalog/shop-path.ts). The browser keeps the public URL; client
//    navigations (RSC requests) come through here too.
// 2. First line of defence only: guests without a session cookie are sent to
//    /login before an account page renders. Every page and /api handler checks
//    the session itself again (a cookie's presence proves nothing).
// 3. The pages that render per request (the matcher below lists them) get a
//    nonce-based Content-Security-Policy: only scripts carrying this response's
//    nonce run inline, and Next.js marks its own scripts with it. Cached pages
//    keep next.config.ts's static policy: one cached copy cannot carry a
//    nonce per response (docs/adr/0003-content-security-policy.md).
const SESSION_COOKIES = ["__Host-next-auth.session-token", "next-auth.session-token"]; // lib/auth/config.ts

/** Renders the page with a fresh nonce: Next.js reads it from the request's policy. */
function withNoncePolicy(request: NextRequest): NextResponse {
  const policy = pagePolicy({ nonce: newNonce(), development: process.env.NODE_ENV === "development" });
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (pathname === "/") {
    // The cached home page; the browser keeps "/" (lib/catalog/shop-path.ts).
    const target = request.nextUrl.clone();
    target.pathname = HOME_VIEW.path;
    return NextResponse.rewrite(target);
  }
  if (pathname === "/shop") {
    const viewPath = shopViewPath(searchParams);
    // A search renders per request; a browse view is the cached page.
    if (!viewPath) return withNoncePolicy(request);
    const target = request.nextUrl.clone();
    target.pathname = viewPath;
    return NextResponse.rewrite(target);
  }

  const hasSession = SESSION_COOKIES.some((name) => request.cookies.has(name));
  if (hasSession || !isGuardedPath(pathname)) return withNoncePolicy(request);
  const login = new URL("/login", request.url);
  login.searchParams.set("callbackUrl", `${pathname}${request.nextUrl.search}`);
  return NextResponse.redirect(login);
}

// Only pages Next.js renders per request belong here (`ƒ` in `next build`'s
// list): a static or cached page sent with a nonce policy would have its
// scripts, which carry no nonce, blocked.
export const config = {
  matcher: [
    "/",
    "/shop",
    "/cart",
    "/wishlist",
    "/login",
    "/signup",
    "/trackorder",
    "/order-confirm",
    "/corporate",
    "/nearby-shops",
    "/profile/:path*",
    "/orders/:path*",
    "/address/:path*",
    "/my/:path*",
    "/checkout/:path*",
    "/dashboard/:path*",
    "/admin/:path*",
  ],
};
