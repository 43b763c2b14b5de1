import Link from "next/link";
import { notFound } from "next/navigation";
import { ProductActiveToggle } from "@/components/admin/product-active-toggle";
import { BackToCatalogue } from "@/components/admin/catalog-nav";
import { ProductForm } from "@/components/admin/product-form";
import { textLinkClass } from "@/components/ui/link";
import { isDomainError } from "@/lib/errors";
import { type AdminViewer, requirePageAdmin } from "@/lib/auth/session";
import { getProductForAdmin, productFormChoices, type AdminProduct } from "@/lib/catalog/admin-products";

export const metadata = { title: "Edit product" };

type Props = { params: Promise<{ id: string }> };

async function productOrNotFound(admin: AdminViewer, id: string): Promise<AdminProduct> {
  try {
    return await getProductForAdmin(admin, id);
  } catch (error) {
    if (isDomainError(error, "not-found")) notFound();
    throw error;
  }
}

export default async function EditProductPage({ params }: Props) {
  const { id } = await params;
  const admin = await requirePageAdmin(`/admin/catalogue/${id}/edit`);
  const [product, choices] = await Promise.all([productOrNotFound(admin, id), productFormChoices(admin)]);
  return (
    <div className="space-y-6">
      <BackToCatalogue />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{product.name}</h1>
          <p className="mt-1 text-sm text-neutral-700">
            {product.isActive ? (
              <>
                Active —{" "}
                <Link href={`/product/${product.slug}`} className={textLinkClass}>
                  view in the shop
                </Link>
              </>
            ) : (
              "Inactive: hidden from the shop, kept for past orders."
            )}
          </p>
        </div>
        <ProductActiveToggle productId={product.id} isActive={product.isActive} />
      </div>
      <ProductForm key={product.updatedAt} {...choices} product={product} />
    </div>
  );
}
