import Link from "next/link";
import { HeaderBadges } from "@/components/cart/header-badges";
import { getSessionUser } from "@/lib/auth/session";
import { countBadges } from "@/lib/cart/cart";
import { store } from "@/lib/store";

// Placeholder header: the catalogue issue adds search, badges and the account menu.
export async function SiteHeader() {
  const user = await getSessionUser();
  const counts = user ? await countBadges(user.id) : { cart: 0, wishlist: 0 };
  return (
    <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
        <Link href="/" className="text-xl font-bold tracking-tight text-brand-700">
          {store.name}
        </Link>
        <nav aria-label="Main" className="flex items-center gap-6 text-sm font-medium">
          <Link href="/">Home</Link>
          <Link href="/shop">Shop</Link>
          <Link href="/nearby-shops">Nearby Shops</Link>
          <HeaderBadges signedIn={user !== null} initialCart={counts.cart} initialWishlist={counts.wishlist} />
        </nav>
      </div>
    </header>
  );
}
