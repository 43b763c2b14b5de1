import { expect, test, type Page } from "./support/test";
import { mailsTo, type SentMail } from "./support/outbox";

// "Forgot your password?" through the pages, in English and in Hindi: the
// login page's link, the request form, the e-mail (read from the outbox the
// server writes when no SMTP_URL is set, lib/mail/mailer.ts), the reset page,
// and a login with the new password.

// An address of its own (playwright.config.ts: a test's X-Forwarded-For is its client address), so these
// sign-ups and reset requests do not spend the hourly allowance of the default address other specs sign up from.
test.use({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.210" } });

const OLD_PASSWORD = "monsoon-ledger-42";
const NEW_PASSWORD = "kettle-harbour-97";

const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.in`;

/** The reset link the newest e-mail to `email` carries, as a path on the server under test (it is sent after the answer). */
async function resetLinkTo(email: string): Promise<{ path: string; mail: SentMail }> {
  const linkIn = (mail: SentMail) => /https?:\/\/\S+?(\/(?:hi\/)?reset-password\?token=\S+)/.exec(mail.text)?.[1];
  await expect.poll(async () => (await mailsTo(email)).some(linkIn)).toBe(true);
  const mail = (await mailsTo(email)).filter(linkIn).at(-1)!;
  return { path: linkIn(mail)!, mail };
}

async function signUp(page: Page, email: string) {
  const signup = await page.request.post("/api/auth/signup", {
    data: { name: "Reset Shopper", email, password: OLD_PASSWORD },
  });
  expect(signup.status(), await signup.text()).toBe(201);
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("a forgotten password is reset through the e-mailed link, once", async ({ page }) => {
  const email = uniqueEmail("reset");
  await signUp(page, email);

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account exists for that address");

  const { path: link, mail } = await resetLinkTo(email);
  expect(mail.subject).toContain("Reset your");
  expect(link).toMatch(/^\/reset-password\?token=/);
  const opened = await page.goto(link);
  expect(opened?.headers()["cache-control"]).toMatch(/no-store/);
  await page.getByLabel("New password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password has been reset");
  await page.getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(toast(page, "Login successful!")).toBeVisible();

  // The same link again: refused, and the password stays the new one.
  await page.goto(link);
  await page.getByLabel("New password").fill("another-fine-password-3");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(toast(page, "not valid or has already been used")).toBeVisible();
});

test("in Hindi: the link, the e-mail and the reset page", async ({ page }) => {
  const email = uniqueEmail("reset-hi");
  await signUp(page, email);

  await page.goto("/hi/login");
  await page.getByRole("link", { name: "पासवर्ड भूल गए?" }).click();
  await expect(page).toHaveURL(/\/hi\/forgot-password$/);
  await page.getByLabel("ई-मेल").fill(email);
  await page.getByRole("button", { name: "रीसेट लिंक भेजें" }).click();
  await expect(page.getByRole("status")).toContainText("1 घंटे");

  const { path: link, mail } = await resetLinkTo(email);
  expect(mail.subject).toMatch(/[\u0900-\u097F]/);
  expect(link).toMatch(/^\/hi\/reset-password\?token=/);
  await page.goto(link);
  await page.getByLabel("नया पासवर्ड").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "नया पासवर्ड सेट करें" }).click();
  await expect(page.getByRole("status")).toContainText("आपका पासवर्ड रीसेट हो गया है");
  const login = await page.request.post("/api/auth/login", { data: { email, password: NEW_PASSWORD } });
  expect(login.status()).toBe(200);
});
