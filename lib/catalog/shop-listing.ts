import "server-only";
import { notFound } from "next/navigation";
import type { Locale } from "@/lib/i18n/locale";
import { localizedPath } from "@/lib/i18n/locale-path.mjs";
import { catalogQueryIn, unknownFilterNames, withCurrentNames } from "./filters";
import { catalogHref, type CatalogQuery } from "./query-href";

/** The listing a /shop address asks for, under current names; `movedTo` when the address is an old one. */
export type ShopListing = { query: CatalogQuery; movedTo: string | null };

/**
 * What /shop makes of the filter names its address gives, before it renders
 * (components/catalog/shop-view.tsx, for the cached browse views and the
 * per-request searches alike):
 * - a 404 (notFound) when one names no category, brand or subcategory the
 *   catalogue has or had: the listing would show whatever words the address
 *   says as its heading and title;
 * - `movedTo` when one is a category's or brand's former name
 *   (docs/adr/0035-former-names-redirect.md): the same view under the current
 *   names at its canonical address (catalogHref) in `locale`'s language, for
 *   the page's permanent redirect, so old links, bookmarks and search engines
 *   follow a rename.
 */
export async function shopListing(asked: CatalogQuery, locale: Locale): Promise<ShopListing> {
  const { query, renamed } = await withCurrentNames(asked);
  if ((await unknownFilterNames(query)).length) notFound();
  const movedTo = renamed ? localizedPath(locale, catalogHref(await catalogQueryIn(query, locale))) : null;
  return { query, movedTo };
}
