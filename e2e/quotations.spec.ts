import { expect, test } from "./support/test";

// An address of its own for these sign-ups (playwright.config.ts: a test's X-Forwarded-For is its client address).
test.use({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.211" } });

test("a shopper's quotation request shows on My Quotations as pending", async ({ page }) => {
  const email = `quote-${Date.now()}@example.in`;
  const signup = await page.request.post("/api/auth/signup", {
    data: { name: "Meera Nair", email, password: "a strong quote passphrase" },
  });
  expect(signup.status()).toBe(201);
  expect(
    (await page.request.post("/api/auth/login", { data: { email, password: "a strong quote passphrase" } })).ok(),
  ).toBe(true);

  await page.goto("/my");
  await expect(page.getByText("You haven't requested any quotations yet.")).toBeVisible();

  const products = await (await page.request.get("/api/getproducts/products?pageSize=2")).json();
  const created = await page.request.post("/api/quotation/create", {
    data: {
      items: products.map((p: { _id: string }) => ({ productId: p._id, quantity: 60 })),
      budget: 90000,
      specialNotes: "Company logo, deliver before Diwali",
    },
  });
  expect(created.status()).toBe(201);
  const { quotation } = await created.json();

  await page.reload();
  const card = page.getByTestId("quotation-card");
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("heading", { level: 2 })).toHaveText(`Quotation #${quotation._id.slice(-6)}`);
  await expect(card.getByText("pending", { exact: true })).toBeVisible();
  await expect(card).toContainText("₹90,000");
  await expect(card).toContainText("Company logo, deliver before Diwali");
  await expect(card).toContainText(`${products[0].name} × 60`);
});

test("guests are sent to /login from My Quotations", async ({ page }) => {
  await page.goto("/my");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fmy/);
});

test("the corporate page builds a bulk quotation request from several products", async ({ page }) => {
  const email = `bulk-${Date.now()}@example.in`;
  await page.request.post("/api/auth/signup", {
    data: { name: "Arjun Mehta", email, password: "bulk order passphrase" },
  });
  await page.request.post("/api/auth/login", { data: { email, password: "bulk order passphrase" } });

  await page.goto("/corporate");
  await expect(page.getByText("50 to 100 units")).toBeVisible();
  for (const word of ["backpack", "bottle"]) {
    await page.getByLabel("Find a product").fill(word);
    await page.getByRole("button", { name: /^Add / }).first().click();
  }
  const quantities = page.getByRole("spinbutton", { name: "Quantity" });
  await expect(quantities).toHaveCount(2);
  await expect(quantities.first()).toHaveValue("50");
  await quantities.first().fill("120");
  await page.getByLabel("Budget (₹)").fill("150000");
  await page.getByLabel("Special requirements").fill("Embroidered logo; deliver to Pune office by 20 Dec");
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByRole("status")).toContainText("Quotation request submitted!");

  await page.goto("/my");
  const card = page.getByTestId("quotation-card");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("× 120");
  await expect(card).toContainText("₹1,50,000");
});
