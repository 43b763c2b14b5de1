import { z } from "zod";

// Paging shared by the console's lists (orders, catalogue, inbox, quotations,
// exchanges): one `page` query parameter rule and one shape for where a page
// sits, so every list reads, refuses and reports pages the same way.

/** Deeper pages are refused rather than read: OFFSET makes the database walk every row before them. */
export const MAX_ADMIN_PAGE = 10_000;

/** `?page=`: a whole number from 1 to MAX_ADMIN_PAGE, 1 when absent. */
export const adminPageParam = z
  .string()
  .regex(/^\d+$/, "page must be a whole number.")
  .transform(Number)
  .refine((n) => n >= 1 && n <= MAX_ADMIN_PAGE, `page must be between 1 and ${MAX_ADMIN_PAGE}.`)
  .optional()
  .default(1);

export type PageInfo = { page: number; pageSize: number; total: number; pageCount: number };

/** Where `page` sits among `total` rows shown `pageSize` at a time (always at least one page). */
export function pageInfo(page: number, pageSize: number, total: number): PageInfo {
  return { page, pageSize, total, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/**
 * Counting a list's matches reads every one of them: 200,000 orders took 27–45 ms with no filter,
 * against 3–9 ms for the page's rows (scripts/bench/admin-list.ts, docs/adr/0041 and 0044). Every
 * console list grows without bound: each counts at most this many and says "10,000+".
 */
export const ADMIN_COUNT_CAP = 10_000;

/** A page of a list that may not know its exact total: then `total` and `pageCount` are at least what they say. */
export type OpenPageInfo = PageInfo & { totalIsAtLeast: boolean };

/**
 * Where `page` sits when the count was limited to cap + 1 rows (`counted`), or skipped (null:
 * a search too broad to count cheaply), given the rows on this page and whether a row follows
 * it. Up to the cap the count is exact, and so it is when the list ends on this page or its first
 * page is empty. Otherwise `total` is as many as are known to exist (the cap, or the rows up to
 * this page and one more) and `pageCount` goes one past `page` while a row follows it, so Next
 * stays offered.
 */
export function openPageInfo(
  page: number,
  pageSize: number,
  counted: number | null,
  rowsOnPage: number,
  hasNextPage: boolean,
  cap = ADMIN_COUNT_CAP,
): OpenPageInfo {
  if (counted !== null && counted <= cap) return { ...pageInfo(page, pageSize, counted), totalIsAtLeast: false };
  const seen = (page - 1) * pageSize + rowsOnPage;
  // A list that ends on this page is known whole; so is one whose first page is empty (it has none).
  if ((rowsOnPage > 0 || page === 1) && !hasNextPage)
    return { ...pageInfo(page, pageSize, seen), totalIsAtLeast: false };
  // Past the end of an uncounted list nothing is known: "0+".
  const known = rowsOnPage === 0 ? 0 : seen + 1;
  const total = counted === null ? known : Math.max(cap, known);
  const pageCount = Math.max(Math.ceil(total / pageSize), hasNextPage ? page + 1 : page);
  return { page, pageSize, total, pageCount, totalIsAtLeast: true };
}

/** Prisma's skip/take for one page. */
export function pageWindow(page: number, pageSize: number): { skip: number; take: number } {
  return { skip: (page - 1) * pageSize, take: pageSize };
}
