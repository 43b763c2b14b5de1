import { forgetResources, type ResourceKey } from "@/components/api/resource-cache";
import { RESOURCE_KEYS } from "@/components/api/resource-keys";
import { forgetRememberedPin } from "@/components/delivery/remembered-pin";

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

/** Clears the cart, wishlist, saved-for-later, the delivery check's PIN code and other account state kept in this browser. */
export async function clearAccountState(): Promise<void> {
  try {
    localStorage.removeItem("savedItems");
  } catch {
    // storage unavailable (private mode): nothing kept there
  }
  forgetRememberedPin();
  forgetResources((key) => ACCOUNT_KEYS.has(key));
}

/** A full page load, so every server-rendered part (the header's account menu) reflects the new session. */
export function goTo(path: string): void {
  window.location.assign(path);
}

/**
 * The browser's back/forward cache keeps a page whole when the shopper leaves
 * it (a cached catalogue page, and any page reached from it without a full
 * load: cart, checkout with its address), and Back shows it again as it was,
 * even after logout: the previous shopper's name, menu and checkout details on
 * a shared phone. While a shopper is signed in, such a page is hidden as the
 * browser keeps it and loaded afresh when it comes back, so it shows whoever is
 * signed in then. Returns the clean-up (an effect's).
 */
export function reloadWhenRestoredFromCache(): () => void {
  const onPageHide = (event: PageTransitionEvent) => {
    if (event.persisted) document.documentElement.style.visibility = "hidden";
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) window.location.reload();
  };
  window.addEventListener("pagehide", onPageHide);
  window.addEventListener("pageshow", onPageShow);
  return () => {
    window.removeEventListener("pagehide", onPageHide);
    window.removeEventListener("pageshow", onPageShow);
  };
}
