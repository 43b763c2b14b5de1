// Reads .env, .env.local, .env.production… the way `next start` does, so the
// scripts that run before Next (database, migrations, seed) see the same values.
// Variables already set in the environment win.
import nextEnv from "@next/env";
import path from "node:path";
import { fileURLToPath } from "node:url";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
nextEnv.loadEnvConfig(projectRoot, process.argv.includes("--dev"), { info: () => {}, error: console.error });
