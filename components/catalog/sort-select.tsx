"use client";

import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { catalogHref, CATALOG_SORTS, type CatalogQuery, type CatalogSort } from "@/lib/catalog/query-href";
import { useRouter } from "@/lib/i18n/navigation-hooks";

/** Each sort's text (ShopFilters.sort). */
const SORT_KEYS = {
  relevance: "relevance",
  "price-asc": "priceAsc",
  "price-desc": "priceDesc",
  newest: "newest",
} as const satisfies Record<CatalogSort, string>;

export function SortSelect({ query }: { query: CatalogQuery }) {
  const t = useTranslations("ShopFilters");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="font-medium">{t("sortBy")}</span>
      <select
        value={query.sort}
        aria-busy={pending}
        onChange={(event) =>
          startTransition(() =>
            router.push(catalogHref({ ...query, sort: event.target.value as CatalogSort, page: 1 }), { scroll: false }),
          )
        }
        className="rounded-md border border-neutral-300 bg-white px-2 py-1.5"
      >
        {CATALOG_SORTS.filter((sort) => sort !== "relevance" || query.q).map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${SORT_KEYS[sort]}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
