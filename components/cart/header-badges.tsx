"use client";

import { Link } from "@/lib/i18n/navigation";
import { useSession } from "@/components/account/use-session";
import { badgeLabel, type CountUnits } from "@/lib/account/badge-label";
import { useCart, useWishlist } from "./use-cart";

type Props = {
  href: string;
  /** "Cart" or "Wishlist": the link's name, with the count added. */
  noun: string;
  /** The words for the count ("item", "items"), in the page's language. */
  units: CountUnits;
  source: "cart" | "wishlist";
  className?: string;
  badgeClassName?: string;
  children: React.ReactNode;
};

/** "99+" keeps the badge small; the accessible name carries the exact count. */
const badgeText = (count: number) => (count > 99 ? "99+" : String(count));

// The count starts as /api/auth/me reported it; a guest makes no cart or wishlist call.
function useLiveCount(source: Props["source"]): { signedIn: boolean; count: number | null } {
  const { me, signedIn } = useSession();
  const initialCount = me?.counts?.[source] ?? null;
  const cart = useCart({ signedIn: signedIn && source === "cart" }).data;
  const wishlist = useWishlist({ signedIn: signedIn && source === "wishlist" }).data;
  if (!signedIn) return { signedIn, count: null };
  return { signedIn, count: (source === "cart" ? cart?.totalItems : wishlist?.wishlist.length) ?? initialCount };
}

/**
 * A header link with a count badge read from the resource cache, so it changes the
 * moment the shopper acts anywhere on the page (cart count = units, totalItems).
 */
export function HeaderCountLink({ href, noun, units, source, className, badgeClassName, children }: Props) {
  const { signedIn, count } = useLiveCount(source);
  return (
    // The cart and the wishlist are a signed-in shopper's: for a guest they
    // redirect to the login page, so the header does not prefetch them (two
    // requests each, on every page a guest opens).
    <Link
      href={href}
      prefetch={signedIn ? null : false}
      aria-label={badgeLabel(noun, count, units)}
      className={className}
    >
      {children}
      {count ? (
        <span aria-hidden="true" className={badgeClassName}>
          {badgeText(count)}
        </span>
      ) : null}
    </Link>
  );
}
