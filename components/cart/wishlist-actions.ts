"use client";

import { apiFetch } from "@/components/api/client";
import type { ApiCart, ApiWishlistItem } from "@/lib/cart/api-shape";
import { cartOf, lineFromWishlist, wishlistItemFor, type ProductPreview } from "./cart-updates";
import { changeResource as update } from "@/components/api/resource-cache";
import { type WishlistResponse } from "./use-cart";
import { RESOURCE_KEYS } from "@/components/api/resource-keys";

// What the shopper does to the wishlist (spec §5, §7), in order and shown at
// once, like the cart's changes (cart-actions.ts).

type WishlistAndCart = { wishlist: ApiWishlistItem[]; cart: ApiCart };

export const wishlistActions = {
  add(productId: string, preview: ProductPreview) {
    const request = apiFetch<WishlistResponse>("/api/wishlist/add", { method: "POST", body: { productId } });
    return update<WishlistResponse, WishlistResponse>(
      RESOURCE_KEYS.wishlist,
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
      RESOURCE_KEYS.wishlist,
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
        RESOURCE_KEYS.wishlist,
        request,
        (list) => list && { wishlist: list.wishlist.filter((entry) => entry._id !== item._id) },
        (r) => ({ wishlist: r.wishlist }),
      ),
      update<ApiCart, WishlistAndCart>(
        RESOURCE_KEYS.cart,
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
