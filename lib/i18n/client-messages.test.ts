import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LAYOUT_CLIENT_NAMESPACES, PAGE_CLIENT_NAMESPACES, type ClientPage } from "./client-messages";

// Each shopper page sends its client components their texts and no others
// (lib/i18n/client-messages.ts). This follows every route file's imports, as
// the bundler does, and fails when a client component a page renders reads a
// namespace that page does not send: on the live page it would show the
// message's key instead of its text.

const ROOT = path.resolve(__dirname, "../..");
const SHOP = path.join(ROOT, "app", "[locale]");

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null; // a package
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, path.join(base, "index.ts")];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/**
 * The namespaces read with useTranslations by the client side of `file`'s
 * imports: files marked "use client" and everything they import in turn.
 */
function clientNamespaces(file: string, inClient = false, seen = new Set<string>(), found = new Set<string>()) {
  const source = readFileSync(file, "utf8");
  const client = inClient || /^\s*["']use client["']/.test(source);
  const visit = `${file}:${client}`;
  if (seen.has(visit)) return found;
  seen.add(visit);
  if (client) for (const [, namespace] of source.matchAll(/useTranslations\(\s*["'](\w+)/g)) found.add(namespace!);
  // import … from "x", export … from "x", import("x")
  for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) {
    if (/\.(json|css)$/.test(specifier!)) continue;
    const target = resolveImport(file, specifier!);
    if (target) clientNamespaces(target, client, seen, found);
  }
  return found;
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /^(page|layout|loading|error|not-found)\.tsx$/.test(entry.name) ? [full] : [];
  });
}

/** What the nearest PageMessages above a route file sends, or the layout's namespaces. */
function sentTo(file: string): { page: ClientPage | null; namespaces: readonly string[] } {
  for (let dir = path.dirname(file); dir.startsWith(SHOP); dir = path.dirname(dir)) {
    const layout = path.join(dir, "layout.tsx");
    if (!existsSync(layout)) continue;
    const page = /<PageMessages page="(\w+)"/.exec(readFileSync(layout, "utf8"))?.[1] as ClientPage | undefined;
    if (page) return { page, namespaces: PAGE_CLIENT_NAMESPACES[page] };
  }
  return { page: null, namespaces: LAYOUT_CLIENT_NAMESPACES };
}

describe("client messages per page", () => {
  const files = routeFiles(SHOP);

  // Reads and parses every file each route imports: 1–2 s on an idle machine, past Vitest's 5 s default on a busy one.
  it("every shopper route sends the namespaces its client components read", { timeout: 60_000 }, () => {
    expect(files.length).toBeGreaterThan(30);
    const unsent = files.flatMap((file) => {
      const { page, namespaces } = sentTo(file);
      return [...clientNamespaces(file)]
        .filter((namespace) => !namespaces.includes(namespace))
        .map((namespace) => `${path.relative(ROOT, file)} reads ${namespace}, not sent by ${page ?? "the layout"}`);
    });
    expect(unsent).toEqual([]);
  });

  it("the catalogue pages do not carry the account and checkout texts", () => {
    for (const page of ["home", "shop", "product"] as const) {
      expect(PAGE_CLIENT_NAMESPACES[page]).not.toContain("Checkout");
      expect(PAGE_CLIENT_NAMESPACES[page]).not.toContain("Account");
    }
  });
});
