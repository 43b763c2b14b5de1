import { describe, expect, it } from "vitest";
import { safeCallbackPath } from "./callback-path";
import { sessionCookieName, sessionSecret, usesSecureCookies } from "./config";

describe("session cookie settings", () => {
  it("uses a Secure, __Host- prefixed cookie over https and in production", () => {
    expect(usesSecureCookies({ NEXTAUTH_URL: "https://shop.example.in" })).toBe(true);
    expect(sessionCookieName({ NEXTAUTH_URL: "https://shop.example.in" })).toBe("__Host-next-auth.session-token");
    expect(usesSecureCookies({ NODE_ENV: "production" })).toBe(true);
    expect(sessionCookieName({ NODE_ENV: "production" })).toBe("__Host-next-auth.session-token");
    expect(usesSecureCookies({ VERCEL: "1" })).toBe(true);
  });

  it("reads NEXTAUTH_URL's scheme as a URL does, whatever its letter case (the start-up check accepts HTTPS://)", () => {
    for (const url of ["HTTPS://shop.example.in", "Https://shop.example.in/"]) {
      expect(usesSecureCookies({ NEXTAUTH_URL: url, NODE_ENV: "production" }), url).toBe(true);
      expect(sessionCookieName({ NEXTAUTH_URL: url }), url).toBe("__Host-next-auth.session-token");
    }
    expect(usesSecureCookies({ NEXTAUTH_URL: "HTTP://localhost:3000" })).toBe(false);
  });

  it("uses a plain cookie for a local http address, even for a production build", () => {
    expect(usesSecureCookies({ NEXTAUTH_URL: "http://localhost:3000", NODE_ENV: "production" })).toBe(false);
    expect(sessionCookieName({})).toBe("next-auth.session-token");
  });

  it("needs a secret", () => {
    expect(() => sessionSecret({})).toThrow(/NEXTAUTH_SECRET/);
    expect(sessionSecret({ NEXTAUTH_SECRET: " s3cret " })).toBe("s3cret");
    // next-auth v5's name is not a second, undocumented way to set it.
    expect(() => sessionSecret({ AUTH_SECRET: "a".repeat(44) })).toThrow(/NEXTAUTH_SECRET is not set/);
    expect(sessionSecret({ NEXTAUTH_SECRET: "s3cret", AUTH_SECRET: "other" })).toBe("s3cret");
  });
});

describe("safeCallbackPath", () => {
  it("keeps same-site paths and turns anything else into /", () => {
    expect(safeCallbackPath("/profile")).toBe("/profile");
    expect(safeCallbackPath("/orders?page=2")).toBe("/orders?page=2");
    for (const bad of [null, "", "profile", "https://evil.example", "//evil.example", "/\\evil.example", "/a\nb"]) {
      expect(safeCallbackPath(bad)).toBe("/");
    }
  });
});
