import { json, readJson, route } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import { updateBrand } from "@/lib/catalog/admin-brands";
import { brandUpdateSchema } from "@/lib/catalog/admin-schema";

type Context = { params: Promise<{ id: string }> };

/**
 * PATCH /api/admin/brands/{id} { name?, nameHi?, addSubcategories?: string[], renameSubcategories?: [{ id, name, nameHi? }] }
 * → { message, brand }; 404 unknown brand or subcategory, 409 when a name is taken.
 */
export const PATCH = route<Context>(async (request, { params }) => {
  const admin = await requireAdmin(request);
  const brand = await updateBrand(admin, (await params).id, await readJson(request, brandUpdateSchema));
  return json({ message: "Brand saved.", brand });
});
