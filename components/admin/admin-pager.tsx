import Link from "next/link";
import { buttonClass } from "@/components/ui/button";

/** Previous / "Page N of M" / Next under an admin list; nothing when everything fits on one page. */
export function AdminPager({
  page,
  pageCount,
  hrefFor,
  label = "Pages",
  pageCountIsAtLeast = false,
}: {
  page: number;
  pageCount: number;
  /** The list does not know its exact length (lib/admin/paging.ts, openPageInfo): "Page 1 of 400+". */
  pageCountIsAtLeast?: boolean;
  /** The list's own address for another page, keeping its filters. */
  hrefFor: (page: number) => string;
  label?: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex items-center gap-3 text-sm">
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} className={buttonClass.secondary} rel="prev">
          Previous
        </Link>
      ) : null}
      <span>
        Page {page} of {pageCount}
        {pageCountIsAtLeast ? "+" : ""}
      </span>
      {page < pageCount ? (
        <Link href={hrefFor(page + 1)} className={buttonClass.secondary} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
