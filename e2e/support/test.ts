import { createHash } from "node:crypto";
import { test as playwrightTest, type TestInfo } from "@playwright/test";

// Playwright's own test and expect, with one change: every test comes from a
// client address of its own. The shop limits sign-ups, logins, messages and
// tracking per client address (playwright.config.ts makes a request's
// X-Forwarded-For its address), so tests sharing one address spend one
// budget, and a new test that signs up could push an unrelated one over its
// limit. Specs import from here instead of "@playwright/test"; one that sets
// its own X-Forwarded-For (test.use, or a context's extraHTTPHeaders) keeps it.
export * from "@playwright/test";

/**
 * An address in 198.18.0.0/15 (set aside for benchmarking, RFC 2544; no spec
 * writes one by hand), the same for every request of one run of one test.
 */
export function clientAddressOf(testInfo: Pick<TestInfo, "testId" | "repeatEachIndex" | "retry">): string {
  const digest = createHash("sha256")
    .update(`${testInfo.testId}:${testInfo.repeatEachIndex}:${testInfo.retry}`)
    .digest();
  return `198.${18 + (digest[0]! & 1)}.${digest[1]}.${digest[2]}`;
}

export const test = playwrightTest.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({ "x-forwarded-for": clientAddressOf(testInfo), ...extraHTTPHeaders });
  },
});
