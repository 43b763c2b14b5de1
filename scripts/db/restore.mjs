#!/usr/bin/env node
// npm run db:restore -- <file> [--force] — restores a backup made by
// `npm run db:backup` into the shop's database (DATABASE_URL, or the embedded
// PostgreSQL), after applying the committed migrations. The database must
// have no rows yet; --force deletes all of them first. Everything runs in one
// transaction: a refused or failed restore changes nothing.
// See docs/adr/0006-database-backups.md.
import "../load-env.mjs";
import path from "node:path";
import { assertRestorable, openShopDatabase, readBackupHeader, restoreBackup } from "./backups.mjs";
import { runMain, StartupError } from "./errors.mjs";
import { applyMigrations } from "./migrations.mjs";

await runMain(async () => {
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const files = args.filter((arg) => arg !== "--force");
  if (files.length !== 1 || files[0].startsWith("-")) {
    throw new StartupError("Usage: npm run db:restore -- <file> [--force]");
  }
  const file = path.resolve(process.env.INIT_CWD || process.cwd(), files[0]);
  // A wrong file is refused before any server is started.
  const header = await readBackupHeader(file);
  const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Backup of ${header.createdAt}: ${rows} rows of ${header.tables.length} tables, PostgreSQL ${header.postgresVersion}.`,
  );

  const db = await openShopDatabase({ log: console.log });
  try {
    // A restore it would refuse changes nothing, not even the schema of a database that is behind.
    await assertRestorable(db.url, header, { force });
    const applied = await applyMigrations(db.url);
    if (applied.length) console.log(`Applied ${applied.length} migration(s) first.`);
    const started = performance.now();
    await restoreBackup(db.url, file, { force, log: console.warn });
    console.log(
      `Restored ${rows} rows of ${header.tables.length} tables and ${header.sequences.length} sequences in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s. Restart the shop if it is running, so no cache serves data from before.`,
    );
  } finally {
    await db.stop();
  }
  process.exit(0);
});
