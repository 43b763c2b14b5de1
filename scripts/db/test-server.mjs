// A PostgreSQL server for tests: the one in DATABASE_URL when set (each test
// run then creates and drops its own databases there), otherwise a throwaway
// embedded PostgreSQL in a temporary folder on a free port.
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { assertReachable, createDatabaseIfMissing, dropDatabase } from "./database.mjs";
import { findFreePort, startEmbeddedPostgres } from "./embedded.mjs";

export function uniqueDatabaseName(prefix) {
  return `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
}

/** @returns {Promise<{ adminUrl: string, urlFor: (db: string) => string, createDatabase: (name: string, template?: string) => Promise<string>, dropDatabase: (name: string) => Promise<void>, stop: () => Promise<void> }>} */
export async function startTestServer() {
  const external = process.env.DATABASE_URL?.trim();
  let adminUrl;
  let urlFor;
  let stop;
  if (external) {
    await assertReachable(external);
    adminUrl = external;
    urlFor = (database) => {
      const url = new URL(external);
      url.pathname = `/${database}`;
      return url.toString();
    };
    stop = async () => {};
  } else {
    const dataDir = path.join(os.tmpdir(), `kosh-test-pg-${process.pid}-${randomBytes(4).toString("hex")}`);
    const server = await startEmbeddedPostgres({ dataDir, port: await findFreePort() });
    adminUrl = server.adminUrl;
    urlFor = server.urlFor;
    stop = async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }
  return {
    adminUrl,
    urlFor,
    async createDatabase(name, template) {
      await createDatabaseIfMissing(adminUrl, name, { template });
      return urlFor(name);
    },
    dropDatabase: (name) => dropDatabase(adminUrl, name),
    stop,
  };
}
