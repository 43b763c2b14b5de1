"use client";

import useSWR, { mutate, type SWRConfiguration } from "swr";
import { ApiRequestError, swrFetcher } from "@/components/api/client";
import { SWR_KEYS } from "@/components/api/swr-keys";
import type { ApiCart, ApiSavedItem, ApiWishlistItem } from "@/lib/cart/api-shape";

// The shopper's cart, saved-for-later list and wishlist in the browser: SWR
// caches of the /api answers (spec §7), under their keys (components/api/swr-keys.ts). The changes are
// in cart-actions.ts and wishlist-actions.ts. Guests use null keys, so they
// never make an authenticated call.

export type SavedResponse = { savedItems: ApiSavedItem[] };
export type WishlistResponse = { wishlist: ApiWishlistItem[] };

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
  return useSWR<T, ApiRequestError>(signedIn ? key : null, swrFetcher, {
    ...loadOnce,
    revalidateOnMount,
    fallbackData,
  });
}

export const useCart = (options: HookOptions<ApiCart>) => useApi(SWR_KEYS.cart, options);
export const useSavedItems = (options: HookOptions<SavedResponse>) => useApi(SWR_KEYS.savedItems, options);
export const useWishlist = (options: HookOptions<WishlistResponse>) => useApi(SWR_KEYS.wishlist, options);

/**
 * The cart or wishlist as the server has it: a click that comes before the
 * first load finished waits for it, so its optimistic change has a base.
 */
export const loadCart = () => mutate<ApiCart>(SWR_KEYS.cart);
export const loadWishlist = () => mutate<WishlistResponse>(SWR_KEYS.wishlist);
