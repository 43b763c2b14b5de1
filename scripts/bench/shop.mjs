// Shared by `npm run bench` and `npm run lighthouse`: a throwaway database
// (its own embedded PostgreSQL in a temporary folder, or a fresh database on
// the DATABASE_URL server), migrated and seeded, and the production build
// served by server.mjs (as `npm start` serves it) on a free port. Everything started here is stopped
// again by the Cleanup, also on failure and on Ctrl-C.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { buildIfStale } from "../build-if-stale.mjs";
import { redactUrl } from "../db/database.mjs";
import { findFreePort } from "../db/embedded.mjs";
import { StartupError } from "../db/errors.mjs";
import { applyMigrations, projectRoot } from "../db/migrations.mjs";
import { startTestServer, uniqueDatabaseName } from "../db/test-server.mjs";

export const bin = (name) => path.join(projectRoot, "node_modules", ".bin", name);

/**
 * A stack of clean-up steps, run last-in first-out exactly once: by run(),
 * or on SIGINT / SIGTERM (then the process exits 130).
 */
export class Cleanup {
  #steps = [];
  #running = null;
  #interrupted = false;

  constructor({ log = console.log } = {}) {
    const onSignal = (signal) => {
      if (this.#interrupted) return;
      this.#interrupted = true;
      log(`${signal}: stopping…`);
      // Work in flight now fails (Ctrl-C also stopped PostgreSQL): that is expected, not worth a stack trace.
      const quiet = () => {};
      process.on("uncaughtException", quiet);
      process.on("unhandledRejection", quiet);
      void this.run().finally(() => process.exit(130));
    };
    process.on("SIGINT", onSignal);
    process.on("SIGTERM", onSignal);
  }

  /** True once SIGINT or SIGTERM arrived: errors after that are the interruption's, not bugs. */
  get interrupted() {
    return this.#interrupted;
  }

  add(label, step) {
    this.#steps.push({ label, step });
  }

  run() {
    this.#running ??= (async () => {
      while (this.#steps.length) {
        const { label, step } = this.#steps.pop();
        try {
          await step();
        } catch (error) {
          console.error(`Clean-up step "${label}" failed: ${error instanceof Error ? error.message : error}`);
        }
      }
    })();
    return this.#running;
  }
}

/** Runs a command to completion, its output shown; rejects on a non-zero exit. */
export function run(command, args, { env = process.env, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, env, stdio: quiet ? "pipe" : "inherit" });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0
        ? resolve(output)
        : reject(
            new StartupError(
              `${path.basename(command)} ${args.join(" ")} failed (${signal ?? `exit ${code}`}).${quiet ? ` ${output.trim().split("\n").slice(-5).join(" / ")}` : ""}`,
            ),
          ),
    );
  });
}

/**
 * A fresh, migrated database that the Cleanup removes again.
 * @returns {Promise<{ url: string, where: string }>}
 */
export async function openThrowawayDatabase({ cleanup, log, prefix }) {
  const external = Boolean(process.env.DATABASE_URL?.trim());
  const started = Date.now();
  const server = await startTestServer();
  cleanup.add("PostgreSQL", server.stop);
  const name = uniqueDatabaseName(prefix);
  const url = await server.createDatabase(name);
  if (external) cleanup.add(`drop database ${name}`, () => server.dropDatabase(name));
  const where = external
    ? `database ${name} on the DATABASE_URL server (${redactUrl(server.adminUrl)})`
    : `a throwaway embedded PostgreSQL (${redactUrl(url)})`;
  log(`Database: ${where}, ready in ${Date.now() - started} ms.`);
  const migrated = Date.now();
  const applied = await applyMigrations(url);
  log(`Applied ${applied.length} migration(s) in ${Date.now() - migrated} ms.`);
  return { url, where };
}

/** The normal demo seed (prisma/seed.ts), as `npm start` runs it. */
export async function seedDemoCatalog(url, { log }) {
  const output = await run(bin("tsx"), ["prisma/seed.ts"], { env: { ...process.env, DATABASE_URL: url }, quiet: true });
  for (const line of output.trim().split("\n").filter(Boolean)) log(line.replace(/^▸ /, ""));
}

/**
 * Builds if stale, then serves the production build on a free port against
 * `databaseUrl` (with `env` added, e.g. REDIS_URL); resolves once /api/health
 * answers 200. `stop()` stops it early (the Cleanup would otherwise).
 * @returns {Promise<{ baseUrl: string, pid: number, stop: () => Promise<void> }>}
 */
export async function startShop({ databaseUrl, cleanup, log, env: extraEnv = {}, name = "the shop" }) {
  await buildIfStale({ log });
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    NEXTAUTH_URL: baseUrl,
    NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
    NEXT_TELEMETRY_DISABLED: "1",
    // The order bench plays one proxy in front of the shop: each buyer's X-Forwarded-For is its own address.
    TRUSTED_PROXY_HOPS: "1",
    ...extraEnv,
  };
  const started = Date.now();
  // Its own process group, so stopping it also stops any worker it forks.
  const server = spawn(process.execPath, ["server.mjs", "--port", String(port), "--hostname", "127.0.0.1"], {
    cwd: projectRoot,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk) => (output = (output + chunk).slice(-4000));
  server.stdout.on("data", keep);
  server.stderr.on("data", keep);
  const exited = new Promise((resolve) => server.once("exit", (code, signal) => resolve(signal ?? `exit ${code}`)));
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-server.pid, "SIGKILL");
      } catch {
        /* already gone */
      }
    }, 5000);
    await exited;
    clearTimeout(timer);
  };
  cleanup.add(name, stop);

  const deadline = Date.now() + 90_000;
  let stopped = null;
  void exited.then((how) => (stopped = how));
  while (true) {
    if (stopped)
      throw new StartupError(
        `The shop's server stopped (${stopped}): ${output.trim().split("\n").slice(-5).join(" / ")}`,
      );
    const status = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) throw new StartupError(`The shop did not become healthy on ${baseUrl} within 90 s.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  log(`Shop (production build) serving on ${baseUrl}, healthy after ${Date.now() - started} ms.`);
  return { baseUrl, pid: server.pid, stop };
}
