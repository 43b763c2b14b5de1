import Link from "next/link";
import { requirePageAdmin } from "@/lib/auth/session";
import { store } from "@/lib/store";

// Per-user pages: never prerendered at build time (the page's own queries
// would otherwise start before the session check makes it dynamic).
export const dynamic = "force-dynamic";

// A convenience, not the guard: on a full page load guests go to /login and
// shoppers get a 404 before anything renders. A client navigation does not
// re-run this layout, so every admin page, its generateMetadata and every
// lib/ function it calls check the admin themselves (docs/adr/0001).
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await requirePageAdmin("/admin");
  return (
    <div className="min-h-screen bg-neutral-50">
      <header className="border-b border-neutral-200 bg-white">
        <nav aria-label="Admin" className="mx-auto flex h-14 max-w-6xl items-center gap-6 px-4 text-sm font-medium">
          <Link href="/admin" className="font-bold text-brand-700">
            {store.name} admin
          </Link>
          <Link href="/admin/orders">Orders</Link>
          <Link href="/admin/exchanges">Exchanges</Link>
          <Link href="/admin/invoices">Invoices</Link>
          <Link href="/admin/quotations">Quotations</Link>
          <Link href="/admin/catalogue">Catalogue</Link>
          <Link href="/admin/nearby-shops">Nearby shops</Link>
          <Link href="/admin/inbox">Inbox</Link>
          <Link href="/" className="ml-auto">
            Back to the shop
          </Link>
        </nav>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8">{children}</main>
    </div>
  );
}
