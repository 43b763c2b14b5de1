"use client";

import useSWR, { mutate, type SWRConfiguration } from "swr";
import { apiFetch, ApiRequestError } from "@/components/api/client";
import type { ApiCart, ApiCartLine, ApiSavedItem, ApiWishlistItem } from "@/lib/cart/api-shape";
import {
  cartOf,
  EMPTY_CART,
  lineFromSaved,
  lineFromWishlist,
  savedFromLine,
  withAddedProduct,
  withoutLine,
  withQuantityStep,
  wishlistItemFor,
  type ProductPreview,
} from "./cart-updates";

// The shopper's cart, saved-for-later list and wishlist in the browser: SWR
// caches of the /api answers (spec §7). Every change is shown at once
// (optimistic), then replaced by the cart the server returns; a failure rolls
// back and re-reads the server's truth. Guests use null keys, so they never
// make an authenticated call.

export const CART_KEY = "/api/cart/getcart";
export const SAVED_KEY = "/api/cart/saved";
export const WISHLIST_KEY = "/api/wishlist/getWishlist";

export type SavedResponse = { savedItems: ApiSavedItem[] };
export type WishlistResponse = { wishlist: ApiWishlistItem[] };
type CartAndSaved = { cart: ApiCart; savedItems: ApiSavedItem[] };
type WishlistAndCart = { wishlist: ApiWishlistItem[]; cart: ApiCart };

// Calls go through the one client (components/api/client.ts): changes in the
// order the shopper made them, errors as ApiRequestError.
const fetcher = <T>(path: string) => apiFetch<T>(path);

// Spec §4: cart and wishlist load once at start. A component mounting later
// reads the cache instead of fetching again; mutations keep the cache current.
const loadOnce: SWRConfiguration = {
  revalidateIfStale: false,
  revalidateOnFocus: false,
  shouldRetryOnError: (error) => !(error instanceof ApiRequestError && error.status < 500),
};

type HookOptions<T> = {
  signedIn: boolean;
  /** Re-read the server even when the cache has data (a page that shows the whole list). */
  revalidateOnMount?: boolean;
  /** What the server rendered, shown until the cache has data. */
  fallbackData?: T;
};

function useApi<T>(key: string, { signedIn, revalidateOnMount, fallbackData }: HookOptions<T>) {
  return useSWR<T, ApiRequestError>(signedIn ? key : null, fetcher, { ...loadOnce, revalidateOnMount, fallbackData });
}

export const useCart = (options: HookOptions<ApiCart>) => useApi(CART_KEY, options);
export const useSavedItems = (options: HookOptions<SavedResponse>) => useApi(SAVED_KEY, options);
export const useWishlist = (options: HookOptions<WishlistResponse>) => useApi(WISHLIST_KEY, options);

/**
 * The cart or wishlist as the server has it: a click that comes before the
 * first load finished waits for it, so its optimistic change has a base.
 */
export const loadCart = () => mutate<ApiCart>(CART_KEY);
export const loadWishlist = () => mutate<WishlistResponse>(WISHLIST_KEY);

/** Changes in flight per cache key, and the keys a failed change left to re-read. */
const changesInFlight = new Map<string, number>();
const keysToReload = new Set<string>();

/**
 * Shows `optimistic` at once for one cache key, then the part of the server's
 * answer that `pick` takes. A failure rolls back and rethrows; the key is then
 * re-read from the server once no other change to it is in flight. (Rolling
 * back restores the last answer SWR kept, which misses quick clicks still in
 * flight, and SWR drops a re-read that overlaps a change: reading earlier
 * could leave the cart showing a quantity the server does not have.)
 */
async function update<Data, Result>(
  key: string,
  request: Promise<Result>,
  optimistic: (shown: Data | undefined) => Data | undefined,
  pick: (result: Result) => Data,
): Promise<void> {
  changesInFlight.set(key, (changesInFlight.get(key) ?? 0) + 1);
  try {
    await mutate<Data | undefined, Result>(key, request, {
      // `shown` includes other changes still in flight, so quick clicks add up.
      optimisticData: (_committed, shown) => optimistic(shown),
      rollbackOnError: true,
      populateCache: (result) => pick(result),
      revalidate: false,
    });
  } catch (error) {
    keysToReload.add(key);
    throw error;
  } finally {
    const left = (changesInFlight.get(key) ?? 1) - 1;
    if (left > 0) changesInFlight.set(key, left);
    else {
      changesInFlight.delete(key);
      if (keysToReload.delete(key)) void mutate(key);
    }
  }
}

