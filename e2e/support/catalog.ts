import { type APIRequestContext } from "@playwright/test";

/**
 * The products API limited to products the seed made and no test changes
 * behind another's back. The unfiltered list starts with the newest product,
 * which can be the one e2e/admin-catalog.spec.ts has just created (no tax
 * category, so no GST line at checkout) and is about to deactivate: a
 * checkout test that picked it waited for "Includes GST" in vain (once). No
 * test creates, deactivates or takes the stock of Tiffin & Co. products away;
 * tests that need units restock what they use.
 */
export const SEEDED_PRODUCTS_API = "/api/getproducts/products?brands=Tiffin%20%26%20Co.";

/** Puts the first seeded product that accepts an add into the cart of `request`'s session; returns its name. */
export async function addSeededProductToCart(request: APIRequestContext): Promise<string> {
  const products: Array<{ _id: string; name: string }> = await (await request.get(SEEDED_PRODUCTS_API)).json();
  for (const product of products) {
    const add = await request.post("/api/cart/add", { data: { productId: product._id, quantity: 1 } });
    if (add.ok()) return product.name;
  }
  throw new Error("No product could be added to the cart.");
}
