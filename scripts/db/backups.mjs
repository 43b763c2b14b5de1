// Backups of the shop's database without pg_dump: every application table is
// exported with COPY inside one REPEATABLE READ transaction into one gzip
// file, and restored with COPY onto freshly migrated tables in one
// transaction. Why this way: docs/adr/0006-database-backups.md.
//
// The file is UTF-8 text, gzip-compressed (`zcat` shows it):
//   line 1       header JSON: format, version, time, PostgreSQL version, the
//                applied migrations, every table (columns, row count) and
//                every sequence's value
//   per table    its rows in COPY text format (one line per row: tabs between
//                columns, \N for NULL), then a line "\." that ends the table.
//                No row can be "\.": COPY writes a backslash in data as "\\".
//   last line    trailer JSON {"sha256": …}, the hash of every byte before it
import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { access, mkdir, open, realpath, rename, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import pg from "pg";
import { from as copyFrom, to as copyTo } from "pg-copy-streams";
import { z } from "zod";
import {
  assertEmbeddedAllowed,
  createDatabaseIfMissing,
  dataDirectory,
  EMBEDDED_DATABASE,
  embeddedPort,
  openDatabase,
  quoteIdent,
  redactUrl,
} from "./database.mjs";
import { embeddedUrl } from "./embedded.mjs";
import { StartupError } from "./errors.mjs";
import { committedMigrationNames } from "./migrations.mjs";

export const BACKUP_FORMAT = "kosh-backup";
export const BACKUP_VERSION = 1;
const MIGRATIONS_TABLE = "_prisma_migrations";
const END_OF_TABLE = Buffer.from("\\.\n");
const NEWLINE = 0x0a;

const headerSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int(),
  createdAt: z.string(),
  postgresVersion: z.string(),
  migrations: z.array(z.string()),
  tables: z.array(z.object({ name: z.string(), columns: z.array(z.string()).min(1), rows: z.number().int().min(0) })),
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() })),
});
const trailerSchema = z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/) });

/** A backup file that cannot be restored as it is: bad format, damaged or cut short. */
export class BackupFileError extends StartupError {
  name = "BackupFileError";
}

/** `<folder>/kosh-20261123T101500Z.backup.gz` (ISO 8601 basic time in UTC, safe in any file system). */
export function defaultBackupFile(folder, now = new Date()) {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return path.join(folder, `kosh-${stamp}.backup.gz`);
}

// ───────────────────────────── Catalogue ─────────────────────────────

const qualified = (schema, name) => `${quoteIdent(schema)}.${quoteIdent(name)}`;
// Objects an extension created (citext, pg_trgm) belong to the extension, not to the shop.
const NOT_FROM_EXTENSION = `NOT EXISTS (SELECT 1 FROM pg_depend d
  WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')`;

