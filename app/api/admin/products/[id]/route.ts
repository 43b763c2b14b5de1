import { json, readJson, route } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import { getProductForAdmin, updateProduct } from "@/lib/catalog/admin-products";
import { productUpdateSchema } from "@/lib/catalog/admin-schema";

type Context = { params: Promise<{ id: string }> };

/** GET /api/admin/products/{id} → the product (active or not). ADMIN only. */
export const GET = route<Context>(async (request, { params }) => {
  const admin = await requireAdmin(request);
  return json(await getProductForAdmin(admin, (await params).id));
});

/**
 * PATCH /api/admin/products/{id} with any of the create fields → { message, product }.
 * { isActive: false } deactivates (hidden from the shop, kept for orders); true brings it back.
 */
export const PATCH = route<Context>(async (request, { params }) => {
  const admin = await requireAdmin(request);
  const input = await readJson(request, productUpdateSchema);
  const product = await updateProduct(admin, (await params).id, input);
  const message =
    Object.keys(input).length === 1 && input.isActive !== undefined
      ? input.isActive
        ? "Product reactivated."
        : "Product deactivated."
      : "Product saved.";
  return json({ message, product });
});
