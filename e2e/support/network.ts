import type { Page } from "@playwright/test";

/**
 * Every script chunk whose text contains `marker` fails to arrive, as when the
 * connection drops (or a new version is deployed) before a form's code loaded
 * on demand has arrived, until `reconnect()`. The pages' other chunks load as
 * usual. `dropped` lists the addresses dropped so far, so a test can check
 * that it dropped something.
 */
export async function dropChunksContaining(
  page: Page,
  marker: string,
): Promise<{ dropped: string[]; reconnect: () => void }> {
  const dropped: string[] = [];
  let connected = false;
  await page.route("**/_next/static/chunks/**", async (route) => {
    if (connected) return route.continue();
    // Read aside, and the browser's own request goes on untouched (its compression and headers as served).
    // Playwright disposes the copy when the browser gives the request up meanwhile (a navigation, a
    // cancelled load): then there is nothing left to drop or to let through.
    const body = await route
      .fetch()
      .then((response) => response.text())
      .catch(() => null);
    if (body === null) return route.continue().catch(() => undefined);
    if (!body.includes(marker)) return route.continue();
    dropped.push(route.request().url());
    return route.abort("internetdisconnected");
  });
  return { dropped, reconnect: () => (connected = true) };
}

/**
 * The chunks that carry zod (its core names "$ZodType"): a form's rules. No
 * client file imports zod up front (lib/client-zod.test.ts), so only they fail.
 */
export const dropZodChunks = (page: Page) => dropChunksContaining(page, "$ZodType");