/** The migrations recorded as applied, by name; null when the database has no migrations table. */
export async function appliedMigrations(client) {
  const { rows } = await client.query(`SELECT to_regclass($1) IS NOT NULL AS present`, [quoteIdent(MIGRATIONS_TABLE)]);
  if (!rows[0].present) return null;
  const applied = await client.query(
    `SELECT migration_name FROM ${quoteIdent(MIGRATIONS_TABLE)}
     WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
  );
  return applied.rows.map((row) => row.migration_name);
}

/**
 * Every table of the application schema (the connection's current schema)
 * except `_prisma_migrations`, found in the catalogue so a table added later
 * is included without a code change, in an order where each table comes after
 * the tables its foreign keys point to (ties by name, so the order is stable).
 * @returns {Promise<{ schema: string, tables: Array<{ name: string, partitioned: boolean, columns: string[] }> }>}
 */
export async function applicationTables(client) {
  const { rows: tables } = await client.query(
    `SELECT c.oid, c.relname AS name, c.relkind = 'p' AS partitioned, current_schema() AS schema
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relispartition
       AND c.relname <> $1 AND ${NOT_FROM_EXTENSION}
     ORDER BY c.relname`,
    [MIGRATIONS_TABLE],
  );
  const oids = tables.map((table) => table.oid);
  // Generated columns are computed by PostgreSQL and cannot be written by COPY.
  const { rows: columns } = await client.query(
    `SELECT attrelid AS oid, attname AS name FROM pg_attribute
     WHERE attrelid = ANY($1) AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
     ORDER BY attrelid, attnum`,
    [oids],
  );
  const { rows: references } = await client.query(
    `SELECT DISTINCT conrelid AS "from", confrelid AS "to" FROM pg_constraint
     WHERE contype = 'f' AND conrelid = ANY($1) AND confrelid = ANY($1) AND conrelid <> confrelid`,
    [oids],
  );
  const byOid = new Map(
    tables.map((table) => [
      table.oid,
      { name: table.name, partitioned: table.partitioned, columns: [], dependsOn: new Set() },
    ]),
  );
  for (const column of columns) byOid.get(column.oid).columns.push(column.name);
  for (const reference of references) byOid.get(reference.from).dependsOn.add(reference.to);

  // Foreign keys are checked as each COPY ends, so a referenced table must be loaded first.
  const ordered = [];
  const placed = new Set();
  while (placed.size < tables.length) {
    const ready = tables.filter(
      (table) => !placed.has(table.oid) && [...byOid.get(table.oid).dependsOn].every((oid) => placed.has(oid)),
    );
    if (ready.length === 0) {
      const stuck = tables.filter((table) => !placed.has(table.oid)).map((table) => table.name);
      throw new StartupError(
        `The foreign keys between ${stuck.join(", ")} form a cycle, so no load order exists; the backup script needs deferrable constraints for that.`,
      );
    }
    for (const table of ready) placed.add(table.oid);
    ordered.push(...ready.map((table) => table.oid));
  }
  const schema = tables[0]?.schema ?? (await client.query("SELECT current_schema() AS schema")).rows[0].schema;
  return {
    schema,
    tables: ordered.map((oid) => {
      const { name, partitioned, columns: names } = byOid.get(oid);
      return { name, partitioned, columns: names };
    }),
  };
}

/** The application schema's sequences (SERIAL and BIGSERIAL columns such as Order.number). */
async function sequenceNames(client) {
  const { rows } = await client.query(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind = 'S' AND ${NOT_FROM_EXTENSION}
     ORDER BY c.relname`,
  );
  return rows.map((row) => row.name);
}

async function rowCount(client, schema, table) {
  const { rows } = await client.query(`SELECT count(*)::bigint AS n FROM ${qualified(schema, table)}`);
  return Number(rows[0].n);
}

const columnList = (columns) => columns.map(quoteIdent).join(", ");
const count = (n, noun) => `${n} ${noun}${n === 1 ? "" : "s"}`;

// ─────────────────────────────── Backup ───────────────────────────────

/**
 * Writes a backup of the database at `url` to `file` (which must not exist).
 * The export runs in one REPEATABLE READ, READ ONLY transaction: it sees one
 * snapshot of every table while the shop goes on taking orders.
 * @param {string} url
 * @param {string} file
 * @param {{ onTable?: (table: { name: string, rows: number }) => void | Promise<void> }} [options]
 *   called after each table is written (progress output; tests use it to write during a backup)
 */
