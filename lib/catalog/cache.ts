import "server-only";
import { revalidateTag, unstable_cache } from "next/cache";
import { after } from "next/server";
import { prisma } from "@/lib/db";
import { clearPublicApiResponses } from "@/lib/http/response-cache.mjs";

// Catalogue caching, declared in one place. Catalogue reads (products,
// brands, categories, filters, search) are cached and tagged; every write to
// the catalogue calls invalidateCatalog() with what it changed. Cart,
// checkout, account and anything per-user is never cached.
//
// Why unstable_cache and not 'use cache': 'use cache' needs cacheComponents,
// which on Next 16.4.6 either fails product pages not prerendered or sends
// them with a 200 shell before knowing they exist (measured:
// docs/adr/0014-cache-components-not-yet.md). Without REDIS_URL the cache is
// in each server's memory; with it, shared (docs/adr/0013-shared-cache-on-redis.md).

export const CATALOG_TAGS = {
  /** Anything in the catalogue: every catalogue read carries it. */
  all: "catalog",
  products: "catalog:products",
  product: (slug: string) => `catalog:product:${slug}`,
  brands: "catalog:brands",
  categories: "catalog:categories",
  shops: "catalog:nearby-shops",
} as const;

/**
 * Cache-Control of the public catalogue APIs (products, search, filters):
 * shared caches (a CDN, or server.mjs's response cache) keep them 60 s;
 * browsers ask again each time. invalidateCatalog() empties server.mjs's
 * cache at once; a CDN may lag an admin edit by up to 60 s.
 */
export const CATALOG_API_CACHE_CONTROL = "public, max-age=0, s-maxage=60";

/** Seconds a cached catalogue read may live without an invalidation (a safety net). */
export const CATALOG_REVALIDATE_SECONDS = 300;

/**
 * Caches an async catalogue read under `keyParts` + its arguments, tagged
 * with `tags` (plus the catalogue-wide tag). Outside a Next.js server
 * (scripts, unit tests) it simply calls the function.
 */
export function cachedCatalogRead<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  keyParts: string[],
  tags: string[],
): (...args: Args) => Promise<Result> {
  const cached = unstable_cache((_database: string, ...args: Args) => read(...args), keyParts, {
    tags: [CATALOG_TAGS.all, ...tags],
    revalidate: CATALOG_REVALIDATE_SECONDS,
  });
  return async (...args: Args) => {
    if (!process.env.NEXT_RUNTIME) return read(...args);
    return cached(await databaseIdentity(), ...args);
  };
}

let identity: Promise<string> | undefined;

/**
 * Which database this is, as part of every cache key. On a Node host the
 * cache lives in the server's memory (next.config.ts), but a host's shared
 * data cache (Vercel's, a configured cacheHandler) outlives a server; without
 * this, a deployment on a fresh database would serve rows cached from the old one.
 * The first migration's id is a random UUID written when the database was
 * migrated, so it differs for every database created.
 */
function databaseIdentity(): Promise<string> {
  identity ??= prisma.$queryRaw<
    Array<{ id: string }>
  >`SELECT id FROM "_prisma_migrations" ORDER BY started_at ASC, id ASC LIMIT 1`
    .then((rows) => rows[0]?.id ?? "unmigrated")
    .catch((error: unknown) => {
      identity = undefined;
      throw error;
    });
  return identity;
}

/**
 * Marks cached catalogue reads stale (admin edits, stock moved by orders).
 * May be called inside the transaction that makes the change: Next applies
 * the tags when the route handler has finished, i.e. after the handler's
 * transaction committed, so no request can cache the old rows afterwards.
 */
export function invalidateCatalog(...tags: string[]): void {
  // Outside a Next.js server (scripts, tests) there is no cache to mark stale.
  if (!process.env.NEXT_RUNTIME) return;
  for (const tag of tags.length ? tags : [CATALOG_TAGS.all]) revalidateTag(tag, { expire: 0 });
  // The catalogue API answers server.mjs keeps in memory (any edit may change
  // any listing): now, and again once the response is sent, since a request
  // served before the caller's transaction committed may have stored old rows.
  clearPublicApiResponses();
  after(clearPublicApiResponses);
}

/**
 * After stock moved (an order placed or paid, a cancellation, an expiry, an
 * exchange's replacement): the product pages and lists show stock ("Only 2
 * left", out of stock), so they are read again.
 */
export function invalidateStock(): void {
  invalidateCatalog(CATALOG_TAGS.products);
}
