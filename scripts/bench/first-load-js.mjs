// First-load JavaScript of a page: every script of the production build the
// page's HTML loads or preloads, measured raw and gzip-compressed (level 9).
// And a bare Next.js page to compare with: a one-paragraph App Router page
// built with this project's Next.js, the floor any Next.js page pays.
import { spawn } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { findFreePort } from "../db/embedded.mjs";
import { projectRoot } from "../db/migrations.mjs";
import { run } from "./shop.mjs";

/**
 * `cookie`: a signed-in shopper's, for the account pages (without it they redirect to the login page).
 * @returns {Promise<{ files: number, bytes: number, gzipBytes: number, status: number }>}
 */
export async function firstLoadJs(baseUrl, pagePath, { cookie } = {}) {
  const response = await fetch(`${baseUrl}${pagePath}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  const html = await response.text();
  const scripts = new Set();
  // <script src> and <link rel="preload"|"modulepreload"> of the build's files; not the
  // noModule polyfills, which browsers that run modules never download.
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    if (/\bnomodule\b/i.test(tag)) continue;
    const file = /(?:src|href)="(\/_next\/static\/[^"?]+\.js)(?:\?[^"]*)?"/.exec(tag)?.[1];
    if (file) scripts.add(file);
  }
  let bytes = 0;
  let gzipBytes = 0;
  for (const script of scripts) {
    const body = Buffer.from(await (await fetch(`${baseUrl}${script}`)).arrayBuffer());
    bytes += body.length;
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { files: scripts.size, bytes, gzipBytes, status: response.status };
}

const BARE_PAGE = {
  "package.json": '{ "name": "bare-next", "private": true }\n',
  // Its own root, so Turbopack does not take this project's files (instrumentation.ts) for its own.
  "next.config.mjs": "export default { turbopack: { root: import.meta.dirname } };\n",
  // A title and a description, so Lighthouse scores it like a real page.
  "app/layout.jsx":
    'export const metadata = { title: "Bare", description: "A bare Next.js page." };\nexport default function RootLayout({ children }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  "app/page.jsx": "export default function Page() {\n  return <p>Hello</p>;\n}\n",
};

/** The bare page's files in `dir`, with this project's node_modules as hard links (Turbopack refuses a symbolic link). */
async function writeBarePage(dir) {
  await rm(dir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(BARE_PAGE)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  await run("cp", ["-al", path.join(projectRoot, "node_modules"), path.join(dir, "node_modules")], { quiet: true });
}

/**
 * Builds and serves the bare page in a temporary folder, with this project's
 * node_modules, and measures its first-load JavaScript; `whileServed(baseUrl)`
 * runs before it is stopped (Lighthouse on it: the floor of any Next.js page
 * on this machine). Removes it all before returning.
 */
export async function measureBareNextPage({ log, whileServed = async () => {} }) {
  let dir = path.join(os.tmpdir(), `kosh-bare-next-${process.pid}`);
  try {
    await writeBarePage(dir);
  } catch {
    // Hard links cannot cross file systems (a /tmp of its own): the git-ignored .reports/ is on the project's.
    await rm(dir, { recursive: true, force: true });
    dir = path.join(projectRoot, ".reports", `bare-next-${process.pid}`);
    await writeBarePage(dir);
  }
  log("Building a bare Next.js page to compare first-load JavaScript with…");
  const next = path.join(dir, "node_modules", ".bin", "next");
  await run(next, ["build", dir], { env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" }, quiet: true });
  const port = await findFreePort();
  const server = spawn(next, ["start", dir, "--port", String(port), "--hostname", "127.0.0.1"], {
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    stdio: "ignore",
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    for (let attempt = 0; ; attempt++) {
      const up = await fetch(baseUrl).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      if (attempt > 300) throw new Error("The bare Next.js page did not start within 30 s.");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const js = await firstLoadJs(baseUrl, "/");
    await whileServed(baseUrl);
    return js;
  } finally {
    server.kill("SIGTERM");
    await rm(dir, { recursive: true, force: true });
  }
}

/** Issue 14: a page's first-load JavaScript may exceed a bare Next.js page's by this much (gzip). */
export const FIRST_LOAD_JS_BUDGET = 25 * 1024;

/** "184.6 KiB" */
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
