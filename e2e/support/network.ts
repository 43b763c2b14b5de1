import type { Page } from "@playwright/test";

/**
 * Every script chunk that carries zod (its core names "$ZodType") fails to
 * arrive, as when the connection drops (or a new version is deployed) before a
 * form's rules have loaded, until `reconnect()`. The pages' own chunks load as
 * usual: no client file imports zod up front (lib/client-zod.test.ts).
 * `dropped` lists the addresses dropped so far, so a test can check that it
 * dropped something.
 */
export async function dropZodChunks(page: Page): Promise<{ dropped: string[]; reconnect: () => void }> {
  const dropped: string[] = [];
  let connected = false;
  await page.route("**/_next/static/chunks/**", async (route) => {
    // Read aside, and the browser's own request goes on untouched (its compression and headers as served).
    const drop = !connected && (await (await route.fetch()).text()).includes("$ZodType");
    if (!drop) return route.continue();
    dropped.push(route.request().url());
    return route.abort("internetdisconnected");
  });
  return { dropped, reconnect: () => (connected = true) };
}
