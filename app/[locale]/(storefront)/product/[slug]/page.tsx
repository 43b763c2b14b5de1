import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getLocale } from "next-intl/server";
import { Fragment } from "react";
import { cardProductOf, ProductCard } from "@/components/catalog/product-card";
import { ProductCardActions } from "@/components/catalog/product-card-actions";
import { ProductGallery } from "@/components/catalog/product-gallery";
import { ProductGridActions } from "@/components/catalog/product-grid-actions";
import { DeliveryCheck } from "@/components/delivery/delivery-check";
import { JsonLd } from "@/components/seo/json-ld";
import { declarationRows } from "@/lib/catalog/declarations";
import {
  discountPercent,
  getProductBySlug,
  listRelatedProducts,
  LOW_STOCK_THRESHOLD,
} from "@/lib/catalog/product-detail";
import { catalogHref } from "@/lib/catalog/query";
import { formatINR, paiseToRupees } from "@/lib/money";
import { breadcrumbJsonLd, productJsonLd } from "@/lib/seo/json-ld";
import { pageAlternates, pageOpenGraph } from "@/lib/seo/page-metadata";
import { describeShippingPolicy } from "@/lib/shipping";
import { storeCustomerCare } from "@/lib/store";

type Props = { params: Promise<{ slug: string }> };

// Cached (ISR): the page reads no session, so it is rendered on a product's
// first request and then served from the cache until a catalogue write calls
// invalidateCatalog (its reads carry the catalogue tags) or after the 5-minute
// safety net. Add to Cart and the heart learn who is shopping on the client.
export const revalidate = 300;

export function generateStaticParams(): Array<{ slug: string }> {
  return []; // every product page is rendered on demand, then cached
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await getProductBySlug((await params).slug);
  if (!product) return { title: "Product not found", robots: { index: false } };
  const description = product.description.length > 155 ? `${product.description.slice(0, 152)}…` : product.description;
  const path = `/product/${product.slug}`;
  return {
    title: `${product.name} — ${formatINR(product.price)}`,
    description,
    alternates: await pageAlternates(path),
    openGraph: {
      title: product.name,
      description,
      type: "website",
      images: product.images.slice(0, 1),
      ...(await pageOpenGraph(path)),
    },
  };
}

export default async function ProductPage({ params }: Props) {
  const product = await getProductBySlug((await params).slug);
  if (!product) notFound();
  const locale = await getLocale();
  const related = await listRelatedProducts(product);
  const discount = discountPercent(product.price, product.mrp);
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Shop", path: "/shop" },
    ...product.categoryPath.map((c) => ({ name: c.name, path: catalogHref({ categories: [c.name] }) })),
    { name: product.name, path: `/product/${product.slug}` },
  ];

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <JsonLd
        data={productJsonLd(
          {
            ...product,
            brand: product.brand.name,
            category: product.categoryPath.map((c) => c.name).join(" > "),
          },
          locale,
        )}
      />
      <JsonLd data={breadcrumbJsonLd(crumbs, locale)} />
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-neutral-600">
        <ol className="flex flex-wrap gap-1">
          {crumbs.map((crumb, index) => (
            <li key={crumb.path} className="flex gap-1">
              {index > 0 ? <span aria-hidden="true">/</span> : null}
              {index < crumbs.length - 1 ? (
                <Link href={crumb.path} className="hover:underline">
                  {crumb.name}
                </Link>
              ) : (
                <span aria-current="page" className="text-neutral-800">
                  {crumb.name}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <div className="grid gap-10 md:grid-cols-2">
        <ProductGallery images={product.images} name={product.name} />
        <div className="space-y-4">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            <Link href={catalogHref({ brands: [product.brand.name] })} className="hover:underline">
              {product.brand.name}
            </Link>
          </p>
          <h1 className="text-3xl font-bold">{product.name}</h1>
          <div>
            <p className="flex flex-wrap items-baseline gap-3">
              <span className="text-3xl font-bold">{formatINR(product.price)}</span>
              {discount !== null ? (
                <span className="rounded bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-800">
                  {discount}% off
                </span>
              ) : null}
            </p>
            {/* Legal Metrology: the maximum retail price, inclusive of all taxes (the price when there is no higher MRP). */}
            <p className="text-sm text-neutral-600" data-testid="mrp">
              MRP{" "}
              {discount !== null ? (
                <s className="text-base">{formatINR(product.mrp ?? product.price)}</s>
              ) : (
                formatINR(product.mrp ?? product.price)
              )}{" "}
              (inclusive of all taxes)
            </p>
          </div>
          <p
            className={`font-semibold ${product.stock === 0 ? "text-red-700" : product.stock <= LOW_STOCK_THRESHOLD ? "text-amber-800" : "text-green-800"}`}
          >
            {product.stock === 0
              ? "Out of stock"
              : product.stock <= LOW_STOCK_THRESHOLD
                ? `Only ${product.stock} left in stock`
                : "In stock"}
          </p>
          {product.sizes.length ? <p className="text-sm">Sizes: {product.sizes.join(", ")}</p> : null}
          {product.colors.length ? <p className="text-sm">Colours: {product.colors.join(", ")}</p> : null}
          <div className="max-w-sm">
            <ProductCardActions
              productId={product.id}
              productName={product.name}

              inStock={product.stock > 0}
              preview={{
                slug: product.slug,
                brand: product.brand.name,
                price: paiseToRupees(product.price),
                mrp: product.mrp === null ? null : paiseToRupees(product.mrp),
                images: product.images,
                image: product.images[0] ?? null,
              }}
            />
          </div>
          <p className="text-sm text-neutral-600">{describeShippingPolicy()}</p>
          <div className="max-w-sm">
            <DeliveryCheck />
          </div>
          <section aria-labelledby="description-heading" className="border-t border-neutral-200 pt-4">
            <h2 id="description-heading" className="mb-2 text-lg font-semibold">
              Description
            </h2>
            <p className="leading-relaxed text-neutral-800">{product.description}</p>
            {product.hsnCode ? <p className="mt-2 text-xs text-neutral-600">HSN code {product.hsnCode}</p> : null}
          </section>
          <section aria-labelledby="details-heading" className="border-t border-neutral-200 pt-4">
            <h2 id="details-heading" className="mb-2 text-lg font-semibold">
              Product details
            </h2>
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]" data-testid="product-details">
              {declarationRows(product.declarations, storeCustomerCare()).map((row) => (
                <Fragment key={row.label}>
                  <dt className="font-medium text-neutral-700">{row.label}</dt>
                  <dd className="text-neutral-800">{row.value}</dd>
                </Fragment>
              ))}
              <dt className="font-medium text-neutral-700">MRP</dt>
              <dd className="text-neutral-800">{formatINR(product.mrp ?? product.price)} (inclusive of all taxes)</dd>
            </dl>
          </section>
        </div>
      </div>
      {related.length ? (
        <section aria-labelledby="related-heading" className="mt-16">
          <h2 id="related-heading" className="mb-6 text-2xl font-bold">
            You may also like
          </h2>
          <ProductGridActions products={related.map(cardProductOf)}>
            <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {related.map((item) => (
                <li key={item.id} className="flex">
                  <ProductCard product={item} />
                </li>
              ))}
            </ul>
          </ProductGridActions>
        </section>
      ) : null}
    </div>
  );
}
