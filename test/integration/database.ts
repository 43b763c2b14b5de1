import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, inject } from "vitest";
import { createDatabaseIfMissing, dropDatabase } from "../../scripts/db/database.mjs";
import { uniqueDatabaseName } from "../../scripts/db/test-server.mjs";
import { disconnectPrisma } from "@/lib/db";

// Per test file: a fresh copy of the migrated template, so files never see
// each other's rows and can run in parallel.
const { adminUrl, template, urlPattern } = inject("testDatabase");
const database = uniqueDatabaseName("kosh_test");
await createDatabaseIfMissing(adminUrl, database, { template });
process.env.DATABASE_URL = urlPattern.replace("__DB__", database);
// E-mails the code under test sends land in a folder of this file's own, not in the checkout's .data/.
const outbox = path.join(os.tmpdir(), `${database}-outbox`);
process.env.MAIL_OUTBOX_DIR = outbox;

const ownDatabaseUrl = process.env.DATABASE_URL;
/** A PostgreSQL address nothing listens on (port 1): every query fails to connect, as in an outage. */
export const UNREACHABLE_DATABASE_URL = "postgresql://nobody:nothing@127.0.0.1:1/none";

/** A real database outage for the code under test: its next query meets a closed port. */
export async function cutDatabase(url = UNREACHABLE_DATABASE_URL) {
  await disconnectPrisma();
  process.env.DATABASE_URL = url;
}

/** Ends cutDatabase's outage: the next query connects to this file's own database again. */
export async function restoreDatabase() {
  await disconnectPrisma();
  process.env.DATABASE_URL = ownDatabaseUrl;
}

/** Creates another empty or templated database for tests that need one more. */
export async function createScratchDatabase(options: { fromTemplate: boolean }) {
  const name = uniqueDatabaseName("kosh_scratch");
  await createDatabaseIfMissing(adminUrl, name, options.fromTemplate ? { template } : {});
  return { url: urlPattern.replace("__DB__", name), drop: () => dropDatabase(adminUrl, name) };
}

afterAll(async () => {
  await disconnectPrisma();
  await dropDatabase(adminUrl, database);
  await rm(outbox, { recursive: true, force: true });
});