export async function writeBackup(url, file, { onTable = () => {} } = {}) {
  const client = new pg.Client({ connectionString: url, application_name: "kosh-backup" });
  await client.connect();
  const partial = `${file}.partial-${randomBytes(4).toString("hex")}`;
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    // A managed server may cap statement time; a large table's COPY must not be cut off.
    await client.query("SET LOCAL statement_timeout = 0");
    // The first query takes the snapshot every later read sees.
    const migrations = await appliedMigrations(client);
    if (!migrations?.length) {
      throw new StartupError(
        "This database has no migrations applied, so it holds no shop to back up (start the shop or run `npm run db:migrate` first).",
      );
    }
    const { schema, tables } = await applicationTables(client);
    // As pg_dump does: no migration may drop or alter a table while it is being read.
    if (tables.length) {
      await client.query(
        `LOCK TABLE ${tables.map((table) => qualified(schema, table.name)).join(", ")} IN ACCESS SHARE MODE`,
      );
    }
    for (const table of tables) table.rows = await rowCount(client, schema, table.name);
    // Sequences are not transactional: read after the snapshot was taken, their
    // values are at least those of every row the backup contains.
    const sequences = [];
    for (const name of await sequenceNames(client)) {
      const { rows } = await client.query(`SELECT last_value::text, is_called FROM ${qualified(schema, name)}`);
      sequences.push({ name, lastValue: rows[0].last_value, isCalled: rows[0].is_called });
    }
    const { rows: version } = await client.query("SHOW server_version");
    const header = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      postgresVersion: version[0].server_version,
      migrations,
      tables: tables.map(({ name, columns, rows }) => ({ name, columns, rows })),
      sequences,
    };

    const hash = createHash("sha256");
    const hashed = (chunk) => {
      hash.update(chunk);
      return chunk;
    };
    async function* content() {
      yield hashed(Buffer.from(`${JSON.stringify(header)}\n`));
      for (const table of tables) {
        const source = table.partitioned
          ? `(SELECT ${columnList(table.columns)} FROM ${qualified(schema, table.name)})`
          : `${qualified(schema, table.name)} (${columnList(table.columns)})`;
        let rows = 0;
        for await (const chunk of client.query(copyTo(`COPY ${source} TO STDOUT`))) {
          rows += countLines(chunk);
          yield hashed(chunk);
        }
        if (rows !== table.rows) {
          throw new Error(`${table.name}: COPY wrote ${rows} rows but the same snapshot counted ${table.rows}.`);
        }
        yield hashed(END_OF_TABLE);
        await onTable({ name: table.name, rows });
      }
      yield Buffer.from(`${JSON.stringify({ sha256: hash.digest("hex") })}\n`);
    }
    await mkdir(path.dirname(file), { recursive: true });
    // Backups hold personal data and password hashes: readable by the owner only.
    await pipeline(content(), createGzip(), createWriteStream(partial, { flags: "wx", mode: 0o600 }));
    await client.query("COMMIT");
    // On disk before it gets its name, so a crash never leaves a half file that looks whole.
    const handle = await open(partial, "r");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, file);
    return header;
  } catch (error) {
    await rm(partial, { force: true });
    throw asOperatorError(error, "The backup failed");
  } finally {
    await client.end().catch(() => {});
  }
}

/** PostgreSQL's errors (permissions, a full disk…) as one line an operator can act on. */
function asOperatorError(error, what) {
  if (error instanceof StartupError || typeof error?.severity !== "string") return error;
  const where = error.where ? ` (${error.where.split("\n")[0]})` : "";
  return new StartupError(`${what}. PostgreSQL said: ${error.message}${where}`);
}

function countLines(chunk) {
  let lines = 0;
  for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, at + 1)) lines += 1;
  return lines;
}

// ─────────────────────────────── Reading ───────────────────────────────

/** Lines of a stream as Buffers, each with its "\n" (a last line without one is returned as it is). */
class LineReader {
  #chunks;
  #batch = [];
  #next = 0;
  #rest = Buffer.alloc(0);
  #ended = false;

  constructor(stream) {
    this.#chunks = stream[Symbol.asyncIterator]();
  }

