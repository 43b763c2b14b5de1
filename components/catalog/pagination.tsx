import Link from "next/link";
import { catalogHref, type CatalogQuery } from "@/lib/catalog/query-href";

/** Numbered pages as plain links: crawlable, shareable, and Back works. */
export function Pagination({ query, pageCount }: { query: CatalogQuery; pageCount: number }) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === pageCount || Math.abs(n - query.page) <= 2,
  );
  const linkClass = "rounded-md border border-neutral-300 px-3 py-1.5 text-sm hover:bg-neutral-100";
  return (
    <nav aria-label="Pages" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {query.page > 1 ? (
        <Link href={catalogHref({ ...query, page: query.page - 1 })} className={linkClass} rel="prev">
          Previous
        </Link>
      ) : null}
      {pages.map((n, index) => (
        <span key={n} className="flex items-center gap-2">
          {index > 0 && n - pages[index - 1]! > 1 ? <span aria-hidden="true">…</span> : null}
          <Link
            href={catalogHref({ ...query, page: n })}
            aria-current={n === query.page ? "page" : undefined}
            aria-label={`Page ${n}`}
            className={`${linkClass} ${n === query.page ? "border-brand-600 bg-brand-600 text-white hover:bg-brand-700" : ""}`}
          >
            {n}
          </Link>
        </span>
      ))}
      {query.page < pageCount ? (
        <Link href={catalogHref({ ...query, page: query.page + 1 })} className={linkClass} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
