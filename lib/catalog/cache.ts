import "server-only";
import { revalidateTag, unstable_cache } from "next/cache";
import { prisma } from "@/lib/db";
import { lastCacheInvalidation, noteCacheInvalidation } from "@/lib/cache/invalidation-clock.mjs";
import { singleFlight } from "@/lib/single-flight";
import {
  BRAND_TAG_PREFIX,
  CATEGORY_TAG_PREFIX,
  forgetResponsesTagged,
  PRODUCT_TAG_PREFIX,
  RELATED_TAG_PREFIX,
} from "@/lib/http/response-cache.mjs";

// Catalogue caching, declared in one place. Catalogue reads (products,
// brands, categories, filters, search) are cached and tagged with the entities
// they show; every write to the catalogue calls invalidateCatalog() with
// exactly the tags of what it changed (none it names is on every product's page: a
// category's rename expires the pages of its products, not the shop's). Cart,
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
  /**
   * Reads of many products (listings, search, home): any product's edit, stock running out or back, and a
   * brand's or category's rename their cards show.
   */
  productLists: "catalog:product-lists",
  /** The sitemap's documents: the active products' addresses and last changes. */
  sitemap: "catalog:sitemap",
  /** One product's page read ("Only 3 left in stock"). */
  product: (slug: string) => `${PRODUCT_TAG_PREFIX}${slug}`,
  /**
   * The related products product pages read from one category (and all below it):
   * a product's edit names its category and those above it, so other pages keep theirs.
   */
  relatedIn: (categoryId: string) => `${RELATED_TAG_PREFIX}${categoryId}`,
  /** A product page's read of one brand's products (its name, in the page and its JSON-LD): that brand's rename. */
  brand: (brandId: string) => `${BRAND_TAG_PREFIX}${brandId}`,
  /**
   * A product page's read of one category's products (the breadcrumbs and JSON-LD name it and every category
   * above it): a rename or move of it or of any category above it names it (categoryWriteTags, admin-categories.ts).
   */
  category: (categoryId: string) => `${CATEGORY_TAG_PREFIX}${categoryId}`,
  brands: "catalog:brands",
  categories: "catalog:categories",
  shops: "catalog:nearby-shops",
  /**
   * The previous build's tag of every read showing products, which its brand's or category's rename names
   * (tag invalidations are shared by all builds, docs/deploy.md). Carried by the reads that carried it then
   * (product pages, related products, the newest products), so a rename made on an instance still running
   * that build during a rolling deploy expires them here; never named by this build. Drop it once no
   * instance runs a build older than ADR 0015's 2026-11-28 amendment.
   */
  previousBuildProducts: "catalog:products",
} as const;

/**
 * The tags a write of products makes stale: their pages (under every slug they
 * had), the lists and the sitemap, and the related products read from their
 * categories (before and after, with every category above them). Not the
 * other products' pages: a price edit must not empty the cache of 100,000.
 */
export function productWriteTags(slugs: string[], categoryIds: string[]): string[] {
  return [
    ...new Set(slugs.map(CATALOG_TAGS.product)),
    CATALOG_TAGS.productLists,
    CATALOG_TAGS.sitemap,
    ...new Set(categoryIds.map(CATALOG_TAGS.relatedIn)),
  ];
}

/**
 * Cache-Control of the public catalogue APIs (products, search, filters):
 * shared caches (a CDN, or server.mjs's response cache) keep them 60 s;
 * browsers ask again each time. invalidateCatalog() makes server.mjs's cache
 * forget what shows the change at once; a CDN may lag an admin edit by up to 60 s.
 */
export const CATALOG_API_CACHE_CONTROL = "public, max-age=0, s-maxage=60";

/** Seconds a cached catalogue read may live without an invalidation (a safety net). */
export const CATALOG_REVALIDATE_SECONDS = 300;

/**
 * Caches an async catalogue read under `keyParts` + its arguments, tagged
 * with `tags` (plus the catalogue-wide tag), or with the tags `tags` gives for
 * the arguments (one product's tag for its page). Outside a Next.js server
 * (scripts, unit tests) it simply calls the function.
 *
 * Concurrent misses of one entry in this process run the read once (a single
 * flight, @/lib/single-flight): unstable_cache does not merge them, and a burst
 * of one new search would otherwise send PostgreSQL as many full-text queries
 * as requests (docs/adr/0045-search-throttle-counts-misses.md). Each caller
 * still goes through unstable_cache (its own lookup, its tags collected by the
 * page it renders); only the read's body is shared. A waiter gets the result
 * as a hit would, parsed from its JSON; the read's throttle charges only the
 * caller that ran it.
 *
 * A read that calls another cached read must carry that one's tags too: Next
 * runs an unstable_cache nested in another uncached and does not pass its tags
 * up, so the outer entry outlives an invalidation of the inner one's tags.
 */
