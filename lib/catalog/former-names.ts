import "server-only";
import { Prisma } from "@/lib/db";

// The names a category or brand had before a rename
// (docs/adr/0035-former-names-redirect.md). /shop links name them
// (`?category=Luggage`, `?brands=Wildtrail`): the home banners, bookmarks,
// search engines and shared links keep the old name after an admin renames
// one, and find the renamed category or brand through its former names
// (lib/catalog/filters.ts, withCurrentNames). Kept unambiguous when written: a
// name is at most one category's (or brand's), current or former. Names
// compare ignoring case, as the admin's name checks do.

type Names = { name: string; nameHi: string | null };

const lower = (name: string) => name.toLowerCase();

/**
 * A row's former names after a rename from `before` to `after`: each name
 * that changed (English or Hindi) joins them, most recent last, and its
 * current names leave them (a rename back).
 */
export function formerNamesAfterRename(formerNames: string[], before: Names, after: Names): string[] {
  const current = new Set([after.name, after.nameHi].flatMap((name) => (name ? [lower(name)] : [])));
  const released = [...new Set([before.name, before.nameHi].flatMap((name) => (name ? [name] : [])))].filter(
    (name) => !current.has(lower(name)),
  );
  const releasedLower = new Set(released.map(lower));
  const kept = formerNames.filter((name) => !current.has(lower(name)) && !releasedLower.has(lower(name)));
  return [...kept, ...released];
}

/** A row's current names: its English one, and its Hindi one when it has one. */
export function namesOf(row: Names): string[] {
  return row.nameHi ? [row.name, row.nameHi] : [row.name];
}

/**
 * Takes `names` out of every other row's former names: a name that becomes
 * one's current name is no longer anyone's alias (current names win), and
 * a name one row gives up now is no longer another's (the most recent rename
 * wins). Runs inside the write's transaction, under its table's lock.
 */
export async function forgetFormerNames(
  tx: Prisma.TransactionClient,
  table: "Category" | "Brand",
  names: string[],
  exceptId: string | null = null,
): Promise<void> {
  if (!names.length) return;
  await tx.$executeRaw`
    WITH forgotten AS (SELECT lower(name) AS name FROM unnest(${names}::text[]) AS name)
    UPDATE ${Prisma.raw(`"${table}"`)}
    SET "formerNames" = ARRAY(
      SELECT n FROM unnest("formerNames") WITH ORDINALITY AS f(n, at)
      WHERE lower(n) NOT IN (SELECT name FROM forgotten) ORDER BY at)
    WHERE (${exceptId}::text IS NULL OR id <> ${exceptId})
      AND EXISTS (SELECT 1 FROM unnest("formerNames") AS n WHERE lower(n) IN (SELECT name FROM forgotten))`;
}
