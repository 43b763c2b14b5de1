import { expect, test as base } from "./support/test";
import { signUpAndLogIn } from "./support/accounts";

// One browser, several shoppers (a family phone, a cyber café): what the
// previous shopper saw must not come back after they log out.

// Playwright turns the back/forward cache off by default; browsers keep it on.
const test = base.extend<object, object>({
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({ ...launchOptions, ignoreDefaultArgs: ["--disable-back-forward-cache"] });
    },
    { scope: "worker" },
  ],
});

// An address of its own for the sign-up (playwright.config.ts: a test's X-Forwarded-For is its client address).
test.use({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.212" } });

test("after logout, Back does not bring the previous shopper's page back from the browser's cache, and their PIN code is forgotten", async ({
  page,
}) => {
  const shopper = {
    name: "Bfcache Shopper",
    email: `e2e-bfcache-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.in`,
    password: "monsoon-ledger-42",
  };
  await signUpAndLogIn(page.request, shopper);

  // A cached page (public, so the browser may keep it whole when the shopper leaves).
  await page.goto("/");
  const header = page.getByRole("banner");
  const accountButton = header.getByRole("button", { name: shopper.name });
  // The delivery check remembers the PIN code asked about for the visit; logging out forgets it.
  await page.evaluate(() => sessionStorage.setItem("kosh:delivery-pin", "560001"));
  await accountButton.click();
  await header.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL("**/login");
  expect(await page.evaluate(() => sessionStorage.getItem("kosh:delivery-pin"))).toBeNull();

  // Back: the restored page shows whoever is signed in now, that is nobody.
  await page.goBack({ waitUntil: "commit" });
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole("link", { name: "Login", exact: true })).toBeVisible();
  await expect(accountButton).toHaveCount(0);
});
