#!/usr/bin/env node
// npm run test:e2e — Playwright against the production build, served by
// `npm start`'s own script on a free port with its own database: a throwaway
// embedded PostgreSQL, or a fresh database on the DATABASE_URL server. And a
// throwaway redis-server: the shop runs with REDIS_URL, as on several
// instances, and e2e/instances.spec.ts starts a second instance beside it.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildIfStale } from "./build-if-stale.mjs";
import { runMain } from "./db/errors.mjs";
import { findFreePort } from "./db/embedded.mjs";
import { projectRoot } from "./db/migrations.mjs";
import { startTestServer, uniqueDatabaseName } from "./db/test-server.mjs";
import { startTestRedis } from "./redis/test-server.mjs";

await runMain(async () => {
  await buildIfStale();
  const redis = await startTestRedis();
  const env = {
    // The specs' shoppers all order to one test number ("98765 43210"); the per-number COD cap is
    // lib/orders/cod-limits.ts's integration tests' (docs/adr/0051), so here it is out of their way.
    COD_OPEN_ORDERS_PER_PHONE: "100000",
    ...process.env,
    E2E_PORT: String(await findFreePort()),
    REDIS_URL: redis.url,
  };
  let cleanup;
  if (process.env.DATABASE_URL?.trim()) {
    const server = await startTestServer();
    const name = uniqueDatabaseName("kosh_e2e");
    env.DATABASE_URL = await server.createDatabase(name);
    cleanup = () => server.dropDatabase(name);
  } else {
    const dataDir = path.join(os.tmpdir(), `kosh-e2e-${process.pid}-${randomBytes(4).toString("hex")}`);
    Object.assign(env, { DATABASE_URL: "", KOSH_DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await findFreePort()) });
    cleanup = () => rm(dataDir, { recursive: true, force: true });
  }
  const code = await new Promise((resolve) => {
    const child = spawn(
      path.join(projectRoot, "node_modules", ".bin", "playwright"),
      ["test", ...process.argv.slice(2)],
      {
        cwd: projectRoot,
        env,
        stdio: "inherit",
      },
    );
    child.on("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  await cleanup();
  await redis.stop();
  process.exit(code);
});
