import { expect, test } from "./support/test";

// docs/adr/0045-search-throttle-counts-misses.md: searches that reach the database are counted per client
// address, through the search API and /shop?q= alike; past the budget the API answers 429 and /shop shows
// the shopper a message in place of the results, in the page's language. In a real build: Next's data cache
// runs the counted read, with the address reaching it from the request (lib/catalog/search-limit.ts).

const SEARCHES_PER_MINUTE = 60; // SEARCHES_PER_MINUTE in lib/catalog/search-limit.ts

test("past an address's searches a minute, /shop?q= says so in place of results, in English and Hindi; another address still finds products", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  // Words never searched before (each a cache miss), never the same twice, across attempts too.
  let searches = 0;
  const newWords = () => `spent${run} ${++searches}`;
  // A fixed window may turn over between the last search spent and the pages: then spend it again.
  await expect(async () => {
    let refused = null;
    for (let i = 0; i <= 2 * SEARCHES_PER_MINUTE && !refused; i++) {
      const response = await page.request.get(`/api/getproducts/search?query=${encodeURIComponent(newWords())}`);
      if (response.status() === 429) refused = response;
      else expect(response.status()).toBe(200);
    }
    expect(refused?.headers()["retry-after"]).toMatch(/^[1-9][0-9]*$/);

    await page.goto(`/shop?q=${encodeURIComponent(newWords())}`);
    await expect(page.getByText("Too many searches from your network just now.")).toBeVisible({ timeout: 2_000 });
    await expect(page.getByText("Please wait a minute and search again.", { exact: false })).toBeVisible();
    await expect(page.getByTestId("product-card")).toHaveCount(0);

    await page.goto(`/hi/shop?q=${encodeURIComponent(newWords())}`);
    await expect(page.getByText("आपके नेटवर्क से अभी बहुत ज़्यादा खोजें हुई हैं।")).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 150_000 });

  const elsewhere = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.250" } });
  const other = await elsewhere.newPage();
  // A search of its own (this order of results is asked for nowhere else): not refused.
  await other.goto("/shop?q=backpack&sort=price-desc");
  await expect(other.getByTestId("product-card").first()).toBeVisible();
  await elsewhere.close();
});
