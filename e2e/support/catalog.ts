import { type APIRequestContext } from "@playwright/test";
import type { Locale } from "../../lib/i18n/locale";

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
/** The /shop listing of the same products. */
export const SEEDED_SHOP_PAGE = "/shop?brands=Tiffin%20%26%20Co.";

type Variant = { size: string | null; color: string | null };

/**
 * The size and colour an add through the API names for a product of the
 * products API: its first variant's (a product sold in sizes or colours is
 * refused without them), nothing for a product without any.
 */
export function firstChoice(product: object): { size?: string; color?: string } {
  // The products API's answer, whichever of its fields a spec's type names.
  const variant = (product as { variants?: Variant[] }).variants?.[0];
  return { ...(variant?.size ? { size: variant.size } : {}), ...(variant?.color ? { color: variant.color } : {}) };
}

/** A product of the products API with no size or colour to choose: its page's Add to Cart adds it at once. */
export const withoutOptions = (product: object) => !(product as { variants?: Variant[] }).variants?.length;

/** A seeded product in stock sold in several colours (and no sizes), with its colours. */
export async function seededProductInColours(
  request: APIRequestContext,
): Promise<{ _id: string; name: string; slug: string; colors: string[] }> {
  const products: Array<{ _id: string; name: string; slug: string; inStock: boolean; variants: Variant[] }> = await (
    await request.get(SEEDED_PRODUCTS_API)
  ).json();
  for (const product of products) {
    const colors = [...new Set(product.variants.map((variant) => variant.color))];
    if (product.inStock && product.variants.every((v) => !v.size) && colors.length > 1 && colors.every(Boolean))
      return { ...product, colors: colors as string[] };
  }
  throw new Error("No seeded product in stock is sold in several colours.");
}

/**
 * An /api path as the shop's pages in `locale` call it: a /hi page asks for Hindi answers (and product names)
 * with ?lang=hi (lib/api/locale.ts); an English one asks nothing.
 */
export function inLocale(path: string, locale: Locale): string {
  return locale === "en" ? path : `${path}${path.includes("?") ? "&" : "?"}lang=${locale}`;
}

/**
 * Puts `quantity` units of the first seeded product that accepts them (in its first size and colour) into the
 * cart of `request`'s session; returns its name (in `locale`'s language).
 */
export async function addSeededProductToCart(
  request: APIRequestContext,
  quantity = 1,
  locale: Locale = "en",
): Promise<string> {
  const products: Array<{ _id: string; name: string; variants: Variant[] }> = await (
    await request.get(inLocale(SEEDED_PRODUCTS_API, locale))
  ).json();
  for (const product of products) {
    const add = await request.post(inLocale("/api/cart/add", locale), {
      data: { productId: product._id, quantity, ...firstChoice(product) },
    });
    if (add.ok()) return product.name;
  }
  throw new Error("No product could be added to the cart.");
}
