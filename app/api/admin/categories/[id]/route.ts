import { json, readJson, route } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import { updateCategory } from "@/lib/catalog/admin-categories";
import { categoryUpdateSchema } from "@/lib/catalog/admin-schema";

type Context = { params: Promise<{ id: string }> };

/**
 * PATCH /api/admin/categories/{id} { name?, parentId?: string | null } → { message, category };
 * 400 for a move under itself or its own subtree, 404 unknown, 409 when the name is taken.
 */
export const PATCH = route<Context>(async (request, { params }) => {
  const admin = await requireAdmin(request);
  const category = await updateCategory(admin, (await params).id, await readJson(request, categoryUpdateSchema));
  return json({ message: "Category saved.", category });
});
