import { describe, expect, it } from "vitest";
import { newNonce, nonceOf, pagePolicy, RAZORPAY_CHECKOUT_SOURCES } from "./content-security-policy";
import { securityHeaderRules, STRICT_TRANSPORT_SECURITY } from "./headers";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe("pagePolicy", () => {
  it("with a nonce, runs only scripts that carry it (no inline allowance), plus our own and Razorpay's files", () => {
    const nonce = newNonce();
    const scriptSrc = directives(pagePolicy({ nonce })).get("script-src");
    expect(scriptSrc).toEqual(["'self'", `'nonce-${nonce}'`, ...RAZORPAY_CHECKOUT_SOURCES.script]);
    expect(nonceOf(pagePolicy({ nonce }))).toBe(nonce);
  });

  it("without a nonce (cached pages), allows inline scripts but still only our own and Razorpay's files", () => {
    const scriptSrc = directives(pagePolicy()).get("script-src");
    expect(scriptSrc).toEqual(["'self'", "'unsafe-inline'", ...RAZORPAY_CHECKOUT_SOURCES.script]);
    expect(nonceOf(pagePolicy())).toBeNull();
  });

  it("lets checkout.js frame its payment page and send its beacons, on every page", () => {
    for (const policy of [pagePolicy(), pagePolicy({ nonce: newNonce() })]) {
      const d = directives(policy);
      expect(d.get("frame-src")).toEqual(["https://api.razorpay.com"]);
      expect(d.get("connect-src")).toEqual([
        "'self'",
        "https://lumberjack.razorpay.com",
        "https://lumberjack-metrics.razorpay.com",
      ]);
    }
  });

  it("always forbids plugins, foreign base URLs, foreign form targets and framing", () => {
    for (const policy of [pagePolicy(), pagePolicy({ nonce: newNonce() })]) {
      const d = directives(policy);
      expect(d.get("default-src")).toEqual(["'self'"]);
      expect(d.get("object-src")).toEqual(["'none'"]);
      expect(d.get("base-uri")).toEqual(["'self'"]);
      expect(d.get("form-action")).toEqual(["'self'"]);
      expect(d.get("frame-ancestors")).toEqual(["'none'"]);
    }
  });

  it("allows eval only for next dev", () => {
    expect(pagePolicy({ nonce: newNonce() })).not.toContain("'unsafe-eval'");
    expect(pagePolicy({ development: true })).toContain("'unsafe-eval'");
  });
});

describe("newNonce", () => {
  it("is 128 random bits in the base64 Next.js reads, different every time", () => {
    const nonces = new Set(Array.from({ length: 100 }, () => newNonce()));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe("securityHeaderRules", () => {
  it("sends HSTS only when the proxy in front reports https", () => {
    const hsts = securityHeaderRules().filter((rule) =>
      rule.headers.some((header) => header.key === "Strict-Transport-Security"),
    );
    expect(hsts).toEqual([
      {
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https(,.*)?" }],
        headers: [{ key: "Strict-Transport-Security", value: STRICT_TRANSPORT_SECURITY }],
      },
    ]);
    const matcher = new RegExp(`^${hsts[0]!.has![0]!.value}$`); // how Next.js matches `has`
    expect(["https", "https,http"].every((value) => matcher.test(value))).toBe(true);
    expect(["http", "http,https", "httpsx"].some((value) => matcher.test(value))).toBe(false);
  });
});
