"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { catalogHref, SORT_OPTIONS, type CatalogQuery, type CatalogSort } from "@/lib/catalog/query-href";

export function SortSelect({ query }: { query: CatalogQuery }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="font-medium">Sort by</span>
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
        {SORT_OPTIONS.filter((option) => option.value !== "relevance" || query.q).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
