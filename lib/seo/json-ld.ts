import type { Declarations } from "@/lib/catalog/declarations";
import { RETURN_REPORT_WINDOW_HOURS } from "@/lib/content/policies";
import { deliveryConfig } from "@/lib/delivery/config";
import { REMOTE_REGION_CODES } from "@/lib/delivery/zones";
import { paiseToRupees } from "@/lib/money";
import type { Locale } from "@/lib/i18n/locale";
import { localizedPath } from "@/lib/i18n/locale-path.mjs";
import { languageTag } from "@/lib/i18n/locale";
import { DELIVERY_ZONE_DAYS, shippingFeeFor } from "@/lib/shipping";
import { formatStoreAddress, store } from "@/lib/store";
import { absoluteUrl } from "./site";

// Typed schema.org builders; components/seo/json-ld.tsx renders them. Each
// takes the page's language: its URLs are that language's pages, and the
// texts passed in (product names, breadcrumb names) are the page's own.

/** The absolute URL of a page (an unprefixed path) in `locale`. */
const pageUrl = (path: string, locale: Locale) => absoluteUrl(localizedPath(locale, path));

type Thing = { "@context": "https://schema.org"; "@type": string; [key: string]: unknown };

export function organizationJsonLd(locale: Locale = "en"): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: store.name,
    legalName: store.legalName,
    url: pageUrl("/", locale),
    // The languages the shop serves its customers in.
    knowsLanguage: Object.values(languageTag),
    email: store.supportEmail,
    telephone: store.supportPhone,
    address: {
      "@type": "PostalAddress",
      streetAddress: store.address.street,
      addressLocality: store.address.city,
      addressRegion: store.address.state,
      postalCode: store.address.postalCode,
      addressCountry: "IN",
    },
    description: `${store.name}, ${formatStoreAddress()}`,
  };
}

export type ProductJsonLdInput = {
  slug: string;
  name: string;
  description: string;
  images: string[];
  price: number;
  /** Paise; shown as the list price when above `price`. */
  mrp?: number | null;
  stock: number;
  brand: string;
  category?: string;
  declarations?: Declarations;
};

const days = (min: number, max: number) => ({
  "@type": "QuantitativeValue",
  minValue: min,
  maxValue: max,
  unitCode: "DAY",
});

/**
 * How the product ships (lib/shipping.ts, lib/delivery/): the rate for this
 * product on its own (free from the free-shipping threshold up, the flat fee
 * below), dispatch the same business day before the cut-off, and the zones'
 * transit times: the standard range across India, the longer one to the
 * remote areas. Business days are Monday to Saturday.
 */
function shippingDetails(pricePaise: number): Array<Record<string, unknown>> {
  const config = deliveryConfig();
  const cutoff = `${String(Math.floor(config.cutoffMinutes / 60)).padStart(2, "0")}:${String(config.cutoffMinutes % 60).padStart(2, "0")}:00+05:30`;
  const { remote, ...standardZones } = DELIVERY_ZONE_DAYS;
  const standard = Object.values(standardZones);
  const details = (destination: Record<string, unknown>, transit: { min: number; max: number }) => ({
    "@type": "OfferShippingDetails",
    shippingRate: {
      "@type": "MonetaryAmount",
      value: paiseToRupees(shippingFeeFor(pricePaise)).toFixed(2),
      currency: "INR",
    },
    shippingDestination: { "@type": "DefinedRegion", addressCountry: "IN", ...destination },
    deliveryTime: {
      "@type": "ShippingDeliveryTime",
      handlingTime: days(0, 1),
      transitTime: days(transit.min, transit.max),
      cutoffTime: cutoff,
      businessDays: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].map(
          (day) => `https://schema.org/${day}`,
        ),
      },
    },
  });
  return [
    details({}, { min: Math.min(...standard.map((z) => z.min)), max: Math.max(...standard.map((z) => z.max)) }),
    details({ addressRegion: Object.values(REMOTE_REGION_CODES) }, remote),
  ];
}

/** The returns page's policy: report within 24 hours of delivery, exchange only (no refunds), the shopper pays the shipping. */
function merchantReturnPolicy(locale: Locale): Record<string, unknown> {
  return {
    "@type": "MerchantReturnPolicy",
    applicableCountry: "IN",
    returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
    merchantReturnDays: Math.ceil(RETURN_REPORT_WINDOW_HOURS / 24),
    returnMethod: "https://schema.org/ReturnByMail",
    returnFees: "https://schema.org/ReturnFeesCustomerResponsibility",
    refundType: "https://schema.org/ExchangeRefund",
    merchantReturnLink: pageUrl("/returns", locale),
  };
}

/** Country of origin, manufacturer, size and weight, where the declarations give them. */
function declarationProperties(d: Declarations | undefined): Record<string, unknown> {
  if (!d) return {};
  return {
    ...(d.countryOfOrigin ? { countryOfOrigin: { "@type": "Country", name: d.countryOfOrigin } } : {}),
    ...(d.manufacturerName
      ? {
          manufacturer: {
            "@type": "Organization",
            name: d.manufacturerName,
            ...(d.manufacturerAddress ? { address: d.manufacturerAddress } : {}),
          },
        }
      : {}),
    ...(d.dimensions ? { size: d.dimensions } : {}),
    ...(d.weightGrams ? { weight: { "@type": "QuantitativeValue", value: d.weightGrams, unitCode: "GRM" } } : {}),
  };
}

/** A product, as its page in `locale` shows it (pass the name and description in that language). */
export function productJsonLd(product: ProductJsonLdInput, locale: Locale = "en"): Thing {
  const url = pageUrl(`/product/${product.slug}`, locale);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    // The page this describes, and the language of its texts.
    mainEntityOfPage: { "@type": "ItemPage", "@id": url, url, inLanguage: languageTag[locale] },
    name: product.name,
    description: product.description,
    sku: product.slug,
    image: product.images.map((src) => absoluteUrl(src)),
    brand: { "@type": "Brand", name: product.brand },
    ...(product.category ? { category: product.category } : {}),
    ...declarationProperties(product.declarations),
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "INR",
      price: paiseToRupees(product.price).toFixed(2),
      ...(product.mrp && product.mrp > product.price
        ? {
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              priceType: "https://schema.org/ListPrice",
              price: paiseToRupees(product.mrp).toFixed(2),
              priceCurrency: "INR",
            },
          }
        : {}),
      availability: product.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: store.name },
      shippingDetails: shippingDetails(product.price),
      hasMerchantReturnPolicy: merchantReturnPolicy(locale),
    },
  };
}

/** The trail to a page in `locale`: names in that language, unprefixed paths. */
export function breadcrumbJsonLd(items: Array<{ name: string; path: string }>, locale: Locale = "en"): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: pageUrl(item.path, locale),
    })),
  };
}
