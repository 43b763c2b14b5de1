import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { HydrationBoundary } from "@/components/layout/hydration-boundary";
import { preload } from "react-dom";
import { cardProductOf, ProductCard } from "@/components/catalog/product-card";
import { ProductGridActions } from "@/components/catalog/product-grid-actions";
import { NewsletterSection } from "@/components/content/newsletter-section";
import { BannerCarousel } from "@/components/home/banner-carousel";
import { BannerSlides, type BannerSlide } from "@/components/home/banner-slides";
import { BrandCarousel } from "@/components/home/brand-carousel";
import { BrandSlides } from "@/components/home/brand-slides";
import { CategoryGrid } from "@/components/home/category-grid";
import { Testimonials } from "@/components/home/testimonials";
import { WhyShopWithUs } from "@/components/home/why-shop-with-us";
import { listBrandLogos } from "@/lib/catalog/brands";
import { listCategoryTiles } from "@/lib/catalog/category-tiles";
import { listNewestProducts } from "@/lib/catalog/products";
import { catalogHref } from "@/lib/catalog/query-href";
import { HOME_VIEW } from "@/lib/catalog/shop-path";
import { HOME_BANNERS } from "@/lib/content/banners";
import type { Locale } from "@/lib/i18n/locale";
import { Link } from "@/lib/i18n/navigation";
import { pageAlternates, pageOpenGraph } from "@/lib/seo/page-metadata";
import { store } from "@/lib/store";
import { focusRingOnDark } from "@/components/ui/focus-ring";

type Props = { params: Promise<{ locale: string; view: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Home");
  const title = t("metaTitle", { store: store.name });
  const description = t("metaDescription");
  return {
    title: { absolute: title },
    description,
    alternates: await pageAlternates("/"),
    openGraph: { type: "website", siteName: store.name, ...(await pageOpenGraph("/")), title, description },
  };
}

/** The banner slides, their alt texts in the page's language (the pictures are lib/content/banners.ts's). */
async function bannerSlides(locale: Locale): Promise<BannerSlide[]> {
  const t = await getTranslations("Home");
  return HOME_BANNERS.map((banner) => ({
    src: banner.images[locale],
    alt: t("bannerAlt", {
      title: t(`banners.${banner.id}.title`),
      subtitle: t(`banners.${banner.id}.subtitle`),
    }),
    href: catalogHref({ categories: [banner.category] }),
  }));
}

// The home page, cached whole (ISR). proxy.ts rewrites "/" here and the
// address bar keeps "/". A path parameter is what lets the page be rendered on
// its first request rather than by `next build`, which has no database; then
// it is served from the cache until a write invalidates a tag its reads carry
// (new or edited products, stock moved by orders, brands, categories) or
// after the 5-minute safety net (docs/adr/0014-cache-components-not-yet.md).
export const revalidate = 300;

export function generateStaticParams(): Array<{ view: string }> {
  return []; // rendered on its first request, then cached
}

// The banner slides, category tiles and brand logos link to some twenty
// filtered /shop views; they are not prefetched (each prefetch is a server
// render), while the header's links are.
export default async function HomePage({ params }: Props) {
  if ((await params).view !== HOME_VIEW.param) notFound();
  // The first banner is the page's largest paint: fetch it with the HTML's head,
  // not when the body reaches it, so it paints with the first frame.
  const locale = await getLocale();
  preload(HOME_BANNERS[0]!.images[locale], { as: "image", fetchPriority: "high" });
  const [t, banners, categories, brands, products] = await Promise.all([
    getTranslations("Home"),
    bannerSlides(locale),
    listCategoryTiles(locale),
    listBrandLogos(locale),
    listNewestProducts(8, locale),
  ]);

  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-6 md:py-8">
      <h1 className="sr-only">{t("heading", { store: store.name })}</h1>

      <BannerCarousel slides={<BannerSlides slides={banners} />} count={banners.length}>
        <div className="flex flex-col gap-4 bg-brand-700 px-6 py-5 text-white md:flex-row md:items-center md:justify-between md:px-8">
          <div>
            <h2 className="text-2xl font-extrabold tracking-tight md:text-3xl">{t("saleHeading")}</h2>
            <p className="mt-1 text-brand-50 md:text-lg">{t("saleText")}</p>
          </div>
          <Link
            href="/shop"
            className={`self-start rounded-full bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50 ${focusRingOnDark} md:self-auto`}
          >
            {t("shopNow")}
          </Link>
        </div>
      </BannerCarousel>

      {categories.length ? <CategoryGrid categories={categories} /> : null}

      <WhyShopWithUs />

      {/* Below the fold, the client islands hydrate after the rest (see HydrationBoundary). */}
      <HydrationBoundary>
        {brands.length ? (
          <BrandCarousel
            heading={
              <h2 id="brands-heading" className="text-2xl font-bold">
                {t("brandsHeading")}
              </h2>
            }
          >
            <BrandSlides
              brands={brands.map((brand) => ({
                name: brand.name,
                logoUrl: brand.logoUrl,
                href: catalogHref({ brands: [brand.name] }),
              }))}
            />
          </BrandCarousel>
        ) : null}
      </HydrationBoundary>

      <HydrationBoundary>
        <section aria-labelledby="new-arrivals-heading">
          <h2 id="new-arrivals-heading" className="mb-4 text-2xl font-bold">
            {t("newArrivals")}
          </h2>
          {products.length === 0 ? (
            <p>{t("noProducts")}</p>
          ) : (
            <ProductGridActions products={products.map(cardProductOf)}>
              <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
                {products.map((product) => (
                  <ProductCard key={product.id} product={product} />
                ))}
              </div>
            </ProductGridActions>
          )}
        </section>
      </HydrationBoundary>

      <Testimonials />

      <HydrationBoundary>
        <NewsletterSection />
      </HydrationBoundary>
    </div>
  );
}