export function cachedCatalogRead<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  keyParts: string[],
  tags: string[] | ((...args: Args) => string[]),
): (...args: Args) => Promise<Result> {
  // Keyed as unstable_cache keys the entry: the key parts and the arguments as JSON.
  // Shared only by a read started after the last invalidation this process knows of: one started before
  // may hold the rows an edit replaced, and the cache would keep them for a request made after the edit.
  const shared = singleFlight<Result>({
    forWaiter: asCacheHit,
    joinable: (startedAt) => startedAt > lastCacheInvalidation(),
  });
  const readOnce = (database: string, ...args: Args) =>
    shared(JSON.stringify([keyParts, database, args]), () => read(...args));
  const cachedWith = (readTags: string[]) =>
    unstable_cache(readOnce, keyParts, {
      tags: [CATALOG_TAGS.all, ...readTags],
      revalidate: CATALOG_REVALIDATE_SECONDS,
    });
  const fixed = Array.isArray(tags) ? cachedWith(tags) : null;
  return async (...args: Args) => {
    if (!process.env.NEXT_RUNTIME) return read(...args);
    const cached = fixed ?? cachedWith((tags as (...args: Args) => string[])(...args));
    return cached(await databaseIdentity(), ...args);
  };
}

/** A result as unstable_cache answers a hit: parsed from the JSON it stores. */
const asCacheHit = <Result>(result: Result): Result => {
  const body = JSON.stringify(result);
  return body === undefined ? result : (JSON.parse(body) as Result);
};

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
 * Work done after the response must run in Next's after(), whose tags Next
 * applies when the task ends: those marked by a promise merely left running
 * once the handler has returned are never applied.
 */
export function invalidateCatalog(...tags: string[]): void {
  // Outside a Next.js server (scripts, tests) there is no cache to mark stale.
  if (!process.env.NEXT_RUNTIME) return;
  const marked = tags.length ? tags : [CATALOG_TAGS.all];
  for (const tag of marked) revalidateTag(tag, { expire: 0 });
  noteCacheInvalidation(); // again when Next applies the tags, after the write's transaction has committed
  // The pages and API answers server.mjs keeps in memory: the changed
  // products' pages, the product pages that show the changed brand, category
  // or related products, and the lists when they changed. Now, and again by the
  // cache handler once Next has applied these tags (lib/cache/incremental-cache-handler.mjs),
  // since a request served before that, Next's copy still valid, may have stored the old page.
  forgetResponsesTagged(marked);
}

/**
 * One product's stock before and after an order took or gave back units, and
 * the categories whose related products show it (relatedCategoriesShowing,
 * lib/catalog/related-categories.ts), looked up only when it ran out or came
 * back (else empty): related products show all active products, each "in
 * stock" or not, so only those among a category's newest show the change.
 */
export type StockMove = { slug: string; stockBefore: number; stockAfter: number; relatedCategoryIds: string[] };

/** Whether a move made a product run out or come back, the one thing lists and related products show of stock. */
export const inStockChanged = ({ stockBefore, stockAfter }: Pick<StockMove, "stockBefore" | "stockAfter">) =>
  stockBefore > 0 !== stockAfter > 0;

/**
 * The tags stock moves make stale: each product's page ("Only 2 left"), and,
 * only when a product ran out or came back, the lists and the related products
 * of the categories that show it. So a busy shop's orders do not empty every
 * cached listing, and a sell-out leaves other categories' product pages cached.
 */
export function stockTags(moves: StockMove[]): string[] {
  const changed = moves.filter(inStockChanged);
  return [
    ...new Set(moves.map(({ slug }) => CATALOG_TAGS.product(slug))),
    ...(changed.length ? [CATALOG_TAGS.productLists] : []),
    ...new Set(changed.flatMap(({ relatedCategoryIds }) => relatedCategoryIds.map(CATALOG_TAGS.relatedIn))),
  ];
}

/**
 * After stock moved (an order placed or paid, a cancellation, an expiry, an
 * exchange's replacement): the pages that show it are read again.
 */
export function invalidateStock(moves: StockMove[]): void {
  if (moves.length) invalidateCatalog(...stockTags(moves));
}
