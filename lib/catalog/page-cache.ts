import { readdir, rm } from "node:fs/promises";
import path from "node:path";

// The cached catalogue pages (/product/[slug], /shop/v/[query]) are stored by
// Next under .next/server/route-cache, keyed by path only, and outlive the
// server. A server started on another database (tests, a reset demo, the
// bench) would serve pages rendered from the old one's rows, so each server
// instance starts with none: they are rendered again on their first request.
// (Catalogue data reads are keyed by the database's identity: lib/catalog/cache.ts.)

const CATALOGUE_PAGE_DIRS = ["product", path.join("shop", "v")];

export async function dropCachedCataloguePages(distDir = path.join(process.cwd(), ".next")): Promise<void> {
  const root = path.join(distDir, "server", "route-cache", "APP_PAGE");
  const routes = await readdir(root).catch(() => [] as string[]);
  await Promise.all(
    routes.flatMap((route) =>
      CATALOGUE_PAGE_DIRS.map((dir) => rm(path.join(root, route, "$", dir), { recursive: true, force: true })),
    ),
  );
}
