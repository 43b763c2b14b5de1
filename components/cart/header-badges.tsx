"use client";

import Link from "next/link";
import { badgeLabel } from "@/lib/account/badge-label";
import { useCart, useWishlist } from "./use-cart";

type Props = {
  href: string;
  /** "Cart" or "Wishlist": the link's name, with the count added. */
  noun: string;
  source: "cart" | "wishlist";
  /** The count the server rendered (no flash before the cache loads); null for a guest, who makes no call. */
  initialCount: number | null;
  className?: string;
  badgeClassName?: string;
  children: React.ReactNode;
};

/** "99+" keeps the badge small; the accessible name carries the exact count. */
const badgeText = (count: number) => (count > 99 ? "99+" : String(count));

function useLiveCount(source: Props["source"], initialCount: number | null): number | null {
  const signedIn = initialCount !== null;
  const cart = useCart({ signedIn: signedIn && source === "cart" }).data;
  const wishlist = useWishlist({ signedIn: signedIn && source === "wishlist" }).data;
  if (!signedIn) return null;
  return (source === "cart" ? cart?.totalItems : wishlist?.wishlist.length) ?? initialCount;
}

/**
 * A header link with a count badge read from the SWR caches, so it changes the
 * moment the shopper acts anywhere on the page (cart count = units, totalItems).
 */
export function HeaderCountLink({ href, noun, source, initialCount, className, badgeClassName, children }: Props) {
  const count = useLiveCount(source, initialCount);
  return (
    <Link href={href} aria-label={badgeLabel(noun, count)} className={className}>
      {children}
      {count ? (
        <span aria-hidden="true" className={badgeClassName}>
          {badgeText(count)}
        </span>
      ) : null}
    </Link>
  );
}
