import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Operators read the shop's log as JSON lines (LOG_FORMAT=json in production, docs/deploy.md "Logs"), with
// secrets redacted (log.mjs). A console.error in server code writes multi-line text beside them, outside that
// format and its redaction, and among those were the lines that ask an operator to act ("… refund it.").
const ALLOWED = new Set([
  "lib/observability/log.mjs", // the logger itself
  "lib/config/stop-on-config-problem.ts", // the one "✖ …" line before exit, as npm start prints it
]);

async function serverModules(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "generated") files.push(...(await serverModules(full)));
    } else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      files.push(full);
    }
  }
  return files;
}

describe("server code logs through lib/observability/log.mjs", () => {
  it("no module under lib/ writes to the console itself", async () => {
    const root = path.resolve(__dirname, "../..");
    const offenders: string[] = [];
    for (const file of await serverModules(path.join(root, "lib"))) {
      const relative = path.relative(root, file);
      if (ALLOWED.has(relative)) continue;
      const text = await readFile(file, "utf8");
      if (/^\s*["']use client["']/.test(text)) continue; // runs in the browser
      text.split("\n").forEach((line, index) => {
        if (/\bconsole\.(error|warn|log|info|debug)\(/.test(line) && !/^\s*(\/\/|\*)/.test(line)) {
          offenders.push(`${relative}:${index + 1}`);
        }
      });
    }
    expect(offenders).toEqual([]);
  });
});
