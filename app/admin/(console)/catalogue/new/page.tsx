import { BackToCatalogue } from "@/components/admin/catalog-nav";
import { ProductForm } from "@/components/admin/product-form";
import { requirePageAdmin } from "@/lib/auth/session";
import { productFormChoices } from "@/lib/catalog/admin-products";

export const metadata = { title: "New product" };

export default async function NewProductPage() {
  const admin = await requirePageAdmin("/admin/catalogue/new");
  const choices = await productFormChoices(admin);
  return (
    <div className="space-y-6">
      <BackToCatalogue />
      <h1 className="text-2xl font-bold">New product</h1>
      <ProductForm {...choices} />
    </div>
  );
}
