import { expect, test } from "./support/test";

// The policy pages, the FAQ and the E-Commerce Rules disclosures in Hindi
// (issue 17): /hi/… pages in hi-IN, their links keep the shopper in Hindi.

const pages = [
  { path: "/hi/faq", heading: "अक्सर पूछे जाने वाले सवाल", section: null },
  { path: "/hi/privacy", heading: "गोपनीयता नीति", section: "हम कौन-सी जानकारी एकत्र करते हैं" },
  { path: "/hi/returns", heading: "रिटर्न और एक्सचेंज नीति", section: "एक्सचेंज का अनुरोध कैसे करें" },
] as const;

for (const { path, heading, section } of pages) {
  test(`${path} is in Hindi, with html lang hi-IN and its own canonical URL`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    if (section) await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
    await expect(page).toHaveTitle(new RegExp(`^${heading} \\| `));
  });
}

test("the Hindi FAQ answers from the same policy, and its links stay in Hindi", async ({ page }) => {
  await page.goto("/hi/faq");
  const items = page.getByTestId("faq-item");
  await expect(items).toHaveCount(12);
  const item = items.filter({ hasText: "शिपिंग का ख़र्च कितना है?" });
  await item.locator("summary").click();
  await expect(item).toContainText("₹999 या उससे ज़्यादा के ऑर्डर पर मुफ़्त शिपिंग");
  await expect(item.getByRole("link", { name: "शिपिंग की जानकारी पढ़ें" })).toHaveAttribute("href", "/hi/shipinginfo");
  await expect(page.locator("main header").getByRole("link", { name: "हमसे संपर्क करें" })).toHaveAttribute(
    "href",
    "/hi/contact",
  );
});

test("the Hindi return policy says धनवापसी and links to the grievance officer in Hindi", async ({ page }) => {
  await page.goto("/hi/returns");
  const main = page.locator("main");
  await expect(main).toContainText("डिलीवरी के 24 घंटे के भीतर");
  await expect(main).toContainText("धनवापसी (रिफ़ंड) नहीं करते");
  await main.getByRole("link", { name: "शिकायत अधिकारी" }).click();
  await expect(page).toHaveURL("/hi/companyinfo#grievance-officer");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  const grievance = page.getByRole("region", { name: "शिकायत अधिकारी" });
  await expect(grievance).toContainText("grievance@kosh.example");
  await expect(grievance).toContainText("48 घंटे");
  await expect(grievance).toContainText("टिकट नंबर");
  await expect(grievance).toContainText("एक महीने");
});

test("the Hindi privacy policy shows its effective date with a Hindi month", async ({ page }) => {
  await page.goto("/hi/privacy");
  await expect(page.locator("main time")).toHaveText("4 मई 2025");
  await expect(page.locator("main time")).toHaveAttribute("datetime", "2025-05-04");
});

test("the Hindi contact page and footer give the opening hours in Hindi", async ({ page }) => {
  await page.goto("/hi/contact");
  await expect(page.getByRole("contentinfo")).toContainText("खुलने का समय: सुबह 10 बजे से रात 9 बजे तक");
  await expect(page.getByRole("main")).toContainText("सुबह 10 बजे से रात 9 बजे तक");
  await expect(page.getByRole("main")).not.toContainText("10 AM to 9 PM");
});
