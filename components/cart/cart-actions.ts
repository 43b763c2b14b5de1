"use client";

import { apiFetch } from "@/components/api/client";
import type { ApiCart, ApiCartLine, ApiSavedItem } from "@/lib/cart/api-shape";
import {
  cartOf,
  EMPTY_CART,
  lineFromSaved,
  NO_CHOICE,
  savedFromLine,
  withAddedProduct,
  withoutLine,
  withQuantityStep,
  type Choice,
  type ProductPreview,
} from "./cart-updates";
import { changeResource as update } from "@/components/api/resource-cache";
import { type SavedResponse } from "./use-cart";
import { RESOURCE_KEYS } from "@/components/api/resource-keys";

// What the shopper does to the cart and the saved-for-later list (spec §5,
// §7): each call goes to the server in order (apiFetch), and its optimistic
// version (cart-updates.ts) shows at once.

type CartAndSaved = { cart: ApiCart; savedItems: ApiSavedItem[] };

export const cartActions = {
  /** POST /api/cart/add with quantity 1 (spec §5) and the chosen size and colour; 409 "Product is already in the cart" for a duplicate. */
  add(productId: string, preview: ProductPreview, choice: Choice = NO_CHOICE) {
    const body = {
      productId,
      quantity: 1,
      ...(choice.size && { size: choice.size }),
      ...(choice.color && { color: choice.color }),
    };
    const request = apiFetch<{ cart: ApiCart }>("/api/cart/add", { method: "POST", body });
    return update<ApiCart, { cart: ApiCart }>(
      RESOURCE_KEYS.cart,
      request,
      (cart) => cart && withAddedProduct(cart, productId, preview, choice),
      (result) => result.cart,
    );
  },

  increase(lineId: string) {
    const request = apiFetch<ApiCart>(`/api/cart/increase/${encodeURIComponent(lineId)}`, { method: "PATCH" });
    return update<ApiCart, ApiCart>(
      RESOURCE_KEYS.cart,
      request,
      (cart) => withQuantityStep(cart, lineId, 1),
      (cart) => cart,
    );
  },

  decrease(lineId: string) {
    const request = apiFetch<ApiCart>(`/api/cart/decrease/${encodeURIComponent(lineId)}`, { method: "PATCH" });
    return update<ApiCart, ApiCart>(
      RESOURCE_KEYS.cart,
      request,
      (cart) => withQuantityStep(cart, lineId, -1),
      (cart) => cart,
    );
  },

  remove(lineId: string) {
    const request = apiFetch<ApiCart>(`/api/cart/remove/${encodeURIComponent(lineId)}`, { method: "DELETE" });
    return update<ApiCart, ApiCart>(
      RESOURCE_KEYS.cart,
      request,
      (cart) => withoutLine(cart, lineId),
      (cart) => cart,
    );
  },

  clear() {
    const request = apiFetch<ApiCart>("/api/cart", { method: "DELETE" });
    return update<ApiCart, ApiCart>(
      RESOURCE_KEYS.cart,
      request,
      () => EMPTY_CART,
      (cart) => cart,
    );
  },

  /** Cart line → Saved for Later; both lists come back from the server. */
  async moveToSaved(line: ApiCartLine) {
    const request = apiFetch<CartAndSaved>(`/api/cart/move/${encodeURIComponent(line._id)}`, { method: "PATCH" });
    await Promise.all([
      update<ApiCart, CartAndSaved>(
        RESOURCE_KEYS.cart,
        request,
        (cart) => withoutLine(cart, line._id),
        (r) => r.cart,
      ),
      update<SavedResponse, CartAndSaved>(
        RESOURCE_KEYS.savedItems,
        request,
        (saved) => saved && { savedItems: [savedFromLine(line), ...saved.savedItems] },
        (r) => ({ savedItems: r.savedItems }),
      ),
    ]);
  },

  /** Saved for Later → cart (409 when the product is already there). */
  async moveSavedToCart(item: ApiSavedItem) {
    const request = apiFetch<CartAndSaved>(`/api/cart/saved/${encodeURIComponent(item._id)}`, { method: "PATCH" });
    await Promise.all([
      update<ApiCart, CartAndSaved>(
        RESOURCE_KEYS.cart,
        request,
        (cart) => cart && cartOf([...cart.items, lineFromSaved(item)]),
        (r) => r.cart,
      ),
      update<SavedResponse, CartAndSaved>(
        RESOURCE_KEYS.savedItems,
        request,
        (saved) => saved && { savedItems: saved.savedItems.filter((s) => s._id !== item._id) },
        (r) => ({ savedItems: r.savedItems }),
      ),
    ]);
  },

  removeSaved(savedId: string) {
    const request = apiFetch<CartAndSaved>(`/api/cart/saved/${encodeURIComponent(savedId)}`, { method: "DELETE" });
    return update<SavedResponse, CartAndSaved>(
      RESOURCE_KEYS.savedItems,
      request,
      (saved) => saved && { savedItems: saved.savedItems.filter((s) => s._id !== savedId) },
      (r) => ({ savedItems: r.savedItems }),
    );
  },
};
