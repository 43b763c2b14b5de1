// The security headers next.config.ts sends. Next.js fixes these rules at build
// time (routes-manifest.json), so they depend on the request, never on
// run-time variables. proxy.ts replaces the page policy with a nonce policy on
// the pages that render per request (lib/security/content-security-policy.ts).
import { NON_PAGE_POLICY, pagePolicy } from "./content-security-policy";

type HeaderRule = {
  source: string;
  has?: Array<{ type: "header"; key: string; value?: string }>;
  headers: Array<{ key: string; value: string }>;
};

/**
 * Two years, this host only: a subdomain an operator still serves over http
 * keeps working. Add `includeSubDomains; preload` once every subdomain is https.
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000";

/**
 * `same-origin` cuts the link between our page and any window from another
 * site: one that opened us, and one we open. checkout.js's iframe opens bank,
 * 3-D Secure and UPI windows that report back through `window.opener`, so
 * pop-ups we open keep theirs.
 */
export const CROSS_ORIGIN_OPENER_POLICY = "same-origin-allow-popups";

export function securityHeaderRules({ development = false } = {}): HeaderRule[] {
  return [
    {
      source: "/:path*",
      headers: [
        { key: "X-Content-Type-Options", value: "nosniff" },
        { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
        { key: "X-Frame-Options", value: "DENY" },
        { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
      ],
    },
    // Documents only: Next's script and style files are never one, and the two
    // headers would add half a kilobyte to each of a page's dozen or so files.
    {
      source: "/:path((?!_next/static/).*)",
      headers: [
        { key: "Content-Security-Policy", value: pagePolicy({ development }) },
        { key: "Cross-Origin-Opener-Policy", value: CROSS_ORIGIN_OPENER_POLICY },
      ],
    },
    // HSTS only on responses to https requests, as the proxy in front reports it
    // (Vercel always sends X-Forwarded-Proto; nginx does with
    // `proxy_set_header X-Forwarded-Proto $scheme`). A client that forges the
    // header over plain http gains nothing: browsers ignore HSTS received over
    // http (RFC 6797 §8.1).
    {
      source: "/:path*",
      has: [{ type: "header", key: "x-forwarded-proto", value: "https(,.*)?" }],
      headers: [{ key: "Strict-Transport-Security", value: STRICT_TRANSPORT_SECURITY }],
    },
    ...["/api/:path*", "/media/:path*", "/uploads/:path*", "/demo-images/:path*"].map((source) => ({
      source,
      headers: [{ key: "Content-Security-Policy", value: NON_PAGE_POLICY }],
    })),
  ];
}
