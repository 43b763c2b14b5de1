#!/usr/bin/env node
// npm run db:backup [-- <file or folder>] — writes a consistent backup of the
// shop's database (DATABASE_URL, or the embedded PostgreSQL: the running one,
// or started for the occasion and stopped again) into one gzip file, by
// default KOSH_DATA_DIR/backups/kosh-<UTC time>.backup.gz.
// Restore it with `npm run db:restore -- <file>`; see docs/adr/0006-database-backups.md.
import "../load-env.mjs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { defaultBackupFile, openShopDatabase, writeBackup } from "./backups.mjs";
import { dataDirectory } from "./database.mjs";
import { runMain, StartupError } from "./errors.mjs";

/** Paths are taken relative to where `npm run` was typed, not the project root npm runs in. */
const fromCaller = (given) => path.resolve(process.env.INIT_CWD || process.cwd(), given);

async function chooseFile(given) {
  if (!given) return defaultBackupFile(path.join(dataDirectory(), "backups"));
  const target = fromCaller(given);
  const info = await stat(target).catch(() => null);
  if (info?.isDirectory() || /[/\\]$/.test(given)) return defaultBackupFile(target);
  if (info) throw new StartupError(`${target} already exists; a backup never overwrites a file.`);
  return target;
}

await runMain(async () => {
  const args = process.argv.slice(2);
  if (args.length > 1 || args.some((arg) => arg.startsWith("-"))) {
    throw new StartupError("Usage: npm run db:backup [-- <file or folder>]");
  }
  const file = await chooseFile(args[0]);
  const db = await openShopDatabase({ log: console.log, forBackup: true });
  try {
    const started = performance.now();
    const header = await writeBackup(db.url, file);
    const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
    const { size } = await stat(file);
    console.log(
      `Backed up ${rows} rows of ${header.tables.length} tables and ${header.sequences.length} sequences ` +
        `(PostgreSQL ${header.postgresVersion}, ${header.migrations.length} migrations) in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s to ${file} (${(size / 1024).toFixed(0)} kB).`,
    );
  } finally {
    await db.stop();
  }
  process.exit(0);
});
