// A throwaway Redis for tests: `redis-server` (Debian package redis-server;
// .ci/run installs it) on a free port, nothing written to disk, stopped (and
// restartable on the same port, to test outages) by the test that started it.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { findFreePort } from "../db/embedded.mjs";

/** The redis-server binary: REDIS_SERVER_PATH, else on PATH, else /usr/bin/redis-server. */
export function redisServerBinary(env = process.env) {
  if (env.REDIS_SERVER_PATH) return env.REDIS_SERVER_PATH;
  for (const dir of (env.PATH ?? "").split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, "redis-server");
    if (existsSync(candidate)) return candidate;
  }
  if (existsSync("/usr/bin/redis-server")) return "/usr/bin/redis-server";
  throw new Error(
    "redis-server was not found (on PATH, /usr/bin or REDIS_SERVER_PATH): install the Debian package redis-server (apt-get install redis-server).",
  );
}

/** Resolves once something accepts connections on `port`, or rejects after `timeoutMs`. */
async function waitForPort(port, timeoutMs, exited) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error("redis-server exited while starting");
    const open = await new Promise((resolve) => {
      const socket = net.connect({ port, host: "127.0.0.1" }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`redis-server did not listen on port ${port} within ${timeoutMs} ms`);
}

/**
 * Starts redis-server on a free port (or `port`).
 * @param {{ port?: number }} [options]
 * @returns {Promise<{ url: string, port: number, stop: () => Promise<void>, start: () => Promise<void> }>}
 */
export async function startTestRedis({ port } = {}) {
  const binary = redisServerBinary();
  const chosen = port ?? (await findFreePort());
  /** @type {import("node:child_process").ChildProcess | undefined} */
  let child;
  let output = "";

  async function start() {
    if (child) return;
    output = "";
    const started = spawn(
      binary,
      ["--port", String(chosen), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", "/tmp"],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    child = started;
    started.stdout?.on("data", (chunk) => (output = (output + chunk).slice(-4000)));
    started.stderr?.on("data", (chunk) => (output = (output + chunk).slice(-4000)));
    started.once("exit", () => {
      if (child === started) child = undefined;
    });
    try {
      await waitForPort(chosen, 5000, () => child !== started);
    } catch (error) {
      started.kill("SIGKILL");
      throw new Error(`${error instanceof Error ? error.message : error}: ${output}`);
    }
  }

  async function stop() {
    const running = child;
    if (!running) return;
    child = undefined;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGKILL");
    await exited;
  }

  await start();
  return { url: `redis://127.0.0.1:${chosen}`, port: chosen, start, stop };
}
