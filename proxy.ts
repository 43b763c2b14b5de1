import { NextResponse, type NextRequest } from "next/server";
import { isGuardedPath } from "@/lib/auth/guarded-paths.mjs";
import { HOME_VIEW, shopViewPath } from "@/lib/catalog/shop-path";
import { localizedPath, rememberedLocale, rememberedLocaleRedirect, splitLocale } from "@/lib/i18n/locale-path.mjs";
import { newNonce, pagePolicy } from "@/lib/security/content-security-policy";

// Five jobs:
// 1. Languages (docs/adr/0024-hindi-storefront-routing.md): shopper pages live
//    in app/[locale]. An English URL ("/cart") is rewritten to its /en page, a
//    Hindi one ("/hi/cart") is already there; "/en/…" is redirected to the
//    unprefixed URL, so each page has one address per language. A shopper who
//    chose Hindi with the language switch (cookie kosh_locale=hi) is sent from
//    an English URL to its /hi one (307); without the cookie (crawlers, first
//    visits) nobody is redirected, whatever Accept-Language says.
// 2. "/" is rewritten to the cached home page /home/index, and /shop?<filters>
//    (no search text) to the cached page /shop/v/<canonical query>
//    (lib/catalog/shop-path.ts), in either language. The browser keeps the
//    public URL; client navigations (RSC requests) come through here too.
// 3. First line of defence only: guests without a session cookie are sent to
//    /login before an account page renders. Every page and /api handler checks
//    the session itself again (a cookie's presence proves nothing).
// 4. The pages that render per request (PER_REQUEST_PAGES) get a nonce-based
//    Content-Security-Policy: only scripts carrying this response's nonce run
//    inline, and Next.js marks its own scripts with it. Cached pages keep
//    next.config.ts's static policy: one cached copy cannot carry a nonce per
//    response (docs/adr/0003-content-security-policy.md).
// 5. An address carrying a NUL character (%00) is refused with a 400: no page
//    takes one, and PostgreSQL would answer a page's query with an error (the
//    /api refuses it in lib/api/http.ts's route()).
const SESSION_COOKIES = ["__Host-next-auth.session-token", "next-auth.session-token"]; // lib/auth/config.ts

// Only pages Next.js renders per request belong here (`ƒ` in `next build`'s
// list), as unprefixed paths: a static or cached page sent with a nonce policy
// would have its scripts, which carry no nonce, blocked.
const PER_REQUEST_PAGES = [
  "/shop", // a search; a browse view is rewritten to its cached page first
  "/cart",
  "/wishlist",
  "/login",
  "/signup",
  "/reset-password", // reads the link's token from the address
  "/trackorder",
  "/order-confirm",
  "/corporate",
  "/nearby-shops",
];
const PER_REQUEST_PREFIXES = [
  "/profile",
  "/orders",
  "/address",
  "/my",
  "/checkout",
  "/dashboard",
  "/admin",
  "/newsletter", // a confirm or unsubscribe link: reads its token from the address
];

function rendersPerRequest(path: string): boolean {
  return (
    PER_REQUEST_PAGES.includes(path) ||
    PER_REQUEST_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
  );
}

/**
 * The request headers a page renders with. Next.js reads the script nonce
 * from the request's Content-Security-Policy: a per-request page gets a new
 * one here, and any a client sent is dropped first, or a cached page rendered
 * for that request would carry the client's nonce to every later visitor.
 */
function renderingHeaders(request: NextRequest, perRequest: boolean): { headers: Headers; policy: string | null } {
  const headers = new Headers(request.headers);
  headers.delete("Content-Security-Policy");
  headers.delete("Content-Security-Policy-Report-Only");
  if (!perRequest) return { headers, policy: null };
  const policy = pagePolicy({ nonce: newNonce(), development: process.env.NODE_ENV === "development" });
  headers.set("Content-Security-Policy", policy);
  return { headers, policy };
}

/**
 * A redirect's path with any run of leading slashes (or backslashes) made one: Next's middleware adapter
 * makes a same-origin Location relative, and "https://shop//evil.example" would reach the browser as
 * "//evil.example", another site's address. Next's own server collapses repeated slashes before this runs;
 * this holds on any host that does not.
 */
const onThisSite = (path: string) => path.replace(/^[/\\]+/, "/");

export function proxy(request: NextRequest) {
  if (request.url.includes("%00"))
    return new NextResponse("Bad request: the address contains a NUL character (%00).", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const { pathname, searchParams } = request.nextUrl;

  if (pathname === "/en" || pathname.startsWith("/en/")) {
    const target = request.nextUrl.clone();
    target.pathname = onThisSite(pathname.slice(3) || "/");
    return NextResponse.redirect(target, 308);
  }

  const hindi = rememberedLocaleRedirect(pathname, rememberedLocale(request.headers.get("cookie")));
  if (hindi) {
    const target = request.nextUrl.clone();
    target.pathname = onThisSite(hindi);
    return NextResponse.redirect(target, 307);
  }

  const { locale, path } = splitLocale(pathname);
  const hasSession = SESSION_COOKIES.some((name) => request.cookies.has(name));
  if (!hasSession && isGuardedPath(path)) {
    const login = new URL(path.startsWith("/admin") ? "/login" : localizedPath(locale, "/login"), request.url);
    login.searchParams.set("callbackUrl", `${pathname}${request.nextUrl.search}`);
    return NextResponse.redirect(login);
  }

  // The admin is English only and outside app/[locale].
  let internal: string | null = path.startsWith("/admin") && locale === "en" ? path : `/${locale}${path}`;
  let perRequest = rendersPerRequest(path);
  if (path === "/") {
    // The cached home page; the browser keeps "/" (lib/catalog/shop-path.ts).
    internal = `/${locale}${HOME_VIEW.path}`;
  } else if (path === "/shop") {
    const viewPath = shopViewPath(searchParams);
    // A search renders per request; a browse view is the cached page.
    if (viewPath) {
      internal = `/${locale}${viewPath}`;
      perRequest = false;
    }
  }

  const { headers, policy } = renderingHeaders(request, perRequest);
  const init = { request: { headers } };
  let response: NextResponse;
  if (internal === pathname) response = NextResponse.next(init);
  else {
    const target = request.nextUrl.clone();
    target.pathname = internal;
    response = NextResponse.rewrite(target, init);
  }
  if (policy) response.headers.set("Content-Security-Policy", policy);
  return response;
}

// Every page path: not the API, Next's assets, uploaded and demo images, or
// files such as robots.txt and icon.svg (a dot in the last segment).
export const config = {
  matcher: ["/((?!api/|_next/|media/|uploads/|demo-images/)(?!.*\\.[A-Za-z0-9]+$).*)"],
};
