// The folder admins' uploads were written to before they moved into the
// database (docs/adr/0012-uploads-and-jobs-on-several-instances.md): UPLOAD_DIR, by default
// KOSH_DATA_DIR/uploads, resolved from the working directory like the
// database's data folder. Read by the legacy /uploads/ route and by the
// start-up import (scripts/db/import-uploads.mjs).
import path from "node:path";

/**
 * @param {Record<string, string | undefined>} [env]
 * @param {string} [cwd]
 */
export function uploadDirectory(env = process.env, cwd = process.cwd()) {
  const configured = env.UPLOAD_DIR?.trim();
  if (configured) return path.resolve(cwd, configured);
  return path.resolve(cwd, env.KOSH_DATA_DIR || ".data", "uploads");
}
