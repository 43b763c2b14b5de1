// The catalogue query's shape and its canonical /shop URL, without the parser:
// client components (filters, sort, pagination) import this file, so the
// browser never downloads zod for them. lib/catalog/query.ts parses URLs.

/** The listing's orders, as the `sort` parameter names them (their texts: messages ShopFilters.sort). */
export const CATALOG_SORTS = ["relevance", "price-asc", "price-desc", "newest"] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

export const DEFAULT_PAGE_SIZE = 24;

export type CatalogQuery = {
  q: string;
  categories: string[];
  brands: string[];
  subcategories: Array<{ brand: string; name: string }>;
  sort: CatalogSort;
  page: number;
  pageSize: number;
};

/**
 * The one builder of /shop links: every link, filter, page and sort in the
 * shop, the listing's canonical URL and the /shop/v cache key
 * (lib/catalog/shop-path.ts) come from here, so one view has one address.
 * Defaults are left out. One category is written as the spec's tiles link it,
 * `?category=<name>`; several as `?categories=a,b`. Values are encoded with
 * encodeURIComponent (a space is %20). The parser (lib/catalog/query.ts) also
 * reads `categories=` with one name and `+` for a space.
 */
export function catalogHref(query: Partial<CatalogQuery>): string {
  const params: Array<[string, string]> = [];
  if (query.q) params.push(["q", query.q]);
  const categories = query.categories ?? [];
  if (categories.length === 1) params.push(["category", categories[0]!]);
  else if (categories.length > 1) params.push(["categories", categories.join(",")]);
  if (query.brands?.length) params.push(["brands", query.brands.join(",")]);
  if (query.subcategories?.length) {
    params.push(["subcategories", query.subcategories.map((s) => `${s.brand}:${s.name}`).join(",")]);
  }
  const defaultSort = query.q ? "relevance" : "newest";
  if (query.sort && query.sort !== defaultSort) params.push(["sort", query.sort]);
  if (query.pageSize && query.pageSize !== DEFAULT_PAGE_SIZE) params.push(["pageSize", String(query.pageSize)]);
  if (query.page && query.page > 1) params.push(["page", String(query.page)]);
  const search = params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("&");
  return search ? `/shop?${search}` : "/shop";
}

/**
 * The view search engines should keep for `query`: another order or page size lists the same
 * products as the plain listing, so such a view stands for that listing's first page (its
 * canonical URL and hreflang alternates). The plain listing's own pages stand for themselves.
 */
export function canonicalCatalogQuery(query: CatalogQuery): CatalogQuery {
  const defaultSort = query.q ? "relevance" : "newest";
  if (query.sort === defaultSort && query.pageSize === DEFAULT_PAGE_SIZE) return query;
  return { ...query, sort: defaultSort, pageSize: DEFAULT_PAGE_SIZE, page: 1 };
}

/** The header search's text as a query: trimmed; null when nothing is left (spec §5: an empty query does nothing). */
export function normalizeSearchQuery(text: string): string | null {
  const q = text.trim();
  return q ? q : null;
}
