import NextLink from "next/link";
import { useLocale } from "next-intl";
import type { ComponentProps } from "react";
import type { Locale } from "./locale";
import { localizedPath } from "./locale-path.mjs";

// Links that keep the shopper in their language: on an English page "/cart"
// stays "/cart", on a Hindi page it becomes "/hi/cart". Use these instead of
// next/link in shopper pages and components (server and client alike); the
// client hooks (useRouter, usePathname) are in ./navigation-hooks; a path
// outside a link (a redirect, a form's action) is localizedPath from
// ./locale-path.mjs.
// Written here rather than taken from next-intl's createNavigation: that one
// added 2.7 KiB (gzip) to every page's JavaScript for the same two jobs
// (measured, docs/adr/0024-hindi-storefront-routing.md).

type LinkProps = Omit<ComponentProps<typeof NextLink>, "href"> & {
  /** A path of the shop without a language prefix ("/shop?q=bag"), or any other URL. */
  href: string;
  /** Another language than the page's. */
  locale?: Locale;
};

export function Link({ href, locale, ...props }: LinkProps) {
  const pageLocale = useLocale();
  return <NextLink href={localizedPath(locale ?? pageLocale, href)} {...props} />;
}
