import type { Metadata } from "next";
import Link from "next/link";
import { Pagination } from "./pagination";
import { cardProductOf, ProductCard } from "./product-card";
import { ProductGridActions } from "./product-grid-actions";
import { ShopFilters } from "./shop-filters";
import { SortSelect } from "./sort-select";
import { listBrandFilters, listCategoryTree } from "@/lib/catalog/filters";
import { findProducts } from "@/lib/catalog/products";
import { catalogHref, type CatalogQuery } from "@/lib/catalog/query";
import { pageAlternates, pageOpenGraph } from "@/lib/seo/page-metadata";

function headingFor(query: CatalogQuery): string {
  if (query.q) return `Results for “${query.q}”`;
  if (query.categories.length === 1 && !query.brands.length) return query.categories[0]!;
  if (query.brands.length === 1 && !query.categories.length) return query.brands[0]!;
  return "Shop";
}

/** The listing's metadata: canonical URL is always the public /shop?… address. */
export async function shopMetadata(query: CatalogQuery): Promise<Metadata> {
  const heading = headingFor(query);
  const title = heading === "Shop" ? "Shop bags, luggage and kitchen goods" : heading;
  return {
    title,
    description: `Browse ${heading === "Shop" ? "backpacks, laptop bags, luggage and kitchenware" : heading} at Kosh & Co. Prices in ₹ with cash on delivery across India.`,
    alternates: await pageAlternates(catalogHref(query)),
    openGraph: { title, type: "website", ...(await pageOpenGraph(catalogHref(query))) },
    // Search results are for shoppers, not for search engines' indexes.
    robots: query.q ? { index: false, follow: true } : undefined,
  };
}

/**
 * The /shop listing for one query. Rendered per request for searches
 * (app/(storefront)/shop/page.tsx) and cached per browse view
 * (app/(storefront)/shop/v/[query]/page.tsx, reached through proxy.ts).
 */
export async function ShopView({ query }: { query: CatalogQuery }) {
  const [page, brands, categories] = await Promise.all([findProducts(query), listBrandFilters(), listCategoryTree()]);
  const heading = headingFor(query);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{heading}</h1>
          <p className="text-sm text-neutral-600" aria-live="polite">
            {page.total === 1 ? "1 product" : `${page.total} products`}
          </p>
        </div>
        <SortSelect query={query} />
      </div>
      <div className="grid gap-8 md:grid-cols-[16rem_1fr]">
        <aside aria-label="Filters">
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
            Products
          </h2>
          {page.items.length === 0 ? (
            <div className="rounded-lg border border-dashed border-neutral-300 p-10 text-center">
              <p className="text-lg font-semibold">No products match {query.q ? `“${query.q}”` : "these filters"}.</p>
              <p className="mt-2 text-neutral-600">Try fewer filters, another spelling, or browse everything.</p>
              <Link
                href="/shop"
                className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white"
              >
                Clear filters and search
              </Link>
            </div>
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
          <Pagination query={query} pageCount={page.pageCount} />
        </section>
      </div>
    </div>
  );
}
