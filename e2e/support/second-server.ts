import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { expect } from "@playwright/test";
import { EMBEDDED_DATABASE } from "../../scripts/db/database.mjs";
import { DEFAULT_EMBEDDED_PORT, embeddedUrl, findFreePort } from "../../scripts/db/embedded.mjs";
import { projectRoot } from "../../scripts/db/migrations.mjs";

// Another production server (server.mjs) on the e2e run's build and database,
// for specs that need a server of their own settings or a second instance.

export type Env = Record<string, string | undefined>;

/** An environment for a server of our own: the e2e run's, minus what describes the run's own server. */
export function baseEnv(): Env {
  const env: Env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  for (const name of ["NODE_ENV", "NEXTAUTH_URL", "RAZORPAY_SANDBOX", "TRUSTED_PROXY_HOPS", "PORT"]) delete env[name];
  return env;
}

/** The database the e2e run's shop uses (scripts/e2e.mjs: a fresh one on DATABASE_URL, or the embedded one). */
export function shopDatabaseUrl(): string {
  const external = process.env.DATABASE_URL?.trim();
  if (external) return external;
  return embeddedUrl(Number(process.env.EMBEDDED_PG_PORT || DEFAULT_EMBEDDED_PORT), EMBEDDED_DATABASE);
}

export type SecondServer = { url: string; stop: () => Promise<void> };

/**
 * Starts server.mjs on a free port with the run's database (and Redis, when
 * the run has one), plus `env`; resolves once its health check answers 200.
 */
export async function startSecondServer({ env = {} }: { env?: Env } = {}): Promise<SecondServer> {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["server.mjs", "--port", String(port), "--hostname", "127.0.0.1"], {
    cwd: projectRoot,
    env: {
      ...baseEnv(),
      DATABASE_URL: shopDatabaseUrl(),
      NEXTAUTH_URL: url,
      NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
      ...env,
    } as Env as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout.on("data", (chunk) => (output += chunk));
  server.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
    await exited;
  };
  await expect
    .poll(async () => (await fetch(`${url}/api/health`).catch(() => null))?.status, {
      message: `server.mjs did not become healthy: ${output}`,
      timeout: 90_000,
    })
    .toBe(200);
  return { url, stop };
}

/**
 * Runs `attempt` again when it straddled the start of an hour: the sign-up
 * limit counts in fixed hourly windows (lib/rate-limit.ts), so a run across
 * the boundary would split its sign-ups between two windows.
 */
export async function withinOneHourWindow<T>(attempt: () => Promise<T>): Promise<T> {
  const hour = 60 * 60 * 1000;
  for (;;) {
    const window = Math.floor(Date.now() / hour);
    const result = await attempt();
    if (Math.floor(Date.now() / hour) === window) return result;
  }
}
