// The catalogue query's shape and its canonical URL, without the parser:
// client components (filters, sort, pagination) import this file, so the
// browser never downloads zod for them. lib/catalog/query.ts parses URLs.

export const SORT_OPTIONS = [
  { value: "relevance", label: "Relevance" },
  { value: "price-asc", label: "Price: Low to High" },
  { value: "price-desc", label: "Price: High to Low" },
  { value: "newest", label: "Newest" },
] as const;
export type CatalogSort = (typeof SORT_OPTIONS)[number]["value"];

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

/** The URL of a catalogue view, with defaults left out so URLs stay short and canonical. */
export function catalogHref(query: Partial<CatalogQuery>, base = "/shop"): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.categories?.length) params.set("categories", query.categories.join(","));
  if (query.brands?.length) params.set("brands", query.brands.join(","));
  if (query.subcategories?.length) {
    params.set("subcategories", query.subcategories.map((s) => `${s.brand}:${s.name}`).join(","));
  }
  const defaultSort = query.q ? "relevance" : "newest";
  if (query.sort && query.sort !== defaultSort) params.set("sort", query.sort);
  if (query.pageSize && query.pageSize !== DEFAULT_PAGE_SIZE) params.set("pageSize", String(query.pageSize));
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}
