import { json, readQuery, route } from "@/lib/api/http";
import { CATALOG_API_CACHE_CONTROL } from "@/lib/catalog/cache";
import { listCategoryTree, type CategoryNode } from "@/lib/catalog/filters";
import { langParamsSchema } from "@/lib/catalog/query";

type ApiCategory = string | { name: string; children: ApiCategory[] };

// Spec §3: a category is a plain string, or { name, children } when it has children.
function toApiCategory(node: CategoryNode): ApiCategory {
  return node.children.length ? { name: node.name, children: node.children.map(toApiCategory) } : node.name;
}

/** GET /api/filters/categories[?lang=hi] → the nested category list (lang=hi: Hindi names where there are some). */
export const GET = route(async (request) => {
  const { lang } = readQuery(request, langParamsSchema);
  const tree = await listCategoryTree(lang);
  return json(tree.map(toApiCategory), {
    headers: { "Cache-Control": CATALOG_API_CACHE_CONTROL },
  });
});
