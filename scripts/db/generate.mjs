#!/usr/bin/env node
// `prisma generate`, offline. The CLI insists on locating its native schema
// engine before generating, although generating never runs it; pointing
// PRISMA_SCHEMA_ENGINE_BINARY at any executable (node itself) stops the download.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { projectRoot } from "./migrations.mjs";

const result = spawnSync(path.join(projectRoot, "node_modules", ".bin", "prisma"), ["generate"], {
  cwd: projectRoot,
  stdio: "inherit",
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY || process.execPath,
    CHECKPOINT_DISABLE: "1",
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
  },
});
process.exit(result.status ?? 1);
