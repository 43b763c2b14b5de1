// Every key of the browser's resource cache (resource-cache.ts), in one place.
// A key stands for one /api answer in one shape: whatever reads it reads that
// whole answer (fetchJson) and derives what it needs, so no component can leave
// another a value of a different shape under the same key (the delivery check
// once cached a PIN code under the saved addresses' key).
export const RESOURCE_KEYS = {
  me: "/api/auth/me",
  cart: "/api/cart/getcart",
  savedItems: "/api/cart/saved",
  wishlist: "/api/wishlist/getWishlist",
  orders: "/api/payment/get-orders",
  profile: "/api/auth/profile/getprofile",
  addresses: "/api/addresses",
  /** The delivery promise for a PIN code (and an order total, for the COD limit). */
  deliveryEstimate: (pin: string, totalRupees: number | undefined) => ["delivery-estimate", pin, totalRupees] as const,
} as const;
