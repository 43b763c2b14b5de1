import { cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
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
