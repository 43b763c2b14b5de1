// Links into the shop listing (/shop), built in one place. The listing reads
// ?category=<name>, ?q=<text>, ?brands=<name,name> (and sort, page).

export type ShopLinkParams = {
  category?: string;
  q?: string;
  brands?: readonly string[];
};

/** "/shop?category=Laptop%20Bags", "/shop?q=steel%20bottle", "/shop?brands=Tiffin%20%26%20Co."; "/shop" with nothing set. */
export function shopHref(params: ShopLinkParams = {}): string {
  const parts: string[] = [];
  if (params.category) parts.push(`category=${encodeURIComponent(params.category)}`);
  if (params.q) parts.push(`q=${encodeURIComponent(params.q)}`);
  if (params.brands?.length) parts.push(`brands=${encodeURIComponent(params.brands.join(","))}`);
  return parts.length ? `/shop?${parts.join("&")}` : "/shop";
}

/** The header search's text as a query: trimmed; null when nothing is left (spec §5: an empty query does nothing). */
export function normalizeSearchQuery(text: string): string | null {
  const q = text.trim();
  return q ? q : null;
}
