import { getTranslations } from "next-intl/server";
import { catalogHref, type CatalogQuery } from "@/lib/catalog/query-href";
import { Link } from "@/lib/i18n/navigation";

/** Numbered pages as plain links: crawlable, shareable, and Back works. */
export async function Pagination({ query, pageCount }: { query: CatalogQuery; pageCount: number }) {
  if (pageCount <= 1) return null;
  const t = await getTranslations("Shop.pagination");
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === pageCount || Math.abs(n - query.page) <= 2,
  );
  const linkClass = "rounded-md border border-neutral-300 px-3 py-1.5 text-sm hover:bg-neutral-100";
  return (
    <nav aria-label={t("label")} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {query.page > 1 ? (
        <Link href={catalogHref({ ...query, page: query.page - 1 })} className={linkClass} rel="prev">
          {t("previous")}
        </Link>
      ) : null}
      {pages.map((n, index) => (
        <span key={n} className="flex items-center gap-2">
          {index > 0 && n - pages[index - 1]! > 1 ? <span aria-hidden="true">…</span> : null}
          <Link
            href={catalogHref({ ...query, page: n })}
            aria-current={n === query.page ? "page" : undefined}
            aria-label={t("page", { number: n })}
            className={`${linkClass} ${n === query.page ? "border-brand-600 bg-brand-600 text-white hover:bg-brand-700" : ""}`}
          >
            {n}
          </Link>
        </span>
      ))}
      {query.page < pageCount ? (
        <Link href={catalogHref({ ...query, page: query.page + 1 })} className={linkClass} rel="next">
          {t("next")}
        </Link>
      ) : null}
    </nav>
  );
}
