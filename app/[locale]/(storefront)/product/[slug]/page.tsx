import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { Fragment } from "react";
import { cardProductOf, ProductCard } from "@/components/catalog/product-card";
import { ProductCardActions } from "@/components/catalog/product-card-actions";
import { ProductGallery } from "@/components/catalog/product-gallery";
import { ProductGridActions } from "@/components/catalog/product-grid-actions";
import { ProductOptions, ProductOptionsRoot } from "@/components/catalog/product-options";
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
import { Link } from "@/lib/i18n/navigation";
import { countryNameWith, measureTextsWith } from "@/lib/i18n/product-terms";
import { formatINR, paiseToRupees } from "@/lib/money";
import { breadcrumbJsonLd, productJsonLd } from "@/lib/seo/json-ld";
import { FLAT_SHIPPING_FEE_PAISE, FREE_SHIPPING_THRESHOLD_PAISE } from "@/lib/shipping";
import { pageAlternates, pageOpenGraph } from "@/lib/seo/page-metadata";
import { storeCustomerCare } from "@/lib/store";
import { openingHoursText } from "@/lib/content/policy-texts";
import { storeAddressText } from "@/lib/content/store-address";

type Props = { params: Promise<{ slug: string }> };

/** The "Product details" labels (declarationRows, lib/catalog/declarations.ts) by their English text. */
const DECLARATION_LABELS = {
  "Generic Name": "genericName",
  "Net Quantity": "netQuantity",
  Dimensions: "dimensions",
  Weight: "weight",
  "Country of Origin": "countryOfOrigin",
  "Manufactured by": "manufacturedBy",
  "Marketed by": "marketedBy",
  "Packed by": "packedBy",
  "Imported by": "importedBy",
  "Customer Care": "customerCare",
} as const;
const isDeclarationLabel = (label: string): label is keyof typeof DECLARATION_LABELS => label in DECLARATION_LABELS;

// Cached (ISR): the page reads no session, so it is rendered on a product's
// first request and then served from the cache until a catalogue write calls
// invalidateCatalog (its reads carry the catalogue tags) or after the 5-minute
// safety net. Add to Cart and the heart learn who is shopping on the client.
export const revalidate = 300;

export function generateStaticParams(): Array<{ slug: string }> {
  return []; // every product page is rendered on demand, then cached
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await getLocale();
  const [product, t] = await Promise.all([getProductBySlug((await params).slug, locale), getTranslations("Product")]);
  if (!product) return { title: t("notFound"), robots: { index: false } };
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
  const locale = await getLocale();
  const product = await getProductBySlug((await params).slug, locale);
  if (!product) notFound();
  const [related, t, terms, measures] = await Promise.all([
    listRelatedProducts(product, 4, locale),
    getTranslations("Product"),
    getTranslations("Vocabulary"),
    getTranslations("Measures"),
  ]);
  // The shop's own consumer-care contact, its opening hours in the page's language.
  const customerCare = storeCustomerCare(await openingHoursText(), await storeAddressText());
  const discount = discountPercent(product.price, product.mrp);
  // Unprefixed paths: the Link and breadcrumbJsonLd each add the page's /hi.
  const crumbs = [
    { name: t("home"), path: "/" },
    { name: t("shop"), path: "/shop" },
    ...product.categoryPath.map((c) => ({ name: c.name, path: catalogHref({ categories: [c.name] }) })),
    { name: product.name, path: `/product/${product.slug}` },
  ];
  const mrp = formatINR(product.mrp ?? product.price);

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
      <nav aria-label={t("breadcrumb")} className="mb-6 text-sm text-neutral-600">
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
                  {t("off", { discount })}
                </span>
              ) : null}
            </p>
            {/* Legal Metrology: the maximum retail price, inclusive of all taxes (the price when there is no higher MRP). */}
            <p className="text-sm text-neutral-600" data-testid="mrp">
              {t("mrp")} {discount !== null ? <s className="text-base">{mrp}</s> : mrp} {t("inclusiveTaxes")}
            </p>
          </div>
          <p
            className={`font-semibold ${product.stock === 0 ? "text-red-700" : product.stock <= LOW_STOCK_THRESHOLD ? "text-amber-800" : "text-green-800"}`}
          >
            {product.stock === 0
              ? t("outOfStock")
              : product.stock <= LOW_STOCK_THRESHOLD
                ? t("onlyLeft", { count: product.stock })
                : t("inStock")}
          </p>
          <ProductOptionsRoot>
            <ProductOptions sizes={product.sizes} colors={product.colors} />
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
                  sizes: product.sizes,
                  colors: product.colors,
                }}
              />
            </div>
          </ProductOptionsRoot>
          <p className="text-sm text-neutral-600">
            {t("shippingPolicy", {
              threshold: formatINR(FREE_SHIPPING_THRESHOLD_PAISE),
              fee: formatINR(FLAT_SHIPPING_FEE_PAISE),
            })}
          </p>
          <div className="max-w-sm">
            <DeliveryCheck />
          </div>
          <section aria-labelledby="description-heading" className="border-t border-neutral-200 pt-4">
            <h2 id="description-heading" className="mb-2 text-lg font-semibold">
              {t("description")}
            </h2>
            <p className="leading-relaxed text-neutral-800">{product.description}</p>
            {product.hsnCode ? (
              <p className="mt-2 text-xs text-neutral-600">{t("hsnCode", { code: product.hsnCode })}</p>
            ) : null}
          </section>
          <section aria-labelledby="details-heading" className="border-t border-neutral-200 pt-4">
            <h2 id="details-heading" className="mb-2 text-lg font-semibold">
              {t("details")}
            </h2>
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]" data-testid="product-details">
              {declarationRows(
                // The country of origin in the page's language (stored, and in the API and JSON-LD, in English).
                {
                  ...product.declarations,
                  countryOfOrigin:
                    product.declarations.countryOfOrigin &&
                    countryNameWith(terms, product.declarations.countryOfOrigin),
                },
                customerCare,
                // Units and the dimensions' words in the page's language ("45 x 30 x 20 सेमी", "480 ग्राम").
                measureTextsWith(measures),
              ).map((row) => (
                <Fragment key={row.label}>
                  <dt className="font-medium text-neutral-700">
                    {isDeclarationLabel(row.label) ? t(`declarations.${DECLARATION_LABELS[row.label]}`) : row.label}
                  </dt>
                  <dd className="text-neutral-800">{row.value}</dd>
                </Fragment>
              ))}
              <dt className="font-medium text-neutral-700">{t("mrp")}</dt>
              <dd className="text-neutral-800">
                {mrp} {t("inclusiveTaxes")}
              </dd>
            </dl>
          </section>
        </div>
      </div>
      {related.length ? (
        <section aria-labelledby="related-heading" className="mt-16">
          <h2 id="related-heading" className="mb-6 text-2xl font-bold">
            {t("related")}
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
