import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { Pagination } from "./pagination";
import { cardProductOf, ProductCard } from "./product-card";
import { ProductGridActions } from "./product-grid-actions";
import { ShopFilters } from "./shop-filters";
import { SortSelect } from "./sort-select";
import { catalogQueryIn, listBrandFilters, listCategoryTree } from "@/lib/catalog/filters";
import { findProducts, type ProductPage } from "@/lib/catalog/products";
import { canonicalCatalogQuery, catalogHref, type CatalogQuery } from "@/lib/catalog/query";
import { shopListing } from "@/lib/catalog/shop-listing";
import { Link } from "@/lib/i18n/navigation";
import { isDomainError } from "@/lib/errors";
import { store } from "@/lib/store";
import { pageAlternates, pageOpenGraph } from "@/lib/seo/page-metadata";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

type ShopTranslator = Awaited<ReturnType<typeof getTranslations<"Shop">>>;

/** The listing's own heading (a search, one category or one brand); null for the whole shop. */
function specificHeading(query: CatalogQuery, t: ShopTranslator): string | null {
  if (query.q) return t("resultsFor", { q: query.q });
  if (query.categories.length === 1 && !query.brands.length) return query.categories[0]!;
  if (query.brands.length === 1 && !query.categories.length) return query.brands[0]!;
  return null;
}

/**
 * The listing's metadata: canonical URL is always the public /shop?… address
 * (/hi/shop?… in Hindi), its filters named in that language, whichever
 * language the address used.
 */
export async function shopMetadata(asked: CatalogQuery): Promise<Metadata> {
  // A name the catalogue does not know would become the page's title (see ShopView).
  const { query, movedTo } = await shopListing(asked, await getLocale());
  // ShopView answers the redirect: thrown here too, the response would carry its Location header twice.
  if (movedTo) return {};
  const [t, locale, english, hindi] = await Promise.all([
    getTranslations("Shop"),
    getLocale(),
    catalogQueryIn(query, "en"),
    catalogQueryIn(query, "hi"),
  ]);
  const heading = specificHeading(locale === "hi" ? hindi : english, t);
  const listing = heading ?? t("metaTitle");
  // Page 2 and on are pages of their own for search engines: each says which it is.
  const title = query.page > 1 ? t("metaTitlePage", { title: listing, page: query.page }) : listing;
  const path = { en: catalogHref(canonicalCatalogQuery(english)), hi: catalogHref(canonicalCatalogQuery(hindi)) };
  return {
    title,
    description: heading
      ? t("metaDescription", { heading, store: store.name })
      : t("metaDescriptionAll", { store: store.name }),
    alternates: await pageAlternates(path),
    openGraph: { title, type: "website", ...(await pageOpenGraph(path)) },
    // Search results are for shoppers, not for search engines' indexes.
    robots: query.q ? { index: false, follow: true } : undefined,
  };
}

/**
 * The /shop listing for one query. Rendered per request for searches
 * (app/(storefront)/shop/page.tsx) and cached per browse view
 * (app/(storefront)/shop/v/[query]/page.tsx, reached through proxy.ts).
 * A 404 when it names a category, brand or subcategory the catalogue does not
 * know (its heading and title would be whatever the address says, on a page
 * kept and indexed as the shop's own), or asks for a page past the last; a
 * permanent redirect (308) to the current names when it names one by a
 * former name (lib/catalog/shop-listing.ts).
 *
 * `searcher` (the per-request page's client address): a search the catalogue
 * cache cannot answer counts against it, and past its budget the page says so
 * in place of the results (lib/catalog/search-limit.ts).
 */
export async function ShopView({ query: asked, searcher }: { query: CatalogQuery; searcher?: string }) {
  const locale = await getLocale();
  const { query: current, movedTo } = await shopListing(asked, locale);
  if (movedTo) permanentRedirect(movedTo);
  // Filter names in the page's language: the heading, the ticked filters and every link say them so.
  const query = await catalogQueryIn(current, locale);
  const [page, brands, categories, t] = await Promise.all([
    findProducts(query, locale, searcher).catch(throttledSearch),
    listBrandFilters(locale),
    listCategoryTree(locale),
    getTranslations("Shop"),
  ]);
  if (page && page.page > page.pageCount) notFound();
  const heading = specificHeading(query, t) ?? t("heading");

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{heading}</h1>
          {page && (
            <p className="text-sm text-neutral-600" aria-live="polite">
              {t("count", { count: page.total })}
            </p>
          )}
        </div>
        <SortSelect query={query} />
      </div>
      <div className="grid gap-8 md:grid-cols-[16rem_1fr]">
        <aside aria-label={t("filters")}>
          <ShopFilters
            // Remount on URL change so the checkboxes always show the URL's state (Back, links).
            key={catalogHref({ ...query, page: 1, sort: undefined })}
            query={query}
            brands={brands.map((b) => ({
              name: b.name,
              subcategories: b.subcategories.map((s) => ({ name: s.name })),
            }))}
            categories={categories}
          />
        </aside>
        <section aria-labelledby="products-heading">
          <h2 id="products-heading" className="sr-only">
            {t("products")}
          </h2>
          {!page ? (
            <EmptyState>
              <p className="text-lg font-semibold" role="status">
                {t("searchThrottled")}
              </p>
              <p className="mt-2 text-neutral-600">{t("searchThrottledHint")}</p>
            </EmptyState>
          ) : page.items.length === 0 ? (
            <EmptyState>
              <p className="text-lg font-semibold">
                {query.q ? t("noMatchQuery", { q: query.q }) : t("noMatchFilters")}
              </p>
              <p className="mt-2 text-neutral-600">{t("tryFewer")}</p>
              <Link href="/shop" className={`mt-4 ${buttonClass.primaryLarge}`}>
                {t("clear")}
              </Link>
            </EmptyState>
          ) : (
            <ProductGridActions products={page.items.map(cardProductOf)}>
              <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {page.items.map((product, index) => (
                  <li key={product.id} className="flex">
                    <ProductCard product={product} priority={index < 3} />
                  </li>
                ))}
              </ul>
            </ProductGridActions>
          )}
          {page && <Pagination query={query} pageCount={page.pageCount} />}
        </section>
      </div>
    </div>
  );
}

/**
 * A search refused by the searcher's budget: no page of results (null), which the view shows as a message,
 * not as an error page. Anything else still fails the page.
 */
function throttledSearch(error: unknown): ProductPage | null {
  if (isDomainError(error, "rate-limited")) return null;
  throw error;
}
