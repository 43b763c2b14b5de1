import { mutate } from "swr";
import { SWR_KEYS } from "@/components/api/swr-keys";

// What the browser forgets when a shopper logs out (spec §4: "Logout: removes
// the token, clears the cart, goes to /login").

/** What the browser keeps of one shopper's account. */
const ACCOUNT_KEYS = new Set<unknown>([
  SWR_KEYS.cart,
  SWR_KEYS.savedItems,
  SWR_KEYS.wishlist,
  SWR_KEYS.orders,
  SWR_KEYS.profile,
  SWR_KEYS.addresses,
]);

/** Clears the cart, wishlist, saved-for-later and other account state kept in this browser. */
export async function clearAccountState(): Promise<void> {
  try {
    localStorage.removeItem("savedItems");
  } catch {
    // storage unavailable (private mode): nothing kept there
  }
  await mutate((key) => ACCOUNT_KEYS.has(key), undefined, { revalidate: false });
}

/** A full page load, so every server-rendered part (the header's account menu) reflects the new session. */
export function goTo(path: string): void {
  window.location.assign(path);
}
