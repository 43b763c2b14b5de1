import type { TestProject } from "vitest/node";
import { startTestServer, uniqueDatabaseName } from "../../scripts/db/test-server.mjs";
import { applyMigrations } from "../../scripts/db/migrations.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: { adminUrl: string; template: string; urlPattern: string };
  }
}

// Once per run: a PostgreSQL server and a template database with every
// migration applied. Each test file then copies the template (database.ts).
export default async function setup(project: TestProject) {
  const server = await startTestServer();
  const template = uniqueDatabaseName("kosh_template");
  const templateUrl: string = await server.createDatabase(template);
  await applyMigrations(templateUrl);
  project.provide("testDatabase", { adminUrl: server.adminUrl, template, urlPattern: server.urlFor("__DB__") });
  return async () => {
    await server.dropDatabase(template).catch(() => {});
    await server.stop();
  };
}
