import { json, readJson, route } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import { createBrand, listBrandsForAdmin } from "@/lib/catalog/admin-brands";
import { brandCreateSchema } from "@/lib/catalog/admin-schema";

/** GET /api/admin/brands → every brand with its subcategories and product counts. ADMIN only. */
export const GET = route(async (request) => {
  const admin = await requireAdmin(request);
  return json(await listBrandsForAdmin(admin));
});

/** POST /api/admin/brands { name, nameHi?, subcategories?: string[] } → 201 { message, brand }; 409 when the name is taken. */
export const POST = route(async (request) => {
  const admin = await requireAdmin(request);
  const brand = await createBrand(admin, await readJson(request, brandCreateSchema));
  return json({ message: "Brand created.", brand }, { status: 201 });
});
