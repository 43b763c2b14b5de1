import { json, route } from "@/lib/api/http";
import { CATALOG_API_CACHE_CONTROL } from "@/lib/catalog/cache";
import { listBrandFilters } from "@/lib/catalog/filters";

/** GET /api/filters/brands → [{ name, subcategories: [name…] }] (spec §7). */
export const GET = route(async () => {
  const brands = await listBrandFilters();
  return json(
    brands.map((brand) => ({ name: brand.name, subcategories: brand.subcategories.map((s) => s.name) })),
    { headers: { "Cache-Control": CATALOG_API_CACHE_CONTROL } },
  );
});
