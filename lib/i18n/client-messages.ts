import type { AbstractIntlMessages } from "next-intl";

// The message namespaces client components read (useTranslations in a
// "use client" file). Only these travel to the browser with each page; server
// components' texts are rendered into the HTML and never sent as messages.
// Add a namespace here when a client component starts using it (the test in
// lib/i18n/messages.test.ts fails when one is missing).
export const CLIENT_NAMESPACES = [
  "Common",
  "Language",

  // layout, home, shop and product pages
  "Search",
  "Carousel",
  "ShopFilters",
  "ProductCard",
  "Gallery",
  "Delivery",

  // cart, checkout and orders
  "Cart",
  "Wishlist",
  "Checkout",
  "Orders",
  "Exchange",
  "Quotations",
  "Track",

  // account, forms and errors
  "Auth",
  "Account",
  "Addresses",
  "States",
  "ContactForm",
  "Newsletter",
  "BulkQuote",
  "Errors",
] as const;

/** The part of a locale's messages the client components need. */
export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(
    CLIENT_NAMESPACES.filter((name) => name in messages).map((name) => [name, messages[name]!]),
  );
}
