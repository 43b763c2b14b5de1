#!/usr/bin/env node
// npm start — one command for the whole shop:
//   builds if the build is missing or older than the sources, opens the database
//   (DATABASE_URL, or an embedded PostgreSQL under .data/), applies migrations,
//   seeds demo data (only what is missing) and serves on PORT (default 3000).
// `--dev` serves with `next dev` instead of the production build.
// Ctrl-C stops the web server and then PostgreSQL cleanly.
import "./load-env.mjs";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  findConfigProblem,
  isProductionMode,
  SANDBOX_IN_PRODUCTION,
  wantsPaymentSandbox,
} from "../lib/config/runtime-env.mjs";
import { listenPort } from "../lib/http/listen-port.mjs";
import { buildIfStale } from "./build-if-stale.mjs";
import { dataDirectory, openDatabase } from "./db/database.mjs";
import { assertPortFree } from "./db/embedded.mjs";
import { runMain, StartupError } from "./db/errors.mjs";
import { importLegacyUploads } from "./db/import-uploads.mjs";
import { applyMigrations, projectRoot } from "./db/migrations.mjs";

const dev = process.argv.includes("--dev");
const bin = (name) => path.join(projectRoot, "node_modules", ".bin", name);
const log = (line) => console.log(`▸ ${line}`);

/** In development a secret is made once and kept in .data/, so sessions survive restarts. */
async function developmentSecret() {
  const file = path.join(dataDirectory(), "dev-nextauth-secret");
  const existing = await readFile(file, "utf8").catch(() => "");
  if (existing.trim()) return existing.trim();
  const secret = randomBytes(32).toString("base64url");
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, env, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0
        ? resolve()
        : reject(new StartupError(`${path.basename(command)} ${args.join(" ")} failed (${signal ?? `exit ${code}`}).`)),
    );
  });
}

async function main() {
  const started = Date.now();
  const problem = findConfigProblem();
  if (problem) throw new StartupError(problem);
  const production = isProductionMode();

  const port = listenPort(process.env.PORT);
  if (port === null) throw new StartupError(`PORT must be a port number from 1 to 65535, not "${process.env.PORT}".`);
  await assertPortFree(port, "the web server");

  if (!dev) await buildIfStale({ log });

  const db = await openDatabase({ log });
  let server;
  let stopping = false;
  const shutdown = async (code) => {
    if (stopping) return;
    stopping = true;
    if (server && server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
    await db.stop();
    if (db.embedded) log("PostgreSQL stopped.");
    process.exit(code);
  };
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));

  try {
    log(
      `Database: ${db.embedded ? `embedded PostgreSQL (${path.relative(projectRoot, dataDirectory()) || "."}/postgres)` : "DATABASE_URL"}`,
    );
    const applied = await applyMigrations(db.url);
    if (applied.length) log(`Applied ${applied.length} migration(s).`);
    // Admins' uploads from before they were kept in the database (docs/adr/0012).
    await importLegacyUploads(db.url, { log });

    const sandbox = wantsPaymentSandbox();
    const env = {
      ...process.env,
      DATABASE_URL: db.url,
      PORT: String(port),
      NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET || (await developmentSecret()),
      RAZORPAY_SANDBOX: sandbox ? "1" : "",
    };
    // The demo's address; in production the operator names the public https one (checked above).
    if (!production) env.NEXTAUTH_URL ||= `http://localhost:${port}`;
    // The server runs the production build (server.mjs sets NODE_ENV=production), where
    // the sandbox needs its second switch; the operator did not ask for production, so
    // this is the demo that switch exists for.
    if (sandbox && !production) env[SANDBOX_IN_PRODUCTION] = "yes";
    if (process.env.SKIP_SEED !== "1") await run(bin("tsx"), ["prisma/seed.ts"], env);

    // Production: server.mjs (`next start` + the public API response cache).
    const [command, args] = dev
      ? [bin("next"), ["dev", "--port", String(port)]]
      : [process.execPath, [path.join(projectRoot, "server.mjs"), "--port", String(port)]];
    server = spawn(command, args, {
      cwd: projectRoot,
      env,
      stdio: ["ignore", "pipe", "inherit"],
    });
    server.stdout.on("data", (chunk) => {
      process.stdout.write(chunk);
      if (/Ready in|✓ Ready/.test(String(chunk))) {
        log(
          `Kosh & Co. is open at http://localhost:${port} (start-up took ${((Date.now() - started) / 1000).toFixed(1)} s)`,
        );
        if (!production) printDemoCredentials();
      }
    });
    server.on("exit", (code) => {
      if (!stopping) void shutdown(code ?? 1);
    });
  } catch (error) {
    await db.stop();
    throw error;
  }
}

function printDemoCredentials() {
  const shopper = `${process.env.DEMO_SHOPPER_EMAIL || "shopper@kosh.example"} / ${process.env.DEMO_SHOPPER_PASSWORD ? "(DEMO_SHOPPER_PASSWORD)" : "shopper-demo-2025"}`;
  const admin = `${process.env.ADMIN_EMAIL || "admin@kosh.example"} / ${process.env.ADMIN_PASSWORD ? "(ADMIN_PASSWORD)" : "admin-demo-2025"}`;
  log(`Demo shopper: ${shopper}`);
  log(`Demo admin:   ${admin}`);
}

await runMain(main);
