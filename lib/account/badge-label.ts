// Shared by the server-rendered header and its client badges.

/** The accessible name of a header icon link: "Cart, 3 items", "Wishlist, 1 item"; just "Cart" for a guest (count null). */
export function badgeLabel(noun: string, count: number | null): string {
  if (count === null) return noun;
  return `${noun}, ${count} ${count === 1 ? "item" : "items"}`;
}
