import { randomBytes, randomInt } from "node:crypto";
import { expect, test, type APIRequestContext, type Browser } from "./support/test";
import { png } from "../test/images";
import { placeCodOrder } from "./support/accounts";
import { startSecondServer, withinOneHourWindow, type SecondServer } from "./support/second-server";
import { firstChoice } from "./support/catalog";

// Two instances of the shop on one database and one Redis, as a busy shop
// runs behind a load balancer (docs/deploy.md): instance A is the e2e run's
// own server, instance B a second production server started here. What one
// instance writes, the other shows — its caches (pages, catalogue reads,
// server.mjs's API responses) are told through Redis.

// Caches are told within a second. The rest is room for a busy CI machine to render a page
// afresh: one product page load there took over 5 s. Pages are otherwise cached for 300 s
// (revalidate), so without the shared invalidation these polls still fail.
const PROPAGATION_TIMEOUT = 15_000;
const SIGNUP_LIMIT = 10; // SIGNUPS_PER_ADDRESS in lib/auth/config.ts
const OWN_PRODUCTS = "/api/getproducts/products?brands=Chai%20Street%20Home";

let b: SecondServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  b = await startSecondServer({ env: { TRUSTED_PROXY_HOPS: "1" } });
});

test.afterAll(async () => b?.stop());

