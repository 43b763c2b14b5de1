import { json, readJson, route } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import { createCategory, listCategoriesForAdmin } from "@/lib/catalog/admin-categories";
import { categoryCreateSchema } from "@/lib/catalog/admin-schema";

/** GET /api/admin/categories → every category in tree order, with depth, path and product count. ADMIN only. */
export const GET = route(async (request) => {
  const admin = await requireAdmin(request);
  return json(await listCategoriesForAdmin(admin));
});

/** POST /api/admin/categories { name, parentId? } → 201 { message, category }; 409 when the name is taken. */
export const POST = route(async (request) => {
  const admin = await requireAdmin(request);
  const category = await createCategory(admin, await readJson(request, categoryCreateSchema));
  return json({ message: "Category created.", category }, { status: 201 });
});
