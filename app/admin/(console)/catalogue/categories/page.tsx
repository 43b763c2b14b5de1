import { CatalogNav } from "@/components/admin/catalog-nav";
import { CategoryForm } from "@/components/admin/category-form";
import { requirePageAdmin } from "@/lib/auth/session";
import { listCategoriesForAdmin } from "@/lib/catalog/admin-categories";

export const metadata = { title: "Categories" };

export default async function AdminCategoriesPage() {
  const admin = await requirePageAdmin("/admin/catalogue/categories");
  const categories = await listCategoriesForAdmin(admin);
  const options = categories.map((c) => ({ id: c.id, path: c.path }));
  return (
    <div>
      <h1 className="text-2xl font-bold">Categories</h1>
      <CatalogNav current="/admin/catalogue/categories" />
      <section aria-labelledby="add-category" className="mt-6 rounded-lg border border-neutral-200 bg-white p-4">
        <h2 id="add-category" className="mb-2 font-semibold">
          Add a category
        </h2>
        <CategoryForm categories={options} />
      </section>
      <ul className="mt-6 space-y-3">
        {categories.map((category) => (
          <li
            key={category.id}
            className="rounded-lg border border-neutral-200 bg-white p-4"
            style={{ marginLeft: `${Math.min(category.depth, 6) * 1.5}rem` }}
          >
            <h2 className="font-semibold">
              {category.path}{" "}
              <span className="text-sm font-normal text-neutral-600">
                ({category.productCount === 1 ? "1 product" : `${category.productCount} products`}
                {category.isActive ? "" : ", inactive"})
              </span>
            </h2>
            <div className="mt-2">
              <CategoryForm
                key={`${category.name}:${category.nameHi ?? ""}:${category.parentId}`}
                categories={options}
                category={category}
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
