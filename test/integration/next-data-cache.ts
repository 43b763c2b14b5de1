import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, vi } from "vitest";
import { createResponseCache, registerResponseCache } from "@/lib/http/response-cache.mjs";

// A stand-in for Next's data cache and ISR pages, as they behave for unstable_cache, for tests that follow an
// edit through every cache a page passes (lib/catalog/rename-invalidation.int.test.ts,
// lib/content/nearby-shops-invalidation.int.test.ts): an entry per key and arguments, carrying its tags,
// dropped when one of them is revalidated; a read made inside another runs uncached, and its tags are not the
// page's (lib/catalog/cache.ts); a page's entry carries the tags of the reads its render made.
//
// A test file mocks next/cache with it, from its factory, and reads the same state through `nextDataCache`:
//   vi.mock("next/cache", async () => (await import("@/test/integration/next-data-cache")).nextCacheStandIn);

export const nextDataCache = {
  reads: new Map<string, { value: unknown; tags: string[] }>(),
  /** ISR: a product page's view by slug, with the tags of the reads its render made. */
  pages: new Map<string, { tags: Set<string>; view: unknown }>(),
  rendering: null as Set<string> | null,
  depth: 0,
};

/** What the test's `next/cache` module is: unstable_cache and revalidateTag over nextDataCache. */
export const nextCacheStandIn = {
  unstable_cache:
    <Args extends unknown[], Result>(
      read: (...args: Args) => Promise<Result>,
      keyParts: string[],
      { tags = [] }: { tags?: string[] },
    ) =>
    async (...args: Args): Promise<Result> => {
      const next = nextDataCache;
      if (next.depth > 0) return read(...args);
      for (const tag of tags) next.rendering?.add(tag);
      const key = JSON.stringify([keyParts, args]);
      const kept = next.reads.get(key);
      if (kept) return structuredClone(kept.value) as Result;
      next.depth += 1;
      try {
        const value = await read(...args);
        next.reads.set(key, { value: structuredClone(value), tags });
        return value;
      } finally {
        next.depth -= 1;
      }
    },
  revalidateTag: (tag: string) => {
    for (const [key, { tags }] of nextDataCache.reads) if (tags.includes(tag)) nextDataCache.reads.delete(key);
    for (const [slug, { tags }] of nextDataCache.pages) if (tags.has(tag)) nextDataCache.pages.delete(slug);
  },
};

/** A product's page as Next serves it: `render` once, then its view until one of its reads' tags expires. */
export async function cachedPage<View>(slug: string, render: () => Promise<View>): Promise<View> {
  const kept = nextDataCache.pages.get(slug);
  if (kept) return kept.view as View;
  nextDataCache.rendering = new Set();
  try {
    const view = await render();
    nextDataCache.pages.set(slug, { tags: nextDataCache.rendering, view });
    return view;
  } finally {
    nextDataCache.rendering = null;
  }
}

/** Forgets every read and page. */
export function clearNextDataCache(): void {
  nextDataCache.reads.clear();
  nextDataCache.pages.clear();
}

/**
 * Sets up server.mjs's response cache in front of `answer` on a local port for this test file: started (with
 * NEXT_RUNTIME=nodejs) before its tests, stopped after them, and both caches emptied before each test.
 */
export function cachedTestServer(answer: (url: string) => Promise<Response>) {
  const responses = createResponseCache();
  const server = http.createServer(async (request, response) => {
    if (responses.serve(request, response)) return;
    responses.record(request, response);
    const answered = await answer(request.url!);
    response.writeHead(answered.status, Object.fromEntries(answered.headers));
    response.end(Buffer.from(await answered.arrayBuffer()));
  });

  beforeAll(async () => {
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    registerResponseCache(responses);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    clearNextDataCache();
    responses.clear();
  });

  /** GET `url` (a path) from the server, through its response cache. */
  return (url: string) => fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${url}`);
}
