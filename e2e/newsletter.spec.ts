import { expect, test, type APIRequestContext, type Browser } from "./support/test";
import { logInAsAdmin } from "./support/accounts";
import { mailsTo } from "./support/outbox";

// The newsletter's double opt-in through the real pages (docs/adr/0031-newsletter-double-opt-in.md):
// sign up on the home page, read the confirmation mail from the outbox the server
// writes to without SMTP_URL (lib/mail/mailer.ts), confirm, and unsubscribe with the
// link from the admin's CSV. Opening a link's page (GET, as mail scanners do)
// changes nothing; only its button does.

/** The subscriber's CSV row, read as the admin: its Status and its unsubscribe page link. */
async function csvRow(admin: APIRequestContext, email: string) {
  const csv = await (await admin.get("/api/admin/inbox/subscribers.csv")).text();
  const cells = csv
    .split("\r\n")
    .find((line) => line.startsWith(`${email},`))
    ?.split(",");
  expect(cells, `${email} in the CSV`).toBeDefined();
  return { status: cells![2], unsubscribeLink: new URL(cells![5]!), oneClick: new URL(cells![6]!) };
}

async function adminRequest(browser: Browser) {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.201" } });
  await logInAsAdmin(context.request);
  return context;
}

test("subscribes from the home page, confirms from the mailed link and unsubscribes with the CSV's link", async ({
  page,
  browser,
}) => {
  const email = `opt-in-${Date.now()}@example.in`;
  await page.goto("/");
  const box = page.getByRole("region", { name: "Stay in the Loop" });
  await box.getByRole("textbox", { name: "Email address" }).fill(email);
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(box.getByRole("status")).toHaveText("Thanks! Please check your inbox and confirm your subscription.");
  await expect(box.getByRole("status")).toHaveClass(/text-green-800/);

  // The mail goes out just after the answer.
  await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
  const [mail] = await mailsTo(email);
  const link = new URL(mail!.text.match(/https?:\/\/\S+\/newsletter\/confirm\?\S+/)![0]);
  const confirmPath = `${link.pathname}${link.search}`;

  const admin = await adminRequest(browser);
  expect((await csvRow(admin.request, email)).status).toBe("waiting for confirmation");

  // Opening the link twice (a mail scanner, then the shopper) only shows the button.
  for (let i = 0; i < 2; i++) {
    await page.goto(confirmPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
  }
  expect((await csvRow(admin.request, email)).status).toBe("waiting for confirmation");
  await expect(page).toHaveTitle(/Confirm your subscription/);
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toMatch(/noindex/);

  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page).toHaveURL(/\/newsletter\/confirm\?done=1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're subscribed");
  const subscribed = await csvRow(admin.request, email);
  expect(subscribed.status).toBe("subscribed");

  // The newsletter's unsubscribe link: opening it changes nothing, its button unsubscribes.
  const unsubscribePath = `${subscribed.unsubscribeLink.pathname}${subscribed.unsubscribeLink.search}`;
  await page.goto(unsubscribePath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from the newsletter");
  expect((await csvRow(admin.request, email)).status).toBe("subscribed");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page).toHaveURL(/\/newsletter\/unsubscribe\?done=1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You've been unsubscribed");
  expect((await csvRow(admin.request, email)).status).toBe("unsubscribed");

  // A mail client's one-click POST (RFC 8058) to the CSV's List-Unsubscribe URL, with no Origin: 200.
  const oneClick = await page.request.post(`${subscribed.oneClick.pathname}${subscribed.oneClick.search}`, {
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(oneClick.status()).toBe(200);

  // The old confirmation link no longer subscribes the address: its page says so.
  await page.goto(confirmPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link does not work");
  await admin.close();
});

test("a Hindi link's page is in Hindi, and a tampered one says it does not work", async ({ page }) => {
  await page.goto("/hi/newsletter/unsubscribe?email=someone%40example.in&token=0123");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("यह लिंक काम नहीं कर रहा");
  await expect(page.locator("form[action^='/api/subs']")).toHaveCount(0);
});
