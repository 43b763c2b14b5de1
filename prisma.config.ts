// Prisma CLI configuration. The app itself never reads this file: lib/db.ts
// builds the client from DATABASE_URL, and scripts/db/* apply migrations offline.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5433/kosh" },
});
