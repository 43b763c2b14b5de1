import { formatStoreAddress, store } from "@/lib/store";

// Placeholder footer: the content issue adds the link groups and social links.
export function SiteFooter() {
  return (
    <footer className="border-t border-neutral-200 bg-neutral-50 text-sm text-neutral-600">
      <div className="mx-auto max-w-7xl space-y-1 px-4 py-8">
        <p className="font-semibold text-neutral-800">{store.legalName}</p>
        <p>{formatStoreAddress()}</p>
        <p>
          {store.supportEmail} · {store.supportPhone} · Open {store.openingHours}
        </p>
      </div>
    </footer>
  );
}
