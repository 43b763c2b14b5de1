// The pieces `npm run chaos` breaks on purpose: its own embedded PostgreSQL
// (stopped and started again on the same data) and the production web server
// (killed with SIGKILL and started again), each restartable on the same port.
import { spawn } from "node:child_process";
import path from "node:path";
import { startEmbeddedPostgres } from "../db/embedded.mjs";
import { StartupError } from "../db/errors.mjs";
import { projectRoot } from "../db/migrations.mjs";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** An embedded PostgreSQL in `dataDir` on `port` that can be restarted. */
export function restartablePostgres({ dataDir, port }) {
  let server = null;
  return {
    async start() {
      server = await startEmbeddedPostgres({ dataDir, port });
      return server;
    },
    /** PostgreSQL's fast shutdown: every connection is cut, as in a crash of the database host or a failover. */
    async stop() {
      await server?.stop();
      server = null;
    },
    get adminUrl() {
      if (!server) throw new Error("PostgreSQL is not running.");
      return server.adminUrl;
    },
  };
}

/** Resolves once GET /api/health answers 200, or rejects after `timeoutMs`. */
export async function waitHealthy(baseUrl, { timeoutMs = 90_000, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new StartupError("The web server exited while starting.");
    const status = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(3000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(200);
  }
  throw new StartupError(`The shop did not become healthy on ${baseUrl} within ${timeoutMs / 1000} s.`);
}

/** The production build served by server.mjs (as `npm start` serves it), restartable on the same port. */
export function restartableShop({ port, env }) {
  const baseUrl = `http://127.0.0.1:${port}`;
  let child = null;
  let output = "";
  const alive = () => child !== null && child.exitCode === null && child.signalCode === null;
  return {
    baseUrl,
    get output() {
      return output;
    },
    async start() {
      // Its own process group, so a kill also reaches anything it forks.
      child = spawn(
        process.execPath,
        [path.join(projectRoot, "server.mjs"), "--port", String(port), "--hostname", "127.0.0.1"],
        {
          cwd: projectRoot,
          env,
          detached: true,
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      const keep = (chunk) => (output = (output + chunk).slice(-20_000));
      child.stdout.on("data", keep);
      child.stderr.on("data", keep);
      await waitHealthy(baseUrl, { isAlive: alive });
    },
    /** SIGKILL: no clean-up, no finishing of requests in flight — a crashed host. */
    async kill() {
      if (!alive()) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid, "SIGKILL");
      await exited;
    },
    async stop() {
      if (!alive()) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid, "SIGTERM");
      const timer = setTimeout(() => alive() && process.kill(-child.pid, "SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
