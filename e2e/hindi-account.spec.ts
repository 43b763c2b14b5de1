import { expect, test, type Page } from "./support/test";

// The account, contact, corporate, nearby-shops and 404 pages in Hindi (issue 17):
// Hindi texts under /hi, <html lang="hi-IN">, links that keep /hi, a login that
// returns to the Hindi page, and state names shown in Hindi but stored in English.

// An address of its own for its sign-ups (playwright.config.ts: a test's X-Forwarded-For is its client address).
test.use({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.215" } });

const PASSWORD = "monsoon-ledger-42";
const uniqueEmail = (label: string) =>
  `e2e-hi-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.in`;
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("a Hindi shopper logs in from a Hindi account page and comes back to it, in Hindi", async ({ page }) => {
  const email = uniqueEmail("login");
  const signup = await page.request.post("/api/auth/signup", {
    data: { name: "Hindi Shopper", email, password: PASSWORD },
  });
  expect(signup.status()).toBe(201);

  await page.goto("/hi/profile");
  await expect(page).toHaveURL(/\/hi\/login\?callbackUrl=%2Fhi%2Fprofile$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page).toHaveTitle(/^लॉग इन \|/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("लॉग इन");
  await expect(page.getByRole("link", { name: "साइन अप करें" })).toHaveAttribute("href", "/hi/signup");

  await page.getByRole("button", { name: "लॉग इन करें" }).click();
  await expect(toast(page, "ई-मेल और पासवर्ड दोनों ज़रूरी हैं!")).toBeVisible();

  await page.getByLabel("ई-मेल").fill(email);
  await page.getByLabel("पासवर्ड").fill(PASSWORD);
  await page.getByRole("button", { name: "लॉग इन करें" }).click();
  await expect(toast(page, "लॉग इन सफल रहा!")).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/hi/profile");

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("मेरी प्रोफ़ाइल");
  await expect(page.getByRole("button", { name: "प्रोफ़ाइल बदलें" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "पासवर्ड बदलें" })).toBeVisible();
  await expect(page.getByRole("option", { name: "महाराष्ट्र" })).toHaveAttribute("value", "Maharashtra");

  // The header's account menu keeps the shopper in Hindi.
  await page.getByRole("banner").getByRole("button", { name: "Hindi Shopper" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "सेव किए गए पते" })).toHaveAttribute(
    "href",
    "/hi/address",
  );
});

test("a saved address shows its state in Hindi and stores its English name", async ({ page }) => {
  const email = uniqueEmail("address");
  const signup = await page.request.post("/api/auth/signup", {
    data: { name: "Pata Tester", email, password: PASSWORD },
  });
  expect(signup.status()).toBe(201);
  const login = await page.request.post("/api/auth/login", { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);

  await page.goto("/hi/address");
  await expect(page).toHaveTitle(/^सेव किए गए पते \|/);
  await expect(page.getByText("आपने अभी तक कोई पता सेव नहीं किया है।")).toBeVisible();
  await page.getByRole("button", { name: "नया पता जोड़ें" }).click();
  const form = page.locator("form").filter({ hasText: "नया पता" });
  await form.getByLabel("पूरा नाम").fill("Ghar");
  await form.getByLabel("फ़ोन").fill("9123456780");
  await form.getByLabel("मकान और गली").fill("12 MG Road");
  await form.getByLabel("शहर").fill("Pune");
  await form.getByLabel("राज्य").selectOption({ label: "महाराष्ट्र" });
  await form.getByLabel("पिन कोड").fill("411001");
  await form.getByRole("button", { name: "पता सेव करें" }).click();
  await expect(form).toBeHidden();

  const card = page.getByRole("listitem", { name: "Ghar का पता, Pune" });
  await expect(card).toContainText("Pune, महाराष्ट्र 411001");
  await expect(card).toContainText("भारत");
  await expect(card.getByText("डिफ़ॉल्ट", { exact: true })).toBeVisible();

  const { addresses } = (await (await page.request.get("/api/addresses")).json()) as {
    addresses: Array<{ state: string; country: string }>;
  };
  expect(addresses).toMatchObject([{ state: "Maharashtra", country: "India" }]);
});

test("the contact form speaks Hindi and sends the English subject", async ({ page }) => {
  await page.goto("/hi/contact");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page).toHaveTitle(/^संपर्क करें \|/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("संपर्क करें");
  await expect(page.getByRole("link", { name: "शिकायत अधिकारी" })).toHaveAttribute(
    "href",
    "/hi/companyinfo#grievance-officer",
  );

  await page.getByRole("button", { name: "मैसेज भेजें" }).click();
  await expect(page.getByText("कृपया अपना नाम दर्ज करें।")).toBeVisible();
  await expect(page.getByText("0 / 5000 अक्षर")).toBeVisible();

  await page.getByLabel("नाम", { exact: true }).fill("Meera Nair");
  await page.getByLabel("ई-मेल", { exact: true }).fill("meera.nair@example.in");
  await page.getByLabel("विषय", { exact: true }).selectOption({ label: "रिटर्न" });
  await page.getByLabel("मैसेज", { exact: true }).fill("Zip atak gayi hai.");
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/contact" && r.method() === "POST");
  await page.getByRole("button", { name: "मैसेज भेजें" }).click();
  expect((await sent).postDataJSON()).toMatchObject({ subject: "Returns" });
  await expect(page.getByTestId("contact-result")).toHaveText("मैसेज सफलतापूर्वक भेज दिया गया!");
});

test("corporate, nearby shops and the 404 page in Hindi", async ({ page }) => {
  await page.goto("/hi/corporate");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("कॉर्पोरेट गिफ़्टिंग और बल्क ऑर्डर");
  await expect(page.getByText("50 से 100 यूनिट", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "लॉग इन करें" })).toHaveAttribute(
    "href",
    "/hi/login?callbackUrl=%2Fcorporate",
  );

  await page.goto("/hi/nearby-shops");
  await expect(page).toHaveTitle(/^आस-पास की दुकानें \|/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("आस-पास की दुकानें");

  const response = await page.goto("/hi/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("पेज नहीं मिला");
  await expect(page.getByRole("link", { name: "खरीदारी जारी रखें" })).toHaveAttribute("href", "/hi/shop");
  await expect(page.getByRole("link", { name: "होम पेज पर जाएँ" })).toHaveAttribute("href", "/hi");
});
