import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "@/proxy";
import { nonceOf } from "./content-security-policy";

// proxy.ts gives the pages Next.js renders per request a nonce policy instead
// of the static one that lets any inline script run.
const policyFor = (path: string) =>
  proxy(new NextRequest(new URL(path, "http://localhost:3000"))).headers.get("Content-Security-Policy");

describe("proxy's page policy", () => {
  it("gives the password reset page, which holds the link's token, a nonce policy in both languages", () => {
    for (const path of ["/reset-password?token=abc", "/hi/reset-password?token=abc"]) {
      const policy = policyFor(path);
      expect(policy, path).not.toBeNull();
      expect(nonceOf(policy!), path).not.toBeNull();
    }
  });

  it("keeps a per-request policy on the login page and none on the cached request form", () => {
    expect(nonceOf(policyFor("/login") ?? "")).not.toBeNull();
    expect(policyFor("/forgot-password")).toBeNull();
  });
});
