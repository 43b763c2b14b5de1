import { firstChoice, SEEDED_PRODUCTS_API } from "./support/catalog";
import { expect, test, type Page } from "./support/test";
import { describeShippingPolicy } from "../lib/shipping";
import { dropZodChunks } from "./support/network";

const footer = (page: Page) => page.getByRole("contentinfo");

/** Fills in the contact form with a question about an order and presses Send Message. */
async function sendOrderQuestion(page: Page) {
  await page.getByLabel("Name", { exact: true }).fill("Meera Nair");
  await page.getByLabel("Email", { exact: true }).fill("meera.nair@example.in");
  await page.getByLabel("Subject", { exact: true }).selectOption("Order Issue");
  await page.getByLabel("Message", { exact: true }).fill("Where is my order?");
  await page.getByRole("button", { name: "Send Message" }).click();
}

test.describe("contact form", () => {
  test("sends a message and clears the form", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await expect(page.getByRole("combobox", { name: "Subject" })).toHaveValue("");
    await expect(page.getByRole("option", { name: "Choose Subject" })).toBeAttached();

    // Nothing is sent while a field is missing; the problem is named next to the field.
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please enter your name.")).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toBeFocused();

    await page.getByLabel("Name", { exact: true }).fill("Meera Nair");
    await page.getByLabel("Email", { exact: true }).fill("meera.nair@example.in");
    await page.getByLabel("Subject", { exact: true }).selectOption("Returns");
    await page.getByLabel("Message", { exact: true }).fill("My backpack's zip is stuck. Can I exchange it?");
    const sent = page.waitForResponse((r) => r.url().endsWith("/api/contact") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Send Message" }).click();
    expect((await sent).status()).toBe(201);
    await expect(page.getByTestId("contact-result")).toHaveText("Message sent successfully!");
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");
  });

  test("says so when the message could not be sent", async ({ page }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 500, json: { message: "Something went wrong. Please try again.", code: "INTERNAL" } }),
    );
    await page.goto("/contact");
    await sendOrderQuestion(page);
    await expect(page.getByTestId("contact-result")).toHaveText("Error sending message. Please try again.");
    // What the shopper typed is kept, so they can try again.
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Where is my order?");
  });

  test("says so, and sends nothing, when the form's rules cannot be loaded; the next press loads them and sends", async ({
    page,
  }) => {
    const { dropped, reconnect } = await dropZodChunks(page);
    await page.goto("/contact");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/contact")) posts.push(request.method());
    });
    await sendOrderQuestion(page);
    await expect(page.getByTestId("contact-result")).toHaveText("Error sending message. Please try again.");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Where is my order?");
    expect(posts).toEqual([]);
    expect(dropped).not.toEqual([]);

    // The connection is back: the same press now loads the rules and sends.
    reconnect();
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("contact-result")).toHaveText("Message sent successfully!");
    expect(posts).toEqual(["POST"]);
  });
});

test.describe("newsletter", () => {
  test("subscribes from the home page, shows the message in green and clears the input", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("region", { name: "Stay in the Loop" });
    const input = box.getByRole("textbox", { name: "Email address" });
    await input.fill(`loop-${Date.now()}@example.in`);
    await box.getByRole("button", { name: "Subscribe" }).click();
    const status = box.getByRole("status");
    await expect(status).toHaveText("Thanks! Please check your inbox and confirm your subscription.");
    await expect(status).toHaveAttribute("data-tone", "success");
    await expect(status).toHaveClass(/text-green-800/);
    await expect(input).toHaveValue("");
  });

  test("shows the server's message, or 'Something went wrong' when there is none", async ({ page }) => {
    let reply: { status: number; json?: unknown; body?: string } = {
      status: 429,
      json: { message: "Too many sign-ups from your connection. Please try again in a few minutes." },
    };
    await page.route("**/api/subs/subscribe", (route) => route.fulfill(reply));
    await page.goto("/");
    const box = page.getByRole("region", { name: "Stay in the Loop" });
    const input = box.getByRole("textbox", { name: "Email address" });
    await input.fill("someone@example.in");
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByRole("status")).toHaveText(/^Too many sign-ups/);
    await expect(input).toHaveValue("someone@example.in");

    reply = { status: 502, body: "Bad gateway" };
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByRole("status")).toHaveText("Something went wrong");
  });

  test("says 'Something went wrong', and sends nothing, when the form's rules cannot be loaded", async ({ page }) => {
    const { dropped } = await dropZodChunks(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/subs/subscribe")) posts.push(request.method());
    });
    await page.goto("/");
    const box = page.getByRole("region", { name: "Stay in the Loop" });
    const input = box.getByRole("textbox", { name: "Email address" });
    await input.fill("someone@example.in");
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByRole("status")).toHaveText("Something went wrong");
    await expect(input).toHaveValue("someone@example.in");
    expect(posts).toEqual([]);
    expect(dropped).not.toEqual([]);
  });
});

test("an FAQ answer opens and closes with the keyboard", async ({ page }) => {
  await page.goto("/faq");
  const items = page.getByTestId("faq-item");
  await expect(items).toHaveCount(12);
  const item = items.filter({ hasText: "Do you ship outside India?" });
  const question = item.locator("summary");
  const answer = item.getByText(/we deliver within India only/);

  await question.focus();
  await expect(answer).toBeHidden();
  await page.keyboard.press("Enter");
  await expect(item).toHaveAttribute("open", "");
  await expect(answer).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(item).not.toHaveAttribute("open");
  await expect(answer).toBeHidden();
  await page.keyboard.press("Space");
  await expect(answer).toBeVisible();
});

