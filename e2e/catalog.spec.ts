import { expect, test, type Page } from "./support/test";

const cardNames = (page: Page) => page.getByTestId("product-card").getByRole("heading").allTextContents();

test("ticking a brand narrows the grid and the URL; unticking restores both", async ({ page }) => {
  await page.goto("/shop");
  const countText = page.getByText(/^\d+ products?$/);
  const allCount = await countText.textContent();

  await page.getByRole("checkbox", { name: "Wildtrail" }).check();
  await expect(page).toHaveURL(/\/shop\?brands=Wildtrail$/);
  await expect(countText).not.toHaveText(allCount!);
  const brands = await page.getByTestId("product-card").locator("p").first().allTextContents();
  expect(brands.length).toBeGreaterThan(0);
  for (const card of await page.getByTestId("product-card").all()) {
    await expect(card.locator("p").first()).toHaveText(/wildtrail/i);
  }

  const countOf = async () => Number((await countText.textContent())?.match(/^\d+/)?.[0]);
  const brandCount = await countOf();

  await page.getByRole("checkbox", { name: "Wildtrail" }).uncheck();
  await expect(page).toHaveURL(/\/shop$/);
  // The whole shop's count again, not exactly the first one: other specs add and withdraw products meanwhile.
  await expect.poll(countOf).toBeGreaterThan(brandCount);

  // Back returns to the filtered view.
  await page.goBack();
  await expect(page).toHaveURL(/brands=Wildtrail/);
  await expect(page.getByRole("checkbox", { name: "Wildtrail" })).toBeChecked();
});

test("a parent category includes its sub-categories and sorting keeps the filter", async ({ page }) => {
  await page.goto("/shop?category=Luggage");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Luggage");
  await expect(page.getByRole("checkbox", { name: "Luggage", exact: true })).toBeChecked();
  await page.getByLabel("Sort by").selectOption("price-asc");
  await expect(page).toHaveURL(/category=Luggage&sort=price-asc/);
  const prices = (await page.getByTestId("product-card").locator("span.text-lg").allTextContents()).map((text) =>
    Number(text.replace(/[^\d.]/g, "")),
  );
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});

test("at 375 px the filters hide behind Show Filters / Close Filters", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/shop");
  const brandBox = page.getByRole("checkbox", { name: "Wildtrail" });
  await expect(brandBox).toBeHidden();
  await page.getByRole("button", { name: "Show Filters" }).click();
  await expect(brandBox).toBeVisible();
  await page.getByRole("button", { name: "Close Filters" }).click();
  await expect(brandBox).toBeHidden();
});

test("a misspelt search still finds the product, and no results offer a way out", async ({ page }) => {
  await page.goto("/shop?q=bakpack");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “bakpack”");
  const names = await cardNames(page);
  expect(names.length).toBeGreaterThan(0);
  expect(names.some((name) => /backpack/i.test(name))).toBe(true);

  await page.goto("/shop?q=zzqqxxvv");
  await expect(page.getByText("No products match “zzqqxxvv”.")).toBeVisible();
  await page.getByRole("link", { name: "Clear filters and search" }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByTestId("product-card").first()).toBeVisible();
});

test("a product page carries Product JSON-LD priced in INR, and guests go to /login from Add to Cart", async ({
  page,
}) => {
  await page.goto("/shop?brands=Safar%20Luggage");
  await page.getByTestId("product-card").first().getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(/\/product\//);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = blocks.map((text) => JSON.parse(text)).find((data) => data["@type"] === "Product");
  expect(product).toBeDefined();
  expect(product.offers.priceCurrency).toBe("INR");
  expect(Number(product.offers.price)).toBeGreaterThan(0);
  await expect(page.getByTestId("mrp")).toHaveText(/^MRP ₹[\d,]+ \(inclusive of all taxes\)$/);

  await page.getByRole("button", { name: "Add to Cart" }).first().click();
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fproduct%2F/);
});

test("listing and product HTML contain the products without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/shop?category=Kitchen");
  expect(await page.getByTestId("product-card").count()).toBeGreaterThan(0);
  const href = await page
    .getByTestId("product-card")
    .first()
    .getByRole("heading")
    .getByRole("link")
    .getAttribute("href");
  await page.goto(href!);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await context.close();
});
