import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

// Server instances' shared caches for integration tests: each a separate Node
// process (test/integration/cache-instance.mjs) with its own module state and
// its own Redis connections, driven by JSON commands. What one process
// remembers cannot leak into another, so a hit on B after a set on A went
// through Redis.

const RUNNER = path.join(path.dirname(fileURLToPath(import.meta.url)), "cache-instance.mjs");

export type CacheInstance = {
  /** Sends one command and resolves to its answer. */
  send: <T = unknown>(op: string, args?: Record<string, unknown>) => Promise<T>;
  /** Log lines the instance wrote (parsed JSON). */
  logs: Array<Record<string, unknown>>;
  /** The port its response cache is served on. */
  port: number;
  stop: () => Promise<void>;
};

export async function startCacheInstance(env: Record<string, string | undefined>): Promise<CacheInstance> {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [RUNNER], {
    env: { ...process.env, NODE_ENV: "production", LOG_FORMAT: "json", ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  const logs: Array<Record<string, unknown>> = [];
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let stderr = "";
  let buffered = "";
  let nextId = 1;
  child.stderr.on("data", (chunk) => (stderr += chunk));
  child.stdout.on("data", (chunk) => {
    buffered += chunk;
    let newline;
    while ((newline = buffered.indexOf("\n")) !== -1) {
      const line = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      if (!line.trim()) continue;
      let parsed: { reply?: { id: number; value?: unknown; error?: string } } & Record<string, unknown>;
      try {
        parsed = JSON.parse(line);
      } catch {
        logs.push({ text: line });
        continue;
      }
      if (!parsed.reply) {
        logs.push(parsed);
        continue;
      }
      const { id, value, error } = parsed.reply;
      const waiter = waiting.get(id);
      waiting.delete(id);
      if (error) waiter?.reject(new Error(error));
      else waiter?.resolve(value);
    }
  });
  child.on("exit", (code) => {
    for (const waiter of waiting.values()) waiter.reject(new Error(`cache instance exited (${code}): ${stderr}`));
    waiting.clear();
  });
  const send = <T>(op: string, args: Record<string, unknown> = {}) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      child.stdin.write(`${JSON.stringify({ id, op, ...args })}\n`);
    });
  await new Promise<void>((resolve, reject) => {
    waiting.set(0, { resolve: () => resolve(), reject });
  });
  const { port } = await send<{ port: number }>("info");
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.stdin.end();
    const timer = setTimeout(() => child.kill("SIGKILL"), 3000);
    await exited;
    clearTimeout(timer);
  };
  return { send, logs, port, stop };
}
