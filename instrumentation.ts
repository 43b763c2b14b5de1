// Runs once when a server instance starts (npm start, next start, Vercel).
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    await import("./lib/config/stop-on-config-problem");
    const { dropCachedCataloguePages } = await import("./lib/catalog/page-cache");
    await dropCachedCataloguePages().catch(() => {}); // read-only file systems (Vercel) keep no such files
  }
}
