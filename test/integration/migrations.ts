import { cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { applyMigrations, migrationsDir } from "../../scripts/db/migrations.mjs";
import { createScratchDatabase } from "./database";

/**
 * A new empty database with every committed migration applied but `migration`, for a test of what
 * `migration` does to rows written before it existed: fill it, then `applyMigrations(url)` applies
 * `migration` alone. For the latest migration it is a live database one release behind. `applied`
 * names what was applied; `drop` removes the database.
 */
export async function databaseMigratedWithout(migration: string) {
  const work = await mkdtemp(path.join(os.tmpdir(), "kosh-migration-"));
  try {
    const dir = path.join(work, "migrations");
    await cp(migrationsDir, dir, { recursive: true });
    await rm(path.join(dir, migration), { recursive: true });
    const db = await createScratchDatabase({ fromTemplate: false });
    const applied: string[] = await applyMigrations(db.url, { dir }).catch(async (error: unknown) => {
      await db.drop();
      throw error;
    });
    return { ...db, applied };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Runs `sql` on the database at `url` (a scratch one, say) on a connection of its own, and gives a single
 * statement's rows (several statements, separated by semicolons, run as one and give none).
 */
export async function queryAt<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}
