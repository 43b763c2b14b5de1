import { json, readQuery, route } from "@/lib/api/http";
import { toApiProduct } from "@/lib/catalog/api-shape";
import { CATALOG_API_CACHE_CONTROL } from "@/lib/catalog/cache";
import { findProducts } from "@/lib/catalog/products";
import { catalogParamsSchema, langParamsSchema, toCatalogQuery } from "@/lib/catalog/query";
import { clientAddress } from "@/lib/request";

const productsParamsSchema = catalogParamsSchema.extend(langParamsSchema.shape);

/**
 * GET /api/getproducts/products?brands=a,b&categories=c&sort=price-asc&page=1&pageSize=24[&lang=hi]
 * → the spec's list of products (rupees). Paging details travel in headers
 * so the body stays the spec's plain list. lang=hi: Hindi names and descriptions where there are some.
 */
export const GET = route(async (request) => {
  const { lang, ...params } = readQuery(request, productsParamsSchema);
  // With ?q= a search: counted against the client's address like /search when the cache cannot answer it.
  const page = await findProducts(toCatalogQuery(params), lang, clientAddress(request));
  return json(page.items.map(toApiProduct), {
    headers: {
      "Cache-Control": CATALOG_API_CACHE_CONTROL,
      "X-Total-Count": String(page.total),
      "X-Page": String(page.page),
      "X-Page-Count": String(page.pageCount),
    },
  });
});
