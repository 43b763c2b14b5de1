import { readdirSync } from "node:fs";
import path from "node:path";

// Every page of the app, read from the app/ tree: a new page is covered by
// the tests that use this list without anyone adding it by hand.

/** One folder between app/ and a page.tsx, as Next's router sees it. */
export type RouteSegment =
  | { kind: "static"; name: string }
  | { kind: "group"; name: string } // (storefront): in the router tree, not in the URL
  | { kind: "dynamic"; param: string } // [id]
  | { kind: "catchAll"; name: string } // [...rest]: the 404 for unknown URLs, no page of its own
  | { kind: "unknown"; name: string }; // catch-all, optional, parallel or private folders

export type AppPage = {
  /**
   * The route as written in the tree without groups and without the language
   * segment app/[locale] (English URLs have none), e.g. "/orders/[id]/invoice".
   */
  route: string;
  segments: RouteSegment[];
};

const APP_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), "..", "..", "app");

function segmentOf(folder: string): RouteSegment {
  if (/^\(.+\)$/.test(folder)) return { kind: "group", name: folder };
  if (/^\[\[?\.\.\./.test(folder)) return { kind: "catchAll", name: folder };
  const dynamic = /^\[([A-Za-z0-9_]+)\]$/.exec(folder);
  if (dynamic) return { kind: "dynamic", param: dynamic[1]! };
  if (/^[[@_]/.test(folder)) return { kind: "unknown", name: folder };
  return { kind: "static", name: folder };
}

export function appPages(dir = APP_DIR, segments: RouteSegment[] = []): AppPage[] {
  const pages: AppPage[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && /^page\.(tsx|ts|jsx|js)$/.test(entry.name)) {
      const unknown = segments.find((s) => s.kind === "unknown");
      // No page sits under a catch-all, parallel or private folder today. Teach this file when one does.
      if (unknown)
        throw new Error(`app-pages: "${unknown.name}" is not understood yet; extend e2e/support/app-pages.ts.`);
      const parts = segments
        .filter((s) => s.kind !== "group" && !isLocaleSegment(s))
        .map((s) => (s.kind === "dynamic" ? `[${s.param}]` : s.name));
      pages.push({ route: `/${parts.join("/")}`, segments });
    } else if (entry.isDirectory() && entry.name !== "api" && segmentOf(entry.name).kind !== "catchAll") {
      pages.push(...appPages(path.join(dir, entry.name), [...segments, segmentOf(entry.name)]));
    }
  }
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

const isLocaleSegment = (segment: RouteSegment) => segment.kind === "dynamic" && segment.param === "locale";

/** The page's public URL path with its dynamic segments filled in; English (the default `locale`) has no prefix. */
export function urlPathOf(page: AppPage, params: Record<string, string>): string {
  const parts = page.segments.flatMap((segment) => {
    if (segment.kind === "group") return [];
    if (isLocaleSegment(segment)) return params.locale && params.locale !== "en" ? [params.locale] : [];
    if (segment.kind !== "dynamic") return [segment.name];
    const value = params[segment.param];
    if (value === undefined) throw new Error(`No value for [${segment.param}] of ${page.route}.`);
    return [encodeURIComponent(value)];
  });
  return `/${parts.join("/")}`;
}

type RouterState = [
  segment: string | [string, string, "d", null],
  children: Record<string, RouterState>,
  ...rest: unknown[],
];

/**
 * The Next-Router-State-Tree header a browser sends when it navigates on the
 * client to this page from a page under the same layouts: every layout above
 * the page is marked as already on screen, and the page itself for refetch,
 * so the server renders the page segment alone (no layout runs).
 */
export function routerStateForPage(page: AppPage, params: Record<string, string>): string {
  let tree: RouterState = ["__PAGE__", {}, null, "refetch"];
  for (const segment of [...page.segments].reverse()) {
    const key: RouterState[0] =
      segment.kind === "dynamic"
        ? [segment.param, params[segment.param] ?? (isLocaleSegment(segment) ? "en" : ""), "d", null]
        : segment.name;
    tree = [key, { children: tree }];
  }
  return encodeURIComponent(JSON.stringify(["", { children: tree }]));
}
