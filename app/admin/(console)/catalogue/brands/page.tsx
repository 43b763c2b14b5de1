import { CatalogNav } from "@/components/admin/catalog-nav";
import { NameForm } from "@/components/admin/name-form";
import { requirePageAdmin } from "@/lib/auth/session";
import { listBrandsForAdmin } from "@/lib/catalog/admin-brands";

export const metadata = { title: "Brands" };

export default async function AdminBrandsPage() {
  const admin = await requirePageAdmin("/admin/catalogue/brands");
  const brands = await listBrandsForAdmin(admin);
  return (
    <div>
      <h1 className="text-2xl font-bold">Brands</h1>
      <CatalogNav current="/admin/catalogue/brands" />
      <section aria-labelledby="add-brand" className="mt-6 rounded-lg border border-neutral-200 bg-white p-4">
        <h2 id="add-brand" className="mb-2 font-semibold">
          Add a brand
        </h2>
        <NameForm
          label="New brand name"
          submitLabel="Add brand"
          url="/api/admin/brands"
          method="POST"
          sends="name"
          hindi={{ initial: null }}
          clearOnSuccess
        />
      </section>
      <ul className="mt-6 space-y-4">
        {brands.map((brand) => {
          const url = `/api/admin/brands/${encodeURIComponent(brand.id)}`;
          return (
            <li key={brand.id} className="rounded-lg border border-neutral-200 bg-white p-4">
              <h2 className="text-lg font-semibold">
                {brand.name}{" "}
                <span className="text-sm font-normal text-neutral-600">
                  ({brand.productCount === 1 ? "1 product" : `${brand.productCount} products`}
                  {brand.isActive ? "" : ", inactive"})
                </span>
              </h2>
              <div className="mt-3 space-y-3">
                <NameForm
                  key={`${brand.name}:${brand.nameHi ?? ""}`}
                  label={`Rename ${brand.name}`}
                  submitLabel="Rename"
                  url={url}
                  method="PATCH"
                  sends="name"
                  initial={brand.name}
                  hindi={{ initial: brand.nameHi }}
                />
                <div>
                  <h3 className="text-sm font-semibold">Subcategories</h3>
                  {brand.subcategories.length === 0 ? <p className="text-sm text-neutral-600">None yet.</p> : null}
                  <ul className="mt-2 space-y-2 border-l-2 border-neutral-200 pl-4">
                    {brand.subcategories.map((sub) => (
                      <li key={sub.id}>
                        <NameForm
                          key={`${sub.name}:${sub.nameHi ?? ""}`}
                          label={`Rename ${brand.name} › ${sub.name} (${sub.productCount} products)`}
                          submitLabel="Rename"
                          url={url}
                          method="PATCH"
                          sends={{ renameSubcategory: sub.id }}
                          initial={sub.name}
                          hindi={{ initial: sub.nameHi }}
                        />
                      </li>
                    ))}
                  </ul>
                </div>
                <NameForm
                  label={`New subcategory of ${brand.name}`}
                  submitLabel="Add subcategory"
                  url={url}
                  method="PATCH"
                  sends="addSubcategory"
                  clearOnSuccess
                />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
