import { defineConfig, devices } from "@playwright/test";

// Started through scripts/e2e.mjs, which picks free ports and a throwaway database.
const port = Number(process.env.E2E_PORT || 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "e2e",
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Some tests walk a whole journey (shopper, then admin, then shopper); on a
  // busy 2-core machine that took more than Playwright's default 30 s, and on
  // a slower one (2026-11-26: the whole suite 13 min instead of 6) up to 50 s.
  timeout: 120_000,
  // Likewise a login (argon2) or a build-cold page can take more than the default 5 s there.
  expect: { timeout: 10_000 },
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
          // Root in CI needs --no-sandbox; the rest keeps Chromium off the (closed) network.
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
          ],
        },
      },
    },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    url: `${baseURL}/api/health`,
    // The tests play one proxy in front of the shop: each test's X-Forwarded-For is its client address.
    env: { ...(process.env as Record<string, string>), PORT: String(port), TRUSTED_PROXY_HOPS: "1" },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
});
