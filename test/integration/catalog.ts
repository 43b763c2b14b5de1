import { DEFAULT_PAGE_SIZE, type CatalogQuery } from "@/lib/catalog/query-href";

/** A /shop query: the plain listing's first page (newest first, the default page size) with `filters` on top. */
export const catalogQuery = (filters: Partial<CatalogQuery>): CatalogQuery => ({
  q: "",
  categories: [],
  brands: [],
  subcategories: [],
  sort: "newest",
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  ...filters,
});
