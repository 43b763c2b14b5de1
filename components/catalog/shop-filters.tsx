"use client";

import { useTranslations } from "next-intl";
import { useId, useState, useTransition } from "react";
import type { BrandFilter, CategoryNode } from "@/lib/catalog/filters";
import { catalogHref, type CatalogQuery } from "@/lib/catalog/query-href";
import { useRouter } from "@/lib/i18n/navigation-hooks";

type Props = {
  query: CatalogQuery;
  brands: Array<Pick<BrandFilter, "name"> & { subcategories: Array<{ name: string }> }>;
  categories: CategoryNode[];
};

const toggle = (list: string[], value: string) =>
  list.some((item) => item.toLowerCase() === value.toLowerCase())
    ? list.filter((item) => item.toLowerCase() !== value.toLowerCase())
    : [...list, value];
const has = (list: string[], value: string) => list.some((item) => item.toLowerCase() === value.toLowerCase());

/**
 * Brand and category checkbox lists (spec §2). Each change pushes a new URL;
 * the server re-renders the grid without a full reload, and Back undoes it.
 */
export function ShopFilters({ query: urlQuery, brands, categories }: Props) {
  const t = useTranslations("ShopFilters");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // Ticks show at once; the parent remounts this component when the URL changes.
  const [query, setQuery] = useState(urlQuery);

  const go = (next: Partial<CatalogQuery>) => {
    const nextQuery = { ...query, ...next, page: 1 };
    setQuery(nextQuery);
    startTransition(() => router.push(catalogHref(nextQuery), { scroll: false }));
  };

  const subKey = (brand: string, name: string) => `${brand}:${name}`;
  const selectedSubs = query.subcategories.map((s) => subKey(s.brand, s.name));
  const toggleSub = (brand: string, name: string) => {
    const keys = toggle(selectedSubs, subKey(brand, name));
    go({
      subcategories: keys.map((key) => {
        const at = key.indexOf(":");
        return { brand: key.slice(0, at), name: key.slice(at + 1) };
      }),
    });
  };
  const anySelected = query.brands.length + query.categories.length + query.subcategories.length > 0;

  return (
    <div aria-busy={pending}>
      <button
        type="button"
        className="mb-4 w-full rounded-md border border-neutral-300 px-4 py-2 text-sm font-semibold md:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? t("close") : t("show")}
      </button>
      <div id={panelId} className={`${open ? "block" : "hidden"} space-y-6 md:block`}>
        {anySelected ? (
          <button
            type="button"
            onClick={() => go({ brands: [], categories: [], subcategories: [] })}
            className="text-sm font-medium text-brand-700 underline"
          >
            {t("clearAll")}
          </button>
        ) : null}
        <fieldset>
          <legend className="mb-2 text-sm font-bold uppercase tracking-wide">{t("categories")}</legend>
          <CategoryList
            nodes={categories}
            isChecked={(name) => has(query.categories, name)}
            onToggle={(name) => go({ categories: toggle(query.categories, name) })}
          />
        </fieldset>
        <fieldset>
          <legend className="mb-2 text-sm font-bold uppercase tracking-wide">{t("brands")}</legend>
          <ul className="space-y-1">
            {brands.map((brand) => (
              <ExpandableItem
                key={brand.name}
                label={brand.name}
                checked={has(query.brands, brand.name)}
                onToggle={() => go({ brands: toggle(query.brands, brand.name) })}
                initiallyOpen={brand.subcategories.some((s) => has(selectedSubs, subKey(brand.name, s.name)))}
              >
                {brand.subcategories.length ? (
                  <ul className="ml-6 space-y-1">
                    {brand.subcategories.map((sub) => (
                      <li key={sub.name}>
                        <Checkbox
                          label={sub.name}
                          checked={has(selectedSubs, subKey(brand.name, sub.name))}
                          onChange={() => toggleSub(brand.name, sub.name)}
                        />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </ExpandableItem>
            ))}
          </ul>
        </fieldset>
      </div>
    </div>
  );
}

function CategoryList({
  nodes,
  isChecked,
  onToggle,
}: {
  nodes: CategoryNode[];
  isChecked: (name: string) => boolean;
  onToggle: (name: string) => void;
}) {
  const containsChecked = (node: CategoryNode): boolean => isChecked(node.name) || node.children.some(containsChecked);
  return (
    <ul className="space-y-1">
      {nodes.map((node) => (
        <ExpandableItem
          key={node.id}
          label={node.name}
          checked={isChecked(node.name)}
          onToggle={() => onToggle(node.name)}
          initiallyOpen={node.children.some(containsChecked)}
        >
          {node.children.length ? (
            <div className="ml-6">
              <CategoryList nodes={node.children} isChecked={isChecked} onToggle={onToggle} />
            </div>
          ) : null}
        </ExpandableItem>
      ))}
    </ul>
  );
}

function ExpandableItem({
  label,
  checked,
  onToggle,
  initiallyOpen,
  children,
}: {
  label: string;
  checked: boolean;
  onToggle: () => void;
  initiallyOpen: boolean;
  children: React.ReactNode;
}) {
  const t = useTranslations("ShopFilters");
  const [expanded, setExpanded] = useState(initiallyOpen);
  const childrenId = useId();
  return (
    <li>
      <div className="flex items-center justify-between gap-2">
        <Checkbox label={label} checked={checked} onChange={onToggle} />
        {children ? (
          <button
            type="button"
            onClick={() => setExpanded((value) => !value)}
            aria-expanded={expanded}
            aria-controls={childrenId}
            aria-label={t(expanded ? "hideSubItems" : "showSubItems", { label })}
            className="rounded px-2 text-lg leading-none text-neutral-700 hover:bg-neutral-100"
          >
            {expanded ? "−" : "+"}
          </button>
        ) : null}
      </div>
      {children ? (
        <div id={childrenId} hidden={!expanded} className="mt-1">
          {children}
        </div>
      ) : null}
    </li>
  );
}

function Checkbox({ label, checked, onChange }: { label: string; checked: boolean; onChange: () => void }) {
  return (
    <label className="flex cursor-pointer items-center gap-2 py-0.5 text-sm">
      <input type="checkbox" checked={checked} onChange={onChange} className="h-4 w-4 accent-brand-600" />
      {label}
    </label>
  );
}
