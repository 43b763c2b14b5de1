// Which language a public URL is in, and the same page in the other language.
// English keeps today's unprefixed URLs; Hindi is under /hi. Plain JavaScript:
// server.mjs and lib/auth/guarded-paths.mjs import it without a build.
import { cookieValue } from "../http/cookies.mjs";

/**
 * The language of a public path and the path without its language prefix:
 * "/hi/cart" → { locale: "hi", path: "/cart" }, "/hi" → { locale: "hi", path: "/" },
 * "/cart" → { locale: "en", path: "/cart" }.
 * @param {string} pathname
 * @returns {{ locale: "en" | "hi", path: string }}
 */
export function splitLocale(pathname) {
  if (pathname === "/hi") return { locale: "hi", path: "/" };
  if (pathname.startsWith("/hi/")) return { locale: "hi", path: pathname.slice(3) };
  return { locale: "en", path: pathname };
}

/**
 * The public path of `path` (unprefixed, starting with "/", with or without a
 * query string and fragment) in `locale`: "/" → "/hi", "/?q=x" → "/hi?q=x",
 * "/cart" → "/hi/cart". Anything else (another site, "mailto:", "#top") is
 * returned as it is.
 * @param {"en" | "hi"} locale
 * @param {string} path
 */
export function localizedPath(locale, path) {
  if (locale !== "hi" || !path.startsWith("/") || path.startsWith("//")) return path;
  if (path === "/" || path[1] === "?" || path[1] === "#") return `/hi${path.slice(1)}`;
  return `/hi${path}`;
}

/** The cookie that remembers a shopper's language choice (the language switch sets it): "en" or "hi". */
export const LOCALE_COOKIE = "kosh_locale";

/** The language a Cookie request header remembers, or null. @param {string | undefined | null} cookieHeader */
export function rememberedLocale(cookieHeader) {
  const value = cookieValue(cookieHeader, LOCALE_COOKIE);
  return value === "en" || value === "hi" ? value : null;
}

// Never sent to the other language: the API, the admin (English only), Next's
// assets and files, and /en/… (proxy.ts redirects that to the unprefixed URL).
const NOT_SHOPPER_PAGES = ["/api", "/admin", "/_next", "/media", "/uploads", "/demo-images", "/en"];

/**
 * Where a shopper who chose Hindi is sent when they open an English URL:
 * "/product/x" → "/hi/product/x" when `remembered` is "hi"; null for every
 * other choice (English, none: crawlers carry no cookie) and for paths that
 * are not shopper pages. The query string stays with the caller.
 * @param {string} pathname
 * @param {"en" | "hi" | null} remembered
 * @returns {string | null}
 */
export function rememberedLocaleRedirect(pathname, remembered) {
  if (remembered !== "hi" || splitLocale(pathname).locale !== "en") return null;
  if (NOT_SHOPPER_PAGES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return null;
  // robots.txt, sitemap.xml, icon.svg: files, the same in both languages.
  if (/\.[^/]*$/.test(pathname)) return null;
  return localizedPath("hi", pathname);
}
