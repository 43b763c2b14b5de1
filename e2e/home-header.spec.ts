import { randomUUID } from "node:crypto";
import { expect, test, type Page, type Request } from "./support/test";
import { signUpAndLogIn } from "./support/accounts";

// The home page and the site header. /shop may be served by another branch or
// not at all here, so navigations into it are checked by URL, not content.

// An address of its own for its sign-ups (playwright.config.ts: a test's X-Forwarded-For is its client address).
test.use({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.216" } });

test.describe.configure({ mode: "parallel" });

/** Waits until React has hydrated the header (before that, forms submit natively). */
async function gotoHydrated(page: Page, path = "/") {
  await page.goto(path);
  await page.waitForFunction(() => {
    const form = document.querySelector("header form[role=search]");
    return !!form && Object.keys(form).some((key) => key.startsWith("__reactFiber"));
  });
}

const banner = (page: Page) => page.getByRole("region", { name: "Offers" });

test("the home page renders its sections, with the banner's text in the server HTML", async ({ page, request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain("Biggest Sale of the Season");
  expect(html).toContain("Upto 70% Off on Backpacks, Luggage and More");
  // The first banner image is the page's largest paint: fetched at once, with high priority.
  const firstBanner = html.match(/<img[^>]*banners\/1\.svg[^>]*>/)?.[0] ?? "";
  expect(firstBanner).toMatch(/fetchpriority="high"/i);
  expect(firstBanner).not.toMatch(/loading="lazy"/);
  expect(html).toMatch(/<img[^>]*banners\/2\.svg[^>]*loading="lazy"|<img[^>]*loading="lazy"[^>]*banners\/2\.svg/);

  const problems: string[] = [];
  page.on("console", (message) => {
    // Prefetches of pages other branches build (/shop, /cart…) may 404 here; those are not this page's problems.
    if (message.text().startsWith("Failed to load resource")) return;
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await gotoHydrated(page);
  await expect(page.locator("h1")).toHaveCount(1);
  const carousel = banner(page);
  await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
  await expect(carousel.getByText("Biggest Sale of the Season")).toBeVisible();
  await expect(carousel.getByText("Upto 70% Off on Backpacks, Luggage and More")).toBeVisible();
  await expect(carousel.getByRole("link", { name: "Shop Now" })).toHaveAttribute("href", "/shop");

  // Keyboard-operable controls.
  await expect(carousel.getByRole("button", { name: "Go to slide 1" })).toHaveAttribute("aria-current", "true");
  await carousel.getByRole("button", { name: "Go to slide 3" }).click();
  await expect(carousel.getByRole("button", { name: "Go to slide 3" })).toHaveAttribute("aria-current", "true");
  await carousel.getByRole("button", { name: "Previous slide" }).press("Enter");
  await expect(carousel.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true");

  await expect(page.getByRole("heading", { name: "Why Shop With Us" })).toBeVisible();
  await expect(page.getByText("Free shipping on orders of ₹999 and above")).toBeVisible();
  const brands = page.getByRole("region", { name: "Popular Brands" });
  await expect(brands.getByRole("link", { name: "Tiffin & Co." })).toHaveAttribute(
    "href",
    "/shop?brands=Tiffin%20%26%20Co.",
  );
  await expect(page.getByRole("heading", { name: "Stay in the Loop" })).toBeVisible();
  expect(problems, "no console errors or warnings (hydration mismatches among them)").toEqual([]);
});

test("the banner holds still while keyboard focus is inside it, and turns by itself every 3 s otherwise", async ({
  page,
}) => {
  // The page's timers run on Playwright's clock: time passes when the test says so.
  await page.clock.install();
  await gotoHydrated(page);
  const carousel = banner(page);
  await expect(carousel.getByRole("button", { name: "Pause slideshow" })).toBeVisible();
  await carousel.getByRole("button", { name: "Go to slide 1" }).focus();
  await page.clock.runFor(10_000); // three times the 3 s autoplay delay
  await expect(carousel.getByRole("button", { name: "Go to slide 1" })).toHaveAttribute("aria-current", "true");
  await page.getByRole("link", { name: "Kosh & Co." }).focus(); // focus leaves the carousel
  // Embla loads after hydration; step the clock until its autoplay has turned to slide 2.
  await expect(async () => {
    await page.clock.runFor(1_000);
    await expect(carousel.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true", {
      timeout: 100,
    });
  }).toPass();
});

test("under reduced motion the banner does not turn by itself, but its buttons still work", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install();
  await gotoHydrated(page);
  const carousel = banner(page);
  await expect(carousel.getByRole("button", { name: /slideshow/ })).toHaveCount(0);
  await page.clock.runFor(10_000); // three times the 3 s autoplay delay
  await expect(carousel.getByRole("button", { name: "Go to slide 1" })).toHaveAttribute("aria-current", "true");
  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expect(carousel.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true");
});

test("a category tile opens the shop filtered by that category", async ({ page }) => {
  await page.goto("/");
  const categories = page.getByRole("region", { name: "Shop by Category" });
  for (const name of [
    "BackPack",
    "Laptop Bags",
    "Messenger Bags",
    "Luggage",
    "Office Bags",
    "Kitchen",
    "Kosh Originals",
  ]) {
    await expect(categories.getByRole("link", { name, exact: true })).toBeVisible();
  }
  const tile = categories.getByRole("link", { name: "Laptop Bags", exact: true });
  await expect(tile).toHaveAttribute("href", "/shop?category=Laptop%20Bags");
  await tile.click();
  // The router may re-encode the space as "+": compare the decoded parameter.
  await page.waitForURL((url) => url.pathname === "/shop" && url.searchParams.get("category") === "Laptop Bags");
  // …and the shop shows that category, filtered.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Laptop Bags");
  await expect(page.getByRole("checkbox", { name: "Laptop Bags", exact: true })).toBeChecked();
  await expect(page.getByTestId("product-card").first()).toBeVisible();
});

test("the header search trims, ignores an empty query, goes to /shop?q=… and clears the box", async ({ page }) => {
  // Hold the shop's response a moment, so the header is still there to be looked at while the navigation runs.
  await page.route(
    (url) => url.pathname === "/shop",
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    },
  );
  await gotoHydrated(page);
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Cart" })).toHaveAttribute("href", "/cart");
  await expect(header.getByRole("link", { name: "Wishlist" })).toHaveAttribute("href", "/wishlist");
  const box = header.getByRole("searchbox", { name: "Search products" });

  const shopRequests: string[] = [];
  page.on("request", (request) => {
    // Navigations only: the header also prefetches its /shop link.
    const prefetch = request.headers()["next-router-prefetch"] !== undefined;
    if (new URL(request.url()).pathname === "/shop" && !prefetch) shopRequests.push(request.url());
  });
  await box.fill("   ");
  await box.press("Enter");
  await expect(box).toHaveValue("   ");

  await box.fill("  steel bottle  ");
  await header.getByRole("button", { name: "Search" }).click();
  await expect(box).toHaveValue("");
  await page.waitForURL((url) => url.pathname === "/shop" && url.searchParams.get("q") === "steel bottle");
  // The empty search went nowhere: the only navigation to /shop is the real search.
  expect(shopRequests.map((url) => new URL(url).searchParams.get("q"))).toEqual(["steel bottle"]);
});

test("on a phone the menu opens with its items, and closes on Escape and on a link", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page);
  const header = page.getByRole("banner");
  const menuButton = header.getByRole("button", { name: "Menu" });
  await expect(header.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  // The wishlist and cart stay in the header itself (e2e/delivery.spec.ts checks their counts).
  await expect(header.getByRole("link", { name: "Wishlist", exact: true })).toBeVisible();
  await expect(header.getByRole("link", { name: "Cart", exact: true })).toBeVisible();

  await menuButton.click();
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  const panel = page.locator(`#${await menuButton.getAttribute("aria-controls")}`);
  await expect(panel.getByRole("searchbox", { name: "Search products" })).toBeVisible();
  const menu = panel.getByRole("navigation", { name: "Menu" });
  for (const name of ["Home", "Shop", "Dashboard", "Wishlist", "Cart", "My Profile", "Contact Us", "Login"]) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await menu.getByRole("link", { name: "Home", exact: true }).click();
  await expect(panel).toBeHidden();
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
});

/** A signed-in shopper's pages: for a guest each redirects to the login page. */
const ACCOUNT_PAGES = ["/cart", "/wishlist", "/profile", "/orders", "/my", "/address"];

test("a guest's browser prefetches no account page from the header or the footer; a shopper's header prefetches the cart and wishlist", async ({
  page,
}) => {
  const prefetched = new Set<string>();
  const isPrefetch = (request: Request) => request.headers()["next-router-prefetch"] === "1";
  page.on("request", (request) => {
    if (isPrefetch(request)) prefetched.add(new URL(request.url()).pathname);
  });

  // A guest: the header's Shop link and, once the footer is in view, its
  // Customer Service pages are prefetched; no account page is, even once
  // /api/auth/me has answered and the page has gone quiet.
  const me = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/auth/me");
  await gotoHydrated(page);
  await me;
  const contact = page.waitForRequest(
    (request) => isPrefetch(request) && new URL(request.url()).pathname === "/contact",
  );
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await contact;
  await page.waitForLoadState("networkidle");
  expect(prefetched).toContain("/shop");
  for (const path of ACCOUNT_PAGES) expect(prefetched, path).not.toContain(path);

  // The same browser signed in: the header's cart and wishlist are prefetched, so opening them is quick.
  await signUpAndLogIn(page.request, {
    name: "Prefetch Tester",
    email: `prefetch-${randomUUID()}@example.com`,
    password: "prefetch-pass-2025",
  });
  const cart = page.waitForRequest((request) => isPrefetch(request) && new URL(request.url()).pathname === "/cart");
  const wishlist = page.waitForRequest(
    (request) => isPrefetch(request) && new URL(request.url()).pathname === "/wishlist",
  );
  await gotoHydrated(page);
  await Promise.all([cart, wishlist]);
});
