import { z } from "zod";
import { defaultLocale, locales } from "@/lib/i18n/locale";
import { DEFAULT_PAGE_SIZE, CATALOG_SORTS, type CatalogQuery } from "./query-href";

// The catalogue query, shared by /shop (URL search params), the products API
// and the search API. Everything a shopper can share lives in the URL.

export const MAX_PAGE_SIZE = 60;
export const MAX_QUERY_LENGTH = 100;
const MAX_LIST_ITEMS = 50;

/** "a,b , c" → ["a", "b", "c"]; blanks dropped, duplicates removed. */
function commaList(label: string) {
  return z
    .string()
    .max(2000, `${label} is too long.`)
    .optional()
    .transform((value) => [
      ...new Set(
        (value ?? "")
          .split(",")
          .map((item) => item.trim())
          .filter(Boolean),
      ),
    ])
    .refine((items) => items.length <= MAX_LIST_ITEMS, `At most ${MAX_LIST_ITEMS} ${label} at once.`);
}

const positiveInt = (label: string, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${label} must be a whole number.`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, `${label} must be between 1 and ${max}.`);

/** Query-string parameters as they arrive (all strings). Unknown parameters are ignored. */
export const catalogParamsSchema = z.object({
  q: z
    .string()
    .trim()
    .max(MAX_QUERY_LENGTH, `The search text can be at most ${MAX_QUERY_LENGTH} characters.`)
    .optional(),
  /** One category, as the spec's home tiles link it (?category=<name>); it joins `categories`. */
  category: z.string().trim().max(200).optional(),
  categories: commaList("categories"),
  brands: commaList("brands"),
  /** "Brand:Subcategory" pairs. */
  subcategories: commaList("subcategories"),
  // An empty `sort=` (clients that always send the parameter) means the default order.
  sort: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .enum(CATALOG_SORTS, {
        error: `sort must be one of ${CATALOG_SORTS.join(", ")}.`,
      })
      .optional(),
  ),
  page: positiveInt("page", 10_000).optional(),
  pageSize: positiveInt("pageSize", MAX_PAGE_SIZE).optional(),
});

/**
 * `?lang=` of the catalogue APIs (issue 17): "hi" answers Hindi names and
 * descriptions where the catalogue has them (English where not), in the same
 * shape; absent or "en", English as always. Anything else is a 400: a client
 * asking for a language the shop does not have should learn it, not get English.
 */
export const langParamsSchema = z.object({
  lang: z.enum(locales, { error: "lang must be en or hi." }).optional().default(defaultLocale),
});

/** Turns validated parameters into the query the catalogue answers. */
export function toCatalogQuery(params: z.infer<typeof catalogParamsSchema>): CatalogQuery {
  const q = params.q ?? "";
  const categories = [...new Set([...(params.category ? [params.category] : []), ...params.categories])];
  return {
    q,
    categories,
    brands: params.brands,
    subcategories: params.subcategories.flatMap((pair) => {
      const at = pair.indexOf(":");
      return at > 0 ? [{ brand: pair.slice(0, at).trim(), name: pair.slice(at + 1).trim() }] : [];
    }),
    // With search text the best matches come first; otherwise newest first.
    sort: params.sort ?? (q ? "relevance" : "newest"),
    page: params.page ?? 1,
    pageSize: params.pageSize ?? DEFAULT_PAGE_SIZE,
  };
}

/** Reads a page's searchParams leniently: invalid values fall back to defaults (pages never 400). */
export function catalogQueryFromSearchParams(
  searchParams: Record<string, string | string[] | undefined>,
): CatalogQuery {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(searchParams)) {
    const first = Array.isArray(value) ? value.join(",") : value;
    if (first !== undefined) flat[key] = first;
  }
  const parsed = catalogParamsSchema.safeParse(flat);
  if (parsed.success) return toCatalogQuery(parsed.data);
  // Drop the offending parameters one by one and keep the rest.
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  for (const key of bad) delete flat[key];
  const retry = catalogParamsSchema.safeParse(flat);
  return toCatalogQuery(retry.success ? retry.data : catalogParamsSchema.parse({}));
}

export {
  canonicalCatalogQuery,
  catalogHref,
  DEFAULT_PAGE_SIZE,
  CATALOG_SORTS,
  type CatalogQuery,
  type CatalogSort,
} from "./query-href";
