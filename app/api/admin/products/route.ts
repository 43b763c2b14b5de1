import { json, readJson, readQuery, route } from "@/lib/api/http";
import { requireAdmin } from "@/lib/auth/session";
import { createProduct, listProductsForAdmin } from "@/lib/catalog/admin-products";
import { productCreateSchema, productListSchema } from "@/lib/catalog/admin-schema";

/**
 * GET /api/admin/products?q=&status=all|active|inactive&stock=all|low|out&gst=all|missing&page=
 * → { items, total, page, pageSize, pageCount, totalIsAtLeast } (₹), newest first (with a stock filter emptiest
 * first). Counted up to 10,000 matches, a search up to 1,000: past that total and pageCount are lower bounds and
 * totalIsAtLeast is true (docs/adr/0044). ADMIN only.
 */
export const GET = route(async (request) => {
  const admin = await requireAdmin(request);
  return json(await listProductsForAdmin(admin, readQuery(request, productListSchema)));
});

/**
 * POST /api/admin/products { name, description, price, mrp?, stock, brandId,
 * brandSubcategoryId?, categoryId, taxCategoryId?, sizes?, colors?, images?, isActive? }
 * → 201 { message, product }. Prices in rupees; the slug is made from the name.
 */
export const POST = route(async (request) => {
  const admin = await requireAdmin(request);
  const input = await readJson(request, productCreateSchema);
  const product = await createProduct(admin, input);
  return json({ message: "Product created.", product }, { status: 201 });
});
