import Link from "next/link";
import { ProductForm } from "@/components/admin/product-form";
import { textLinkClass } from "@/components/ui/link";
import { requirePageAdmin } from "@/lib/auth/session";
import { productFormChoices } from "@/lib/catalog/admin-products";

export const metadata = { title: "New product" };

export default async function NewProductPage() {
  const admin = await requirePageAdmin("/admin/catalogue/new");
  const choices = await productFormChoices(admin);
  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Link href="/admin/catalogue" className={textLinkClass}>
          ← Catalogue
        </Link>
      </p>
      <h1 className="text-2xl font-bold">New product</h1>
      <ProductForm {...choices} />
    </div>
  );
}
