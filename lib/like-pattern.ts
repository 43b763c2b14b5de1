// Prisma's `contains` / `startsWith` / `endsWith` become SQL LIKE / ILIKE and
// pass `%` and `_` through as wildcards (prisma/orm#19506). Text a person
// typed into a search box is meant literally, so escape them (and the escape
// character itself) with PostgreSQL's default LIKE escape, the backslash.

/** "100%_off" → "100\%\_off": matches those characters literally in a Prisma string filter. */
export function literalLikeText(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
