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
