// Shared by the server-rendered header and its client badges.

/** The words for a count of units in the page's language (messages Header.itemOne / itemOther). */
export type CountUnits = { one: string; other: string };

/**
 * The accessible name of a header icon link: "Cart, 3 items", "Wishlist, 1 item" ("कार्ट, 3 आइटम" in
 * Hindi); just "Cart" for a guest (count null).
 */
export function badgeLabel(noun: string, count: number | null, units: CountUnits): string {
  if (count === null) return noun;
  return `${noun}, ${count} ${count === 1 ? units.one : units.other}`;
}
