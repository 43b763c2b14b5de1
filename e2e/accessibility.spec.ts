import { test, type Page } from "./support/test";
import { expectNoViolations } from "./support/axe";
import { SEEDED_PRODUCTS_API, addSeededProductToCart } from "./support/catalog";
import { logInAsAdmin, signUpAndLogIn } from "./support/accounts";

// axe-core's WCAG 2.1 A and AA checks (the rules behind Lighthouse's
// accessibility score, and more) on the shopper's main pages in both
// languages, phone- and desktop-sized, and on the admin console's main
// screens. A failure lists each rule broken and the elements that break it.
// The Hindi checkout, My Orders and tax invoice pages are checked in the flow
// of e2e/hindi-checkout.spec.ts, which has an order to show.

// An address of its own for its sign-ups (playwright.config.ts: a test's X-Forwarded-For is its client address).
test.use({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.213" } });

const PHONE = { width: 412, height: 823 };

async function seededProductPath(page: Page): Promise<string> {
  const products: Array<{ slug: string }> = await (await page.request.get(SEEDED_PRODUCTS_API)).json();
  return `/product/${products[0]!.slug}`;
}

/** The public pages, `{product}` standing for a seeded product's page. */
const PUBLIC_PAGES = [
  "/",
  "/shop",
  "{product}",
  "/contact",
  "/login",
  "/signup",
  "/cart",
  "/hi",
  "/hi/shop",
  "/hi{product}",
];

for (const size of [
  { name: "phone", viewport: PHONE },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
]) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    // One test per page: axe takes seconds per page on a slow machine, and a failure names its page.
    for (const path of PUBLIC_PAGES) {
      test(`${path.replace("{product}", "/product/…")} meets WCAG 2.1 AA`, async ({ page }) => {
        await page.goto(path.includes("{product}") ? path.replace("{product}", await seededProductPath(page)) : path);
        await expectNoViolations(page);
      });
    }
  });
}

test("a signed-in shopper's cart, checkout and orders meet WCAG 2.1 AA", async ({ page }) => {
  await signUpAndLogIn(page.request, {
    name: "Axe Shopper",
    email: `axe-${Date.now()}@example.com`,
    password: "correct-horse-42",
  });
  await addSeededProductToCart(page.request);
  for (const path of ["/cart", "/checkout", "/orders", "/wishlist", "/profile"]) {
    await page.goto(path);
    await expectNoViolations(page);
  }
});

test("the admin console's main screens meet WCAG 2.1 AA", async ({ page }) => {
  await logInAsAdmin(page.request);
  for (const path of ["/admin", "/admin/catalogue", "/admin/catalogue/new", "/admin/orders", "/admin/inbox"]) {
    await page.goto(path);
    await expectNoViolations(page);
  }
});
