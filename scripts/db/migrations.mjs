// Apply committed SQL migrations (prisma/migrations/<timestamp>_<name>/migration.sql)
// and write new ones, without the Prisma CLI's native engine (see schema-engine.mjs).
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { emptyFilter, openSchemaEngine } from "./schema-engine.mjs";
import { StartupError } from "./errors.mjs";

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const migrationsDir = path.join(projectRoot, "prisma", "migrations");
export const schemaPath = path.join(projectRoot, "prisma", "schema.prisma");
/** The datamodel the committed migrations produce; new migrations are diffed from it. */
export const snapshotPath = path.join(migrationsDir, "schema.snapshot.prisma");

async function readMigrationsList(dir = migrationsDir) {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const migrationDirectories = [];
  for (const name of names) {
    const file = path.join(dir, name, "migration.sql");
    const content = await readFile(file, "utf8").then(
      (value) => ({ tag: "ok", value }),
      (error) => ({ tag: "error", value: String(error) }),
    );
    migrationDirectories.push({ path: name, migrationFile: { path: "migration.sql", content } });
  }
  const lockfile = await readFile(path.join(dir, "migration_lock.toml"), "utf8").catch(() => null);
  return {
    baseDir: dir,
    lockfile: { path: "migration_lock.toml", content: lockfile },
    shadowDbInitScript: "",
    migrationDirectories,
  };
}

/** The committed migrations' names (their folders under prisma/migrations), in order. */
export async function committedMigrationNames(dir = migrationsDir) {
  const { migrationDirectories } = await readMigrationsList(dir);
  return migrationDirectories.map((migration) => migration.path);
}

/**
 * Applies every committed migration not yet recorded in `_prisma_migrations`.
 * @returns {Promise<string[]>} the names of the migrations applied now
 */
export async function applyMigrations(connectionString, { dir = migrationsDir } = {}) {
  const migrationsList = await readMigrationsList(dir);
  const { engine, close, lastScriptError } = await openSchemaEngine({ connectionString });
  try {
    const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList, filters: emptyFilter });
    return appliedMigrationNames;
  } catch (error) {
    // The engine reports a failed script as "External error id#0": prefer PostgreSQL's own words.
    const sqlError = lastScriptError();
    const reason = sqlError
      ? `PostgreSQL said: ${sqlError.message} (the failing migration was rolled back whole).`
      : (error instanceof Error ? error.message : String(error)).split("\n")[0];
    throw new StartupError(`Applying migrations failed. ${reason}`);
  } finally {
    await close();
  }
}

/** SQL that turns schema `from` into schema `to` (empty string when nothing changes). */
export async function diffSchemas(connectionString, from, to) {
  const target = (content) =>
    content === null ? { tag: "empty" } : { tag: "schemaDatamodel", files: [{ path: "schema.prisma", content }] };
  const { engine, close } = await openSchemaEngine({ connectionString, datamodel: to });
  try {
    const result = await engine.diff({
      from: target(from),
      to: target(to),
      script: true,
      exitCode: null,
      filters: emptyFilter,
    });
    const sql = (result.stdout ?? "").trim();
    return /^-- This is an empty migration\.?$/.test(sql) ? "" : sql;
  } finally {
    await close();
  }
}

/**
 * Writes prisma/migrations/<UTC timestamp>_<name>/migration.sql from the
 * difference between the snapshot and prisma/schema.prisma, then updates the
 * snapshot. Returns null when the schema has not changed.
 */
export async function createMigration(
  connectionString,
  name,
  { now = new Date(), schemaFile = schemaPath, dir = migrationsDir } = {},
) {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");
  if (!slug) throw new StartupError("Give the migration a name, e.g. `npm run db:migration:new -- add_gift_wrap`.");
  const snapshotFile = path.join(dir, path.basename(snapshotPath));
  const schema = await readFile(schemaFile, "utf8");
  const snapshot = await readFile(snapshotFile, "utf8").catch(() => null);
  const sql = await diffSchemas(connectionString, snapshot, schema);
  if (!sql) return null;
  const stamp = now.toISOString().replace(/[-:T]/g, "").slice(0, 14);
  const dirName = `${stamp}_${slug}`;
  await mkdir(path.join(dir, dirName), { recursive: true });
  await writeFile(path.join(dir, dirName, "migration.sql"), `${sql}\n`);
  await writeFile(snapshotFile, schema);
  return dirName;
}
