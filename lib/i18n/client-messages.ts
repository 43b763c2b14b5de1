import type { AbstractIntlMessages } from "next-intl";

// The message namespaces client components read (useTranslations in a
// "use client" file, or in a file only client components import). Only these
// travel to the browser, in the page's RSC payload; server components' texts
// are rendered into the HTML and never sent as messages. A shopper page sends
// the layout's namespaces with every page and its own with the page
// (PageMessages): a product page does not carry the checkout's 9 kB of Hindi.
// lib/i18n/messages.test.ts follows each page's imports and fails when a
// client component reads a namespace its page does not send.

/** The storefront layout's client parts: header (search, language switch, account menu), error view. */
export const LAYOUT_CLIENT_NAMESPACES = ["Auth", "Errors", "Language", "Search"] as const;

/** Each page's own client components (app/[locale]/(storefront)/<page>, wrapped in PageMessages). */
export const PAGE_CLIENT_NAMESPACES = {
  home: ["Carousel", "Newsletter", "ProductCard"],
  shop: ["ProductCard", "ShopFilters"],
  product: ["Delivery", "Gallery", "ProductCard", "States"],
  cart: ["Cart", "Delivery", "Gallery", "States", "Vocabulary"],
  wishlist: ["Wishlist"],
  checkout: ["Checkout", "Common", "Delivery", "States"],
  orders: ["Common", "Exchange", "Orders", "States", "Vocabulary"],
  trackOrder: ["Orders", "Track"],
  profile: ["Account", "Common", "States"],
  addresses: ["Addresses", "Common", "States"],
  contact: ["ContactForm"],
  corporate: ["Quotations"],
  passwordReset: ["PasswordReset"],
} as const;

export type ClientPage = keyof typeof PAGE_CLIENT_NAMESPACES;

/** Every namespace a shopper client component reads (the admin, English only, is sent them all). */
export const CLIENT_NAMESPACES = [
  ...new Set([...LAYOUT_CLIENT_NAMESPACES, ...Object.values(PAGE_CLIENT_NAMESPACES).flat()]),
].sort();

/** The part of a locale's messages in `namespaces`. */
export function pickNamespaces(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(namespaces.filter((name) => name in messages).map((name) => [name, messages[name]!]));
}
