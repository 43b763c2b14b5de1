import Link from "next/link";
import { AccountMenu } from "@/components/account/account-menu";
import { getSessionUser } from "@/lib/auth/session";
import { store } from "@/lib/store";

// Placeholder header: the catalogue issue adds search, badges and the account menu.
export async function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
        <Link href="/" className="text-xl font-bold tracking-tight text-brand-700">
          {store.name}
        </Link>
        <nav aria-label="Main" className="flex gap-6 text-sm font-medium">
          <Link href="/">Home</Link>
          <Link href="/shop">Shop</Link>
          <Link href="/nearby-shops">Nearby Shops</Link>
        </nav>
        <AccountMenu user={await getSessionUser()} />
      </div>
    </header>
  );
}
