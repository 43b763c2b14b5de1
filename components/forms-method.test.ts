import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Before a page's JavaScript has loaded (a slow phone, Enter pressed early) or
// without it, the browser submits a form itself, and a form without a method
// goes as a GET: its fields, a password or a phone number included, end up in
// the address bar, the history and the logs of every proxy on the way. So
// every form names its method: "post" for the ones JavaScript sends (the page
// itself then answers the POST, and nothing is sent anywhere), "get" only for
// searches and filters, whose fields belong in the address.

const ROOTS = ["components", "app"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".tsx") && !entry.name.includes(".test.") ? [full] : [];
  });
}

/** Each `<form …>` opening tag in a file, with the braces of its attributes' expressions skipped. */
function formTags(source: string): string[] {
  const tags: string[] = [];
  for (const match of source.matchAll(/<form[\s>]/g)) {
    const line = source.slice(source.lastIndexOf("\n", match.index) + 1, match.index).trim();
    if (line.startsWith("//") || line.startsWith("*")) continue; // a comment naming a form
    let depth = 0;
    let end = match.index + 5;
    for (; end < source.length; end++) {
      const char = source[end];
      if (char === "{") depth++;
      else if (char === "}") depth--;
      else if (char === ">" && depth === 0) break;
    }
    tags.push(source.slice(match.index, end + 1));
  }
  return tags;
}

describe("forms", () => {
  const forms = ROOTS.flatMap((root) =>
    sourceFiles(root).flatMap((file) => formTags(readFileSync(file, "utf8")).map((tag) => ({ file, tag }))),
  );

  it("are found (a broken scan would pass vacuously)", () => {
    expect(forms.length).toBeGreaterThanOrEqual(20);
  });

  it("each name their method, so a submit before the page's JavaScript never puts their fields in the address", () => {
    const withoutMethod = forms.filter(({ tag }) => !/\smethod=/.test(tag)).map(({ file }) => file);
    expect(withoutMethod).toEqual([]);
  });
});
