// URL slugs for the catalogue, for the admin and the demo seed alike.

/** "Tiffin & Co." → "tiffin-and-co"; "" when the text has no Latin letters or digits. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Longest slug the admin makes from a name (a suffix such as "-12" may follow). */
export const MAX_SLUG_BASE_LENGTH = 80;

/** The slug for a new row: the name's slug, shortened, or `fallback` when the name gives none. */
export function slugBase(name: string, fallback: string): string {
  const slug = slugify(name).slice(0, MAX_SLUG_BASE_LENGTH).replace(/-+$/, "");
  return slug || fallback;
}

/** The first of base, base-2, base-3, … that is not taken. */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
