// Builds the production bundle when there is none or a source file is newer.
import { spawn } from "node:child_process";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { StartupError } from "./db/errors.mjs";
import { projectRoot } from "./db/migrations.mjs";

const SOURCES = [
  "app",
  "components",
  "lib",
  "messages",
  "public",
  "prisma/schema.prisma",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.ts",
  "postcss.config.mjs",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
];
const IGNORED = new Set(["node_modules", ".next", "generated"]);

async function newestMtime(target) {
  const info = await stat(target).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of await readdir(target, { withFileTypes: true })) {
    if (IGNORED.has(entry.name)) continue;
    newest = Math.max(newest, await newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

export async function buildIsStale() {
  const build = await stat(path.join(projectRoot, ".next", "BUILD_ID")).catch(() => null);
  if (!build) return "there is no production build yet";
  let newest = 0;
  for (const source of SOURCES) newest = Math.max(newest, await newestMtime(path.join(projectRoot, source)));
  return newest > build.mtimeMs ? "sources changed since the last build" : null;
}

export async function buildIfStale({ log = console.log } = {}) {
  const reason = await buildIsStale();
  if (!reason) return false;
  log(`Building the shop (${reason})…`);
  const started = Date.now();
  await new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit", env: process.env });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new StartupError(`The build failed (exit ${code}); see the output above.`)),
    );
  });
  log(`Built in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  return true;
}
