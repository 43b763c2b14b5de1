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

/** Prisma's skip/take for one page. */
export function pageWindow(page: number, pageSize: number): { skip: number; take: number } {
  return { skip: (page - 1) * pageSize, take: pageSize };
}
