"use client";

import { fetchJson, loadResource, useResource } from "@/components/api/resource-cache";
import { RESOURCE_KEYS } from "@/components/api/resource-keys";
import type { ApiCart, ApiSavedItem, ApiWishlistItem } from "@/lib/cart/api-shape";

// The shopper's cart, saved-for-later list and wishlist in the browser: the
// resource cache's copies of the /api answers (spec §7), under their keys
// (components/api/resource-keys.ts). The changes are in cart-actions.ts and
// wishlist-actions.ts. Guests use null keys, so they never make an
// authenticated call.

export type SavedResponse = { savedItems: ApiSavedItem[] };
export type WishlistResponse = { wishlist: ApiWishlistItem[] };

// Spec §4: cart and wishlist load once at start. A component mounting later
// reads the kept answer instead of fetching again; changes keep it current.
type HookOptions<T> = {
  signedIn: boolean;
  /** Re-read the server even when an answer is kept (a page that shows the whole list). */
  revalidateOnMount?: boolean;
  /** What the server rendered, shown until an answer is kept. */
  fallbackData?: T;
};

function useApi<T>(key: string, { signedIn, revalidateOnMount, fallbackData }: HookOptions<T>) {
  return useResource<T>(signedIn ? key : null, fetchJson, { reloadOnMount: revalidateOnMount, fallbackData });
}

export const useCart = (options: HookOptions<ApiCart>) => useApi(RESOURCE_KEYS.cart, options);
export const useSavedItems = (options: HookOptions<SavedResponse>) => useApi(RESOURCE_KEYS.savedItems, options);
export const useWishlist = (options: HookOptions<WishlistResponse>) => useApi(RESOURCE_KEYS.wishlist, options);

/**
 * The cart or wishlist as the server has it: a click that comes before the
 * first load finished waits for it, so its optimistic change has a base.
 */
export const loadCart = () => loadResource<ApiCart>(RESOURCE_KEYS.cart);
export const loadWishlist = () => loadResource<WishlistResponse>(RESOURCE_KEYS.wishlist);
