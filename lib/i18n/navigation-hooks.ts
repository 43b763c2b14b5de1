"use client";

import { usePathname as useNextPathname, useRouter as useNextRouter } from "next/navigation";
import { useLocale } from "next-intl";
import { useMemo } from "react";
import { localizedPath, splitLocale } from "./locale-path.mjs";

// The client's router and pathname in the page's language (see ./navigation
// for links): router.push("/checkout") on a Hindi page goes to /hi/checkout,
// and usePathname() on /hi/cart answers "/cart".

type NextRouter = ReturnType<typeof useNextRouter>;

export function useRouter(): NextRouter {
  const router = useNextRouter();
  const locale = useLocale();
  return useMemo(
    () => ({
      ...router,
      push: (href, options) => router.push(localizedPath(locale, href), options),
      replace: (href, options) => router.replace(localizedPath(locale, href), options),
      prefetch: (href, options) => router.prefetch(localizedPath(locale, href), options),
    }),
    [router, locale],
  );
}

/** The page's path without its language prefix. */
export function usePathname(): string {
  return splitLocale(useNextPathname()).path;
}
