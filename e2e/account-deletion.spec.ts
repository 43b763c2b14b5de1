import { expect, test, type Page } from "./support/test";
import { placeCodOrder } from "./support/accounts";
import { addSeededProductToCart } from "./support/catalog";

// A shopper deletes their own account from the profile page
// (docs/adr/0033-account-deletion.md): refused with a wrong password and while
// an order is on its way, then deleted once it is cancelled: signed out, on
// the home page with a confirmation, and the e-mail and password open nothing.

// An address of its own (playwright.config.ts: a test's X-Forwarded-For is its client address), so this
// sign-up does not spend the hourly allowance of the default address other specs sign up from.
test.use({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.230" } });

const PASSWORD = "monsoon-ledger-42";
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("a shopper deletes their account from the profile page and cannot log in again", async ({ page, context }) => {
  const email = `e2e-erase-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.in`;

  await page.goto("/signup");
  await page.getByLabel("Name").fill("Erase Shopper");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(toast(page, "Signup successful!")).toBeVisible();
  await page.waitForURL("**/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/");

  // An order on its way, placed with this browser's session.
  await addSeededProductToCart(page.request);
  const { orderId } = await placeCodOrder(page.request, {
    fullName: "Erase Shopper",
    phone: "98200 54321",
    address: "7 Carter Road, Bandra West",
    city: "Mumbai",
    state: "Maharashtra",
    postalCode: "400050",
  });

  await page.goto("/profile");
  const section = page.getByRole("region", { name: "Delete account" });
  await expect(section).toContainText("What we keep, and why");
  await section.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  const password = dialog.getByLabel("Your password");
  const confirm = dialog.getByRole("button", { name: "Delete account permanently" });

  await password.fill("not-my-password");
  await confirm.click();
  await expect(dialog.getByRole("alert")).toHaveText("Your current password is not correct.");

  await password.fill(PASSWORD);
  await confirm.click();
  await expect(dialog.getByRole("alert")).toContainText("cannot be deleted while an order is on its way");
  await expect(page).toHaveURL(/\/profile$/);

  const cancelled = await page.request.post(`/api/orders/${orderId}/cancel`, {
    data: { reason: "ordered-by-mistake" },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await confirm.click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(toast(page, "Your account has been deleted.")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Login", exact: true })).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("next-auth.session-token");

  // Account pages want a login again, and the old e-mail and password open nothing.
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fprofile$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(toast(page, "Invalid credentials!")).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
