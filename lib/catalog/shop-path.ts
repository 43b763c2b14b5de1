import { catalogHref, catalogQueryFromSearchParams, type CatalogQuery } from "./query";

// /shop keeps its state in the query string (shareable URLs), but a page that
// reads searchParams is rendered on every request. proxy.ts therefore rewrites
// a browse view (/shop?… without search text) to /shop/v/<segment>, a page
// Next caches (ISR); the address bar keeps /shop?…. The segment is the
// canonical query string (catalogHref, which also writes every link in the
// shop), base64url-encoded, so every spelling of one view shares one cached page. Free-text searches stay per request and
// are never cached.

export const SHOP_VIEW_BASE = "/shop/v";

/**
 * Where proxy.ts sends "/": the home page as a page with a path parameter, so
 * it is cached like the /shop views (app/(storefront)/home/[view]/page.tsx).
 */
export const HOME_VIEW = { path: "/home/index", param: "index" } as const;
const EMPTY_SEGMENT = "all";

export function shopViewSegment(query: CatalogQuery): string {
  const search = catalogHref(query).split("?")[1] ?? "";
  return search ? Buffer.from(search, "utf8").toString("base64url") : EMPTY_SEGMENT;
}

/** The internal path for a /shop request's query string, or null when it must render per request (search text). */
export function shopViewPath(searchParams: URLSearchParams): string | null {
  const record: Record<string, string> = {};
  for (const key of new Set(searchParams.keys())) record[key] = searchParams.getAll(key).join(",");
  const query = catalogQueryFromSearchParams(record);
  if (query.q) return null;
  return `${SHOP_VIEW_BASE}/${shopViewSegment(query)}`;
}

/** The query a segment stands for; null unless the segment is the canonical one (no duplicate cache entries). */
export function queryFromShopViewSegment(segment: string): CatalogQuery | null {
  if (!/^[A-Za-z0-9_-]{1,4000}$/.test(segment)) return null;
  const search = segment === EMPTY_SEGMENT ? "" : Buffer.from(segment, "base64url").toString("utf8");
  const query = catalogQueryFromSearchParams(Object.fromEntries(new URLSearchParams(search)));
  if (query.q || shopViewSegment(query) !== segment) return null;
  return query;
}

/** A product's page. */
export const productPagePath = (slug: string) => `/product/${slug}`;
