import Link from "next/link";
import { NearbyShopActions, NearbyShopForm } from "@/components/admin/nearby-shop-form";
import { requirePageAdmin } from "@/lib/auth/session";
import { listNearbyShopsForAdmin } from "@/lib/content/admin-nearby-shops";

export const metadata = { title: "Nearby shops" };

/** The shop's own store directory (/nearby-shops): add, edit, hide or delete its shops. */
export default async function AdminNearbyShopsPage() {
  const admin = await requirePageAdmin("/admin/nearby-shops");
  const shops = await listNearbyShopsForAdmin(admin);
  return (
    <div>
      <h1 className="text-2xl font-bold">Nearby shops</h1>
      <p className="mt-1 text-sm text-neutral-600">
        The shops on the{" "}
        <Link href="/nearby-shops" className="underline">
          Nearby shops
        </Link>{" "}
        page, in this order (lowest display order first; change a shop&apos;s in its form). Hidden shops stay here until
        deleted.
      </p>
      <section aria-labelledby="add-shop" className="mt-6 rounded-lg border border-neutral-200 bg-white p-4">
        <h2 id="add-shop" className="mb-2 font-semibold">
          Add a shop
        </h2>
        <NearbyShopForm />
      </section>
      {shops.length === 0 ? <p className="mt-6 text-neutral-700">No shops yet.</p> : null}
      <ul className="mt-6 space-y-4" aria-label="Shops">
        {shops.map((shop) => (
          <li key={shop.id} className="rounded-lg border border-neutral-200 bg-white p-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <h2 className="text-lg font-semibold">
                  <span className="text-sm font-normal text-neutral-600">{shop.position}.</span> {shop.name}
                  {shop.nameHi ? <span lang="hi"> · {shop.nameHi}</span> : null}{" "}
                  {shop.isActive ? null : <span className="text-sm font-normal text-neutral-600">(hidden)</span>}
                </h2>
                <p className="text-sm text-neutral-700">
                  {shop.address}, {shop.city}, {shop.state} {shop.postalCode} · {shop.telephone}
                </p>
              </div>
              <NearbyShopActions shop={shop} />
            </div>
            <details className="mt-3">
              <summary className="cursor-pointer text-sm font-medium">Edit {shop.name}</summary>
              <div className="mt-3">
                <NearbyShopForm key={JSON.stringify(shop)} shop={shop} />
              </div>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
