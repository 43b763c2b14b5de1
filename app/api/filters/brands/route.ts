import { json, readQuery, route } from "@/lib/api/http";
import { CATALOG_API_CACHE_CONTROL } from "@/lib/catalog/cache";
import { listBrandFilters } from "@/lib/catalog/filters";
import { langParamsSchema } from "@/lib/catalog/query";

/**
 * GET /api/filters/brands[?lang=hi] → [{ name, subcategories: [name…] }] (spec §7); lang=hi: Hindi
 * names where there are some (the products API accepts them back as filters).
 */
export const GET = route(async (request) => {
  const { lang } = readQuery(request, langParamsSchema);
  const brands = await listBrandFilters(lang);
  return json(
    brands.map((brand) => ({ name: brand.name, subcategories: brand.subcategories.map((s) => s.name) })),
    { headers: { "Cache-Control": CATALOG_API_CACHE_CONTROL } },
  );
});
