"use client";

import Link from "next/link";
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

/** "Cart, 3 items", "Wishlist, 1 item"; just "Cart" for a guest. */
export function countLabel(noun: string, count: number | null): string {
  if (count === null) return noun;
  return `${noun}, ${count} ${count === 1 ? "item" : "items"}`;
}

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
    <Link href={href} aria-label={countLabel(noun, count)} className={className}>
      {children}
      {count ? (
        <span aria-hidden="true" className={badgeClassName}>
          {badgeText(count)}
        </span>
      ) : null}
    </Link>
  );
}
