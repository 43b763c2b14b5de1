import { paiseToRupees } from "@/lib/money";
import { formatStoreAddress, store } from "@/lib/store";
import { absoluteUrl } from "./site";

// Typed schema.org builders; components/seo/json-ld.tsx renders them.

type Thing = { "@context": "https://schema.org"; "@type": string; [key: string]: unknown };

export function organizationJsonLd(): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: store.name,
    legalName: store.legalName,
    url: absoluteUrl("/"),
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
  stock: number;
  brand: string;
  category?: string;
};

export function productJsonLd(product: ProductJsonLdInput): Thing {
  const url = absoluteUrl(`/product/${product.slug}`);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    sku: product.slug,
    image: product.images.map((src) => absoluteUrl(src)),
    brand: { "@type": "Brand", name: product.brand },
    ...(product.category ? { category: product.category } : {}),
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "INR",
      price: paiseToRupees(product.price).toFixed(2),
      availability: product.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: store.name },
    },
  };
}

export function breadcrumbJsonLd(items: Array<{ name: string; path: string }>): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}