async function signIn(browser: Browser, baseURL: string, address: string, email: string, password: string) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": address } });
  const login = await context.request.post("/api/auth/login", { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  return context;
}

const asAdmin = (browser: Browser, baseURL: string, address: string) =>
  signIn(browser, baseURL, address, "admin@kosh.example", "admin-demo-2025");

type ApiProduct = { _id: string; slug: string; name: string; price: number; inStock: boolean };

/**
 * The products API as a shopper (or a CDN) reads it, for Chai Street Home: this
 * spec's own products, which no other test buys or restocks (it sets their stock).
 */
async function productsApi(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get(`${OWN_PRODUCTS}&pageSize=60`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiProduct[];
}

/**
 * The product's price in B's search API for its name, past server.mjs's response cache
 * (no-cache), so the answer comes from B's cached catalogue reads.
 */
async function searchedPrice(request: APIRequestContext, product: ApiProduct): Promise<number | undefined> {
  const response = await request.get(`/api/getproducts/search?query=${encodeURIComponent(product.name)}&pageSize=60`, {
    headers: { "cache-control": "no-cache" },
  });
  expect(response.ok()).toBe(true);
  const { products } = (await response.json()) as { products: ApiProduct[] };
  return products.find((p) => p._id === product._id)?.price;
}

test("an admin's price and stock edit on A shows on B: products API, search API, product page and /shop listing", async ({
  browser,
  baseURL,
}) => {
  const admin = await asAdmin(browser, baseURL!, "100.68.0.1");
  const shopperOnB = await browser.newContext({
    baseURL: b.url,
    extraHTTPHeaders: { "x-forwarded-for": "100.68.0.2" },
  });
  const page = await shopperOnB.newPage();

  // One product per test.
  const product = (await productsApi(shopperOnB.request)).filter((p) => p.inStock).at(-1)!;
  // Its brand's listing, in one page.
  const listing = `/shop?brands=${encodeURIComponent(await brandOf(admin.request, product._id))}&pageSize=60`;

  // B has everything cached first: its API cache, the product page and the listing (other tests'
  // orders empty them now and then; without shared invalidation this test fails: B keeps the old price).
  await page.goto(`/product/${product.slug}`);
  await page.goto(listing);
  await expect(page.getByTestId("product-card").filter({ hasText: product.name })).toBeVisible();
  expect((await productsApi(shopperOnB.request)).find((p) => p._id === product._id)?.price).toBe(product.price);
  expect(await searchedPrice(shopperOnB.request, product)).toBe(product.price);

  // One rupee less: a price may not rise above the MRP.
  const newPrice = product.price - 1;
  const edit = await admin.request.patch(`/api/admin/products/${product._id}`, { data: { price: newPrice, stock: 4 } });
  expect(edit.ok(), await edit.text()).toBe(true);

  const shown = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(
    newPrice,
  );
  await expect
    .poll(async () => (await productsApi(shopperOnB.request)).find((p) => p._id === product._id)?.price, {
      timeout: PROPAGATION_TIMEOUT,
    })
    .toBe(newPrice);
  await expect.poll(() => searchedPrice(shopperOnB.request, product), { timeout: PROPAGATION_TIMEOUT }).toBe(newPrice);
  await expect
    .poll(
      async () => {
        await page.goto(`/product/${product.slug}`);
        return page.getByText(/left in stock/).textContent();
      },
      { timeout: PROPAGATION_TIMEOUT },
    )
    .toBe("Only 4 left in stock");
  await expect(page.getByText(shown, { exact: true }).first()).toBeVisible();
  // Loaded again until it shows: on a loaded machine B's page may answer "briefly unavailable" once (CI, once).
  await expect
    .poll(
      async () => {
        await page.goto(listing);
        return (await page.getByTestId("product-card").filter({ hasText: product.name }).allTextContents()).join(" ");
      },
      { timeout: PROPAGATION_TIMEOUT },
    )
    .toContain(shown);

  await admin.close();
  await shopperOnB.close();
});

/** The brand name of a product, from the admin's product API. */
async function brandOf(request: APIRequestContext, productId: string): Promise<string> {
  const response = await request.get(`/api/admin/products/${productId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { brandName: string }).brandName;
}

test("an image uploaded through A is served by B", async ({ browser, baseURL }) => {
  const admin = await asAdmin(browser, baseURL!, "100.68.0.3");
  const upload = await admin.request.post("/api/admin/uploads", {
    multipart: { file: { name: "swatch.png", mimeType: "image/png", buffer: png(24, 16, [randomInt(256), 40, 90]) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { url } = (await upload.json()) as { url: string };

  const served = await fetch(`${b.url}${url}`);
  expect(served.status).toBe(200);
  expect(served.headers.get("content-type")).toBe("image/png");
  const bytes = Buffer.from(await served.arrayBuffer());
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  await admin.close();
});

test("an order placed through B takes stock that A's product page shows", async ({ browser, baseURL }) => {
  const admin = await asAdmin(browser, baseURL!, "100.68.0.4");
  const shopperOnA = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "100.68.0.5" } });
  const page = await shopperOnA.newPage();
  const product = (await productsApi(shopperOnA.request)).filter((p) => p.inStock).at(-2)!;
  const restock = await admin.request.patch(`/api/admin/products/${product._id}`, { data: { stock: 3 } });
  expect(restock.ok(), await restock.text()).toBe(true);

  // A's page is cached with 3 units.
  const stockOnA = async () => {
    await page.goto(`/product/${product.slug}`);
    return page.getByText(/left in stock/).textContent();
  };
  await expect.poll(stockOnA, { timeout: PROPAGATION_TIMEOUT }).toBe("Only 3 left in stock");

  // A shopper signs up and orders one on B.
  const email = `instances-${Date.now()}-${randomBytes(3).toString("hex")}@e2e.example`;
  const password = "two instances passphrase";
  const shopperOnB = await browser.newContext({
    baseURL: b.url,
    extraHTTPHeaders: { "x-forwarded-for": "100.68.0.6" },
  });
  const signup = await shopperOnB.request.post("/api/auth/signup", { data: { name: "Ira Kapoor", email, password } });
  expect(signup.status(), await signup.text()).toBe(201);
  expect((await shopperOnB.request.post("/api/auth/login", { data: { email, password } })).ok()).toBe(true);
  const added = await shopperOnB.request.post("/api/cart/add", {
    data: { productId: product._id, quantity: 1, ...firstChoice(product) },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await placeCodOrder(shopperOnB.request, {
    fullName: "Ira Kapoor",
    phone: "98200 11223",
    address: "12 Hill Road, Bandra West",
    city: "Mumbai",
    state: "Maharashtra",
    postalCode: "400050",
  });

  await expect.poll(stockOnA, { timeout: PROPAGATION_TIMEOUT }).toBe("Only 2 left in stock");
  await admin.close();
  await shopperOnA.close();
  await shopperOnB.close();
});

test(`the per-address sign-up limit counts across both instances: the ${SIGNUP_LIMIT + 1}th is 429`, async ({
  playwright,
  baseURL,
}) => {
  const statuses = await withinOneHourWindow(async () => {
    // One client address of this attempt's own (through the trusted proxy both instances are told of),
    // alternating instances.
    const address = `100.69.${randomInt(0, 256)}.${randomInt(1, 255)}`;
    const contexts = await Promise.all(
      [baseURL!, b.url].map((url) =>
        playwright.request.newContext({ baseURL: url, extraHTTPHeaders: { "x-forwarded-for": address } }),
      ),
    );
    const answered: number[] = [];
    for (let i = 0; i <= SIGNUP_LIMIT; i++) {
      const email = `limit-${i}-${Date.now()}-${randomBytes(3).toString("hex")}@e2e.example`;
      const response = await contexts[i % 2]!.post("/api/auth/signup", {
        data: { name: "Limit Tester", email, password: "two instances passphrase" },
      });
      answered.push(response.status());
    }
    await Promise.all(contexts.map((context) => context.dispose()));
    return answered;
  });
  expect(statuses.slice(0, SIGNUP_LIMIT)).toEqual(Array(SIGNUP_LIMIT).fill(201));
  expect(statuses[SIGNUP_LIMIT]).toBe(429);
});
