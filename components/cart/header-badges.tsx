"use client";

import Link from "next/link";
import { useCart, useWishlist } from "./use-cart";

type Props = {
  signedIn: boolean;
  /** Counts rendered by the server, shown until the caches load (no flash of 0). */
  initialCart?: number;
  initialWishlist?: number;
  className?: string;
};

const itemsText = (count: number) => (count === 1 ? "1 item" : `${count} items`);

function Badge({ href, label, count, icon }: { href: string; label: string; count: number; icon: React.ReactNode }) {
  return (
    <Link
      href={href}
      aria-label={`${label}, ${itemsText(count)}`}
      className="relative inline-flex items-center gap-1 rounded-md p-2 text-sm font-medium hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      data-testid={`${label.toLowerCase()}-badge`}
    >
      <svg
        viewBox="0 0 24 24"
        width="22"
        height="22"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {icon}
      </svg>
      <span aria-hidden="true">{label}</span>
      <span
        aria-hidden="true"
        className="absolute -top-0.5 -right-1 min-w-5 rounded-full bg-brand-700 px-1.5 text-center text-xs leading-5 font-bold text-white"
      >
        {count}
      </span>
    </Link>
  );
}

/**
 * The header's wishlist and cart links with live counts from the SWR caches,
 * so they change the moment the shopper acts (cart count = units, totalItems).
 */
export function HeaderBadges({ signedIn, initialCart = 0, initialWishlist = 0, className }: Props) {
  const { data: cart } = useCart({ signedIn });
  const { data: wishlist } = useWishlist({ signedIn });
  const cartCount = signedIn ? (cart?.totalItems ?? initialCart) : 0;
  const wishlistCount = signedIn ? (wishlist?.wishlist.length ?? initialWishlist) : 0;
  return (
    <div className={`flex items-center gap-3 ${className ?? ""}`}>
      <Badge
        href="/wishlist"
        label="Wishlist"
        count={wishlistCount}
        icon={
          <path d="M12 21s-7.5-4.6-9.5-9.3C1.1 8.3 3.3 5 6.6 5c2 0 3.4 1.1 4.4 2.5C12 6.1 13.4 5 15.4 5c3.3 0 5.5 3.3 4.1 6.7C19.5 16.4 12 21 12 21z" />
        }
      />
      <Badge
        href="/cart"
        label="Cart"
        count={cartCount}
        icon={
          <>
            <circle cx="9" cy="20" r="1.5" />
            <circle cx="18" cy="20" r="1.5" />
            <path d="M2 3h3l2.7 12.4a1 1 0 0 0 1 .8h9.7a1 1 0 0 0 1-.8L21 7H6" />
          </>
        }
      />
    </div>
  );
}
