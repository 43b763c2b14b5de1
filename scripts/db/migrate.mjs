#!/usr/bin/env node
// npm run db:migrate — applies committed migrations to DATABASE_URL, or to the
// embedded PostgreSQL when DATABASE_URL is not set; then moves uploads still in
// the old folder into the database (import-uploads.mjs).
import "../load-env.mjs";
import { openDatabase } from "./database.mjs";
import { runMain } from "./errors.mjs";
import { importLegacyUploads } from "./import-uploads.mjs";
import { applyMigrations } from "./migrations.mjs";

await runMain(async () => {
  const db = await openDatabase({ log: console.log });
  try {
    const applied = await applyMigrations(db.url);
    console.log(
      applied.length ? `Applied ${applied.length} migration(s): ${applied.join(", ")}` : "Database is up to date.",
    );
    await importLegacyUploads(db.url, { log: console.log });
  } finally {
    await db.stop();
  }
  process.exit(0);
});
