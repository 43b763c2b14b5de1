import { forgetResources, type ResourceKey } from "@/components/api/resource-cache";
import { RESOURCE_KEYS } from "@/components/api/resource-keys";

// What the browser forgets when a shopper logs out (spec §4: "Logout: removes
// the token, clears the cart, goes to /login").

/** What the browser keeps of one shopper's account. */
const ACCOUNT_KEYS = new Set<ResourceKey>([
  RESOURCE_KEYS.cart,
  RESOURCE_KEYS.savedItems,
  RESOURCE_KEYS.wishlist,
  RESOURCE_KEYS.orders,
  RESOURCE_KEYS.profile,
  RESOURCE_KEYS.addresses,
]);

/** Clears the cart, wishlist, saved-for-later and other account state kept in this browser. */
export async function clearAccountState(): Promise<void> {
  try {
    localStorage.removeItem("savedItems");
  } catch {
    // storage unavailable (private mode): nothing kept there
  }
  forgetResources((key) => ACCOUNT_KEYS.has(key));
}

/** A full page load, so every server-rendered part (the header's account menu) reflects the new session. */
export function goTo(path: string): void {
  window.location.assign(path);
}
