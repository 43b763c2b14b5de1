// The `message` of GET /api/getproducts/search (spec §7), in English; the /api
// edge answers a ?lang=hi request with the Hindi text of the same Api key
// (lib/api/messages.ts). Plain: the messages test reads these without a database.

export const SEARCH_RESULT_TEXT = {
  none: (text: string) => `No products found for "${text}".`,
  one: "1 product found.",
  some: (count: number) => `${count} products found.`,
  /** Search counts at most `cap` matches (SEARCH_MATCH_CAP), so a count at the cap means "at least". */
  atLeast: (count: number) => `At least ${count} products match.`,
} as const;

/** What a search for `text` that matched `total` products (counted up to `cap`) says. */
export function searchResultText(text: string, total: number, cap: number): string {
  if (total === 0) return SEARCH_RESULT_TEXT.none(text);
  if (total === 1) return SEARCH_RESULT_TEXT.one;
  return total >= cap ? SEARCH_RESULT_TEXT.atLeast(total) : SEARCH_RESULT_TEXT.some(total);
}