export const cartActions = {
  /** POST /api/cart/add with quantity 1 (spec §5); 409 "Product is already in the cart" for a duplicate. */
  add(productId: string, preview: ProductPreview) {
    const request = apiFetch<{ cart: ApiCart }>("/api/cart/add", { method: "POST", body: { productId, quantity: 1 } });
    return update<ApiCart, { cart: ApiCart }>(
      CART_KEY,
      request,
      (cart) => cart && withAddedProduct(cart, productId, preview),
      (result) => result.cart,
    );
  },

  increase(lineId: string) {
    const request = apiFetch<ApiCart>(`/api/cart/increase/${encodeURIComponent(lineId)}`, { method: "PATCH" });
    return update<ApiCart, ApiCart>(
      CART_KEY,
      request,
      (cart) => withQuantityStep(cart, lineId, 1),
      (cart) => cart,
    );
  },

  decrease(lineId: string) {
    const request = apiFetch<ApiCart>(`/api/cart/decrease/${encodeURIComponent(lineId)}`, { method: "PATCH" });
    return update<ApiCart, ApiCart>(
      CART_KEY,
      request,
      (cart) => withQuantityStep(cart, lineId, -1),
      (cart) => cart,
    );
  },

  remove(lineId: string) {
    const request = apiFetch<ApiCart>(`/api/cart/remove/${encodeURIComponent(lineId)}`, { method: "DELETE" });
    return update<ApiCart, ApiCart>(
      CART_KEY,
      request,
      (cart) => withoutLine(cart, lineId),
      (cart) => cart,
    );
  },

  clear() {
    const request = apiFetch<ApiCart>("/api/cart", { method: "DELETE" });
    return update<ApiCart, ApiCart>(
      CART_KEY,
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
        CART_KEY,
        request,
        (cart) => withoutLine(cart, line._id),
        (r) => r.cart,
      ),
      update<SavedResponse, CartAndSaved>(
        SAVED_KEY,
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
        CART_KEY,
        request,
        (cart) => cart && cartOf([...cart.items, lineFromSaved(item)]),
        (r) => r.cart,
      ),
      update<SavedResponse, CartAndSaved>(
        SAVED_KEY,
        request,
        (saved) => saved && { savedItems: saved.savedItems.filter((s) => s._id !== item._id) },
        (r) => ({ savedItems: r.savedItems }),
      ),
    ]);
  },

  removeSaved(savedId: string) {
    const request = apiFetch<CartAndSaved>(`/api/cart/saved/${encodeURIComponent(savedId)}`, { method: "DELETE" });
    return update<SavedResponse, CartAndSaved>(
      SAVED_KEY,
      request,
      (saved) => saved && { savedItems: saved.savedItems.filter((s) => s._id !== savedId) },
      (r) => ({ savedItems: r.savedItems }),
    );
  },
};

export const wishlistActions = {
  add(productId: string, preview: ProductPreview) {
    const request = apiFetch<WishlistResponse>("/api/wishlist/add", { method: "POST", body: { productId } });
    return update<WishlistResponse, WishlistResponse>(
      WISHLIST_KEY,
      request,
      (list) => list && { wishlist: [wishlistItemFor(productId, preview), ...list.wishlist] },
      (r) => ({ wishlist: r.wishlist }),
    );
  },

  /** By wishlist line id or product id (the server accepts either). */
  remove(id: string) {
    const request = apiFetch<WishlistResponse>(`/api/wishlist/remove/${encodeURIComponent(id)}`, {
      method: "DELETE",
    });
    return update<WishlistResponse, WishlistResponse>(
      WISHLIST_KEY,
      request,
      (list) => list && { wishlist: list.wishlist.filter((item) => item._id !== id && item.productId !== id) },
      (r) => ({ wishlist: r.wishlist }),
    );
  },

  /** Wishlist → cart with quantity 1 (kept as it is when already in the cart). */
  async moveToCart(item: ApiWishlistItem) {
    const request = apiFetch<WishlistAndCart>(`/api/wishlist/move/${encodeURIComponent(item._id)}`, {
      method: "PATCH",
    });
    await Promise.all([
      update<WishlistResponse, WishlistAndCart>(
        WISHLIST_KEY,
        request,
        (list) => list && { wishlist: list.wishlist.filter((entry) => entry._id !== item._id) },
        (r) => ({ wishlist: r.wishlist }),
      ),
      update<ApiCart, WishlistAndCart>(
        CART_KEY,
        request,
        (cart) =>
          cart && !cart.items.some((line) => line.productId === item.productId)
            ? cartOf([...cart.items, lineFromWishlist(item)])
            : cart,
        (r) => r.cart,
      ),
    ]);
  },
};
