import { z } from "zod";
import { json, readQuery, route } from "@/lib/api/http";
import { toApiProduct } from "@/lib/catalog/api-shape";
import { CATALOG_API_CACHE_CONTROL } from "@/lib/catalog/cache";
import { findProducts, SEARCH_MATCH_CAP } from "@/lib/catalog/products";
import { catalogParamsSchema, langParamsSchema, toCatalogQuery } from "@/lib/catalog/query";
import { searchResultText } from "@/lib/catalog/search-result-text";
import { clientAddress } from "@/lib/request";

const searchParamsSchema = catalogParamsSchema.extend({
  ...langParamsSchema.shape,
  query: z
    .string({ error: "Give a search text in ?query=." })
    .trim()
    .min(1, "Give a search text in ?query=.")
    .max(100, "The search text can be at most 100 characters."),
});

/**
 * GET /api/getproducts/search?query=text[&lang=hi] → { success, products, message } (spec §7).
 * Finds Hindi and romanised Hindi words in any language; lang=hi answers Hindi names and descriptions.
 */
export const GET = route(
  async (request) => {
    const { query: text, lang, ...params } = readQuery(request, searchParamsSchema);
    // A search the catalogue cache cannot answer counts against the client's address (429 past its budget).
    const page = await findProducts(toCatalogQuery({ ...params, q: text }), lang, clientAddress(request));
    const products = page.items.map(toApiProduct);
    return json(
      {
        success: true,
        products,
        total: page.total,
        message: searchResultText(text, page.total, SEARCH_MATCH_CAP),
      },
      { headers: { "Cache-Control": CATALOG_API_CACHE_CONTROL } },
    );
  },
  // The spec's clients read `success`, on errors too.
  { success: false },
);
