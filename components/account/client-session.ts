import { mutate } from "swr";

// What the browser forgets when a shopper logs out (spec §4: "Logout: removes
// the token, clears the cart, goes to /login").

/** Clears the cart, wishlist and saved-for-later state kept in this browser. */
export async function clearAccountState(): Promise<void> {
  try {
    localStorage.removeItem("savedItems");
  } catch {
    // storage unavailable (private mode): nothing kept there
  }
  await mutate(
    (key) => typeof key === "string" && (key.startsWith("/api/cart") || key.startsWith("/api/wishlist")),
    undefined,
    { revalidate: false },
  );
}

/** A full page load, so every server-rendered part (the header's account menu) reflects the new session. */
export function goTo(path: string): void {
  window.location.assign(path);
}
