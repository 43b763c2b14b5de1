import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// zod is about 30 KiB of gzipped JavaScript. A client component that imports
// a module defining a zod schema, however indirectly, puts it in the page's
// first-load JavaScript (it was 29.6 KiB of /checkout's, /orders', /profile's
// and /contact's). Client code takes its rules' constants and pure checks from
// zod-free modules (lib/india.ts, lib/gstin.ts, …) and loads a schema with
// import() when it needs one (components/content/newsletter-form.tsx). This
// follows every "use client" file's static imports, as the bundler does, and
// fails on a path to a module that imports zod.

const ROOT = path.resolve(__dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null; // a package
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

type Module = { client: boolean; importsZod: boolean; imports: string[] };
const modules = new Map<string, Module>();

/**
 * What a file imports at run time: `import … from`, `import "…"` and
 * `export … from`, without the type-only ones (compiled away) and import()
 * (a chunk of its own, loaded when called).
 */
function moduleOf(file: string): Module {
  const known = modules.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0
          ? bindings.elements.every((element) => element.isTypeOnly)
          : false);
      if (!typeOnly) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      const clause = statement.exportClause;
      const typeOnly =
        statement.isTypeOnly ||
        (clause && ts.isNamedExports(clause) && clause.elements.length > 0
          ? clause.elements.every((element) => element.isTypeOnly)
          : false);
      if (!typeOnly) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  const directives = source.statements.filter(
    (statement) => ts.isExpressionStatement(statement) && ts.isStringLiteral(statement.expression),
  );
  const parsed: Module = {
    client: directives.some(
      (statement) => ((statement as ts.ExpressionStatement).expression as ts.StringLiteral).text === "use client",
    ),
    importsZod: specifiers.some((specifier) => specifier === "zod" || specifier.startsWith("zod/")),
    imports: specifiers.flatMap((specifier) => resolveImport(file, specifier) ?? []),
  };
  modules.set(file, parsed);
  return parsed;
}

/** The import chain from `entry` to each module importing zod that it reaches (breadth first: the shortest). */
function zodChains(entry: string): string[][] {
  const parent = new Map<string, string | null>([[entry, null]]);
  const queue = [entry];
  const chains: string[][] = [];
  for (let file = queue.shift(); file; file = queue.shift()) {
    const { importsZod, imports } = moduleOf(file);
    if (importsZod) {
      const chain = [];
      for (let step: string | null | undefined = file; step; step = parent.get(step)) chain.unshift(step);
      chains.push(chain.map((step) => path.relative(ROOT, step)));
    }
    for (const next of imports)
      if (!parent.has(next)) {
        parent.set(next, file);
        queue.push(next);
      }
  }
  return chains;
}

describe("client components and zod", () => {
  const clientFiles = ["app", "components", "lib"]
    .flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
    .filter((file) => moduleOf(file).client);

  it("finds the client components", () => {
    expect(clientFiles.length).toBeGreaterThan(50);
    expect(clientFiles).toContain(path.join(ROOT, "components/checkout/checkout-form.tsx"));
  });

  it('no "use client" file reaches a module importing zod, except through import()', () => {
    const reached = clientFiles.flatMap((file) => zodChains(file).map((chain) => chain.join(" -> ")));
    expect(reached).toEqual([]);
  });
});
