#!/usr/bin/env node
// npm run db:migration:new -- <name> — writes the SQL migration for the changes
// made to prisma/schema.prisma since the last migration. The schema engine needs
// a database connection to run, but nothing is read from or written to it.
import "../load-env.mjs";
import { openDatabase } from "./database.mjs";
import { runMain } from "./errors.mjs";
import { createMigration } from "./migrations.mjs";

await runMain(async () => {
  const name = process.argv.slice(2).join("_");
  const db = await openDatabase({ log: console.log });
  try {
    const created = await createMigration(db.url, name);
    console.log(
      created
        ? `Wrote prisma/migrations/${created}/migration.sql — review it, then run npm run db:migrate.`
        : "prisma/schema.prisma has no changes since the last migration.",
    );
  } finally {
    await db.stop();
  }
  process.exit(0);
});