test("every content page is reachable from the footer", async ({ page }) => {
  const pages = [
    ["Contact Us", "/contact", "Contact Us"],
    ["FAQ", "/faq", "Frequently Asked Questions"],
    ["Shipping Information", "/shipinginfo", "Shipping Information"],
    ["Returns & Exchanges", "/returns", "Return and Exchange Policy"],
    ["Company Information", "/companyinfo", "Company Information"],
    ["Nearby Shops", "/nearby-shops", "Nearby Shops"],
    ["Privacy Policy", "/privacy", "Privacy Policy"],
    ["Terms & Conditions", "/terms", "Terms and Conditions"],
  ] as const;
  await page.goto("/faq");
  for (const [link, path, heading] of pages) {
    await footer(page).getByRole("link", { name: link, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  }
  // The grievance officer (Consumer Protection (E-Commerce) Rules) is one click away too.
  await footer(page).getByRole("link", { name: "Ananya Iyer" }).click();
  await expect(page).toHaveURL("/companyinfo#grievance-officer");
  const grievance = page.getByRole("region", { name: "Grievance Officer" });
  await expect(grievance).toContainText("grievance@kosh.example");
  await expect(grievance).toContainText("48 hours");
  await expect(grievance).toContainText("ticket number");
  await expect(grievance).toContainText("one month");
});

test("the footer carries the link groups, social links, contact lines and opening hours", async ({ page }) => {
  await page.goto("/privacy");
  for (const group of ["Customer Service", "About Us", "My Account"]) {
    await expect(footer(page).getByRole("navigation", { name: group })).toBeVisible();
  }
  for (const network of ["Instagram", "Facebook", "X", "YouTube"]) {
    const link = footer(page).getByRole("link", { name: `Follow us on ${network} (opens in a new tab)` });
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  await expect(footer(page).getByRole("link", { name: "+91 22 4000 1234" })).toHaveAttribute(
    "href",
    "tel:+912240001234",
  );
  await expect(footer(page)).toContainText("Opening hours: 10 AM to 9 PM");
  await expect(footer(page)).toContainText("Kosh & Co. Retail Private Limited");
});

test("the shipping rule reads the same on the shipping page, the FAQ, the home page and the cart", async ({ page }) => {
  const policy = describeShippingPolicy();
  expect(policy).toContain("₹999");
  expect(policy).toContain("₹49");

  await page.goto("/shipinginfo");
  await expect(page.getByTestId("shipping-policy")).toHaveText(policy);
  await expect(page.locator("main")).not.toContainText(/₹499|₹2,000|₹50 to ₹150/);

  await page.goto("/faq");
  const item = page.getByTestId("faq-item").filter({ hasText: "How much does shipping cost?" });
  await item.locator("summary").click();
  await expect(item).toContainText(policy);
  await expect(page.locator("main")).not.toContainText(/₹499|₹2,000|₹50 to ₹150/);

  // The home page's Why Shop With Us…
  await page.goto("/");
  await expect(page.locator("main")).toContainText(policy);
  await expect(page.locator("main")).not.toContainText(/₹499|₹2,000|₹50 to ₹150/);

  // …and the cart's order summary say the same.
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": "203.0.113.99" });
  const email = `shipping-${Date.now()}@example.in`;
  await page.request.post("/api/auth/signup", {
    data: { name: "Ravi Kumar", email, password: "shipping rule passphrase" },
  });
  await page.request.post("/api/auth/login", { data: { email, password: "shipping rule passphrase" } });
  // Other specs add products of their own (some out of stock or taken off sale): a seeded one in stock.
  const products = (await (await page.request.get(SEEDED_PRODUCTS_API)).json()) as Array<{
    _id: string;
    inStock: boolean;
  }>;
  const product = products.find((p) => p.inStock)!;
  expect(
    (
      await page.request.post("/api/cart/add", {
        data: { productId: product._id, quantity: 1, ...firstChoice(product) },
      })
    ).status(),
  ).toBe(201);
  await page.goto("/cart");
  await expect(page.locator("main")).toContainText(policy);
});

test("nearby shops are listed from the same data as the API", async ({ page, request }) => {
  let shops: Array<{ _id: string; name: string; telephone: string; mapsLink: string }> = [];
  const cards = page.getByTestId("nearby-shop");
  // admin-nearby-shops.spec.ts may add or delete a shop between the two reads (workers run in parallel):
  // the page and the API are compared again until both were read with the same shops.
  await expect(async () => {
    const response = await request.get("/api/nearby/shops");
    expect(response.status()).toBe(200);
    shops = await response.json();
    expect(shops.length).toBeGreaterThan(0);
    await page.goto("/nearby-shops");
    await expect(cards).toHaveCount(shops.length, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const first = cards.first();
  await expect(first.getByRole("heading")).toHaveText(shops[0]!.name);
  await expect(first.getByRole("link", { name: shops[0]!.telephone })).toHaveAttribute("href", /^tel:\+\d+$/);
  const map = first.getByRole("link", { name: /^View on Map/ });
  await expect(map).toHaveAttribute("href", shops[0]!.mapsLink);
  await expect(map).toHaveAttribute("target", "_blank");
  await expect(map).toHaveAttribute("rel", "noopener noreferrer");
  await expect(first.getByRole("img")).toHaveJSProperty("complete", true);
});

test("content pages declare their own title and canonical URL", async ({ request }) => {
  const pages = ["/privacy", "/returns", "/terms", "/companyinfo", "/shipinginfo", "/faq", "/contact", "/nearby-shops"];
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path}"`));
    expect(html, path).toMatch(/<title>[^<]+ \| Kosh &amp; Co\.<\/title>/);
    expect(html, path).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html.match(/<h1[\s>]/g), path).toHaveLength(1);
  }
});

test("an unknown address shows the shop's 404 with a way back to shopping", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/shop");
  await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  await expect(footer(page)).toBeVisible();
});
