import type { TestProject } from "vitest/node";
import { startTestServer, uniqueDatabaseName } from "../../scripts/db/test-server.mjs";
import { applyMigrations } from "../../scripts/db/migrations.mjs";
import { startTestRedis } from "../../scripts/redis/test-server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: { adminUrl: string; template: string; urlPattern: string };
    /** A throwaway redis-server for the run (url), or why there is none (problem). */
    testRedis: { url: string | null; problem: string | null };
  }
}

// Once per run: a PostgreSQL server and a template database with every
// migration applied. Each test file then copies the template (database.ts).
// Also a throwaway redis-server (a few MB, started in milliseconds) for the
// shared cache's tests; each test keeps to its own key prefix. Without
// redis-server installed only the tests that need it fail, saying so.
export default async function setup(project: TestProject) {
  const redis = await startTestRedis().catch((error: Error) => error);
  project.provide(
    "testRedis",
    redis instanceof Error ? { url: null, problem: redis.message } : { url: redis.url, problem: null },
  );
  const stopRedis = async () => {
    if (!(redis instanceof Error)) await redis.stop();
  };
  const server = await startTestServer().catch(async (error: unknown) => {
    await stopRedis();
    throw error;
  });
  const template = uniqueDatabaseName("kosh_template");
  const templateUrl: string = await server.createDatabase(template);
  await applyMigrations(templateUrl);
  project.provide("testDatabase", { adminUrl: server.adminUrl, template, urlPattern: server.urlFor("__DB__") });
  return async () => {
    await server.dropDatabase(template).catch(() => {});
    await server.stop();
    await stopRedis();
  };
}
