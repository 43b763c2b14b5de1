"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { catalogHref, normalizeSearchQuery } from "@/lib/catalog/query-href";
import { SearchIcon } from "./icons";
import { fieldFocus, focusRingFlush } from "@/components/ui/focus-ring";
import { localizedPath } from "@/lib/i18n/locale-path.mjs";
import { useRouter } from "@/lib/i18n/navigation-hooks";

/**
 * The header search: a GET form to /shop?q=… (/hi/shop?q=… on a Hindi page),
 * so it works before the page's JavaScript has loaded; once hydrated it trims the text, ignores an empty
 * query, navigates client-side and clears the box (spec §4, §5).
 */
export function SearchBox({ className = "", onSearch }: { className?: string; onSearch?: () => void }) {
  const t = useTranslations("Search");
  const locale = useLocale();
  const router = useRouter();
  const inputId = useId();
  const [text, setText] = useState("");

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = normalizeSearchQuery(text);
    if (!q) return;
    setText("");
    onSearch?.();
    router.push(catalogHref({ q }));
  }

  return (
    <form
      role="search"
      action={localizedPath(locale, "/shop")}
      method="get"
      onSubmit={submit}
      className={`relative ${className}`}
    >
      <label htmlFor={inputId} className="sr-only">
        {t("label")}
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t("placeholder")}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        className={`h-10 w-full rounded-full border border-neutral-300 bg-white pr-11 pl-4 text-sm placeholder:text-neutral-500 ${fieldFocus}`}
      />
      <button
        type="submit"
        aria-label={t("submit")}
        className={`absolute top-0 right-0 grid size-10 place-items-center rounded-full text-neutral-700 hover:text-brand-700 ${focusRingFlush}`}
      >
        <SearchIcon />
      </button>
    </form>
  );
}