  /** @returns {Promise<Buffer | null>} null at the end of the stream */
  async next() {
    while (this.#next >= this.#batch.length) {
      if (this.#ended) return null;
      const { value, done } = await this.#chunks.next();
      this.#batch = [];
      this.#next = 0;
      if (done) {
        this.#ended = true;
        if (this.#rest.length) this.#batch.push(this.#rest);
        continue;
      }
      const data = this.#rest.length ? Buffer.concat([this.#rest, value]) : value;
      let start = 0;
      for (let end = data.indexOf(NEWLINE); end !== -1; end = data.indexOf(NEWLINE, start)) {
        this.#batch.push(data.subarray(start, end + 1));
        start = end + 1;
      }
      this.#rest = data.subarray(start);
    }
    return this.#batch[this.#next++];
  }
}

function parseJsonLine(line, schema) {
  if (!line || line.at(-1) !== NEWLINE) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(line.toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Reads the header only (for messages and checks before anything is written). */
export async function readBackupHeader(file) {
  const input = openBackupStream(file);
  try {
    const line = await describeErrors(file, () => new LineReader(input).next());
    return parseHeader(file, line);
  } finally {
    input.destroy();
  }
}

function openBackupStream(file) {
  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.on("error", (error) => gunzip.destroy(error));
  return source.pipe(gunzip);
}

function parseHeader(file, line) {
  let raw = null;
  try {
    raw = line ? JSON.parse(line.toString("utf8")) : null;
  } catch {
    // reported below
  }
  if (raw?.format !== BACKUP_FORMAT) throw new BackupFileError(`${file} is not a Kosh & Co. backup.`);
  if (raw.version !== BACKUP_VERSION) {
    throw new BackupFileError(
      `${file} has backup format ${raw.version}; this version of the shop reads format ${BACKUP_VERSION}.`,
    );
  }
  const header = parseJsonLine(line, headerSchema);
  if (!header) throw new BackupFileError(`${file} is damaged: its header is incomplete.`);
  return header;
}

/** Runs `work`, turning gzip and file errors into one clear line about the file. */
async function describeErrors(file, work) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StartupError) throw error;
    if (error?.code === "ENOENT") throw new BackupFileError(`${file} does not exist.`);
    if (error?.code === "Z_DATA_ERROR" && /incorrect header check/.test(error.message)) {
      throw new BackupFileError(`${file} is not a Kosh & Co. backup (not gzip-compressed).`);
    }
    if (/unexpected end of file/.test(error?.message ?? "")) {
      throw new BackupFileError(`${file} is damaged: it ends early.`);
    }
    if (typeof error?.code === "string" && error.code.startsWith("Z_")) {
      throw new BackupFileError(`${file} is damaged (gzip: ${error.message}).`);
    }
    throw error;
  }
}

/**
 * Reads a whole backup file and checks it as it goes: header, every table's
 * row count against the header, the end of every table, the trailer's
 * checksum and the end of the file. Each table's rows are handed to
 * `loadTable` as an async iterable of Buffers in COPY text format, which it
 * must consume. Throws a BackupFileError naming the first problem.
 * @param {string} file
 * @param {{ onHeader?: (header: z.infer<typeof headerSchema>) => Promise<void>, loadTable?: (table: { name: string, columns: string[], rows: number }, data: AsyncIterable<Buffer>) => Promise<void> }} handlers
 */
async function readBackup(file, { onHeader = async () => {}, loadTable = drain }) {
  const input = openBackupStream(file);
  try {
    return await describeErrors(file, async () => {
      const reader = new LineReader(input);
      const hash = createHash("sha256");
      const headerLine = await reader.next();
      const header = parseHeader(file, headerLine);
      hash.update(headerLine);
      await onHeader(header);

      for (const table of header.tables) {
        const seen = { rows: 0, ended: false };
        await loadTable(table, tableData(reader, hash, seen));
        if (!seen.ended) throw new BackupFileError(`${file} is damaged: it ends early, in table ${table.name}.`);
        if (seen.rows !== table.rows) {
          throw new BackupFileError(
            `${file} is damaged: table ${table.name} has ${count(seen.rows, "row")} where its header says ${table.rows}.`,
          );
        }
      }
      const trailer = parseJsonLine(await reader.next(), trailerSchema);
      if (!trailer) throw new BackupFileError(`${file} is damaged: it ends early (no checksum line).`);
      if (trailer.sha256 !== hash.digest("hex")) {
        throw new BackupFileError(`${file} is damaged: its checksum does not match its contents.`);
      }
      if ((await reader.next()) !== null) throw new BackupFileError(`${file} is damaged: data after its end.`);
      return header;
    });
  } finally {
    input.destroy();
  }
}

/** One table's rows from the reader, in batches of about 256 kB, up to its "\." line. */
async function* tableData(reader, hash, seen) {
  let batch = [];
  let size = 0;
  for (let line = await reader.next(); line !== null; line = await reader.next()) {
    hash.update(line);
    if (line.equals(END_OF_TABLE)) {
      seen.ended = true;
      break;
    }
    if (line.at(-1) !== NEWLINE) break; // the file stops inside a row
    seen.rows += 1;
    batch.push(line);
    size += line.length;
    if (size >= 256 * 1024) {
      yield Buffer.concat(batch);
      batch = [];
      size = 0;
    }
  }
  if (batch.length) yield Buffer.concat(batch);
}

async function drain(_table, data) {
  for await (const chunk of data) void chunk;
}

/** Reads a backup file through and checks it without touching any database. */
export function verifyBackupFile(file) {
  return readBackup(file, {});
}

// ─────────────────────────────── Restore ───────────────────────────────

/**
 * Restores a backup into the database at `url`, which must have exactly the
 * backup's migrations applied and no application rows (with `force`, its
 * rows are deleted first). Everything happens in one transaction: on any
 * problem nothing changes. The file is checked whole before the database is
 * touched, and again while it is loaded.
 * @param {string} url
 * @param {string} file
 * @param {{ force?: boolean, log?: (line: string) => void }} [options]
 */
export async function restoreBackup(url, file, { force = false, log = () => {} } = {}) {
  await verifyBackupFile(file);
  const client = new pg.Client({ connectionString: url, application_name: "kosh-restore" });
  await client.connect();
  try {
    await client.query("BEGIN");
    await client.query("SET LOCAL statement_timeout = 0");
    let schema;
    let tables;
    let enabledTriggers = [];
    const header = await readBackup(file, {
      async onHeader(header) {
        ({ schema, tables } = await applicationTables(client));
        assertSameMigrations(header.migrations, await appliedMigrations(client));
        assertSameTables(header.tables, tables);
        // No one else writes while the restore runs (readers may go on).
        if (tables.length) {
          await client.query(
            `LOCK TABLE ${tables.map((table) => qualified(schema, table.name)).join(", ")} IN EXCLUSIVE MODE`,
          );
        }
        await emptyOrRefuse(client, schema, tables, { force, log, url });
        enabledTriggers = await disableUserTriggers(client, schema, tables);
      },
      async loadTable(table, data) {
        const target = `${qualified(schema, table.name)} (${columnList(table.columns)})`;
        await pipeline(data, client.query(copyFrom(`COPY ${target} FROM STDIN`)));
      },
    });
    for (const sequence of header.sequences) {
      await client.query(`SELECT setval($1::regclass, $2::bigint, $3)`, [
        qualified(schema, sequence.name),
        sequence.lastValue,
        sequence.isCalled,
      ]);
    }
    for (const table of header.tables) {
      const rows = await rowCount(client, schema, table.name);
      if (rows !== table.rows) {
        throw new StartupError(
          `After the restore ${table.name} has ${rows} rows, not ${table.rows}; nothing was restored.`,
        );
      }
    }
    await enableTriggers(client, schema, enabledTriggers);
    await client.query("COMMIT");
    // Fresh planner statistics, so search and listings use their indexes at once.
    await client.query(`ANALYZE ${tables.map((table) => qualified(schema, table.name)).join(", ")}`).catch(() => {});
    return header;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw asOperatorError(error, "The restore failed and changed nothing");
  } finally {
    await client.end().catch(() => {});
  }
}

function assertSameMigrations(backup, database) {
  if (database === null) {
    throw new StartupError("This database has no migrations applied; migrate it first (`npm run db:migrate`).");
  }
  const missing = backup.filter((name) => !database.includes(name));
  const extra = database.filter((name) => !backup.includes(name));
  if (missing.length || extra.length) {
    const parts = [
      missing.length && `the backup has ${missing.join(", ")} that this database lacks`,
      extra.length && `this database has ${extra.join(", ")} that the backup lacks`,
    ].filter(Boolean);
    throw new StartupError(
      `The backup's migrations differ from this database's (${parts.join("; ")}): restore with the version of the shop that made the backup, then upgrade.`,
    );
  }
}

function assertSameTables(backupTables, databaseTables) {
  const shape = (tables) => new Map(tables.map((table) => [table.name, table.columns.join(",")]));
  const [inBackup, inDatabase] = [shape(backupTables), shape(databaseTables)];
  const differing = [...new Set([...inBackup.keys(), ...inDatabase.keys()])].find(
    (name) => inBackup.get(name) !== inDatabase.get(name),
  );
  const sameOrder = backupTables.every((table, i) => databaseTables[i]?.name === table.name);
  if (differing || !sameOrder) {
    throw new StartupError(
      `The backup's tables do not match this database's although their migrations do (${differing ? `table ${differing} differs` : "another table order"}); was the schema changed by hand?`,
    );
  }
}

/** The tables that hold rows, with their counts. */
async function filledTables(client, schema, tables) {
  const filled = [];
  for (const table of tables) {
    const rows = await rowCount(client, schema, table.name);
    if (rows > 0) filled.push({ name: table.name, rows });
  }
  return filled;
}

function holdsDataError(filled) {
  const total = filled.reduce((sum, table) => sum + table.rows, 0);
  const listed = filled
    .slice(0, 4)
    .map((table) => `${table.name} ${table.rows}`)
    .join(", ");
  return new StartupError(
    `This database already holds data (${count(total, "row")}: ${listed}${filled.length > 4 ? ", …" : ""}); restore into an empty database, or add --force to delete everything in it first.`,
  );
}

/**
 * What db:restore checks before it applies the committed migrations, so that
 * a restore it would refuse anyway changes nothing, not even the schema of a
 * database that is behind (a live one, say): the backup must have been made
 * by this version of the shop (the same committed migrations), and without
 * `force` the database must hold no rows.
 * @param {string} url
 * @param {{ migrations: string[] }} header the backup's (readBackupHeader)
 * @param {{ force?: boolean, committed?: string[] }} [options] committed: this version's migrations
 */
export async function assertRestorable(url, header, { force = false, committed } = {}) {
  const ours = committed ?? (await committedMigrationNames());
  const missing = header.migrations.filter((name) => !ours.includes(name));
  const extra = ours.filter((name) => !header.migrations.includes(name));
  if (missing.length || extra.length) {
    const parts = [
      missing.length && `the backup has ${missing.join(", ")} that it lacks`,
      extra.length && `it has ${extra.join(", ")} that the backup lacks`,
    ].filter(Boolean);
    throw new StartupError(
      `The backup's migrations differ from this version of the shop's (${parts.join("; ")}): restore with the version of the shop that made the backup, then upgrade.`,
    );
  }
  if (force) return;
  const client = new pg.Client({ connectionString: url, application_name: "kosh-restore" });
  await client.connect();
  try {
    if ((await appliedMigrations(client)) === null) return; // a new database: nothing in it yet
    const { schema, tables } = await applicationTables(client);
    const filled = await filledTables(client, schema, tables);
    if (filled.length) throw holdsDataError(filled);
  } catch (error) {
    throw asOperatorError(error, "The restore was not started");
  } finally {
    await client.end().catch(() => {});
  }
}

async function emptyOrRefuse(client, schema, tables, { force, log, url }) {
  const filled = await filledTables(client, schema, tables);
  if (filled.length === 0) return;
  const total = filled.reduce((sum, table) => sum + table.rows, 0);
  if (!force) throw holdsDataError(filled);
  log(
    `⚠ --force: DELETING ALL ${count(total, "row")} in ${count(filled.length, "table")} of ${redactUrl(url)} before restoring.`,
  );
  log("⚠ (In the restore's transaction: if the restore fails, nothing is deleted.)");
  await client.query(`TRUNCATE ${tables.map((table) => qualified(schema, table.name)).join(", ")}`);
}

// The search-document trigger rewrites Product.searchText and searchVector and
// adds SearchWord rows on every insert. A restore must keep exactly what was
// backed up, so user triggers are switched off for the load. ALTER TABLE …
// DISABLE TRIGGER needs only table ownership (the role that migrates has it);
// session_replication_role = replica would need a superuser and would skip the
// foreign-key checks too. Both switches are inside the restore's transaction,
// so no other session ever sees the triggers off.
async function disableUserTriggers(client, schema, tables) {
  const { rows } = await client.query(
    `SELECT c.relname AS "table", t.tgname AS name, t.tgenabled AS mode
     FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = $1 AND c.relname = ANY($2) AND NOT t.tgisinternal AND t.tgenabled <> 'D'
     ORDER BY c.relname, t.tgname`,
    [schema, tables.map((table) => table.name)],
  );
  for (const trigger of rows) {
    await client.query(`ALTER TABLE ${qualified(schema, trigger.table)} DISABLE TRIGGER ${quoteIdent(trigger.name)}`);
  }
  return rows;
}

async function enableTriggers(client, schema, triggers) {
  // tgenabled: O = on (origin and local), A = always, R = replica only.
  const how = { O: "ENABLE", A: "ENABLE ALWAYS", R: "ENABLE REPLICA" };
  for (const trigger of triggers) {
    await client.query(
      `ALTER TABLE ${qualified(schema, trigger.table)} ${how[trigger.mode] ?? "ENABLE"} TRIGGER ${quoteIdent(trigger.name)}`,
    );
  }
}

// ─────────────────────── Which database (for the scripts) ───────────────────────

/**
 * The shop's database for `db:backup` and `db:restore`: DATABASE_URL when set.
 * Otherwise the embedded PostgreSQL of KOSH_DATA_DIR: the one already running
 * on EMBEDDED_PG_PORT (under `npm start`), which is left running, or one
 * started here, which `stop()` stops again.
 * @param {{ log?: (line: string) => void, forBackup?: boolean }} [options]
 *   forBackup: refuse to create an empty embedded cluster just to back it up
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function openShopDatabase({ log = () => {}, forBackup = false } = {}) {
  if (process.env.DATABASE_URL?.trim()) return openDatabase({ log });
  assertEmbeddedAllowed();
  const port = embeddedPort();
  const dataDir = path.join(dataDirectory(), "postgres");
  if (await isOurRunningServer(port, dataDir)) {
    if (!forBackup) await createDatabaseIfMissing(embeddedUrl(port, "postgres"), EMBEDDED_DATABASE);
    log(`Using the embedded PostgreSQL that is running on port ${port}.`);
    return { url: embeddedUrl(port, EMBEDDED_DATABASE), stop: async () => {} };
  }
  if (
    forBackup &&
    !(await access(path.join(dataDir, "PG_VERSION")).then(
      () => true,
      () => false,
    ))
  ) {
    throw new StartupError(
      `There is no embedded database in ${dataDir} to back up (set KOSH_DATA_DIR, or DATABASE_URL).`,
    );
  }
  const db = await openDatabase({ log });
  log(`Started the embedded PostgreSQL in ${dataDir} on port ${port}; it stops again when this is done.`);
  return db;
}

/** Whether this checkout's embedded PostgreSQL (same data folder) answers on `port`. */
async function isOurRunningServer(port, dataDir) {
  const client = new pg.Client({ connectionString: embeddedUrl(port, "postgres"), connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    if (error?.code === "ECONNREFUSED") return false;
    throw new StartupError(
      `Something answers on port ${port} but is not this shop's embedded PostgreSQL (${error?.message ?? error}); stop it or set EMBEDDED_PG_PORT.`,
    );
  }
  try {
    const { rows } = await client.query("SELECT current_setting('data_directory') AS dir");
    const theirs = await realpath(rows[0].dir).catch(() => rows[0].dir);
    const ours = await realpath(dataDir).catch(() => dataDir);
    if (theirs !== ours) {
      throw new StartupError(
        `The PostgreSQL on port ${port} keeps its data in ${rows[0].dir}, not in ${dataDir}; set EMBEDDED_PG_PORT or KOSH_DATA_DIR to the shop you mean.`,
      );
    }
    return true;
  } finally {
    await client.end().catch(() => {});
  }
}
