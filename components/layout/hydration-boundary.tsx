import { Suspense } from "react";

/**
 * Lets React hydrate `children` on their own, after the rest of the page.
 * React hydrates a page in one uninterrupted task, except that each
 * server-rendered Suspense boundary is hydrated later, at low priority and in
 * slices that yield to the browser. Wrapping the home page's below-the-fold
 * client islands (brand carousel, product grid, newsletter) cut Lighthouse's
 * Total Blocking Time on a throttled phone from ~210 ms to ~50–150 ms.
 *
 * The cost: React streams a large boundary's HTML after the rest of the page
 * and an inline script moves it into place, so without JavaScript it stays
 * hidden. Use it for content below the fold that needs JavaScript anyway,
 * never for what search engines or no-JS visitors must see.
 */
export function HydrationBoundary({ children }: { children: React.ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
