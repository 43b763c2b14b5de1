import { localizedPath } from "./locale-path.mjs";
import type { Locale } from "./locale";

// The language switch's target: the page the shopper is on, in the other
// language. proxy.ts rewrites "/" to the cached page /home/index and a /shop
// browse view to /shop/v/<canonical query, base64url> (lib/catalog/shop-path.ts);
// a cached page is rendered under that internal path, so the switch turns it
// back into the public address. Kept free of server code: it runs in the browser.

const HOME_PATH = "/home/index";
const SHOP_VIEW_PREFIX = "/shop/v/";

function fromBase64Url(segment: string): string | null {
  try {
    const binary = atob(segment.replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

/**
 * The public path and query string of a page, from its pathname without the
 * language prefix (as next-intl's usePathname gives it) and its query string.
 *   publicPagePath("/home/index", "") → "/"
 *   publicPagePath("/shop/v/Y2F0ZWdvcnk9QmFncw", "") → "/shop?category=Bags"
 *   publicPagePath("/product/x", "ref=home") → "/product/x?ref=home"
 */
export function publicPagePath(pathname: string, search: string): string {
  const query = search.replace(/^\?/, "");
  if (pathname === HOME_PATH) return query ? `/?${query}` : "/";
  if (pathname.startsWith(SHOP_VIEW_PREFIX)) {
    const segment = pathname.slice(SHOP_VIEW_PREFIX.length);
    // The view's query is its segment; the address bar's copy of it adds nothing.
    const view = segment === "all" ? "" : fromBase64Url(segment);
    if (view !== null) return view ? `/shop?${view}` : "/shop";
  }
  return query ? `${pathname}?${query}` : pathname;
}

/** The same page in `locale`: publicPagePath's address with that language's prefix. */
export function switchHref(pathname: string, search: string, locale: Locale): string {
  return localizedPath(locale, publicPagePath(pathname, search));
}
