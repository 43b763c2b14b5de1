// Where the shop's data lives: DATABASE_URL when set, otherwise the embedded
// PostgreSQL under KOSH_DATA_DIR (default .data) on EMBEDDED_PG_PORT (default 5433).
import path from "node:path";
import pg from "pg";
import { DEFAULT_EMBEDDED_PORT, startEmbeddedPostgres } from "./embedded.mjs";
import { StartupError } from "./errors.mjs";
import { projectRoot } from "./migrations.mjs";

export const EMBEDDED_DATABASE = "kosh";

export function dataDirectory() {
  return path.resolve(projectRoot, process.env.KOSH_DATA_DIR || ".data");
}

/** postgres://user:***@host:port/db — for messages. */
export function redactUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparseable DATABASE_URL)";
  }
}

/** Connects once to prove the server is there; throws a StartupError naming the cause. */
export async function assertReachable(url, label = "DATABASE_URL") {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query("select 1");
  } catch (error) {
    const reason = error?.code === "ECONNREFUSED" ? "connection refused" : (error?.message ?? String(error));
    throw new StartupError(`Cannot reach the PostgreSQL in ${label} (${redactUrl(url)}): ${reason}.`);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Runs one query on a connection of its own (scripts: the bench, Lighthouse) and returns its rows. */
export async function queryRows(url, sql, params = []) {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

export async function createDatabaseIfMissing(adminUrl, name, { template } = {}) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (rowCount === 0) {
      const from = template ? ` TEMPLATE ${quoteIdent(template)}` : "";
      await client.query(`CREATE DATABASE ${quoteIdent(name)}${from}`);
    }
  } finally {
    await client.end();
  }
}

export async function dropDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

export function quoteIdent(name) {
  return `"${String(name).replace(/"/g, '""')}"`;
}

/** The embedded PostgreSQL's port: EMBEDDED_PG_PORT, default 5433. */
export function embeddedPort() {
  const port = Number(process.env.EMBEDDED_PG_PORT || DEFAULT_EMBEDDED_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new StartupError(`EMBEDDED_PG_PORT must be a port number, not "${process.env.EMBEDDED_PG_PORT}".`);
  }
  return port;
}

/**
 * Refuses the embedded PostgreSQL where it can only be a mistake: in production
 * (NODE_ENV=production) or on Vercel, a script run without DATABASE_URL (a
 * deploy pipeline's shell that lacks the shop's environment) would migrate,
 * back up, restore or rewrite the demo's database and report success, while
 * the shop's own database went untouched.
 * @param {Record<string, string | undefined>} [env]
 */
export function assertEmbeddedAllowed(env = process.env) {
  if (env.NODE_ENV === "production" || env.VERCEL) {
    throw new StartupError(
      `DATABASE_URL is not set${env.VERCEL ? " (on Vercel)" : " (NODE_ENV=production)"}: set it to the shop's PostgreSQL; the embedded one is for the demo and tests only.`,
    );
  }
}

/**
 * Opens the shop's database.
 * @returns {Promise<{ url: string, embedded: boolean, stop: () => Promise<void> }>}
 */
export async function openDatabase({ log = () => {} } = {}) {
  const external = process.env.DATABASE_URL?.trim();
  if (external) {
    await assertReachable(external);
    return { url: external, embedded: false, stop: async () => {} };
  }
  assertEmbeddedAllowed();
  const port = embeddedPort();
  const server = await startEmbeddedPostgres({ dataDir: path.join(dataDirectory(), "postgres"), port, log });
  try {
    await createDatabaseIfMissing(server.adminUrl, EMBEDDED_DATABASE);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { url: server.urlFor(EMBEDDED_DATABASE), embedded: true, stop: server.stop };
}
